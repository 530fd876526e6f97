import { describe, expect, it } from 'vitest';
import { lineBoxOf } from './line-box.ts';

describe('lineBoxOf', () => {
  it('grows one line of glyphs to its line box around the same centre', () => {
    expect(lineBoxOf({ x: 10, y: 103, w: 200, h: 24 }, '30px')).toEqual({ x: 10, y: 100, w: 200, h: 30 });
  });
  it('counts the lines of a wrapped run (glyphs of the last line only)', () => {
    // two lines of 30px: first line's glyphs at 103, last line's glyphs end at 157 → line boxes 100..160
    expect(lineBoxOf({ x: 0, y: 103, w: 200, h: 54 }, '30px')).toEqual({ x: 0, y: 100, w: 200, h: 60 });
  });
  it('shrinks glyphs taller than a tight line-height to whole lines', () => {
    expect(lineBoxOf({ x: 0, y: 0, w: 50, h: 23 }, '20px')).toEqual({ x: 0, y: 1.5, w: 50, h: 20 });
  });
  it('keeps the glyph box for a normal or missing line-height', () => {
    const glyphs = { x: 0, y: 3, w: 50, h: 24 };
    expect(lineBoxOf(glyphs, 'normal')).toBe(glyphs);
    expect(lineBoxOf(glyphs, undefined)).toBe(glyphs);
    expect(lineBoxOf({ x: 0, y: 0, w: 0, h: 0 }, '30px')).toEqual({ x: 0, y: 0, w: 0, h: 0 });
  });
});
