import { describe, expect, it } from 'vitest';
import type { IRText, StyleMap } from '../ir/types.ts';
import { keyword, percent, px } from '../ir/values.ts';
import { mergeSpacedRuns } from './reduce-dom-runs.ts';

const BPS = ['desktop', 'tablet', 'mobile'];
const link = (t: string) => `<a href="#" style="color:rgb(1, 2, 3)">${t}</a>`;
const run = (html: string, base: StyleMap = {}, overrides: Record<string, StyleMap> = {}): IRText => ({
  kind: 'text',
  html,
  style: { base: { width: percent(100), 'font-size': px(16), 'line-height': px(24), 'align-self': keyword('flex-start'), ...base }, overrides },
  hiddenAt: [],
  source: 'li',
});

describe('mergeSpacedRuns (Reduce DOM Size advanced)', () => {
  it('joins evenly spaced one-line runs of one look: the gap goes into the line-height, half a gap comes off each end', () => {
    const mobile = { mobile: { 'margin-top': px(8) } };
    const items = [
      run(link('About'), { 'margin-top': px(24) }),
      run(link('Careers'), { 'margin-top': px(16) }, mobile),
      run(link('Blog'), { 'margin-top': px(16), 'margin-bottom': px(4) }, mobile),
    ];
    // On mobile the first run keeps its 24 px, the others are 8 px apart.
    const [merged, ...rest] = mergeSpacedRuns(items, BPS);
    expect(rest).toHaveLength(0);
    expect(merged.kind).toBe('text');
    expect((merged as IRText).html).toBe(`${link('About')}<br>${link('Careers')}<br>${link('Blog')}`);
    expect(merged.style.base['line-height']).toEqual(px(40));
    expect(merged.style.base['margin-top']).toEqual(px(16));
    expect(merged.style.base['margin-bottom']).toEqual(px(-4));
    expect(merged.style.overrides.mobile?.['line-height']).toEqual(px(32));
    expect(merged.style.overrides.mobile?.['margin-top']).toEqual(px(20));
    expect(merged.style.overrides.mobile?.['margin-bottom']).toEqual(px(0));
  });

  it('keeps runs apart that are unevenly spaced, of another look, long enough to wrap, painted or linked', () => {
    const uneven = [run('a'), run('b', { 'margin-top': px(16) }), run('c', { 'margin-top': px(12) })];
    expect(mergeSpacedRuns(uneven, BPS).map((n) => (n as IRText).html)).toEqual(['a<br>b', 'c']);
    const cases: IRText[][] = [
      [run('a'), run('b', { 'margin-top': px(8), color: { type: 'color', r: 9, g: 9, b: 9, alpha: 1 } })],
      [run('a'), run('a much longer sentence that wraps in a column', { 'margin-top': px(8) })],
      [run('a'), run('b', { 'margin-top': px(8), 'padding-top': px(4) })],
      [run('a'), { ...run('b', { 'margin-top': px(8) }), link: { href: '#', newTab: false, nofollow: false } }],
      [run('a'), run('b', { 'margin-top': px(8), 'line-height': keyword('normal') })],
    ];
    for (const c of cases) expect(mergeSpacedRuns(c, BPS)).toHaveLength(2);
  });
});
