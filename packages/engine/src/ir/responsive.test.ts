import { describe, expect, it } from 'vitest';
import { effectiveAt, splitResponsive } from './responsive.ts';
import { keyword, px } from './values.ts';

describe('splitResponsive', () => {
  const names = ['desktop', 'tablet', 'mobile'];
  it('keeps only values that differ from what cascades down', () => {
    const r = splitResponsive([{ 'font-size': px(48), color: keyword('red') }, { 'font-size': px(48), color: keyword('red') }, { 'font-size': px(32), color: keyword('red') }], names);
    expect(r.base).toEqual({ 'font-size': px(48), color: keyword('red') });
    expect(r.overrides).toEqual({ mobile: { 'font-size': px(32) } });
  });
  it('resets a wider value the narrower breakpoint does not have', () => {
    const r = splitResponsive([{ 'margin-top': px(20) }, {}, {}], names);
    expect(r.overrides.tablet).toEqual({ 'margin-top': px(0) });
    expect(r.overrides.mobile).toBeUndefined();
  });
  it('skips breakpoints where the node is hidden', () => {
    const r = splitResponsive([{ width: px(10) }, undefined as never, { width: px(20) }], names);
    expect(effectiveAt(r, names, 2, 'width')).toEqual(px(20));
  });
});

import { resetValue } from './responsive.ts';

describe('resetValue for flex-size', () => {
  it('cancels a wider breakpoint no-shrink with the default shrink', () => {
    expect(resetValue('flex-size')).toEqual({ type: 'keyword', value: 'shrink' });
  });
});
