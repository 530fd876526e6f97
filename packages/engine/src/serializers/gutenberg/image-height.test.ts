import { describe, expect, it } from 'vitest';
import type { IRImage } from '../../ir/types.ts';
import { imageHeightRules } from './image-height.ts';
import { BlockCss } from './responsive.ts';

const px = (value: number) => ({ type: 'unit', value, unit: 'px' }) as const;
const image = (overrides: IRImage['style']['overrides']): IRImage => ({
  kind: 'image', src: 'a.jpg', alt: '', hiddenAt: [], source: 'img',
  style: { base: { 'object-fit': { type: 'keyword', value: 'cover' }, 'image-height': px(296) }, overrides },
});

describe('imageHeightRules', () => {
  const bps = ['desktop', 'tablet', 'mobile'];
  it("gives a cropped picture its source height where it changes", () => {
    const css = new BlockCss();
    imageHeightRules(image({ mobile: { 'image-height': px(165) } }), bps, true, css);
    expect(css.rules.map((r) => [r.sub, r.bp, Object.fromEntries(r.decls)])).toEqual([[' img', 2, { height: '165px', 'object-fit': 'cover' }]]);
  });
  it('writes nothing when the height holds, or without per-breakpoint rules', () => {
    const same = new BlockCss();
    imageHeightRules(image({}), bps, true, same);
    expect(same.rules).toEqual([]);
    const flat = new BlockCss();
    imageHeightRules(image({ mobile: { 'image-height': px(165) } }), bps, false, flat);
    expect(flat.rules).toEqual([]);
  });
});
