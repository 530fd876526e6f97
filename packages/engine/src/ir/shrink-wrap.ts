/** IR build: boxes as wide as their one-line text (shrink-to-fit), which must not wrap it in the builder. */
import type { StyledNode } from '../extract/styled-tree.ts';
import { contentBox } from './layout.ts';
import { borderWidths, lineHeightPx, paddings } from './styles.ts';
import { pxOf } from './values.ts';
import { REPLACED, isRendered } from './build-support.ts';
import type { IRBuilder } from './build.ts';

/** Slack between the longest line and the content edge that still says "sized by that line". */
const EDGE_PX = 1.5;

/**
 * Whether a container at breakpoint `i` is sized by its text: every text under it sits on one
 * line, and the longest line (one block's) spans its content box from edge to edge (a page title block beside
 * its actions in a flex row, a label and a value stacked in a stat). Such a box has its content's
 * width, not a share of its parent's: a share wraps the longest line as soon as the builder's
 * font is a hair wider. A box that grows into free room (`flex-grow`) is sized by its parent, one
 * holding a picture or a control by that; absolutely placed parts size nothing.
 */
export function shrinkWrapsOneLineText(b: IRBuilder, node: StyledNode, i: number): boolean {
  const v = b.viewOf(node, i);
  if (!isRendered(v) || pxOf(v.style['flex-grow']) > 0) return false;
  const content = contentBox(v.box, borderWidths(v.style), paddings(v.style));
  if (!(content.w > 0)) return false;
  // Most containers hold some wrapped text or a picture: answered per subtree, once, not by
  // re-reading every descendant for each container above it.
  if (!textOnOneLine(b, node, i)) return false;
  // The extent of each block's line: text in inline elements joins its block's line.
  const lines = new Map<StyledNode, { left: number; right: number }>();
  let oneLineEach = true;
  const visit = (n: StyledNode, block: StyledNode, lineHeight: number): void => {
    // Once some text wraps or a picture shows, the answer is no: the rest of the subtree cannot
    // change it (this runs for every container, so a page-sized box would otherwise be read whole).
    if (!oneLineEach) return;
    const nv = b.viewOf(n, i);
    if (n.kind === 'text') {
      if (!n.text.trim() || !nv || !(nv.box.w > 0)) return;
      if (nv.box.h >= lineHeight * 1.5) oneLineEach = false;
      const line = lines.get(block) ?? { left: Infinity, right: -Infinity };
      lines.set(block, { left: Math.min(line.left, nv.box.x), right: Math.max(line.right, nv.box.x + nv.box.w) });
      return;
    }
    if (!isRendered(nv) || nv!.style.position === 'absolute' || nv!.style.position === 'fixed') return; // sizes nothing
    // A picture, chart or control is sized otherwise: the box is not its text's.
    if (REPLACED.has(n.tag)) oneLineEach = false;
    const lh = lineHeightPx(nv!.style);
    const own = nv!.style.display === 'inline' ? block : n;
    for (const c of n.children) visit(c, own, lh);
  };
  visit(node, node, 0);
  if (!oneLineEach) return false;
  // One line spans the box: items spread apart (space-between) each span only a part of it.
  return [...lines.values()].some((l) => l.left <= content.x + EDGE_PX && l.right >= content.x + content.w - EDGE_PX);
}

/**
 * Whether every text under a rendered element sits on one line (by its parent's line height) and
 * no picture or control shows: the test of shrinkWrapsOneLineText without the line extents,
 * memoized per node and breakpoint since every container above the node asks it again.
 */
function textOnOneLine(b: IRBuilder, node: StyledNode, i: number): boolean {
  let memo = b.oneLineMemo.get(node);
  if (memo?.[i] !== undefined) return memo[i]!;
  let result = !REPLACED.has(node.tag);
  if (result) {
    const lineHeight = lineHeightPx(b.viewOf(node, i)!.style);
    for (const c of node.children) {
      const cv = b.viewOf(c, i);
      if (c.kind === 'text') {
        if (!c.text.trim() || !cv || !(cv.box.w > 0)) continue;
        if (cv.box.h >= lineHeight * 1.5) result = false;
      } else if (isRendered(cv) && cv.style.position !== 'absolute' && cv.style.position !== 'fixed') {
        result = textOnOneLine(b, c, i);
      }
      if (!result) break;
    }
  }
  if (!memo) b.oneLineMemo.set(node, (memo = []));
  memo[i] = result;
  return result;
}
