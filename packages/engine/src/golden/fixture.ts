/**
 * The golden fixtures: what the render half handed the pure half (styled tree with :hover looks,
 * render widths, the `html` background, @font-face rules) for every corpus page and section,
 * recorded once so the Elementor output can be compared byte for byte across refactors without
 * a browser (two renders of the same code differ where pages run CSS transitions).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import type { ExportSettingsInput } from '@pagelift/contract';
import type { ComputedStyle, NodeView, StyledNode } from '../extract/styled-tree.ts';
import { CAPTURED_PROPERTIES, type RawDomSnapshot, type WidthCapture } from '../render/capture.ts';
import type { FontFaceSource } from '../render/page-facts.ts';

export const GOLDEN_DIR = new URL('./fixtures/', import.meta.url);

/** One recorded render: a whole page or one section, at every Elementor device or desktop only. */
export interface GoldenInput {
  page: string;
  item: string;
  selector: string | null;
  /** 'responsive' = desktop/tablet/mobile; 'desktop' = the one-width render of a non-responsive export. */
  render: 'responsive' | 'desktop';
  baseUrl: string;
  breakpoints: Record<string, number>;
  widths: Array<{ breakpoint: string; width: number }>;
  htmlBackground: string | undefined;
  faces: FontFaceSource[];
  tree: StyledNode;
}

/** The export settings each recorded render is converted with (the key names the output). */
export function goldenConfigs(input: GoldenInput): Record<string, ExportSettingsInput> {
  const exportType = input.selector ? 'selector' : 'entirePage';
  const base = { exportType, cssSelector: input.selector ?? undefined } as const;
  if (input.render === 'desktop') {
    return {
      'free-flat': { ...base, builder: 'elementorFree', responsive: false },
      'pro-flat': { ...base, builder: 'elementor', responsive: false },
    };
  }
  const configs: Record<string, ExportSettingsInput> = {
    free: { ...base, builder: 'elementorFree' },
    pro: { ...base, builder: 'elementor' },
  };
  if (!input.selector) {
    configs['pro-nomerge'] = { ...base, builder: 'elementor', mergeElementsEnable: false };
    configs['free-copyfont-domain'] = { ...base, builder: 'elementorFree', copyFontface: 'copy', targetDomain: 'www.example.com' };
  }
  return configs;
}

/** Captures as the pure half reads them: breakpoint, width, and the `html` background of the first. */
export function capturesFor(input: GoldenInput): WidthCapture[] {
  const bg = CAPTURED_PROPERTIES.indexOf('background-color');
  const styles = CAPTURED_PROPERTIES.map(() => -1);
  styles[bg] = 1;
  const first = {
    strings: ['HTML', input.htmlBackground ?? ''],
    documents: [{ nodes: { nodeName: [0] }, layout: { nodeIndex: [input.htmlBackground === undefined ? -1 : 0], styles: [styles] } }],
  } as unknown as RawDomSnapshot;
  const empty = { strings: [], documents: [{ nodes: { nodeName: [] }, layout: { nodeIndex: [], styles: [] } }] } as unknown as RawDomSnapshot;
  return input.widths.map((w, i) => ({ ...w, snapshot: i === 0 ? first : empty }));
}

// Compact form: identical computed styles are stored once (the tree shares them the same way).
interface Packed {
  styles: ComputedStyle[];
  input: unknown;
}

export function packInput(input: GoldenInput): Buffer {
  const styles: ComputedStyle[] = [];
  const index = new Map<string, number>();
  const styleRef = (style: ComputedStyle) => {
    const key = JSON.stringify(style);
    let i = index.get(key);
    if (i === undefined) index.set(key, (i = styles.push(style) - 1));
    return i;
  };
  const packViews = (views: Record<string, NodeView | undefined> | undefined) =>
    views && Object.fromEntries(Object.entries(views).map(([bp, v]) => [bp, v ? { box: v.box, style: styleRef(v.style) } : null]));
  const packNode = (n: StyledNode): unknown => ({
    ...n,
    views: packViews(n.views),
    pseudo: { before: packViews(n.pseudo.before), after: packViews(n.pseudo.after) },
    children: n.children.map(packNode),
  });
  const packed: Packed = { styles, input: { ...input, tree: packNode(input.tree) } };
  return brotliCompressSync(JSON.stringify(packed), { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
}

export function unpackInput(data: Buffer): GoldenInput {
  const packed = JSON.parse(brotliDecompressSync(data).toString('utf8')) as Packed;
  const unpackViews = (views: Record<string, { box: NodeView['box']; style: number } | null> | undefined) =>
    views && Object.fromEntries(Object.entries(views).map(([bp, v]) => [bp, v ? { box: v.box, style: packed.styles[v.style] } : undefined]));
  const unpackNode = (n: any): StyledNode => {
    const node = { ...n, views: unpackViews(n.views), pseudo: {} as StyledNode['pseudo'], children: n.children.map(unpackNode) };
    if (n.pseudo.before) node.pseudo.before = unpackViews(n.pseudo.before);
    if (n.pseudo.after) node.pseudo.after = unpackViews(n.pseudo.after);
    return node;
  };
  const input = packed.input as GoldenInput & { tree: unknown };
  return { ...input, tree: unpackNode(input.tree) };
}

export function readInput(file: string): GoldenInput {
  return unpackInput(readFileSync(new URL(file, GOLDEN_DIR)));
}

/**
 * Element ids are random per export: they are renumbered in order of appearance (the `id`/`_id`
 * keys, and every other place the same 7-hex string appears) so equal exports compare equal. The
 * random per-export prefix of fallback class names (`pl-fb-<6 hex>-n`) is blanked the same way.
 */
export function withDeterministicIds(value: unknown): string {
  const ids = new Map<string, string>();
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if ((k === 'id' || k === '_id') && typeof x === 'string' && /^[0-9a-f]{7}$/.test(x) && !ids.has(x)) ids.set(x, `id${ids.size + 1}`);
        walk(x);
      }
    }
  };
  walk(value);
  return JSON.stringify(value)
    .replace(/\b[0-9a-f]{7}\b/g, (m) => ids.get(m) ?? m)
    .replace(/\bpl-fb-[0-9a-f]{6}-/g, 'pl-fb-prefix-');
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
