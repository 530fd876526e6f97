import { describe, expect, it } from 'vitest';
import { itemGap } from './item-gap.ts';

describe('itemGap', () => {
  const li = (y: number, h = 30) => ({ x: 0, y, w: 100, h });
  it('measures the space between stacked items', () => {
    expect(itemGap([li(0), li(35), li(70)])).toBe(5);
  });
  it('takes the smallest gap, never below zero', () => {
    expect(itemGap([li(0), li(34), li(70)])).toBe(4);
    expect(itemGap([li(0), li(20)])).toBe(0);
  });
  it('has nothing to say with fewer than two measured items', () => {
    expect(itemGap([li(0)])).toBeUndefined();
    expect(itemGap([li(0), undefined, { x: 0, y: 50, w: 0, h: 0 }])).toBeUndefined();
  });
});
