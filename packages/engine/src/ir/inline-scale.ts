/** IR build: the sizes of an inline element (inside a text block's HTML) that follow the breakpoints. */
import type { ComputedStyle } from '../extract/styled-tree.ts';
import { PADDING, RADIUS } from './styles.ts';
import { pxOf } from './values.ts';

/**
 * A text block's inline HTML has one look for every breakpoint: its `<small>`, `<kbd>` or `<sup>`
 * written with desktop px keeps the desktop size on a phone, where the source (sized in em, or in
 * rem with a root size that changes per breakpoint) shrinks with its paragraph. When a size keeps
 * the same ratio at every breakpoint, that ratio as em follows the block's own per-breakpoint font
 * size: `font` is the element's font size over its parent's, `box` says its padding and radius
 * scale with its own font size (write them as em of it).
 */
export interface InlineScale {
  font?: number;
  box?: boolean;
}

/** One element's style and its parent's at one breakpoint (`undefined` where it is not rendered). */
export type InlineViews = Array<{ own: ComputedStyle; parent: ComputedStyle } | undefined>;

const BOX_LENGTHS = [...PADDING, RADIUS[0]];

/** `a / b` when it is the same (within 1 %) in every pair, at least two pairs measured. */
export function steadyRatio(pairs: Array<[number, number] | undefined>): number | undefined {
  const ratios = pairs.filter((p): p is [number, number] => Boolean(p && p[1] > 0)).map(([a, b]) => a / b);
  if (ratios.length < 2) return undefined;
  return ratios.every((r) => Math.abs(r - ratios[0]) <= ratios[0] * 0.01) ? ratios[0] : undefined;
}

export function inlineScale(views: InlineViews): InlineScale {
  const font = steadyRatio(views.map((v) => v && [pxOf(v.own['font-size']), pxOf(v.parent['font-size'])]));
  const lengths = BOX_LENGTHS.map((p) => steadyRatio(views.map((v) => v && [pxOf(v.own[p]), pxOf(v.own['font-size'])])));
  const sized = BOX_LENGTHS.filter((p) => views.some((v) => v && pxOf(v.own[p]) > 0));
  const box = sized.length > 0 && sized.every((p) => lengths[BOX_LENGTHS.indexOf(p)] !== undefined);
  const scale: InlineScale = {};
  if (font !== undefined && Math.abs(font - 1) > 0.001) scale.font = font;
  if (box) scale.box = true;
  return scale;
}

/** A px length as em of `fontPx`, rounded to four places. */
export function emOf(lengthPx: number, fontPx: number): string {
  return `${Math.round((lengthPx / fontPx) * 10000) / 10000}em`;
}
