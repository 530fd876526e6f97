import { ExportSettings } from '@pagelift/contract';
import { describe, expect, it } from 'vitest';
import type { IRDocument, IRImage, IRNode, StyleMap } from '../../ir/types.ts';
import { keyword, percent, px } from '../../ir/values.ts';
import { serializeGutenberg, type GutenbergTemplate } from './index.ts';
import { irDoc as doc, columnBox } from './test-ir.ts';

const logo = (base: StyleMap = {}, overrides: Record<string, StyleMap> = {}): IRImage => ({
  kind: 'image',
  src: 'http://x/logo.svg',
  alt: 'logo',
  style: { base: { width: px(206), 'align-self': keyword('center'), ...base }, overrides },
  hiddenAt: [],
  source: 'img.logo',
});
const box = (children: IRNode[], base: StyleMap = {}, overrides: Record<string, StyleMap> = {}) => columnBox(children, base, overrides, 'div.col');
const row = (children: IRNode[]) => box(children, { 'flex-direction': keyword('row'), width: px(1320) });
/** Bootstrap's `.col-md-3`: a quarter of the row, 12 px gutters, 16 px above. */
const cell = (child: IRNode, base: StyleMap = {}, overrides: Record<string, StyleMap> = {}) =>
  box([child], { width: percent(25), 'padding-left': px(12), 'padding-right': px(12), 'margin-top': px(16), ...base }, overrides);

function markup(d: IRDocument, reduceDomSize: 'standard' | null): GutenbergTemplate {
  const settings = ExportSettings.parse({ exportType: 'entirePage', builder: 'gutenberg', reduceDomSize });
  return serializeGutenberg(d, { settings, breakpoints: { desktop: 1120, tablet: 780, mobile: 360 }, fontFaceCss: '', baseUrl: 'http://x/', onNote: () => {} })
    .template as GutenbergTemplate;
}

const cssOf = (content: string) => JSON.parse(content.match(/<!-- wp:image (\{.*?\}) -->/)![1]).style.css as string;

describe('Gutenberg: a box that only pads a picture is the picture (Reduce DOM Size)', () => {
  it("puts the cell's place and padding on the figure and the logo's width and side on the img", () => {
    const d = doc(box([row([cell(logo(), {}, { mobile: { width: percent(100) } })])]));
    expect(markup(d, null).blocks).toBe(5);
    const reduced = markup(d, 'standard');
    // The page's <style> block (the cell's width at 360 px), root, row, image.
    expect(reduced.blocks).toBe(4);
    const css = cssOf(reduced.content);
    expect(css).toMatch(/&\{[^}]*width:25% !important/);
    expect(css).toMatch(/&\{[^}]*padding-left:12px !important/);
    expect(css).toMatch(/&\{[^}]*margin-top:16px !important/);
    expect(css).toMatch(/&\{[^}]*box-sizing:border-box !important/);
    expect(css).toMatch(/& img\{[^}]*width:206px !important;[^}]*margin-left:auto !important;margin-right:auto !important/);
    expect(css).not.toMatch(/& img\{[^}]*padding/);
    expect(reduced.content).toMatch(/@media \(max-width: 360px\)\{\.[\w-]+-\d+\{width:100% !important\}\}/);
  });

  it("adds the picture's space above and below to the figure's padding, and follows its width per breakpoint", () => {
    const reduced = markup(doc(box([row([cell(logo({ 'margin-top': px(8), 'align-self': keyword('flex-start') }, { mobile: { width: percent(100) } }))])])), 'standard');
    expect(reduced.blocks).toBe(4);
    expect(cssOf(reduced.content)).toMatch(/&\{[^}]*padding-top:8px !important/);
    expect(cssOf(reduced.content)).toMatch(/& img\{[^}]*width:206px !important;[^}]*margin-left:0 !important/);
    expect(reduced.content).toMatch(/@media \(max-width: 360px\)\{\.[\w-]+-\d+ img\{width:100% !important;margin-left:0 !important;margin-right:0 !important\}\}/);
  });

  it('keeps the box where it paints, holds a height, places the picture itself, or is not sized', () => {
    const white = { type: 'color', r: 255, g: 255, b: 255, alpha: 1 } as const;
    expect(markup(doc(box([row([cell(logo(), { 'background-color': white })])])), 'standard').blocks).toBe(4);
    expect(markup(doc(box([row([cell(logo(), { 'min-height': px(90) })])])), 'standard').blocks).toBe(4);
    expect(markup(doc(box([row([cell(logo(), { 'justify-content': keyword('center') })])])), 'standard').blocks).toBe(4);
    expect(markup(doc(box([row([cell(logo({ 'margin-left': px(10) }))])])), 'standard').blocks).toBe(4);
    expect(markup(doc(box([row([cell(logo({ position: keyword('absolute') }))])])), 'standard').blocks).toBe(4);
    expect(markup(doc(box([row([cell(logo(), { width: keyword('auto') })])])), 'standard').blocks).toBe(4);
    expect(markup(doc(box([row([cell(logo())])])), null).blocks).toBe(4);
  });
});
