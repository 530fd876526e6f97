/**
 * Buttons sized by a CSS height (`height: 40px; display: inline-flex; align-items: center`, or a
 * `min-height`) get their height from no padding: a builder's button is as tall as its padding
 * and its text lines, so the height is lost and the button shrinks to its text. The room the
 * height adds around the lines becomes vertical padding, where the source shows it. Painted text
 * boxes (a 28 x 28 letter badge, an avatar's initials) lose their height the same way.
 */
import type { ComputedStyle, NodeView } from '../extract/styled-tree.ts';
import { borderWidths, paddings } from './styles.ts';
import type { StyleMap } from './types.ts';
import { px } from './values.ts';

/** A button's measured box and text, px. */
export interface ButtonMeasure {
  /** Border-box height. */
  height: number;
  paddingTop: number;
  paddingBottom: number;
  borderTop: number;
  borderBottom: number;
  /** Line height of its text. */
  lineHeight: number;
  /** Height of the union of its rendered text (glyph boxes, a little shorter than the lines). */
  textHeight: number;
}

/** Where the source puts the room its height leaves: centred (flex/grid centring) or below the text. */
export function heightRoomAt(cs: Pick<ComputedStyle, 'display' | 'flex-direction' | 'align-items' | 'justify-content'>): 'centre' | 'below' {
  if (/flex/.test(cs.display)) {
    const cross = /^column/.test(cs['flex-direction'] || 'row') ? cs['justify-content'] : cs['align-items'];
    return /center/.test(cross || '') ? 'centre' : 'below';
  }
  if (/grid/.test(cs.display)) return /center/.test(cs['align-items'] || '') ? 'centre' : 'below';
  return 'below';
}

/**
 * Padding (top, bottom) that makes the button as tall as its source box around its text lines,
 * or undefined when padding and lines already explain the height (within a pixel).
 */
export function heightAsPadding(m: ButtonMeasure, room: 'centre' | 'below'): [number, number] | undefined {
  if (!(m.lineHeight > 0) || !(m.height > 0)) return undefined;
  const lines = Math.max(1, Math.round(m.textHeight / m.lineHeight));
  const extra = m.height - m.borderTop - m.borderBottom - m.paddingTop - m.paddingBottom - lines * m.lineHeight;
  if (extra <= 1) return undefined;
  const r = (v: number) => Math.round(v * 100) / 100;
  return room === 'centre' ? [r(m.paddingTop + extra / 2), r(m.paddingBottom + extra / 2)] : [m.paddingTop, r(m.paddingBottom + extra)];
}

/**
 * A height from CSS (no padding makes it) kept as vertical padding in `m` (whose line height is
 * px). True when it did: the box then says nothing of the number of lines, its text does.
 */
export function keepCssHeight(m: StyleMap, v: NodeView, textHeight: number): boolean {
  const lh = m['line-height'];
  if (lh?.type !== 'unit' || lh.unit !== 'px') return false;
  const p = paddings(v.style);
  const b = borderWidths(v.style);
  const padding = heightAsPadding(
    { height: v.box.h, paddingTop: p[0], paddingBottom: p[2], borderTop: b[0], borderBottom: b[2], lineHeight: lh.value, textHeight },
    heightRoomAt(v.style),
  );
  if (!padding) return false;
  m['padding-top'] = px(padding[0]);
  m['padding-bottom'] = px(padding[1]);
  return true;
}
