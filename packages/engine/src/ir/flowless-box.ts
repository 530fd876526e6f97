/**
 * A box of no height that holds nothing in flow (a theme's settings button and panel, both
 * `position: fixed`: Material Dashboard's `.fixed-plugin`; an empty clearfix) paints nothing where
 * it sits, so it takes no part in its parent's flow. Placed from its box it did harm: after a
 * wrapper whose content runs on below it (Material Dashboard's `main`, `max-height: 100vh`,
 * dissolved as a collapsed wrapper) it sits above the content's end, so it was read first and the
 * content after it, or, as the last child, its negative margin pulled the page's bottom up over the
 * content, which the builder page then cut off.
 */
import type { Draft } from './build-support.ts';

/**
 * Whether container `d` places nothing at breakpoint `i`: no height, and no child in flow. A
 * widget of no height is content clipped away (a collapsed answer): it keeps its place and width.
 */
export function placesNothing(d: Draft, i: number): boolean {
  const box = d.boxes[i];
  return d.ir.kind === 'container' && Boolean(box) && box!.h < 1 && d.children.every((c) => !c.perBp[i] || c.position[i] === 'fixed');
}
