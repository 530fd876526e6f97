import { describe, expect, it } from 'vitest';
import type { IRImage, StyleMap } from '../../ir/types.ts';
import { keyword, px } from '../../ir/values.ts';
import { LINE_BOX_HEIGHT, pictureBox } from './picture-box.ts';

const BPS = ['desktop', 'tablet', 'mobile'];
const image = (base: StyleMap, overrides: Record<string, StyleMap> = {}, src = 'https://x.test/a.png'): IRImage => ({
  kind: 'image', src, alt: 'a', style: { base: { width: px(48), 'picture-width': px(48), ...base }, overrides }, hiddenAt: [], source: 'img',
});

describe('pictureBox', () => {
  it('paints a picture shorter than a line box at every device, with its height and no padding', () => {
    const box = pictureBox(image({ 'image-height': px(24) }, { mobile: { 'image-height': px(20), 'picture-width': px(40), width: px(40) } }), BPS)!;
    expect(box.kind).toBe('container');
    expect(box.style.base).toMatchObject({ 'min-height': px(24), 'background-size': keyword('cover'), 'padding-top': px(0), width: px(48) });
    expect(box.style.base['image-height']).toBeUndefined();
    expect(box.style.overrides.mobile).toEqual({ 'min-height': px(20), width: px(40) });
  });

  it('leaves tall, stretched, narrower-than-their-box and faded pictures to the image widget', () => {
    expect(pictureBox(image({ 'image-height': px(LINE_BOX_HEIGHT) }), BPS)).toBeUndefined();
    expect(pictureBox(image({ 'image-height': px(24) }, { tablet: { 'image-height': px(80) } }), BPS)).toBeUndefined();
    expect(pictureBox(image({ 'image-height': px(24), 'object-fit': keyword('fill') }), BPS)).toBeUndefined();
    expect(pictureBox(image({ 'image-height': px(24), 'image-width': px(20) }), BPS)).toBeUndefined();
    expect(pictureBox(image({ 'image-height': px(24), opacity: { type: 'unit', value: 0.5, unit: 'number' } }), BPS)).toBeUndefined();
  });

  it('contains an SVG in its box, and keeps a link as the container\'s', () => {
    const svg = { ...image({ 'image-height': px(30), 'object-fit': keyword('fill') }, {}, 'https://x.test/logo.svg'), link: { href: 'https://x.test/', newTab: false, nofollow: false } };
    const box = pictureBox(svg, BPS)!;
    expect(box.style.base['background-size']).toEqual(keyword('contain'));
    expect(box).toMatchObject({ tag: 'a', link: { href: 'https://x.test/' } });
  });
});
