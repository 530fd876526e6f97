import { describe, expect, it } from 'vitest';
import type { IRContainer } from '../../ir/types.ts';
import { keyword, percent, px } from '../../ir/values.ts';
import { splitScrollBox } from './scroll-box.ts';

const BPS = ['desktop', 'tablet', 'mobile'];

function box(style: IRContainer['style']): IRContainer {
  return { kind: 'container', tag: 'div', children: [], style, hiddenAt: [], source: 'div.selecter-options' };
}

describe('splitScrollBox', () => {
  it('leaves a box that is not held', () => {
    expect(splitScrollBox(box({ base: { 'flex-direction': keyword('column') }, overrides: {} }), BPS)).toBeUndefined();
  });

  it('writes a held box as a one-cell grid whose row is its content height, the flow inside', () => {
    const node = box({
      base: {
        height: px(270), 'padding-top': px(5), 'padding-bottom': px(5), 'border-top-width': px(1), 'border-bottom-width': px(1),
        overflow: keyword('auto'), 'flex-direction': keyword('column'), 'flex-wrap': keyword('nowrap'), width: percent(100),
      },
      // Shown taller at tablet, not held at all on phones.
      overrides: { tablet: { height: px(540) }, mobile: { height: keyword('auto') } },
    });
    const { outer, inner } = splitScrollBox(node, BPS)!;
    expect(outer.style.base).toMatchObject({ display: keyword('grid'), 'grid-template-rows': keyword('258px'), overflow: keyword('auto'), width: percent(100) });
    expect(outer.style.base['flex-direction']).toBeUndefined();
    expect(outer.style.base.height).toBeUndefined();
    expect(outer.style.overrides.tablet['grid-template-rows']).toEqual(keyword('528px'));
    expect(outer.style.overrides.mobile['grid-template-rows']).toEqual(keyword('auto'));
    expect(inner.style.base).toMatchObject({ 'flex-direction': keyword('column'), width: percent(100), 'padding-top': px(0), 'padding-left': px(0) });
    expect(inner.children).toBe(node.children);
  });

  it('leaves a grid container (its rows are its own)', () => {
    expect(splitScrollBox(box({ base: { height: px(100), display: keyword('grid') }, overrides: {} }), BPS)).toBeUndefined();
  });
});
