import { describe, expect, it } from 'vitest';
import type { IRContainer, IRDocument, IRNode, IRText, StyleMap } from '../ir/types.ts';
import { keyword, percent, px } from '../ir/values.ts';
import { countNodes, plainSpans, reduceDom } from './reduce-dom.ts';

const BPS = ['desktop', 'tablet', 'mobile'];
const box = (base: StyleMap, children: IRNode[], overrides: Record<string, StyleMap> = {}): IRContainer => ({
  kind: 'container',
  tag: 'div',
  children,
  style: { base: { width: percent(100), 'flex-direction': keyword('column'), ...base }, overrides },
  hiddenAt: [],
  source: 'div',
});
const text = (html: string, base: StyleMap = {}, overrides: Record<string, StyleMap> = {}): IRText => ({
  kind: 'text',
  html,
  style: { base: { width: percent(100), color: { type: 'color', r: 0, g: 0, b: 0, alpha: 1 }, ...base }, overrides },
  hiddenAt: [],
  source: 'p',
});
const doc = (root: IRContainer): IRDocument => ({ root, breakpoints: BPS, fontFamilies: [] });

describe('reduceDom', () => {
  it('returns the document unchanged when off', () => {
    const d = doc(box({}, [box({}, [text('a')])]));
    expect(reduceDom(d, null)).toBe(d);
  });

  it('standard: a transparent full-width wrapper gives way to its child, which takes its vertical margins', () => {
    const inner = text('a', { 'margin-top': px(4) }, { mobile: { 'margin-top': px(2) } });
    const wrapper = box({ 'margin-top': px(10), 'margin-bottom': px(6) }, [inner], { tablet: { 'margin-top': px(20) } });
    const d = doc(box({ 'padding-top': px(8) }, [wrapper, text('b')]));
    const out = reduceDom(d, 'standard');
    expect(countNodes(out)).toBe(3);
    const moved = out.root.children[0];
    expect(moved.kind).toBe('text');
    expect(moved.style.base['margin-top']).toEqual(px(14));
    expect(moved.style.base['margin-bottom']).toEqual(px(6));
    expect(moved.style.overrides.tablet?.['margin-top']).toEqual(px(24));
    expect(moved.style.overrides.mobile?.['margin-top']).toEqual(px(22));
    // Pure: the input keeps its wrapper.
    expect(countNodes(d)).toBe(4);
  });

  it('standard keeps wrappers that paint, pad, or neither span nor are spanned at every width', () => {
    const painted = box({ 'background-color': { type: 'color', r: 1, g: 2, b: 3, alpha: 1 } }, [text('a')]);
    const padded = box({ 'padding-left': px(4) }, [text('b')]);
    const narrowOnMobile = box({}, [text('c', { width: px(200) })], { mobile: { width: percent(50) } });
    const col = doc(box({}, [painted, padded, narrowOnMobile]));
    expect(countNodes(reduceDom(col, 'standard'))).toBe(countNodes(col));
    const row = doc(
      box({ 'flex-direction': keyword('row') }, [
        box({ width: percent(50) }, [text('a', { width: px(100) })]),
        box({ width: percent(50) }, [text('b', { width: px(100) })]),
      ]),
    );
    expect(countNodes(reduceDom(row, 'standard'))).toBe(countNodes(row));
  });

  it("standard: a child spanning its wrapper takes the wrapper's place in a row", () => {
    const li = (w: number, ml: number) =>
      box({ width: percent(w), 'margin-left': px(ml), 'align-self': keyword('stretch') }, [text('x')], { mobile: { width: percent(w * 2) } });
    const d = doc(box({ 'flex-direction': keyword('row') }, [li(10, 0), li(20, 32)]));
    const out = reduceDom(d, 'standard');
    expect(countNodes(out)).toBe(3);
    const second = out.root.children[1];
    expect(second.kind).toBe('text');
    expect(second.style.base.width).toEqual(percent(20));
    expect(second.style.base['margin-left']).toEqual(px(32));
    expect(second.style.base['align-self']).toEqual(keyword('flex-start'));
    expect(second.style.overrides.mobile?.width).toEqual(percent(40));
  });

  it('standard unwraps attribute-less spans', () => {
    expect(plainSpans('a <span>b</span> <span class="">c</span> <span class="x">d</span>')).toBe('a b c <span class="x">d</span>');
  });

  it('advanced merges a nested stack into its painted parent, taking the inner direction', () => {
    const inner = box({ 'flex-direction': keyword('row') }, [text('a', { width: percent(50) }), text('b', { width: percent(50) })], {
      mobile: { 'flex-direction': keyword('column') },
    });
    const card = box({ 'background-color': { type: 'color', r: 9, g: 9, b: 9, alpha: 1 }, 'padding-top': px(10) }, [inner]);
    const d = doc(box({}, [card]));
    expect(countNodes(reduceDom(d, 'standard'))).toBe(5);
    const out = reduceDom(d, 'advanced');
    expect(countNodes(out)).toBe(4);
    const merged = out.root.children[0] as IRContainer;
    expect(merged.style.base['flex-direction']).toEqual(keyword('row'));
    expect(merged.style.overrides.mobile?.['flex-direction']).toEqual(keyword('column'));
    expect(merged.style.base['background-color']).toBeDefined();
  });

  it('advanced merges touching text runs of one style, not separated ones', () => {
    const d = doc(box({}, [text('line 1'), text('line 2'), text('apart', { 'margin-top': px(12) })]));
    const out = reduceDom(d, 'advanced');
    expect(out.root.children.map((c) => (c as IRText).html)).toEqual(['line 1<br>line 2', 'apart']);
    expect(reduceDom(d, 'advanced')).toEqual(out);
  });
});
