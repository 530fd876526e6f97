import { describe, expect, it } from 'vitest';
import type { IRContainer, IREmbed, IRNode } from './types.ts';
import { px } from './values.ts';
import { picturesToDraw } from './pictures-to-draw.ts';

const svg = (id: string, boxes: Array<[number, number]>): IREmbed => ({
  kind: 'embed',
  html: '<svg></svg>',
  reason: 'inline SVG',
  picture: `data:image/svg+xml,${id}`,
  hiddenAt: [],
  source: id,
  style: {
    base: { 'picture-width': px(boxes[0][0]), 'image-height': px(boxes[0][1]) },
    overrides: Object.fromEntries(boxes.slice(1).map(([w, h], i) => [`bp${i}`, { 'picture-width': px(w), 'image-height': px(h) }])),
  },
});
const root = (children: IRNode[]): IRContainer =>
  ({ kind: 'container', tag: 'div', children, hiddenAt: [], source: 'body', style: { base: {}, overrides: {} } }) as IRContainer;

describe('picturesToDraw', () => {
  it('draws each picture at its largest box, and leaves out one whose box changes shape', () => {
    const grows = svg('grows', [
      [24, 24],
      [48, 48],
    ]);
    const reshapes = svg('reshapes', [
      [120, 40],
      [60, 40],
    ]);
    const plain: IRNode = { ...svg('no-picture', [[10, 10]]), picture: undefined };
    const found = picturesToDraw(root([root([grows]), reshapes, plain]));
    expect(found.map((f) => f.request)).toEqual([{ url: 'data:image/svg+xml,grows', width: 48, height: 48 }]);
    expect(found[0].node).toBe(grows);
  });
});
