import { describe, expect, it } from 'vitest';
import { parseColorFunction } from './color-spaces.ts';
import { parseColor, toHex } from './values.ts';

describe('computed colours outside rgb()', () => {
  it('reads color-mix() as Chromium computes it: color(srgb r g b / a)', () => {
    // color-mix(in srgb, #1abb9c 8%, transparent): gentelella4's tinted "Docs" button.
    expect(parseColor('color(srgb 0.101961 0.733333 0.611765 / 0.08)')).toEqual({ type: 'color', r: 26, g: 187, b: 156, alpha: 0.08 });
    expect(toHex(parseColor('color(srgb 1 0 0)')!)).toBe('#FF0000');
  });
  it('converts oklch and oklab to sRGB', () => {
    // CSS Color 4's own example: oklch(62.8% 0.2577 29.23) is sRGB red.
    expect(parseColorFunction('oklch(62.8% 0.2577 29.23)')).toEqual({ r: 255, g: 0, b: 0, alpha: 1 });
    expect(parseColorFunction('oklab(1 0 0 / 0.5)')).toEqual({ r: 255, g: 255, b: 255, alpha: 0.5 });
    expect(parseColorFunction('oklab(0 0 0)')).toEqual({ r: 0, g: 0, b: 0, alpha: 1 });
  });
  it('clamps wide-gamut colours into sRGB and refuses unknown spaces', () => {
    expect(parseColorFunction('color(display-p3 1 0 0)')).toEqual({ r: 255, g: 0, b: 0, alpha: 1 });
    expect(parseColorFunction('color(display-p3 1 1 1)')).toEqual({ r: 255, g: 255, b: 255, alpha: 1 });
    expect(parseColorFunction('color(xyz-d65 0.2 0.3 0.4)')).toBeUndefined();
    expect(parseColor('lab(50 20 30)')).toBeUndefined();
  });
});
