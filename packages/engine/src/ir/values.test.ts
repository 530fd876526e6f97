import { describe, expect, it } from 'vitest';
import { parseBackgroundImage, parseColor, parseGradient, parseLength, parseShadows, primaryFontFamily, pxOf, sameValue, toHex } from './values.ts';

describe('typed values from computed CSS', () => {
  it('parses rgb/rgba colours and prints Elementor hex', () => {
    expect(toHex(parseColor('rgb(10, 102, 194)')!)).toBe('#0A66C2');
    expect(toHex(parseColor('rgba(0, 0, 0, 0.5)')!)).toBe('#00000080');
    expect(parseColor('transparent')!.alpha).toBe(0);
    expect(parseColor('nonsense')).toBeUndefined();
  });

  it('parses lengths with units, rounding sub-pixel noise', () => {
    expect(parseLength('12.3456px')).toEqual({ type: 'unit', value: 12.35, unit: 'px' });
    expect(parseLength('50%')).toEqual({ type: 'unit', value: 50, unit: '%' });
    expect(parseLength('auto')).toBeUndefined();
  });

  it('parses colour-first computed shadows, several layers and inset', () => {
    const s = parseShadows('rgba(0, 0, 0, 0.1) 0px 4px 6px -1px, rgb(255, 0, 0) 1px 2px 3px 0px inset');
    expect(s).toHaveLength(2);
    expect(s[0]).toMatchObject({ x: 0, y: 4, blur: 6, spread: -1, inset: false });
    expect(s[1]).toMatchObject({ inset: true, color: { r: 255, g: 0, b: 0 } });
    expect(parseShadows('none')).toEqual([]);
  });

  it('parses linear gradients with side keywords and implicit stop positions', () => {
    const g = parseGradient('linear-gradient(to right, rgb(255, 0, 0), rgb(0, 0, 255))')!;
    expect(g.angle).toBe(90);
    expect(g.stops.map((s) => s.position)).toEqual([0, 100]);
    expect(parseGradient('linear-gradient(135deg, rgb(1, 2, 3) 10%, rgb(4, 5, 6) 90%)')!.stops[1].position).toBe(90);
  });

  it('splits background layers into images and gradients', () => {
    const layers = parseBackgroundImage('linear-gradient(rgba(0, 0, 0, 0.5), rgba(0, 0, 0, 0.5)), url("https://x.test/a.jpg")');
    expect(layers.map((l) => l.type)).toEqual(['gradient', 'image']);
  });

  it('picks the first concrete font family of a stack', () => {
    expect(primaryFontFamily('ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial')).toBe('system-ui');
    expect(primaryFontFamily('ui-monospace, SFMono-Regular, Menlo, monospace')).toBe('monospace');
    expect(primaryFontFamily('"Playfair Display", serif')).toBe('Playfair Display');
    expect(primaryFontFamily('sans-serif')).toBe('sans-serif');
  });
});

describe('sameValue', () => {
  it('compares structure, not key order, down to gradient stops', () => {
    expect(sameValue({ type: 'unit', value: 4, unit: 'px' }, { unit: 'px', value: 4, type: 'unit' } as never)).toBe(true);
    expect(sameValue({ type: 'unit', value: 4, unit: 'px' }, { type: 'unit', value: 4, unit: '%' })).toBe(false);
    const gradient = (alpha: number) => parseGradient(`linear-gradient(90deg, rgba(0, 0, 0, ${alpha}) 0%, rgb(255, 255, 255) 100%)`)!;
    expect(sameValue(gradient(0.5), gradient(0.5))).toBe(true);
    expect(sameValue(gradient(0.5), gradient(0.6))).toBe(false);
    expect(sameValue({ type: 'layers', value: [] }, { type: 'tuple', value: [] })).toBe(false);
    expect(sameValue(undefined, undefined)).toBe(true);
    expect(sameValue({ type: 'keyword', value: 'auto' }, undefined)).toBe(false);
  });

  it('tells units and keywords apart by kind and member', () => {
    expect(sameValue({ type: 'keyword', value: 'auto' }, { type: 'keyword', value: 'auto' })).toBe(true);
    expect(sameValue({ type: 'keyword', value: 'auto' }, { type: 'keyword', value: 'none' })).toBe(false);
    expect(sameValue({ type: 'unit', value: 0, unit: 'px' }, { type: 'unit', value: -0, unit: 'px' })).toBe(true);
    expect(sameValue({ type: 'unit', value: 1, unit: 'number' }, { type: 'keyword', value: '1' } as never)).toBe(false);
    expect(sameValue({ type: 'unit', value: Number.NaN, unit: 'px' }, { type: 'unit', value: Number.NaN, unit: 'px' })).toBe(false);
  });
});

describe('parseColor and toHex, repeated', () => {
  it('gives the same colour for the same text every time, and none for text that is not one', () => {
    const first = parseColor('rgba(1, 2, 3, 0.25)');
    expect(parseColor('rgba(1, 2, 3, 0.25)')).toEqual(first);
    expect(parseColor('rgba(1, 2, 3, 0.5)')).toEqual({ type: 'color', r: 1, g: 2, b: 3, alpha: 0.5 });
    expect(parseColor('nonsense')).toBeUndefined();
    expect(parseColor('nonsense')).toBeUndefined();
  });

  it('clamps channels and keeps a fractional one as toString writes it', () => {
    expect(toHex({ type: 'color', r: 300, g: -4, b: 15, alpha: 1 })).toBe('#FF000F');
    expect(toHex({ type: 'color', r: 10.5, g: 0, b: 0, alpha: 1 })).toBe('#A.80000');
  });
});

describe('pxOf', () => {
  it('reads computed px lengths and gives 0 for anything else', () => {
    expect(pxOf('12.345px')).toBe(12.35);
    expect(pxOf('-3px')).toBe(-3);
    expect(pxOf('auto')).toBe(0);
    expect(pxOf('50%')).toBe(0);
    expect(pxOf(undefined)).toBe(0);
    expect(pxOf('px')).toBe(0);
  });
});
