import { describe, expect, it } from 'vitest';
import { parseTracks, planGrid } from './grid.ts';

const b = (x: number, y: number, w: number, h: number) => ({ x, y, w, h });

describe('parseTracks', () => {
  it('reads resolved px tracks and refuses the rest', () => {
    expect(parseTracks('116.5px 116.5px 116.5px')).toEqual([116.5, 116.5, 116.5]);
    expect(parseTracks('none')).toBeUndefined();
    expect(parseTracks('repeat(3, 1fr)')).toBeUndefined();
  });
});

describe('planGrid', () => {
  // MDN's dense auto-placement: 3 columns of 120 px + 10 px gaps in a 351 px box (overflowing).
  const content = b(0, 0, 351, 500);
  it('places dense, spanning children on explicit lines and keeps overflowing tracks in px', () => {
    const plan = planGrid(content, [120, 120, 120], [165, 165], 10, 10, [b(0, 0, 120, 165), b(130, 0, 250, 165), b(0, 175, 250, 165), b(260, 175, 120, 165)]);
    expect(plan).toEqual({
      columns: '120px 120px 120px', rows: '165px 165px', columnGap: 10, rowGap: 10,
      areas: [{ column: '1 / span 1', row: '1 / span 1' }, { column: '2 / span 2', row: '1 / span 1' }, { column: '1 / span 2', row: '2 / span 1' }, { column: '3 / span 1', row: '2 / span 1' }],
    });
  });
  it('writes tracks that fill the box as fr', () => {
    expect(planGrid(b(0, 0, 800, 100), [260, 260, 260], [100], 10, 0, [b(0, 0, 260, 100)])?.columns).toBe('repeat(3, 1fr)');
    expect(planGrid(b(0, 0, 310, 100), [200, 100], [100], 10, 0, [b(0, 0, 200, 100)])?.columns).toBe('2fr 1fr');
  });
  it('gives up when a child is not on the lines (margins, self-alignment)', () => {
    expect(planGrid(content, [120, 120, 120], [165], 10, 0, [b(5, 0, 100, 165)])).toBeUndefined();
  });
});
