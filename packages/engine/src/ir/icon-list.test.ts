import { describe, expect, it } from 'vitest';
import { iconListMetrics } from './icon-list.ts';

const b = (x: number, y: number, w: number, h: number) => ({ x, y, w, h });
const row = (y: number, textH = 24) => ({ row: b(0, y, 300, textH), icon: b(0, y + (textH - 20) / 2, 20, 20), text: b(32, y, 268, textH) });

describe('iconListMetrics', () => {
  it('measures icon size, icon gap and row spacing of stacked rows', () => {
    expect(iconListMetrics([row(0), row(40), row(80)])).toEqual({ iconSize: 20, iconGap: 12, itemGap: 16, align: 'center' });
  });
  it('sees top-aligned icons against multi-line text', () => {
    const r = { row: b(0, 0, 300, 48), icon: b(0, 0, 20, 20), text: b(32, 0, 268, 48) };
    expect(iconListMetrics([r])?.align).toBe('flex-start');
  });
  it('refuses uneven spacing, icons right of the text, or different icon sizes', () => {
    expect(iconListMetrics([row(0), row(40), row(90)])).toBeUndefined();
    expect(iconListMetrics([{ row: b(0, 0, 300, 24), icon: b(280, 2, 20, 20), text: b(0, 0, 270, 24) }])).toBeUndefined();
    expect(iconListMetrics([row(0), { ...row(40), icon: b(0, 42, 24, 24) }])).toBeUndefined();
  });
});
