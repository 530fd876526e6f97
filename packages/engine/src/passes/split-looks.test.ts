import { describe, expect, it } from 'vitest';
import { splitPerBreakpointLooks } from './split-looks.ts';
import type { IRText } from '../ir/types.ts';

const red = { type: 'color' as const, r: 255, g: 0, b: 0, alpha: 1 };
const white = { type: 'color' as const, r: 255, g: 255, b: 255, alpha: 1 };
const px = (value: number) => ({ type: 'unit' as const, value, unit: 'px' as const });

describe('splitPerBreakpointLooks', () => {
  const bps = ['desktop', 'tablet', 'mobile'];
  it('emits one copy per colour, each visible only where the source has that colour', () => {
    const text: IRText = {
      kind: 'text', html: 'Brand', source: 'a', hiddenAt: [],
      style: { base: { color: white, 'font-size': px(20) }, overrides: { tablet: { color: red }, mobile: { 'font-size': px(16) } } },
    };
    const [desktop, smaller] = splitPerBreakpointLooks(text, bps, () => {}) as IRText[];
    expect(desktop.hiddenAt).toEqual(['tablet', 'mobile']);
    expect(desktop.style.base.color).toEqual(white);
    expect(smaller.hiddenAt).toEqual(['desktop']);
    expect(smaller.style.base.color).toEqual(red);
    expect(smaller.style.overrides.mobile).toEqual({ 'font-size': px(16) });
    // the same source element: the coverage report counts the first copy only
    expect(desktop.lookCopy).toBeUndefined();
    expect(smaller.lookCopy).toBe(true);
  });
  it('leaves nodes with one look alone', () => {
    const text: IRText = { kind: 'text', html: 'x', source: 'p', hiddenAt: [], style: { base: { color: red }, overrides: { mobile: { 'font-size': px(1) } } } };
    expect(splitPerBreakpointLooks(text, bps, () => {})).toEqual([text]);
  });
});
