import { describe, expect, it } from 'vitest';
import type { ComputedStyle } from '../extract/styled-tree.ts';
import type { Draft } from './build-support.ts';
import { heldBottom, raiseOverlappedFloats } from './layout-pass.ts';

const style = (extra: Record<string, string> = {}) =>
  ({ display: 'block', float: 'none', 'padding-top': '0px', 'padding-right': '0px', 'padding-bottom': '0px', 'padding-left': '0px',
    'border-top-width': '0px', 'border-right-width': '0px', 'border-bottom-width': '0px', 'border-left-width': '0px', ...extra }) as unknown as ComputedStyle;

function draft(box: { x: number; y: number; w: number; h: number }, children: Draft[] = [], cs = style(), kind: 'container' | 'text' = 'container'): Draft {
  return {
    ir: kind === 'container' ? { kind, tag: 'div', children: [], style: { base: {}, overrides: {} }, hiddenAt: [], source: 'div' } : { kind, html: 'x', style: { base: {}, overrides: {} }, hiddenAt: [], source: 'p' },
    perBp: [{}], boxes: [box], position: [undefined], styles: [kind === 'container' ? cs : undefined], children, visual: false,
  };
}

describe('heldBottom', () => {
  it('is the bottom of what a container holds when its floats reach below its box', () => {
    // gentelella's page title: a 60 px box, its floating halves 110 px tall, 5 px bottom padding.
    const halves = [draft({ x: 0, y: 0, w: 500, h: 110 }, [], style({ float: 'left' })), draft({ x: 500, y: 0, w: 500, h: 80 }, [], style({ float: 'left' }))];
    expect(heldBottom(draft({ x: 0, y: 0, w: 1000, h: 60 }, halves, style({ 'padding-bottom': '5px' })), 0)).toBe(115);
  });
  it('is the box bottom when the content fits, or overflows by glyphs only', () => {
    expect(heldBottom(draft({ x: 0, y: 0, w: 1000, h: 60 }, [draft({ x: 0, y: 0, w: 1000, h: 40 })]), 0)).toBe(60);
    // In-flow content of a row reaching into a fixed-height navbar's padding is sized by the layout itself.
    const navbar = draft({ x: 0, y: 0, w: 1000, h: 70 }, [draft({ x: 0, y: 8, w: 100, h: 70 })]);
    navbar.perBp[0]!['flex-direction'] = { type: 'keyword', value: 'row' };
    expect(heldBottom(navbar, 0)).toBe(70);
    // A column under a CSS height grows to hold its content.
    expect(heldBottom(draft({ x: 0, y: 0, w: 1000, h: 70 }, [draft({ x: 0, y: 0, w: 100, h: 150 })]), 0)).toBe(150);
    // A heading's glyphs (a text box) reach below a tight line height: not held below.
    expect(heldBottom(draft({ x: 0, y: 0, w: 1000, h: 60 }, [draft({ x: 0, y: 0, w: 1000, h: 70 }, [], style(), 'text')]), 0)).toBe(60);
  });
});

describe('raiseOverlappedFloats', () => {
  it('raises a float that a later sibling is pulled over, and nothing else', () => {
    // gentelella1's top bar (a float, 0..58) and the page column that starts under it at 0.
    const bar = draft({ x: 230, y: 0, w: 1210, h: 58 }, [], style({ float: 'left' }));
    const column = draft({ x: 230, y: 0, w: 1210, h: 900 });
    const footer = draft({ x: 230, y: 900, w: 1210, h: 50 });
    raiseOverlappedFloats([bar, column, footer], 0);
    expect(bar.perBp[0]!['z-index']).toEqual({ type: 'unit', value: 1, unit: 'number' });
    expect(column.perBp[0]!['z-index']).toBeUndefined();
    const alone = draft({ x: 0, y: 0, w: 100, h: 58 }, [], style({ float: 'left' }));
    raiseOverlappedFloats([alone, draft({ x: 0, y: 58, w: 100, h: 10 })], 0);
    expect(alone.perBp[0]!['z-index']).toBeUndefined();
  });
});
