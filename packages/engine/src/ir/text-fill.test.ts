import { describe, expect, it } from 'vitest';
import type { ComputedStyle } from '../extract/styled-tree.ts';
import { clipsBackgroundToText, gradientTextCss, wrapGradientText } from './text-fill.ts';

const GRADIENT = 'linear-gradient(195deg, rgb(102, 187, 106) 0%, rgb(67, 160, 71) 100%)';
const style = (s: Partial<ComputedStyle>): ComputedStyle => ({ 'background-clip': 'border-box', 'background-image': 'none', '-webkit-text-fill-color': 'rgb(0, 0, 0)', ...s }) as ComputedStyle;
const gradientText = style({ 'background-clip': 'text', 'background-image': GRADIENT, '-webkit-text-fill-color': 'rgba(0, 0, 0, 0)' });

describe('clipsBackgroundToText', () => {
  it('is true for a background clipped to the glyphs, in any layer', () => {
    expect(clipsBackgroundToText(gradientText)).toBe(true);
    expect(clipsBackgroundToText(style({ 'background-clip': 'padding-box, text' }))).toBe(true);
  });
  it('is false for box clips', () => {
    expect(clipsBackgroundToText(style({ 'background-clip': 'content-box' }))).toBe(false);
  });
});

describe('gradientTextCss', () => {
  it('paints the glyphs with the gradient and leaves them transparent', () => {
    const css = gradientTextCss(gradientText);
    expect(css).toContain(`background-image:${GRADIENT}`);
    expect(css).toContain('-webkit-background-clip:text');
    expect(css).toContain('-webkit-text-fill-color:transparent');
  });
  it('gives nothing when the glyphs keep a solid fill, without a gradient, or for a clipped picture', () => {
    expect(gradientTextCss({ ...gradientText, '-webkit-text-fill-color': 'rgb(10, 10, 10)' })).toBe('');
    expect(gradientTextCss({ ...gradientText, 'background-image': 'none' })).toBe('');
    expect(gradientTextCss({ ...gradientText, 'background-image': 'url("a.png")' })).toBe('');
    expect(gradientTextCss(style({ 'background-image': GRADIENT }))).toBe('');
  });
});

describe('wrapGradientText', () => {
  it('wraps the content in one painted span', () => {
    expect(wrapGradientText(gradientText, '+ $2,500')).toMatch(/^<span style="background-image:linear-gradient\(.*">\+ \$2,500<\/span>$/);
  });
  it('leaves other text and empty content alone', () => {
    expect(wrapGradientText(style({}), 'plain')).toBe('plain');
    expect(wrapGradientText(gradientText, '')).toBe('');
  });
});
