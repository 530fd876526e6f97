/**
 * Content that an `overflow: hidden` (or `clip`) ancestor cuts away is not on the page: the
 * closed submenu collapsed by `grid-template-rows: 0fr`, the accordion answer held at
 * `max-height: 0`, the slide parked beside its carousel's window. The DOM snapshot still gives
 * it a box, and an exported container cannot clip (Elementor's would grow to hold it), so the
 * export would show it open. Such nodes lose their view at that width, as if `display: none`.
 */
import type { Box, NodeView, StyledNode } from './styled-tree.ts';

/** A node of which at most this many px show past a clipping edge counts as cut away (a sliver of padding). */
const SLIVER_PX = 4;

/** The visible area per axis; null where nothing clips on that axis. */
interface Clip {
  x: [number, number] | null;
  y: [number, number] | null;
}

const NONE: Clip = { x: null, y: null };
const CLIPPING = new Set(['hidden', 'clip']);
const SCROLLING = new Set(['auto', 'scroll']);

function clipBy(outer: Clip, view: NodeView): Clip {
  const s = view.style;
  const b = view.box;
  const bw = (side: string) => parseFloat(s[`border-${side}-width` as keyof typeof s] as string) || 0;
  const within = (range: [number, number] | null, lo: number, hi: number): [number, number] =>
    range ? [Math.max(range[0], lo), Math.min(range[1], hi)] : [lo, hi];
  // Overflow is clipped at the padding edge: inside the borders. What a scroller holds can be
  // scrolled to, so no clip above it hides that.
  const axis = (value: string, range: [number, number] | null, lo: number, hi: number) =>
    CLIPPING.has(value) ? within(range, lo, hi) : SCROLLING.has(value) ? null : range;
  return {
    x: axis(s['overflow-x'], outer.x, b.x + bw('left'), b.x + b.w - bw('right')),
    y: axis(s['overflow-y'], outer.y, b.y + bw('top'), b.y + b.h - bw('bottom')),
  };
}

/** Whether a box of real size shows only a sliver (or nothing) inside the range on one axis. */
function cutAway(range: [number, number] | null, lo: number, size: number): boolean {
  if (!range) return false;
  // A line (no extent on this axis) is cut away when it lies outside; a box when a sliver at most shows.
  if (size <= 0) return lo < range[0] || lo > range[1];
  const shown = Math.min(range[1], lo + size) - Math.max(range[0], lo);
  return shown <= 0 || (shown < size - 0.5 && shown <= SLIVER_PX);
}

function isCutAway(box: Box, clip: Clip): boolean {
  return cutAway(clip.x, box.x, box.w) || cutAway(clip.y, box.y, box.h);
}

function hideSubtree(node: StyledNode, bp: string): void {
  const stack = [node];
  while (stack.length) {
    const n = stack.pop()!;
    n.views[bp] = undefined;
    if (n.pseudo.before) n.pseudo.before[bp] = undefined;
    if (n.pseudo.after) n.pseudo.after[bp] = undefined;
    stack.push(...n.children);
  }
}

/**
 * Drops, at each breakpoint, the views of nodes that clipping ancestors cut away. An absolutely
 * placed node is clipped only by ancestors up to its containing block's clip; a fixed one by
 * none. The body and root never clip (their overflow applies to the viewport).
 */
export function hideClippedContent(root: StyledNode, breakpoints: string[]): void {
  for (const bp of breakpoints) {
    // Per node: the clip of in-flow descendants, and the clip of absolutely placed ones.
    const stack: Array<{ node: StyledNode; clip: Clip; absClip: Clip }> = [{ node: root, clip: NONE, absClip: NONE }];
    while (stack.length) {
      const { node, clip, absClip } = stack.pop()!;
      const view = node.views[bp];
      if (!view) {
        // `display: contents` has no box of its own; its children lay out in its parent's.
        for (const child of node.children) stack.push({ node: child, clip, absClip });
        continue;
      }
      // A text node's style is its parent's: its own position says nothing about the text.
      const position = node.kind === 'text' ? 'static' : view.style?.position ?? 'static';
      const own = position === 'fixed' ? NONE : position === 'absolute' ? absClip : clip;
      if (node !== root && (view.box.w > 0 || view.box.h > 0) && isCutAway(view.box, own)) {
        hideSubtree(node, bp);
        continue;
      }
      if (node.kind === 'text') continue;
      const inner = node.tag === 'body' || node.tag === 'html' ? own : clipBy(own, view);
      const innerAbs = position === 'static' ? absClip : inner;
      for (const side of ['before', 'after'] as const) {
        const pv = node.pseudo[side]?.[bp];
        if (pv && (pv.box.w > 0 || pv.box.h > 0) && isCutAway(pv.box, pv.style?.position === 'absolute' ? innerAbs : inner)) node.pseudo[side]![bp] = undefined;
      }
      for (const child of node.children) stack.push({ node: child, clip: inner, absClip: innerAbs });
    }
  }
}
