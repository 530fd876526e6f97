// Prefixed WebKit gradients as Chromium computes them (strings read from Chromium 2026-11) become gradients.
import { describe, expect, it } from 'vitest';
import { parseLegacyGradient } from './legacy-gradient.ts';
import { parseBackgroundImage } from './values.ts';

const ends = (css: string) => {
  const g = parseLegacyGradient(css)!;
  return { kind: g.kind, angle: g.angle, stops: g.stops.map((s) => [s.color.r, s.position]) };
};

describe('-webkit-gradient()', () => {
  it('reads a bottom-to-top box gradient (AdminLTE 2 bg-*-gradient) as a 0deg linear gradient', () => {
    expect(ends('-webkit-gradient(linear, 0% 100%, 0% 0%, from(rgb(57, 204, 204)), to(rgb(122, 221, 221)))')).toEqual({
      kind: 'linear', angle: 0, stops: [[57, 0], [122, 100]],
    });
  });
  it('reads colour stops as fractions and unitless points as a direction', () => {
    expect(ends('-webkit-gradient(linear, 0 0, 0 100%, color-stop(0.25, rgb(255, 255, 255)), color-stop(1, rgb(0, 0, 0)))')).toEqual({
      kind: 'linear', angle: 180, stops: [[255, 25], [0, 100]],
    });
    expect(ends('-webkit-gradient(linear, 0% 0%, 100% 0%, from(rgb(1, 1, 1)), to(rgb(2, 2, 2)))').angle).toBe(90);
  });
  it('keeps the stops where a gradient over part of the box puts them', () => {
    expect(ends('-webkit-gradient(linear, 0% 0%, 0% 50%, from(rgb(1, 1, 1)), to(rgb(2, 2, 2)))').stops).toEqual([[1, 0], [2, 50]]);
  });
  it('reads a radial box gradient', () => {
    expect(ends('-webkit-gradient(radial, 50% 50%, 0, 50% 50%, 100, from(rgb(1, 1, 1)), to(rgb(2, 2, 2)))').kind).toBe('radial');
  });
  it('gives up on anything it cannot read', () => {
    expect(parseLegacyGradient('-webkit-gradient(linear, 0% 0%, 0% 100%, from(currentcolor))')).toBeUndefined();
    expect(parseLegacyGradient('-webkit-image-set(url("a.png") 1x)')).toBeUndefined();
  });
});

describe('-webkit-linear-gradient()', () => {
  it('turns the legacy start side and angle into the modern direction', () => {
    expect(ends('-webkit-linear-gradient(top, rgb(255, 255, 255) 0%, rgb(0, 0, 0) 100%)').angle).toBe(180);
    expect(ends('-webkit-linear-gradient(left, rgb(255, 255, 255) 0%, rgb(0, 0, 0) 100%)').angle).toBe(90);
    // sb-personal-resume's text-gradient: legacy 315deg is modern 135deg
    expect(ends('-webkit-linear-gradient(315deg, rgb(30, 48, 243) 0%, rgb(226, 30, 128) 100%)')).toEqual({
      kind: 'linear', angle: 135, stops: [[30, 0], [226, 100]],
    });
  });
  it('is read as a background layer', () => {
    const layers = parseBackgroundImage('-webkit-gradient(linear, 0% 100%, 0% 0%, from(rgb(0, 166, 90)), to(rgb(0, 202, 109))), url("a.png")');
    expect(layers.map((l) => l.type)).toEqual(['gradient', 'image']);
  });
});
