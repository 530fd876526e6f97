import { describe, expect, it } from 'vitest';
import type { IRList } from '../../ir/types.ts';
import { px } from '../../ir/values.ts';
import type { SerializeContext } from './controls.ts';
import { listItemTags } from './list-items.ts';

const ctx = (responsive = true): SerializeContext => ({
  breakpoints: ['desktop', 'tablet', 'mobile'], responsive, customCss: false, newId: () => 'x',
  counts: { nativeWidgets: 0, containers: 0, fallbacks: 0 }, notes: () => undefined,
});

type Values = Record<string, number>;
const list = (base: Values, tablet: Values = {}, mobile: Values = {}, hiddenAt: string[] = []): IRList => {
  const style = (v: Values) => Object.fromEntries(Object.entries(v).map(([k, n]) => [k, px(n)]));
  return {
    kind: 'list', ordered: false, itemsHtml: ['a', 'b'], listStyle: 'square', hiddenAt, source: 'ul',
    style: { base: style(base), overrides: { tablet: style(tablet), mobile: style(mobile) } },
  } as IRList;
};

describe('listItemTags', () => {
  it("puts a gap that follows the font size (Pico's .25rem) above every item but the first, in em", () => {
    const tags = listItemTags(ctx(), list({ 'item-gap': 5, 'font-size': 20 }, { 'item-gap': 4.5, 'font-size': 18 }, { 'item-gap': 4, 'font-size': 16 }));
    expect(tags).toEqual({ first: '<li style="margin:0">', rest: '<li style="margin:0.25em 0 0">' });
  });
  it("writes the first device's px when the gap does not follow the font size", () => {
    const tags = listItemTags(ctx(), list({ 'item-gap': 8, 'font-size': 16 }, {}, { 'font-size': 14 }));
    expect(tags.rest).toBe('<li style="margin:8px 0 0">');
  });
  it('keeps plain items when they stand a line height apart', () => {
    expect(listItemTags(ctx(), list({ 'item-gap': 0, 'font-size': 16 }))).toEqual({ first: '<li>', rest: '<li>' });
    expect(listItemTags(ctx(), list({ 'font-size': 16 }))).toEqual({ first: '<li>', rest: '<li>' });
  });
  it('reads only the devices that show the list', () => {
    const tags = listItemTags(ctx(), list({ 'item-gap': 0, 'font-size': 16 }, {}, { 'item-gap': 6, 'font-size': 16 }, ['desktop', 'tablet']));
    // Shown on phones only: the hidden desktop's missing gap does not count.
    expect(tags.rest).toBe('<li style="margin:0.375em 0 0">');
  });
});
