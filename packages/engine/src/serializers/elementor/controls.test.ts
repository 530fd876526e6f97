import { describe, expect, it } from 'vitest';
import { fontFamily, mergeBox } from './controls.ts';
import { siteUrlFor } from './index.ts';
import { backgroundPositionSettings, backgroundSizeSettings } from './background.ts';
import { keyword } from '../../ir/values.ts';

describe('Elementor control shapes', () => {
  it('mergeBox fills all four sides as strings and links equal sides', () => {
    expect(mergeBox(1, 2, 3, 4)).toEqual({ unit: 'px', top: '1', right: '2', bottom: '3', left: '4', isLinked: false });
    expect(mergeBox(0, 0, 0, 0).isLinked).toBe(true);
  });
  it('siteUrlFor removes www. and defaults to the placeholder domain', () => {
    expect(siteUrlFor('www.Example.com')).toBe('https://Example.com/wp-json/'.replace('Example', 'example'));
    expect(siteUrlFor('https://www.shop.test/path')).toBe('https://shop.test/wp-json/');
    expect(siteUrlFor(undefined)).toBe('https://pagelift.invalid/wp-json/');
    expect(siteUrlFor('  ')).toBe('https://pagelift.invalid/wp-json/');
  });
  it('fontFamily never emits a CSS generic as a family name', () => {
    expect(fontFamily(keyword('sans-serif'))).toBe('Arial');
    expect(fontFamily(keyword('Inter'))).toBe('Inter');
  });
  it('backgroundPositionSettings maps computed positions to keywords, or to x/y sliders when no keyword fits', () => {
    expect(backgroundPositionSettings('50% 50%', 'background')).toEqual({ background_position: 'center center' });
    expect(backgroundPositionSettings('0% 100%', 'background')).toEqual({ background_position: 'bottom left' });
    expect(backgroundPositionSettings('-20px 8px', '_background')).toEqual({
      _background_position: 'initial',
      _background_xpos: { unit: 'px', size: -20, sizes: [] },
      _background_ypos: { unit: 'px', size: 8, sizes: [] },
    });
    expect(backgroundPositionSettings('calc(100% - 10px) 50%', 'background')).toEqual({ background_position: 'center center' });
  });
  it('backgroundSizeSettings keeps a width (Elementor prints it as <width> auto)', () => {
    expect(backgroundSizeSettings('contain', 'background')).toEqual({ background_size: 'contain' });
    expect(backgroundSizeSettings('auto', 'background')).toEqual({ background_size: 'auto' });
    expect(backgroundSizeSettings('100%', 'background')).toEqual({ background_size: 'initial', background_bg_width: { unit: '%', size: 100, sizes: [] } });
    expect(backgroundSizeSettings('120px 40px', 'background')).toEqual({ background_size: 'initial', background_bg_width: { unit: 'px', size: 120, sizes: [] } });
    expect(backgroundSizeSettings('auto 40px', 'background')).toEqual({ background_size: 'auto' });
  });
});

import { borderStyleOf } from './controls.ts';

describe('borderStyleOf', () => {
  it('keeps the styles Elementor knows and maps the 3-D ones to the nearest', () => {
    expect(borderStyleOf(keyword('dotted'))).toBe('dotted');
    expect(borderStyleOf(keyword('ridge'))).toBe('groove');
    expect(borderStyleOf(keyword('outset'))).toBe('solid');
    expect(borderStyleOf(keyword('inset'))).toBe('solid');
    expect(borderStyleOf(undefined)).toBe('solid');
  });
});

import { toElementorEnvelope } from './index.ts';
import type { IRContainer, IRText } from '../../ir/types.ts';

describe('coverage counts', () => {
  it('counts a per-look copy of an element once', () => {
    const text = (lookCopy?: boolean): IRText => ({ kind: 'text', html: 'x', source: 'p', hiddenAt: [], style: { base: {}, overrides: {} }, ...(lookCopy ? { lookCopy } : {}) });
    const inner: IRContainer = { kind: 'container', tag: 'div', source: 'div', hiddenAt: [], style: { base: {}, overrides: {} }, children: [text()], lookCopy: true };
    const root: IRContainer = { kind: 'container', tag: 'div', source: 'body', hiddenAt: [], style: { base: {}, overrides: {} }, children: [text(), text(true), inner] };
    const { counts } = toElementorEnvelope({ root, breakpoints: ['desktop'], fontFamilies: [] }, { customCss: false, responsive: true });
    expect(counts).toEqual({ nativeWidgets: 1, containers: 1, fallbacks: 0 });
  });
});
