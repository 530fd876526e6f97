import { describe, expect, it } from 'vitest';
import type { IRContainer, IRDocument, IRNode, IRText, StyleMap } from '../ir/types.ts';
import { keyword, percent, px } from '../ir/values.ts';
import { reduceDom } from './reduce-dom.ts';

const BPS = ['desktop', 'tablet', 'mobile'];
const box = (base: StyleMap, children: IRNode[], overrides: Record<string, StyleMap> = {}): IRContainer => ({
  kind: 'container',
  tag: 'div',
  children,
  style: { base: { 'flex-direction': keyword('column'), ...base }, overrides },
  hiddenAt: [],
  source: 'div',
});
const text = (html: string): IRText => ({
  kind: 'text',
  html,
  style: { base: { width: percent(100), color: { type: 'color', r: 0, g: 0, b: 0, alpha: 1 } }, overrides: {} },
  hiddenAt: [],
  source: 'p',
});
// The parent paints (a background), so it stays a box and the test sees its children.
const painted = { 'background-color': { type: 'color', r: 255, g: 255, b: 255, alpha: 1 } } as const;
const doc = (parent: IRContainer): IRDocument => ({ root: box({}, [parent, text('after')]), breakpoints: BPS, fontFamilies: [] });
const kidsOf = (d: IRDocument) => (d.root.children[0] as IRContainer).children.map((c) => (c.kind === 'text' ? c.html : c.kind));
const empty = (base: StyleMap = {}, overrides: Record<string, StyleMap> = {}) => box({ width: px(0), 'min-height': px(0), ...base }, [], overrides);

describe('dropEmptyBoxes (Reduce DOM Size standard)', () => {
  it('drops an empty box that paints nothing and takes no room, in a column and in a row', () => {
    const column = doc(box({ width: percent(100), ...painted }, [text('a'), empty(), text('b')]));
    expect(kidsOf(reduceDom(column, 'standard'))).toEqual(['a', 'b']);
    const row = doc(box({ width: percent(100), 'flex-direction': keyword('row'), ...painted }, [empty({ width: keyword('auto') }), text('a'), text('b')]));
    expect(kidsOf(reduceDom(row, 'standard'))).toEqual(['a', 'b']);
    expect(kidsOf(reduceDom(row, null))).toEqual(['container', 'a', 'b']);
  });

  it('keeps an empty box that takes room or paints at some width', () => {
    const keeps = (child: IRContainer, parent: StyleMap = {}) =>
      expect(kidsOf(reduceDom(doc(box({ width: percent(100), ...painted, ...parent }, [text('a'), child, text('b')])), 'standard'))).toEqual([
        'a',
        'container',
        'b',
      ]);
    // In a row a height or a margin takes room across it (in a column, such a box is a spacer: below).
    keeps(empty({ 'min-height': px(20) }), { 'flex-direction': keyword('row') });
    keeps(empty({}, { mobile: { 'margin-top': px(8) } }), { 'flex-direction': keyword('row') });
    keeps(empty({ 'margin-left': keyword('auto') }), { 'flex-direction': keyword('row') });
    keeps(empty({ width: px(24) }), { 'flex-direction': keyword('row') });
    keeps(empty({ 'flex-size': keyword('grow'), width: keyword('auto') }), { 'flex-direction': keyword('row') });
    keeps(empty({ 'border-top-width': px(1), 'border-style': keyword('solid') }));
    keeps(empty({ 'background-color': { type: 'color', r: 0, g: 0, b: 0, alpha: 1 } }));
    // A gap or a distribution of the free room would space it; a grid would give it a cell.
    keeps(empty(), { 'row-gap': px(10) });
    keeps(empty(), { 'justify-content': keyword('space-between') });
    keeps(empty(), { display: keyword('grid') });
    keeps(empty(), { 'flex-direction': keyword('row'), 'align-items': keyword('baseline') });
  });

  it('drops a box left holding only such boxes', () => {
    const d = doc(box({ width: percent(100), ...painted }, [text('a'), box({ width: percent(100) }, [empty(), empty()]), text('b')]));
    expect(kidsOf(reduceDom(d, 'standard'))).toEqual(['a', 'b']);
  });
});

describe('spacersToMargins (Reduce DOM Size standard)', () => {
  const column = (children: IRNode[], base: StyleMap = {}) => doc(box({ width: percent(100), ...painted, ...base }, children));
  const spacer = (base: StyleMap = {}, overrides: Record<string, StyleMap> = {}) => box({ width: percent(100), 'min-height': px(18), ...base }, [], overrides);
  const marginOf = (d: IRDocument, k: number, side: string, bp?: string) => {
    const node = (d.root.children[0] as IRContainer).children[k];
    return bp ? node.style.overrides[bp]?.[side] : node.style.base[side];
  };

  it('turns a spacer into the margin-top of the box after it, per breakpoint', () => {
    const d = reduceDom(column([text('a'), spacer({ 'margin-top': px(2) }, { mobile: { 'min-height': px(8) } }), text('b')]), 'standard');
    expect(kidsOf(d)).toEqual(['a', 'b']);
    expect(marginOf(d, 1, 'margin-top')).toEqual(px(20));
    expect(marginOf(d, 1, 'margin-top', 'mobile')).toEqual(px(10));
  });

  it('gives a last spacer to the margin-bottom of the box before it', () => {
    const d = reduceDom(column([text('a'), text('b'), spacer()]), 'standard');
    expect(kidsOf(d)).toEqual(['a', 'b']);
    expect(marginOf(d, 1, 'margin-bottom')).toEqual(px(18));
  });

  it('keeps a spacer that paints, is hidden somewhere, or sits where a gap or a distribution spaces it', () => {
    const keeps = (d: IRDocument) => expect(kidsOf(reduceDom(d, 'standard'))).toEqual(['a', 'container', 'b']);
    keeps(column([text('a'), spacer({ 'background-color': { type: 'color', r: 0, g: 0, b: 0, alpha: 1 } }), text('b')]));
    keeps(column([text('a'), { ...spacer(), hiddenAt: ['mobile'] }, text('b')]));
    keeps(column([text('a'), spacer(), text('b')], { 'row-gap': px(4) }));
    keeps(column([text('a'), spacer(), text('b')], { 'justify-content': keyword('space-between') }));
    keeps(column([text('a'), spacer(), text('b')], { 'flex-direction': keyword('row') }));
  });
});
