/**
 * Wrappers that do not hold their content: a block whose children are floats with no clearfix
 * is shorter than what it holds (often 0 px), and the floats of the next such block wrap up
 * beside them, all in one flow. An Elementor container always holds its children, so keeping
 * the wrapper stacks each row of floats below the previous row's tallest float. A wrapper that
 * paints nothing is dissolved: its children join the parent's flow, where the layout pass
 * places them from their boxes as the source shows them (lines of a wrapping row).
 */
import type { Draft } from './build-support.ts';

/** Content reaching more than this far below the wrapper's box counts as not held. */
const OVERFLOW_PX = 2;
const SIZED_KINDS = new Set(['container', 'image', 'embed', 'video']);

export function dissolveCollapsedWrappers(children: Draft[]): Draft[] {
  return children.flatMap((c) => {
    if (!isCollapsedWrapper(c)) return [c];
    // The parent's layout places the adopted children anew; what the wrapper's layout added goes.
    for (const child of c.children) for (const m of child.perBp) if (m) delete m['flex-size'];
    return dissolveCollapsedWrappers(c.children);
  });
}

/** A container child known not to float (other kinds carry no style to tell). */
function inFlowContainer(c: Draft, i: number): boolean {
  const float = c.styles[i]?.float;
  return c.ir.kind === 'container' && float !== undefined && float === 'none';
}

export function isCollapsedWrapper(d: Draft): boolean {
  if (d.ir.kind !== 'container' || d.visual || d.ir.link || d.ir.unexpressed?.length || !d.children.length) return false;
  let overflows = false;
  for (let i = 0; i < d.perBp.length; i++) {
    const box = d.boxes[i];
    const cs = d.styles[i];
    if (!d.perBp[i] || !box || !cs) continue;
    // Flex and grid containers, scroll boxes and positioned boxes lay out or clip their children themselves.
    if (cs.display !== 'block' || d.position[i] || cs['overflow-x'] !== 'visible' || cs['overflow-y'] !== 'visible') return false;
    // Text boxes are the glyphs' extent, which overflows any line height under 1.2 (a 80 px heading
    // with a 64 px line): only boxes that hold their size (containers, media) say the wrapper is short.
    // A box a CSS height keeps shorter than its (non-floating) content is not that pattern: it
    // overflows visibly (md3's main at height: 100%), and dissolving it would pull what follows
    // it up over that content (a negative margin, which also shortens the page).
    const inFlow = d.children.filter((c) => c.perBp[i] && c.boxes[i] && !c.position[i] && SIZED_KINDS.has(c.ir.kind) && !inFlowContainer(c, i));
    const bottom = Math.max(...inFlow.map((c) => c.boxes[i]!.y + c.boxes[i]!.h));
    if (bottom > box.y + box.h + OVERFLOW_PX) overflows = true;
  }
  return overflows;
}
