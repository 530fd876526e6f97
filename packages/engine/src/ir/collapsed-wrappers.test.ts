import { describe, expect, it } from 'vitest';
import type { ComputedStyle } from '../extract/styled-tree.ts';
import type { Draft } from './build-support.ts';
import { dissolveCollapsedWrappers, isCollapsedWrapper } from './collapsed-wrappers.ts';

const block = { display: 'block', 'overflow-x': 'visible', 'overflow-y': 'visible' } as unknown as ComputedStyle;

function draft(box: { x: number; y: number; w: number; h: number }, children: Draft[] = [], style: ComputedStyle = block, visual = false, asContainer = false): Draft {
  return {
    ir: children.length || asContainer ? { kind: 'container', tag: 'div', children: [], style: { base: {}, overrides: {} }, hiddenAt: [], source: 'div' } : { kind: 'text', html: 'x', style: { base: {}, overrides: {} }, hiddenAt: [], source: 'p' },
    perBp: [{ 'flex-size': { type: 'keyword', value: 'none' } }],
    boxes: [box],
    position: [undefined],
    styles: [style],
    children,
    visual,
  };
}

describe('dissolveCollapsedWrappers', () => {
  // Bootstrap 3 rows whose floats have no clearfix: each row is 0 px tall, its floats hang below it.
  // A float is a container (a Bootstrap column) that holds its own height.
  const float = (x: number, y: number) => draft({ x, y, w: 400, h: 300 }, [], block, false, true);
  it('puts the floats of a row that does not hold them into the parent flow', () => {
    const row1 = draft({ x: 0, y: 0, w: 1200, h: 0 }, [float(0, 20)]);
    const row2 = draft({ x: 0, y: 0, w: 1200, h: 0 }, [float(400, 20), float(0, 320)]);
    const out = dissolveCollapsedWrappers([row1, row2]);
    expect(out).toHaveLength(3);
    expect(out.map((d) => d.boxes[0]!.x)).toEqual([0, 400, 0]);
    // The wrapper's own layout no longer applies to them.
    expect(out[0].perBp[0]!['flex-size']).toBeUndefined();
  });
  it('keeps a heading wrapper whose text glyphs overflow a tight line height', () => {
    // A childless draft() is a text node: its box is the glyphs' extent.
    const glyphs = draft({ x: 0, y: 33, w: 720, h: 94 });
    expect(isCollapsedWrapper(draft({ x: 0, y: 0, w: 1440, h: 114 }, [glyphs]))).toBe(false);
  });
  it('keeps a box that a CSS height keeps shorter than its in-flow content', () => {
    // md3's main: height 100 % (900 px) over 1200 px of content, followed by an empty block at y 900.
    const inFlow = { ...block, float: 'none' } as ComputedStyle;
    const content = draft({ x: 0, y: 0, w: 1200, h: 1200 }, [], inFlow, false, true);
    expect(isCollapsedWrapper(draft({ x: 0, y: 0, w: 1200, h: 900 }, [content]))).toBe(false);
    const floated = draft({ x: 0, y: 0, w: 1200, h: 1200 }, [], { ...block, float: 'left' } as ComputedStyle, false, true);
    expect(isCollapsedWrapper(draft({ x: 0, y: 0, w: 1200, h: 900 }, [floated]))).toBe(true);
  });
  it('keeps a wrapper that holds its content, paints, scrolls or lays out its children itself', () => {
    expect(isCollapsedWrapper(draft({ x: 0, y: 0, w: 1200, h: 320 }, [float(0, 20)]))).toBe(false);
    expect(isCollapsedWrapper(draft({ x: 0, y: 0, w: 1200, h: 0 }, [float(0, 20)], block, true))).toBe(false);
    const scroll = { ...block, 'overflow-y': 'auto' } as ComputedStyle;
    expect(isCollapsedWrapper(draft({ x: 0, y: 0, w: 1200, h: 0 }, [float(0, 20)], scroll))).toBe(false);
    const flex = { ...block, display: 'flex' } as ComputedStyle;
    expect(isCollapsedWrapper(draft({ x: 0, y: 0, w: 1200, h: 0 }, [float(0, 20)], flex))).toBe(false);
  });
});
