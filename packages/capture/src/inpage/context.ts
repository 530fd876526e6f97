import type { AssetKind, PendingStylesheet } from './types.ts';

/** State gathered while one document (with its frames and shadow roots) is serialized. */
export interface CaptureContext {
  assets: Map<string, AssetKind>;
  notCaptured: string[];
  /** Stylesheets whose text is not known yet: the placeholder comment -> how to get it. */
  deferredSheets: DeferredSheet[];
  /** blob: URLs met in the document; turned into data: URLs after serialization. */
  blobUrls: Set<string>;
  /**
   * Files the page made rather than downloaded (a canvas's pixels): their stand-in URL in the
   * snapshot -> the bytes as a data: URL. Listed with the other assets, so they are stored as
   * files on upload (a builder site strips data: URLs).
   */
  madeAssets: Map<string, string>;
  stylesheetCount: number;
  nodeCount: number;
  /** Drop style rules whose selector matches nothing (see unused-rules.ts). */
  pruneUnusedRules: boolean;
  prunedRules: number;
  /** Selectors naming a class or attribute the page's scripts toggle at another width: never pruned (width-states.ts). */
  toggledSelector: RegExp | null;
  /** @font-face rules held back until we know whether anything names their family. */
  fontFaces: HeldFontFace[];
  /** Rules of fetched sheets whose declarations are taken from the sheet's text after the capture. */
  lostRules: LostRule[];
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

/** A style rule the CSSOM cannot write back (see lost-declarations.ts), in a sheet with a URL. */
export interface LostRule {
  /** The comment standing for the rule's declarations. */
  placeholder: string;
  url: string;
  rule: CSSStyleRule;
  attributeDepth: number;
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
    madeAssets: new Map(),
    stylesheetCount: 0,
    nodeCount: 0,
    pruneUnusedRules,
    prunedRules: 0,
    toggledSelector: null,
    fontFaces: [],
    lostRules: [],
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

/** Where made files live in the snapshot until the upload stores them: a host that never resolves. */
export const MADE_ASSET_ORIGIN = 'https://made.pagelift.invalid';

/** FNV-1a of the text: the same pixels get the same stand-in URL (one stored file). */
function textHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** More made files than this stay data: URLs (a page with an icon set inlined in its CSS). */
export const MAX_MADE_ASSETS = 300;

/**
 * A picture the page carries as a data: URL (an `<img>`, a CSS background such as a toggler icon)
 * becomes a made asset, since a builder site strips data: URLs; the stand-in URL, or undefined
 * past MAX_MADE_ASSETS.
 */
export function liftDataImage(ctx: CaptureContext, dataUrl: string, name: string): string | undefined {
  if (!/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(dataUrl) || dataUrl.indexOf(',') < 0) return undefined;
  if (ctx.madeAssets.size >= MAX_MADE_ASSETS) return undefined;
  return addMadeAsset(ctx, dataUrl, name);
}

/** Records a file the page made (a data: URL) as an asset; returns the URL the snapshot uses for it. */
export function addMadeAsset(ctx: CaptureContext, dataUrl: string, name: string): string {
  const type = /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.exec(dataUrl)?.[1].toLowerCase() ?? 'png';
  const url = `${MADE_ASSET_ORIGIN}/${name}-${textHash(dataUrl)}.${type === 'svg+xml' ? 'svg' : type === 'jpeg' ? 'jpg' : type}`;
  ctx.madeAssets.set(url, dataUrl);
  addAsset(ctx, url, 'image');
  return url;
}
