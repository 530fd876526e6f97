/**
 * Boxes drawn by `::before`/`::after` with empty content: dividers between stat tiles, timeline
 * dots and rails, accent bars, overlays. They are no element, so a builder export had nothing to
 * draw them with and they vanished. Each becomes an element of its own: a styled node standing
 * for the pseudo-element, built like an empty box (absolutely placed where the source places it).
 */
import type { Box, NodeView, StyledNode } from '../extract/styled-tree.ts';
import { BORDER_COLOR, BORDER_WIDTH, paintsBox } from './styles.ts';
import { parseColor } from './values.ts';

/** Whether a pseudo-element's view draws a box of its own (no text, some paint, some size). */
export function drawsPseudoBox(view: NodeView | undefined): boolean {
  if (!view) return false;
  const s = view.style;
  if (s.display === 'none' || s.visibility !== 'visible' || Number(s.opacity) === 0) return false;
  // Text or a glyph (an icon font's character) is content, read elsewhere.
  if (!/^(""|'')$/.test((s.content ?? '').trim())) return false;
  if (!(view.box.w >= 1 && view.box.h >= 1) || !paintsBox(s)) return false;
  // A triangle drawn with borders (a dropdown caret) has transparent sides no box control draws.
  const colors = BORDER_WIDTH.flatMap((width, k) => (parseFloat(s[width]) > 0 ? [BORDER_COLOR[k]] : []));
  const clear = colors.filter((color) => (parseColor(s[color])?.alpha ?? 0) === 0);
  return clear.length === 0 || clear.length === colors.length;
}

/**
 * Overlays (a tint over a hero, a hover veil) cover most of their element and paint above its
 * content where the source lifts that content with z-index; a builder's stacking differs, so
 * only boxes that leave most of the element uncovered (rules, dots, bars, badges) are drawn.
 */
export function coversElement(pseudo: Box, element: Box): boolean {
  return pseudo.w * pseudo.h >= 0.5 * element.w * element.h;
}

/**
 * The styled node standing for `parent`'s pseudo-element, or undefined when it draws no box at
 * any width. Its views are the pseudo-element's where it draws one, none elsewhere.
 */
export function pseudoBoxNode(parent: StyledNode, which: 'before' | 'after'): StyledNode | undefined {
  const views = parent.pseudo[which];
  if (!views) return undefined;
  const drawn = Object.fromEntries(Object.entries(views).map(([bp, v]) => {
    const own = parent.views[bp];
    return [bp, own && drawsPseudoBox(v) && !coversElement(v!.box, own.box) ? v : undefined];
  }));
  if (!Object.values(drawn).some(Boolean)) return undefined;
  return { kind: 'element', tag: 'div', attrs: { 'data-pseudo': which }, text: '', children: [], views: drawn, pseudo: {}, depth: parent.depth + 1 };
}
