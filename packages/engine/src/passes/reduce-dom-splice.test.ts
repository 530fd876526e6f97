import { describe, expect, it } from 'vitest';
import type { IRContainer, IRNode, IRText, StyleMap } from '../ir/types.ts';
import { keyword, percent, px } from '../ir/values.ts';
import { spliceNarrow } from './reduce-dom-splice.ts';

const BPS = ['desktop', 'tablet', 'mobile'];
const PAINT = ['background-color', 'position', 'min-height'];
const text = (html: string, base: StyleMap = {}): IRText => ({
  kind: 'text',
  html,
  style: { base: { width: percent(100), ...base }, overrides: {} },
  hiddenAt: [],
  source: 'p',
});
const box = (base: StyleMap, children: IRNode[], overrides: Record<string, StyleMap> = {}, source = 'div'): IRContainer => ({
  kind: 'container',
  tag: 'div',
  children,
  style: { base: { 'flex-direction': keyword('column'), ...base }, overrides },
  hiddenAt: [],
  source,
});

describe('spliceNarrow (Reduce DOM Size standard)', () => {
  it("gives a centred, narrowing box's children to its parent: each takes the box's width less its padding, its alignment and margins", () => {
    const narrow = box(
      { width: px(768), 'align-self': keyword('center'), 'padding-left': px(16), 'padding-right': px(16), 'margin-top': px(10), 'padding-bottom': px(4) },
      [text('a', { 'margin-top': px(2) }), text('b', { 'margin-top': px(16) })],
      { mobile: { width: percent(100), 'padding-left': px(0), 'padding-right': px(0) } },
    );
    const [a, b, ...rest] = spliceNarrow(narrow, BPS, PAINT);
    expect(rest).toHaveLength(0);
    expect(a.style.base.width).toEqual(px(736));
    expect(a.style.base['align-self']).toEqual(keyword('center'));
    expect(a.style.base['margin-left']).toEqual(px(16));
    expect(a.style.base['margin-top']).toEqual(px(12));
    expect(b.style.base['margin-top']).toEqual(px(16));
    expect(b.style.base['margin-bottom']).toEqual(px(4));
    // On mobile the box spans its parent unpadded: its children span it too.
    expect(a.style.overrides.mobile?.width).toEqual(percent(100));
    expect(a.style.overrides.mobile?.['margin-left']).toEqual(px(0));
  });

  it('gives a padded box its only child too (a painted text in a side-padded px box): the padding becomes the margins', () => {
    const paint = { 'background-color': { type: 'color' as const, r: 82, g: 95, b: 122, alpha: 1 } };
    const padded = box(
      { width: px(136), 'padding-left': px(10), 'padding-right': px(10), 'padding-top': px(20), 'padding-bottom': px(20), 'margin-top': px(20) },
      [text('Button', paint)],
    );
    const [only, ...rest] = spliceNarrow(padded, BPS, PAINT);
    expect(rest).toHaveLength(0);
    expect(only.kind).toBe('text');
    expect(only.style.base.width).toEqual(px(116));
    expect(only.style.base['margin-left']).toEqual(px(10));
    expect(only.style.base['margin-top']).toEqual(px(40));
    expect(only.style.base['margin-bottom']).toEqual(px(20));
    expect(only.style.base['background-color']).toEqual(paint['background-color']);
  });

  it('keeps boxes that paint, hold a min-height or a gap, are tables, pad unevenly around centred children, or hold narrower children', () => {
    const kids = () => [text('a'), text('b')];
    const kept = [
      box({ width: px(500), 'background-color': { type: 'color', r: 1, g: 1, b: 1, alpha: 1 } }, kids()),
      box({ width: px(500), 'min-height': px(300) }, kids()),
      box({ width: px(500), 'row-gap': px(8) }, kids()),
      box({ width: px(500) }, kids(), {}, 'table.striped'),
      box({ width: px(500), 'align-self': keyword('center'), 'padding-left': px(20) }, kids()),
      box({ width: px(500) }, [text('a', { width: px(200) }), text('b')]),
      box({ width: percent(50) }, kids()),
    ];
    for (const k of kept) expect(spliceNarrow(k, BPS, PAINT)).toEqual([k]);
  });
});
