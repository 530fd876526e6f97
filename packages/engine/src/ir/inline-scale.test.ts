import { describe, expect, it } from 'vitest';
import type { ComputedStyle } from '../extract/styled-tree.ts';
import { emOf, inlineScale, steadyRatio } from './inline-scale.ts';

const style = (s: Record<string, string>) => s as unknown as ComputedStyle;

describe('steadyRatio', () => {
  it('gives the ratio when every breakpoint keeps it', () => {
    expect(steadyRatio([[16.6667, 20], [13.3333, 16], undefined])).toBeCloseTo(0.8333, 3);
  });
  it('has none when the ratio changes or only one breakpoint measured', () => {
    expect(steadyRatio([[14, 20], [14, 16]])).toBeUndefined();
    expect(steadyRatio([[14, 20], undefined])).toBeUndefined();
  });
});

describe('inlineScale', () => {
  it('scales a <small> in em of its paragraph and a <kbd> box in em of its own size', () => {
    const kbd = (font: number, pad: number) => ({ own: style({ 'font-size': `${font}px`, 'padding-top': `${pad}px`, 'padding-right': `${pad}px`, 'padding-bottom': `${pad}px`, 'padding-left': `${pad}px`, 'border-top-left-radius': `${pad / 1.5}px` }), parent: style({ 'font-size': `${font / 0.875}px` }) });
    expect(inlineScale([kbd(17.5, 7.5), kbd(14, 6)])).toEqual({ font: 0.875, box: true });
  });
  it('keeps px where the source size is fixed', () => {
    const fixed = (parent: number) => ({ own: style({ 'font-size': '12px', 'padding-top': '0px' }), parent: style({ 'font-size': `${parent}px` }) });
    expect(inlineScale([fixed(20), fixed(16)])).toEqual({});
  });
});

describe('emOf', () => {
  it('writes a px length as em of a font size', () => {
    expect(emOf(7.5, 17.5)).toBe('0.4286em');
  });
});
