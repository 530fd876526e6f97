/**
 * A box of fixed height whose content reaches past its bottom and scrolls (a list of options
 * with `max-height: 260px; overflow: auto`, a code sample, a chat log). A builder
 * container grows to hold its children, so exported at its content's height it pushed everything
 * after it down (bootflat's docs: 130 px per such list). The layout gives such a box its source
 * height as `height`; the Elementor serializer holds it there (serializers/elementor/scroll-box.ts).
 */
import type { Box } from '../extract/styled-tree.ts';
import type { Draft } from './build-support.ts';
import { borderWidths, paddings } from './styles.ts';

/** Content reaching more than this far below the padding box counts as cut off (rounding, descenders). */
const CUT_PX = 2;

/**
 * The box scrolls what overflows it vertically (`overflow-y: auto | scroll`). A box that only
 * clips (`hidden`, AdminLTE's slimScroll chat) is left to grow: held in a column that the builder
 * then over-fills (its row's stretched height), AdminLTE's chat panel shrank and its footer rose
 * 77 px at 390 px.
 */
function scrollsVertically(style: { 'overflow-y'?: string } | undefined): boolean {
  return /^(auto|scroll)$/.test(style?.['overflow-y'] ?? '');
}

/**
 * The lowest edge of the in-flow boxes in `children` shown at breakpoint `i`. Positioned ones do
 * not make a builder container grow, so they need no holding (a blob placed past a hero's edge).
 */
function contentBottom(children: Draft[], i: number): number | undefined {
  let bottom: number | undefined;
  for (const c of children) {
    const b: Box | undefined = c.perBp[i] && !c.position[i] ? c.boxes[i] : undefined;
    if (!b || b.h <= 0) continue;
    bottom = Math.max(bottom ?? -Infinity, b.y + b.h);
  }
  return bottom;
}

/**
 * True when container `d`, at breakpoint `i`, scrolls content that reaches past the bottom of its
 * padding box: its source height is less than its content's, so it must be held
 * at that height rather than grow to fit.
 */
export function cutsContent(d: Draft, i: number): boolean {
  const box = d.boxes[i];
  const cs = d.styles[i];
  if (d.ir.kind !== 'container' || !d.perBp[i] || !box || !cs || !scrollsVertically(cs)) return false;
  const bottom = contentBottom(d.children, i);
  if (bottom === undefined) return false;
  const paddingBottom = box.y + box.h - borderWidths(cs)[2];
  // Padding below the content is inside the scrolled area too: the content cuts the box only
  // when it reaches past the padding box, not merely into the bottom padding.
  return bottom + paddings(cs)[2] > paddingBottom + CUT_PX;
}
