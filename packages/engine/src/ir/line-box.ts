/** IR build: the line boxes of loose text, from the rectangles of its glyphs. */
import type { Box } from '../extract/styled-tree.ts';
import { pxOf } from './values.ts';

/**
 * A text node's rectangles cover its glyphs (ascent to descent), not its line boxes: with a
 * line-height taller than the font (30px lines of 20px text) the first line starts a few px
 * below the line box, and the last ends as far above it. Rebuilt as a paragraph, the text sits in
 * whole line boxes, so measured from the glyphs every margin before and after it came out too
 * large by that half-leading (a blockquote's text and footer, text beside a checkbox). Given a
 * px line-height, the box grows (or shrinks, for lines shorter than the font) to whole lines
 * around the same centre; `normal` line-heights keep the glyph box (their height is measured
 * from it).
 */
export function lineBoxOf(glyphs: Box, lineHeight: string | undefined): Box {
  if (!lineHeight || !lineHeight.endsWith('px')) return glyphs;
  const line = pxOf(lineHeight);
  if (!(line > 0) || !(glyphs.h > 0)) return glyphs;
  const lines = Math.max(1, Math.round(glyphs.h / line));
  const h = lines * line;
  return { x: glyphs.x, y: glyphs.y - (h - glyphs.h) / 2, w: glyphs.w, h };
}
