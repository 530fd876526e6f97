import { describe, expect, it } from 'vitest';
import type { IRContainer } from '../../ir/types.ts';
import { keyword, px, type ColorValue, type GradientValue } from '../../ir/values.ts';
import { drawableGradient, splitPaintLayer } from './paint-layer.ts';

const c = (r: number, g: number, b: number, alpha = 1): ColorValue => ({ type: 'color', r, g, b, alpha });
const grad = (kind: 'linear' | 'radial', ...stops: Array<[ColorValue, number]>): GradientValue => ({
  type: 'gradient', kind, angle: 45, repeating: false, stops: stops.map(([color, position]) => ({ color, position })),
});
const ring = grad('radial', [c(0, 0, 0, 0), 60], [c(88, 173, 227), 60], [c(88, 173, 227), 70], [c(0, 0, 0, 0), 70]);
const blueToWhite = grad('linear', [c(88, 173, 227), 0], [c(255, 255, 255), 100]);

function box(extra: Record<string, unknown>): IRContainer {
  return {
    kind: 'container', tag: 'div', children: [], hiddenAt: [], source: 'div',
    style: {
      base: {
        'padding-top': px(20), 'padding-right': px(20), 'padding-bottom': px(20), 'padding-left': px(20),
        'border-top-width': px(15), 'border-right-width': px(15), 'border-bottom-width': px(15), 'border-left-width': px(15),
        'flex-direction': keyword('row'), 'flex-wrap': keyword('nowrap'), 'background-color': c(88, 173, 227),
        ...extra,
      } as never,
      overrides: { mobile: { 'flex-direction': keyword('column'), 'padding-top': px(10) } },
    },
  };
}

describe('drawableGradient', () => {
  it('skips layers whose two ends are transparent (Elementor draws only the ends)', () => {
    expect(drawableGradient({ type: 'layers', value: [ring, blueToWhite] })).toBe(blueToWhite);
    expect(drawableGradient({ type: 'layers', value: [ring] })).toBeUndefined();
  });
});

describe('splitPaintLayer', () => {
  it('puts a content-box gradient on an inner layer and keeps colour and padding outside', () => {
    const split = splitPaintLayer(box({ 'background-image': { type: 'layers', value: [ring, blueToWhite] }, 'background-clip': keyword('content-box') }));
    expect(split).toBeDefined();
    const { outer, inner } = split!;
    expect(outer.style.base['background-color']).toEqual(c(88, 173, 227));
    expect(outer.style.base['background-image']).toBeUndefined();
    expect(outer.style.base['padding-top']).toEqual(px(20));
    expect(outer.style.base['flex-direction']).toEqual(keyword('column'));
    expect(outer.style.overrides.mobile).toEqual({ 'padding-top': px(10) });
    expect(inner.style.base['background-image']).toBeDefined();
    expect(inner.style.base['padding-top']).toEqual(px(0));
    expect(inner.style.base['flex-direction']).toEqual(keyword('row'));
    expect(inner.style.overrides.mobile).toEqual({ 'flex-direction': keyword('column') });
  });
  it('lets a translucent gradient over a colour hold the padding itself', () => {
    const veil = grad('linear', [c(255, 255, 255, 0.15), 0], [c(255, 255, 255, 0), 100]);
    const { outer, inner } = splitPaintLayer(box({ 'background-image': { type: 'layers', value: [veil] } }))!;
    expect(outer.style.base['padding-left']).toEqual(px(0));
    expect(inner.style.base['padding-left']).toEqual(px(20));
  });
  it('keeps the colour under an opaque gradient as the outer fill (a sidebar, a page background)', () => {
    const { outer, inner } = splitPaintLayer(box({ 'background-image': { type: 'layers', value: [blueToWhite] } }))!;
    expect(outer.style.base['background-color']).toEqual(c(88, 173, 227));
    expect(outer.style.base['background-image']).toBeUndefined();
    expect(inner.style.base['background-image']).toEqual({ type: 'layers', value: [blueToWhite] });
    expect(inner.style.base['padding-left']).toEqual(px(20));
  });
  it('needs no layer without a colour, or when there is an image (classic mode draws both)', () => {
    expect(splitPaintLayer(box({ 'background-color': c(0, 0, 0, 0), 'background-image': { type: 'layers', value: [blueToWhite] } }))).toBeUndefined();
    expect(splitPaintLayer(box({ 'background-image': { type: 'layers', value: [{ type: 'image', url: 'a.png' }, blueToWhite] }, 'background-clip': keyword('content-box') }))).toBeUndefined();
  });
});
