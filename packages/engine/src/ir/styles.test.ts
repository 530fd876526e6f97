import { describe, expect, it } from 'vitest';
import { measuredNormalLineHeight } from './styles.ts';

describe('measuredNormalLineHeight', () => {
  it('reads the font\'s own line spacing off one line of text', () => {
    // Liberation Serif 16 px: `normal` is 17.7 px, not the 19.2 px of 1.2 em.
    expect(measuredNormalLineHeight(17.7, 16)).toBe(17.7);
  });
  it('divides a paragraph\'s height by its number of lines', () => {
    expect(measuredNormalLineHeight(17.7 * 4, 16)).toBe(17.7);
  });
  it('gives up when no whole number of lines explains the height', () => {
    // An inline image or a larger span makes the line much taller than the font.
    expect(measuredNormalLineHeight(30, 16)).toBeUndefined();
    expect(measuredNormalLineHeight(0, 16)).toBeUndefined();
  });
});
