import { ExportSettings } from '@pagelift/contract';
import { describe, expect, it } from 'vitest';
import type { IRDocument, IREmbed, IRNode, StyleMap } from '../../ir/types.ts';
import { keyword, percent, px } from '../../ir/values.ts';
import { serializeGutenberg, type GutenbergTemplate } from './index.ts';
import { irDoc as doc, columnBox } from './test-ir.ts';

const field = (base: StyleMap = {}): IREmbed => ({
  kind: 'embed',
  reason: 'form field',
  html: '<input type="email" style="width:100%">',
  style: { base: { width: percent(100), ...base }, overrides: {} },
  hiddenAt: [],
  source: 'input',
});
const box = (children: IRNode[], base: StyleMap = {}, overrides: Record<string, StyleMap> = {}) => columnBox(children, base, overrides, 'div.col');
const row = (children: IRNode[]) => box(children, { 'flex-direction': keyword('row'), width: px(660) });
const cell = (child: IRNode, base: StyleMap = {}, overrides: Record<string, StyleMap> = {}) =>
  box([child], { width: percent(80), 'align-self': keyword('stretch'), 'padding-left': px(12), 'padding-right': px(12), ...base }, overrides);

function markup(d: IRDocument, reduceDomSize: 'standard' | null): GutenbergTemplate {
  const settings = ExportSettings.parse({ exportType: 'entirePage', builder: 'gutenberg', reduceDomSize });
  return serializeGutenberg(d, { settings, breakpoints: { desktop: 1120, tablet: 780, mobile: 360 }, fontFaceCss: '', baseUrl: 'http://x/', onNote: () => {} })
    .template as GutenbergTemplate;
}

describe('Gutenberg: a box that only pads a form field is the field (Reduce DOM Size)', () => {
  it("puts the column's place and padding on the field's own div, sized by its border box", () => {
    const d = doc(box([row([cell(field(), {}, { mobile: { width: percent(100) } })])]));
    expect(markup(d, null).blocks).toBe(5);
    const reduced = markup(d, 'standard');
    // Off: the page's <style> block (the cell's width at 360 px), 3 groups, the field; the field's own <style> carries that rule now.
    expect(reduced.blocks).toBe(3);
    const div = reduced.content.match(/<div class="[^"]*-h\d+" style="([^"]*)">/)![1];
    expect(div).toContain('width:80%');
    expect(div).toContain('align-self:stretch');
    expect(div).toContain('padding-right:12px');
    expect(div).toContain('padding-left:12px');
    expect(div).toContain('box-sizing:border-box');
    expect(reduced.content).toMatch(/@media \(max-width: 360px\)\{\.[\w-]+-h\d+\{width:100% !important\}\}/);
  });

  it('keeps the box where it paints, the field does not fill it, or the field is drawn natively', () => {
    const white = { type: 'color', r: 255, g: 255, b: 255, alpha: 1 } as const;
    const painted = doc(box([row([cell(field(), { 'background-color': white })])]));
    expect(markup(painted, 'standard').blocks).toBe(4);
    expect(markup(doc(box([row([cell(field({ 'margin-top': px(8) }))])])), 'standard').blocks).toBe(4);
    expect(markup(doc(box([row([cell(field(), { 'min-height': px(90) })])])), 'standard').blocks).toBe(4);
    expect(markup(doc(box([row([cell(field({ width: px(200) }))])])), 'standard').blocks).toBe(4);
    const svg = { ...field(), reason: 'inline SVG', html: '<svg viewBox="0 0 1 1"></svg>' };
    expect(markup(doc(box([row([cell(svg)])])), 'standard').content).not.toMatch(/padding-left:12px;padding-bottom/);
  });
  it('takes a textarea the code block cannot draw (a message field with a placeholder), never one it draws', () => {
    const message = { ...field(), reason: 'textarea', html: '<div><textarea placeholder="Your Message *"></textarea><div class="invalid"></div></div>' };
    expect(markup(doc(box([row([cell(message)])])), 'standard').blocks).toBe(3);
    const sample = { ...field(), reason: 'textarea', html: '<textarea style="border:1px solid #ccc">.box { display: flex; }</textarea>' };
    expect(markup(doc(box([row([cell(sample)])])), 'standard').content).toContain('wp:code');
    expect(markup(doc(box([row([cell(sample)])])), 'standard').blocks).toBe(4);
  });
});
