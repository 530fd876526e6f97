import type { AssetKind, PendingStylesheet } from './types.ts';

/** State gathered while one document (with its frames and shadow roots) is serialized. */
export interface CaptureContext {
  assets: Map<string, AssetKind>;
  notCaptured: string[];
  /** Stylesheets whose text is not known yet: the placeholder comment -> how to get it. */
  deferredSheets: DeferredSheet[];
  /** blob: URLs met in the document; turned into data: URLs after serialization. */
  blobUrls: Set<string>;
  stylesheetCount: number;
  nodeCount: number;
  /** Drop style rules whose selector matches nothing (see unused-rules.ts). */
  pruneUnusedRules: boolean;
  prunedRules: number;
  /** @font-face rules held back until we know whether anything names their family. */
  fontFaces: HeldFontFace[];
  /** How many attribute-escaping levels the text being written sits in (iframe srcdoc). */
  attributeDepth: number;
}

export interface HeldFontFace {
  placeholder: string;
  text: string;
  /** Lower-case family name without quotes. */
  family: string;
  attributeDepth: number;
  assets: string[];
}

export interface DeferredSheet extends PendingStylesheet {
  attributeDepth: number;
}

export function createContext(pruneUnusedRules = true): CaptureContext {
  return {
    assets: new Map(),
    notCaptured: [],
    deferredSheets: [],
    blobUrls: new Set(),
    stylesheetCount: 0,
    nodeCount: 0,
    pruneUnusedRules,
    prunedRules: 0,
    fontFaces: [],
    attributeDepth: 0,
  };
}

/** The first kind an asset was met as wins; fonts and icons are more specific than images. */
export function addAsset(ctx: CaptureContext, url: string, kind: AssetKind): void {
  if (!ctx.assets.has(url)) ctx.assets.set(url, kind);
}

export function noteNotCaptured(ctx: CaptureContext, line: string): void {
  if (!ctx.notCaptured.includes(line) && ctx.notCaptured.length < 200) ctx.notCaptured.push(line);
}
