import { ExportSettings } from '@pagelift/contract';
import { describe, expect, it } from 'vitest';
import type { IRContainer, IRDocument, IRNode, StyleMap } from '../../ir/types.ts';
import { keyword, percent, px } from '../../ir/values.ts';
import { serializeGutenberg, type GutenbergTemplate } from './index.ts';
import { irDoc as doc } from './test-ir.ts';

const white = { type: 'color', r: 255, g: 255, b: 255, alpha: 1 } as const;
const pad = (v: number, h: number): StyleMap => ({ 'padding-top': px(v), 'padding-bottom': px(v), 'padding-left': px(h), 'padding-right': px(h) });
const link = (text: string, base: StyleMap = {}, hiddenAt: string[] = ['tablet', 'mobile']): IRNode =>
  ({
    kind: 'text',
    html: text,
    link: { href: `https://example.com/${text}`, newTab: false, nofollow: false },
    style: { base: { color: white, 'font-size': px(12), width: px(80), 'align-self': keyword('stretch'), ...pad(24, 16), ...base }, overrides: {} },
    hiddenAt,
    source: 'a.nav-link',
  }) as IRNode;
const box = (children: IRNode[], base: StyleMap = {}, hiddenAt: string[] = []): IRContainer => ({
  kind: 'container',
  tag: 'div',
  children,
  style: { base: { 'flex-direction': keyword('column'), width: percent(100), ...base }, overrides: {} },
  hiddenAt,
  source: 'ul.navbar-nav',
});
const row = (children: IRNode[], base: StyleMap = {}) => box(children, { 'flex-direction': keyword('row'), width: px(400), ...base }, ['tablet', 'mobile']);

function markup(d: IRDocument, reduceDomSize: 'standard' | 'advanced' | null): GutenbergTemplate {
  const settings = ExportSettings.parse({ exportType: 'entirePage', builder: 'gutenberg', reduceDomSize });
  return serializeGutenberg(d, { settings, breakpoints: { desktop: 1120, tablet: 780, mobile: 360 }, fontFaceCss: '', baseUrl: 'http://x/', onNote: () => {} })
    .template as GutenbergTemplate;
}

describe('Gutenberg: advanced writes same-look texts side by side as one paragraph (Reduce DOM Size)', () => {
  it("makes a navbar's links one paragraph, each link an inline block of its own width, padding and margins", () => {
    const d = doc(box([row([link('Home'), link('About', { width: px(90), 'margin-left': px(8) }), link('Contact')])]));
    expect(markup(d, 'standard').blocks).toBe(6);
    const reduced = markup(d, 'advanced');
    // The page's <style> (the row hidden below the desktop), root, one paragraph standing for the row and its links.
    expect(reduced.blocks).toBe(3);
    const p = reduced.content.match(/<!-- wp:paragraph (\{.*?\}) -->\n<p[^>]*>(.*?)<\/p>/)!;
    expect(p[2]).toBe(
      '<a href="https://example.com/Home" style="display:inline-block;vertical-align:top;box-sizing:border-box;white-space:normal;width:80px;padding:24px 16px 24px 16px;margin:0 0px 0 0px">Home</a>' +
        '<a href="https://example.com/About" style="display:inline-block;vertical-align:top;box-sizing:border-box;white-space:normal;width:90px;padding:24px 16px 24px 16px;margin:0 0px 0 8px">About</a>' +
        '<a href="https://example.com/Contact" style="display:inline-block;vertical-align:top;box-sizing:border-box;white-space:normal;width:80px;padding:24px 16px 24px 16px;margin:0 0px 0 0px">Contact</a>',
    );
    const css = JSON.parse(p[1]).style.css as string;
    // The row's place, the links on one line from its start.
    expect(css).toContain('width:400px !important');
    expect(css).toContain('text-align:left !important');
    expect(css).toContain('white-space:nowrap !important');
  });

  it("keeps the row's side for the links, and keeps a row that paints or holds more as a group around the paragraph", () => {
    const end = markup(doc(box([row([link('Home'), link('About')], { 'justify-content': keyword('flex-end') })])), 'advanced');
    expect(end.blocks).toBe(3);
    expect(end.content).toContain('text-align:right !important');
    const painted = markup(doc(box([row([link('Home'), link('About')], { 'background-color': white })])), 'advanced');
    expect(painted.blocks).toBe(4);
    // As wide as the links together, on one line, in the painted row.
    expect(painted.content).toContain('width:160px !important');
    const brand = { ...link('Brand', { 'font-size': px(20) }), link: undefined } as IRNode;
    expect(markup(doc(box([row([brand, link('Home'), link('About')])])), 'advanced').blocks).toBe(5);
  });

  it('keeps texts of another look, shown at other widths, or in a spaced-out row apart', () => {
    const bold = link('About', { 'font-weight': { type: 'unit', value: 700, unit: 'number' } });
    expect(markup(doc(box([row([link('Home'), bold])])), 'advanced').content.match(/<!-- wp:paragraph/g)).toHaveLength(2);
    expect(markup(doc(box([row([link('Home'), link('About', {}, ['mobile'])])])), 'advanced').content.match(/<!-- wp:paragraph/g)).toHaveLength(2);
    const spaced = row([link('Home'), link('About')], { 'justify-content': keyword('space-between') });
    expect(markup(doc(box([spaced])), 'advanced').content.match(/<!-- wp:paragraph/g)).toHaveLength(2);
    expect(markup(doc(box([row([link('Home'), link('About')])])), 'standard').content.match(/<!-- wp:paragraph/g)).toHaveLength(2);
  });
});
