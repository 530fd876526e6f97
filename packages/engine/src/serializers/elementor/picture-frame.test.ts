import { describe, expect, it } from 'vitest';
import { px, keyword } from '../../ir/values.ts';
import type { StyleMap } from '../../ir/types.ts';
import { insideFrame, outerBorder } from './picture-frame.ts';

const frame: StyleMap = {
  'picture-padding-top': px(4), 'picture-padding-right': px(6), 'picture-padding-bottom': px(4), 'picture-padding-left': px(6),
  'border-style': keyword('solid'), 'border-top-width': px(1), 'border-right-width': px(2), 'border-bottom-width': px(1), 'border-left-width': px(2),
};
const get = (m: StyleMap) => (p: string) => m[p];

describe('picture frame', () => {
  it('puts only the source border outside the <img>: the padding is the <img>\'s own border', () => {
    expect(outerBorder(get(frame))).toEqual([1, 2, 1, 2]);
    const { 'border-style': _, ...unbordered } = frame;
    expect(outerBorder(get(unbordered))).toEqual([0, 0, 0, 0]);
  });
  it('gives the <img> its box less the outer border: px sizes shrink across, percentages stay', () => {
    expect(insideFrame({ unit: 'px', size: 120, sizes: [] }, get(frame), 1)).toEqual({ unit: 'px', size: 116, sizes: [] });
    expect(insideFrame({ unit: 'px', size: 120, sizes: [] }, get(frame), 0)).toEqual({ unit: 'px', size: 118, sizes: [] });
    expect(insideFrame({ unit: '%', size: 100, sizes: [] }, get(frame), 1)).toEqual({ unit: '%', size: 100, sizes: [] });
  });
});
