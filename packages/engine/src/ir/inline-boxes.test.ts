// An empty painted inline box inside a line of text (iCheck's sprite checkbox before a label's words).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Box, ComputedStyle } from '../extract/styled-tree.ts';
import { closeEnginePool } from '../index.ts';
import { exportServedPage, exportedElements } from '../test-support.ts';
import { emptyInlineBoxCss } from './inline-boxes.ts';

const style = (s: Partial<ComputedStyle>): ComputedStyle =>
  ({
    display: 'inline-block',
    'vertical-align': 'middle',
    'background-color': 'rgba(0, 0, 0, 0)',
    'background-image': 'none',
    'background-position': '0% 0%',
    'background-size': 'auto',
    'background-repeat': 'repeat',
    'box-shadow': 'none',
    'border-top-width': '0px',
    'border-right-width': '0px',
    'border-bottom-width': '0px',
    'border-left-width': '0px',
    ...s,
  }) as ComputedStyle;
const cell: Box = { x: 20, y: 442, w: 22, h: 22 };
const sprite = style({ 'background-image': 'url("https://x/blue.png")', 'background-position': '-24px 0px', 'background-repeat': 'no-repeat' });

describe('emptyInlineBoxCss', () => {
  it('a sprite cell keeps its size, line position and picture', () => {
    const css = emptyInlineBoxCss(sprite, cell);
    expect(css).toContain('width:22px;height:22px');
    expect(css).toContain('vertical-align:middle');
    expect(css).toContain('background-image:url("https://x/blue.png")');
    expect(css).toContain('background-position:-24px 0px');
  });
  it('a coloured dot keeps its size, with no picture', () => {
    const css = emptyInlineBoxCss(style({ 'background-color': 'rgb(0, 128, 0)' }), { x: 0, y: 0, w: 8, h: 8 });
    expect(css).toContain('width:8px;height:8px');
    expect(css).not.toContain('background-image');
  });
  it('nothing for a box that paints nothing, has no size or is not an inline box', () => {
    expect(emptyInlineBoxCss(style({}), cell)).toBe('');
    expect(emptyInlineBoxCss(sprite, { ...cell, w: 0 })).toBe('');
    expect(emptyInlineBoxCss({ ...sprite, display: 'inline' }, cell)).toBe('');
  });
});

describe('a label with a sprite checkbox (real Chromium export)', () => {
  const PAGE = `<!doctype html><html><head><style>
    body { margin: 0; font: 14px sans-serif; color: #666; }
    .box { display: inline-block; vertical-align: middle; width: 22px; height: 22px; background: url(sprite.png) -24px 0 no-repeat; }
  </style></head><body><div><label><div class="box"></div> I agree to the <a href="#">terms</a></label></div></body></html>`;
  let html = '';
  beforeAll(async () => {
    const { elements } = await exportServedPage(PAGE, 'inline-boxes.html');
    html = exportedElements(elements)
      .map((e) => String(e.settings.editor ?? ''))
      .join('');
  }, 120_000);
  afterAll(() => closeEnginePool());
  it('writes the box into the text with its size and its picture', () => {
    expect(html).toContain('I agree to the');
    expect(html).toMatch(/width:22px;height:22px;[^"]*background-image:url\(&quot;[^"]*sprite\.png&quot;\)/);
  });
});
