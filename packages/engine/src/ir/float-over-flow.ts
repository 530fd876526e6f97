/**
 * A small float that the next blocks flow under (Bootstrap's alert close button, floated right
 * beside the heading whose block box spans the line beneath it). Elementor has no float: laid out
 * in flow, the float either took a line of its own or, beside a full-width block, wrapped the
 * row, and pushed everything after it down by its height. Placed absolutely where it paints, it
 * keeps its place and leaves the flow to the blocks, as the source does.
 */
import type { Box } from '../extract/styled-tree.ts';
import type { Draft } from './build-support.ts';
import { lineHeightPx } from './styles.ts';
import { pxOf } from './values.ts';

/** Overlap, in px on both axes, that says a block runs under the float rather than touching it. */
const OVERLAP_PX = 1;
/**
 * How many of the block's lines the float may span. A control in the first line (a close button,
 * a badge) moves out of the flow; a taller float (an image the paragraph wraps around) stays in
 * it: placed over the block, it would cover the lines that wrapped beside it in the source.
 */
const FLOAT_LINES = 1.5;

/** Where a box sits in flow: a `position: relative` offset (the close button's `right: -21px`) undone. */
export function staticBox(box: Box, style: { position?: string; left?: string; top?: string } | undefined): Box {
  if (style?.position !== 'relative') return box;
  return { ...box, x: box.x - pxOf(style.left), y: box.y - pxOf(style.top) };
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.w - OVERLAP_PX && b.x < a.x + a.w - OVERLAP_PX && a.y < b.y + b.h - OVERLAP_PX && b.y < a.y + a.h - OVERLAP_PX;
}

/**
 * The children that float over later in-flow siblings at breakpoint `i`: widgets (a floated
 * container holds a layout of its own, which the flow places better) with a float, in flow, whose
 * place overlaps the box of a later in-flow sibling, and no taller than a line and a half of the
 * first one it overlaps.
 */
export function floatsOverFlow(children: Draft[], i: number): Draft[] {
  const inFlow = children.filter((c) => c.perBp[i] && c.boxes[i] && !c.position[i]);
  return inFlow.filter((c, k) => {
    const float = c.styles[i]?.float;
    if (c.ir.kind === 'container' || !float || float === 'none') return false;
    const place = staticBox(c.boxes[i]!, c.styles[i]);
    if (place.w <= 0 || place.h <= 0) return false;
    const under = inFlow.slice(k + 1).find((later) => overlaps(place, later.boxes[i]!));
    const line = under?.styles[i] ? lineHeightPx(under.styles[i]!) : 0;
    return !!under && place.h <= line * FLOAT_LINES;
  });
}
