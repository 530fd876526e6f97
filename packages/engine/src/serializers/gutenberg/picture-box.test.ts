import { ExportSettings } from '@pagelift/contract';
import { describe, expect, it } from 'vitest';
import type { IRContainer, IRDocument, IRIcon, IRNode, StyleMap } from '../../ir/types.ts';
import { keyword, percent, px } from '../../ir/values.ts';
import { serializeGutenberg, type GutenbergTemplate } from './index.ts';
import { irDoc as doc } from './test-ir.ts';

const white = { type: 'color', r: 255, g: 255, b: 255, alpha: 1 } as const;
const dark = { type: 'color', r: 33, g: 37, b: 41, alpha: 1 } as const;
const icon = (iconClass: string, base: StyleMap, overrides: Record<string, StyleMap> = {}): IRIcon => ({
  kind: 'icon',
  iconClass,
  library: 'fa-brands',
  style: { base: { color: white, ...base }, overrides },
  hiddenAt: [],
  source: 'svg',
});
const box = (children: IRNode[], base: StyleMap = {}): IRContainer => ({
  kind: 'container',
  tag: 'div',
  children,
  style: { base: { 'flex-direction': keyword('column'), width: percent(100), ...base }, overrides: {} },
  hiddenAt: [],
  source: 'a.btn',
});

function markup(d: IRDocument, reduceDomSize: 'standard' | null): GutenbergTemplate {
  const settings = ExportSettings.parse({ exportType: 'entirePage', builder: 'gutenberg', reduceDomSize });
  return serializeGutenberg(d, { settings, breakpoints: { desktop: 1120, tablet: 780, mobile: 360 }, fontFaceCss: '', baseUrl: 'http://x/', onNote: () => {} })
    .template as GutenbergTemplate;
}

const button = (child: IRIcon, base: StyleMap = {}) =>
  box([child], { width: px(40), 'min-height': px(40), 'background-color': dark, 'border-top-left-radius': percent(100), ...base });

describe('Gutenberg: a box of pictures paints them itself (Reduce DOM Size)', () => {
  it('draws a centred icon of a round button as a layer of the button, where the icon was', () => {
    const d = doc(box([button(icon('fab fa-twitter', { width: px(16), 'align-self': keyword('center'), 'margin-top': px(11) }))]));
    expect(markup(d, null).blocks).toBe(3);
    const reduced = markup(d, 'standard');
    expect(reduced.blocks).toBe(2);
    const css: string = JSON.parse(reduced.content.match(/<!-- wp:group (\{.*?\}) -->\n<div[^>]*><\/div>/)![1]).style.css;
    expect(css).toMatch(/background-image:url\("data:image\/svg\+xml,[^"]+"\) !important/);
    expect(css).toContain('background-position:center 11px !important');
    expect(css).toContain('background-size:16px 16px !important');
  });

  it('stacks absolutely placed icons as layers, the later one on top', () => {
    const circle = { ...icon('fas fa-circle', { position: keyword('absolute'), top: px(0), left: px(0), width: px(160) }), library: 'fa-solid' as const };
    const glyph = { ...icon('fas fa-lock', { position: keyword('absolute'), top: px(32), left: px(40), width: px(80) }), library: 'fa-solid' as const };
    const reduced = markup(doc(box([box([circle, glyph], { width: px(160), 'min-height': px(128) })])), 'standard');
    expect(reduced.blocks).toBe(2);
    expect(reduced.content).toMatch(/background-position:40px 32px, 0px 0px !important;background-size:80px [\d.]+px, 160px 160px !important/);
  });

  it('gives the box the height its picture held', () => {
    const reduced = markup(doc(box([button(icon('fab fa-twitter', { width: px(16), 'align-self': keyword('center'), 'margin-top': px(30) }))])), 'standard');
    expect(reduced.blocks).toBe(2);
    // 30 px above a 16 px tall icon: 46 px, more than the button's own 40 px.
    expect(reduced.content).toMatch(/"minHeight":"46px"|min-height:46px/);
  });

  it('keeps the children where a picture would not stay in place', () => {
    const moving = button(icon('fab fa-twitter', { width: px(16), 'align-self': keyword('center'), 'margin-top': px(11) }, { mobile: { width: px(12) } }));
    const beside = box([icon('fab fa-twitter', { width: px(16) }), icon('fab fa-github', { width: px(16) })], { 'flex-direction': keyword('row') });
    const withText = box([
      icon('fab fa-twitter', { width: px(16) }),
      { kind: 'text', html: 'x', style: { base: {}, overrides: {} }, hiddenAt: [], source: 'p' },
    ]);
    for (const b of [moving, beside, withText]) expect(markup(doc(box([b])), 'standard').content).toMatch(/<div[^>]*><!-- wp:group/);
  });

  it('draws the one picture of an unpainted box of its own width as the box layer (a toolbar button, an icon holder)', () => {
    const holder = box([icon('fab fa-github', { width: px(18), 'align-self': keyword('center'), 'margin-top': px(8) })], {
      width: percent(20.3),
      'min-height': px(34),
      'border-top-left-radius': px(4),
    });
    const d = doc(box([holder], { 'flex-direction': keyword('row') }));
    expect(markup(d, null).blocks).toBe(3);
    const reduced = markup(d, 'standard');
    expect(reduced.blocks).toBe(2);
    const css: string = JSON.parse(reduced.content.match(/<!-- wp:group (\{.*?\}) -->\n<div[^>]*><\/div>/)![1]).style.css;
    expect(css).toContain('width:20.3% !important');
    expect(css).toContain('background-position:center 8px !important');
    expect(css).toContain('background-size:18px 18px !important');
    // As wide as its picture, the box would shrink to nothing without it: it keeps the picture.
    const shrunk = box([icon('fab fa-github', { width: px(18) })], { width: keyword('auto') });
    expect(markup(doc(box([shrunk], { 'flex-direction': keyword('row') })), 'standard').blocks).toBe(3);
  });

  it('gives an unpainted grid cell way to its picture, placed in the same area with the same alignment', () => {
    const logo = icon(
      'fab fa-github',
      { width: px(120), 'align-self': keyword('center'), 'margin-top': px(2) },
      { mobile: { 'align-self': keyword('flex-start') } },
    );
    const cell = box([logo], { 'grid-column': keyword('2 / span 1'), 'grid-row': keyword('1 / span 1'), 'align-self': keyword('stretch') });
    const grid = box([cell], { display: keyword('grid'), 'grid-template-columns': keyword('1fr 1fr') });
    const reduced = markup(doc(box([grid])), 'standard');
    expect(reduced.blocks).toBe(markup(doc(box([grid])), null).blocks - 1);
    const css: string = JSON.parse(reduced.content.match(/<!-- wp:group (\{[^\n]*\}) -->\n<div[^>]*><\/div>/)![1]).style.css;
    expect(css).toContain('grid-column:2 / span 1 !important');
    expect(css).toContain('justify-self:center !important');
    expect(css).toContain('align-self:start !important');
    expect(css).toContain('margin-top:2px !important');
    // The cell, painted, keeps its own box: the picture becomes its layer instead.
    const painted = box([logo], { 'grid-column': keyword('2 / span 1'), 'grid-row': keyword('1 / span 1'), 'background-color': dark });
    expect(markup(doc(box([box([painted], { display: keyword('grid') })])), 'standard').content).toContain('background-position:center 2px');
  });
});
