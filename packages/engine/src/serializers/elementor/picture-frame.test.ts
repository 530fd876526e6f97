import { describe, expect, it } from 'vitest';
import { px, keyword } from '../../ir/values.ts';
import type { StyleMap } from '../../ir/types.ts';
import { frameInsets, insideFrame } from './picture-frame.ts';

const frame: StyleMap = {
  'picture-padding-top': px(4), 'picture-padding-right': px(6), 'picture-padding-bottom': px(4), 'picture-padding-left': px(6),
  'border-style': keyword('solid'), 'border-top-width': px(1), 'border-right-width': px(2), 'border-bottom-width': px(1), 'border-left-width': px(2),
};
const get = (m: StyleMap) => (p: string) => m[p];

describe('picture frame', () => {
  it('counts padding and border on each side', () => {
    expect(frameInsets(get(frame))).toEqual([5, 8, 5, 8]);
    expect(frameInsets(get({ ...frame, 'border-style': undefined } as StyleMap))).toEqual([4, 6, 4, 6]);
  });
  it('gives the picture what the frame holds: a px size less the frame across, percentages untouched', () => {
    expect(insideFrame({ unit: 'px', size: 120, sizes: [] }, get(frame), 1)).toEqual({ unit: 'px', size: 104, sizes: [] });
    expect(insideFrame({ unit: 'px', size: 120, sizes: [] }, get(frame), 0)).toEqual({ unit: 'px', size: 110, sizes: [] });
    expect(insideFrame({ unit: '%', size: 100, sizes: [] }, get(frame), 1)).toEqual({ unit: '%', size: 100, sizes: [] });
  });
});
