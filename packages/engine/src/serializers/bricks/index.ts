import { randomInt } from 'node:crypto';
import { slugify } from '@pagelift/contract';
import type { IRDocument } from '../../ir/types.ts';
import type { BuilderCapabilities, BuilderSerializer, DeliveryFile, SerializeOptions, SerializeResult } from '../types.ts';
import { extractGlobalClasses } from './classes.ts';
import { addNode, type BricksContext, type BricksElement } from './elements.ts';
import { BREAKPOINT_SUFFIX } from './settings.ts';

export const BRICKS_CLIPBOARD_VERSION = '1.9.2';
export const BRICKS_DEVICES = Object.keys(BREAKPOINT_SUFFIX);

export interface BricksGlobalClass {
  id: string;
  name: string;
  settings: Record<string, unknown>;
}

/** The paste envelope (formats/bricks.md §1; version and empty globalElements from the spec). */
export interface BricksClipboard {
  content: BricksElement[];
  source: 'bricksCopiedElements';
  sourceUrl: string;
  version: string;
  globalClasses: BricksGlobalClass[];
  globalElements: [];
}

/** Every setting takes `:<breakpoint>` and `:hover`; `_cssCustom` holds the rest. */
const CAPABILITIES: BuilderCapabilities = {
  responsive: { color: true, typography: true, border: true, shadow: true, background: true },
  gradients: true,
  customCss: true,
  classes: true,
  hover: true,
  grid: true,
};

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

function randomId(): string {
  let id = '';
  for (let i = 0; i < 6; i++) id += LETTERS[randomInt(26)];
  return id;
}

/**
 * Paste replaces each old id by a new one as a string over the whole element JSON, so an id
 * must occur nowhere but in id/parent/children: ids found in any text or setting are redrawn.
 */
export function assignSafeIds(content: BricksElement[], classes: BricksGlobalClass[]): void {
  const text = JSON.stringify([content.map((e) => [e.name, e.settings, e.label ?? '']), classes]).toLowerCase();
  const used = new Set<string>();
  const fresh = () => {
    for (;;) {
      const id = randomId();
      if (!used.has(id) && !text.includes(id)) {
        used.add(id);
        return id;
      }
    }
  };
  const map = new Map<string, string>();
  for (const e of content) map.set(e.id, fresh());
  for (const e of content) {
    e.id = map.get(e.id)!;
    if (e.parent !== 0) e.parent = map.get(e.parent)!;
    e.children = e.children.map((c) => map.get(c)!);
  }
}

export function serializeBricks(doc: IRDocument, options: SerializeOptions): SerializeResult {
  let n = 0;
  const ctx: BricksContext = {
    breakpoints: doc.breakpoints,
    widths: options.breakpoints,
    responsive: options.settings.responsive !== false,
    newId: () => `tmp${n++}`,
    content: [],
    sourceOf: new Map(),
    counts: { nativeWidgets: 0, containers: 0, fallbacks: 0 },
    counting: true,
    note: options.onNote,
  };
  // One paste root: the document root (per-look copies of the root, if any, follow as its siblings are not pasteable).
  addNode(ctx, doc.root, 0);
  const embed = options.settings.copyFontface !== 'copy' && options.fontFaceCss;
  const root = ctx.content[0];
  if (embed) root.settings._cssCustom = `${options.fontFaceCss}\n${(root.settings._cssCustom as string | undefined) ?? ''}`.trim();
  const classIds = new Set<string>();
  const classId = () => {
    for (;;) {
      const id = randomId();
      if (!classIds.has(id)) return classIds.add(id), id;
    }
  };
  const globalClasses = extractGlobalClasses(ctx.content, ctx.sourceOf, classId);
  // Class ids sit in the elements' settings, so no element id drawn below can collide with one.
  assignSafeIds(ctx.content, globalClasses);
  const template: BricksClipboard = {
    content: ctx.content,
    source: 'bricksCopiedElements',
    sourceUrl: options.baseUrl,
    version: BRICKS_CLIPBOARD_VERSION,
    globalClasses,
    globalElements: [],
  };
  return { template, fontFace: embed ? '' : options.fontFaceCss, counts: ctx.counts };
}

/** The downloaded file: the same data with `globalClasses` renamed `global_classes` (spec, Export flow). */
export function bricksFile(result: SerializeResult, title: string): DeliveryFile {
  const { globalClasses, ...rest } = result.template as BricksClipboard;
  return { name: `${slugify(title)}.json`, mimeType: 'application/json', content: JSON.stringify({ ...rest, global_classes: globalClasses }) };
}

export const bricksSerializer: BuilderSerializer = {
  builders: ['bricks'],
  devices: () => BRICKS_DEVICES,
  capabilities: () => CAPABILITIES,
  serialize: serializeBricks,
  toFile: bricksFile,
};
