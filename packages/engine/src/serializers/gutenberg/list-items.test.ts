import { describe, expect, it } from 'vitest';
import type { IRList } from '../../ir/types.ts';
import { listItemRules } from './list-items.ts';
import { BlockCss } from './responsive.ts';

const list = (base: number | undefined, mobile?: number): IRList => ({
  kind: 'list', ordered: false, itemsHtml: ['a', 'b'], listStyle: 'disc', hiddenAt: [], source: 'ul',
  style: {
    base: base === undefined ? {} : { 'item-gap': { type: 'unit', value: base, unit: 'px' } },
    overrides: mobile === undefined ? {} : { mobile: { 'item-gap': { type: 'unit', value: mobile, unit: 'px' } } },
  },
}) as IRList;

describe('listItemRules', () => {
  const bps = ['desktop', 'tablet', 'mobile'];
  it("clears the theme's item margins and keeps the source's gap per breakpoint", () => {
    const css = new BlockCss();
    listItemRules(list(5, 4), bps, true, css);
    expect(css.rules.map((r) => [r.sub, r.bp, Object.fromEntries(r.decls)])).toEqual([
      [' > li', 0, { 'margin-top': '0', 'margin-bottom': '0' }],
      [' > li + li', 0, { 'margin-top': '5px' }],
      [' > li + li', 2, { 'margin-top': '4px' }],
    ]);
  });
  it('writes desktop only when the export has no per-breakpoint rules', () => {
    const css = new BlockCss();
    listItemRules(list(5, 4), bps, false, css);
    expect(css.rules.filter((r) => r.bp > 0)).toEqual([]);
  });
  it('still clears the margins of a list without a measured gap', () => {
    const css = new BlockCss();
    listItemRules(list(undefined), bps, true, css);
    expect(css.rules.map((r) => r.sub)).toEqual([' > li']);
  });
});
