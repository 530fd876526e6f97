// Unit checks of the markup details WordPress is strict about; validity against the real block code
// is corpus.test.ts.
import { ExportSettings } from '@pagelift/contract';
import { describe, expect, it } from 'vitest';
import type { IRContainer, IRDocument, IRNode, StyleMap } from '../../ir/types.ts';
import { keyword, percent, px } from '../../ir/values.ts';
import { serializerFor } from '../index.ts';
import { countBlocks, serializeGutenberg, type GutenbergTemplate } from './index.ts';
import { serializeAttributes } from './markup.ts';
import { fixedFontSize } from './styles.ts';

const black = { type: 'color', r: 0, g: 0, b: 0, alpha: 1 } as const;
const text = (html: string, base: StyleMap = {}, overrides: Record<string, StyleMap> = {}): IRNode => ({
  kind: 'text', html, style: { base: { color: black, 'font-size': px(16), width: percent(100), ...base }, overrides }, hiddenAt: [], source: 'p',
});
const root = (children: IRNode[], base: StyleMap = {}): IRContainer => ({
  kind: 'container', tag: 'section', children, style: { base: { 'flex-direction': keyword('column'), width: percent(100), ...base }, overrides: {} }, hiddenAt: [], source: 'section',
});
const doc = (r: IRContainer): IRDocument => ({ root: r, breakpoints: ['desktop', 'tablet', 'mobile'], fontFamilies: [] });

function run(d: IRDocument, input: Record<string, unknown> = {}, fontFaceCss = '') {
  const settings = ExportSettings.parse({ exportType: 'entirePage', builder: 'gutenberg', ...input });
  const notes: string[] = [];
  const r = serializeGutenberg(d, { settings, breakpoints: { desktop: 1120, tablet: 780, mobile: 360 }, fontFaceCss, baseUrl: 'http://x/', onNote: (f) => notes.push(f) });
  return { ...r, template: r.template as GutenbergTemplate, notes };
}

describe('Gutenberg serializer', () => {
  it('is the registered serializer for gutenberg, with per-block CSS capabilities', () => {
    const s = serializerFor('gutenberg');
    expect(s.builders).toEqual(['gutenberg']);
    expect(s.capabilities('gutenberg').customCss).toBe(true);
    expect(s.devices('gutenberg')).toEqual(['desktop', 'tablet', 'mobile']);
  });

  it('escapes comment JSON as WordPress does', () => {
    expect(serializeAttributes({ a: '--<b>&"' })).toBe('{"a":"\\u002d\\u002d\\u003cb\\u003e\\u0026\\u0022"}');
  });

  it('writes font sizes the theme\'s fluid typography leaves alone', () => {
    expect(fixedFontSize('48px')).toBe('clamp(48px, 48px, 48px)');
  });

  it('writes preset-free style attributes and the same values inline', () => {
    const { template, counts } = run(doc(root([text('Hello <strong>world</strong>', { 'padding-top': px(4), 'padding-right': px(0), 'padding-bottom': px(4), 'padding-left': px(0) })])));
    expect(template.content).toContain('<!-- wp:group {"tagName":"section","align":"full"');
    expect(template.content).toContain('"layout":{"type":"flex","orientation":"vertical","justifyContent":"left","verticalAlignment":"top"}');
    expect(template.content).toContain('"blockGap":"0px"');
    expect(template.content).toMatch(/<!-- wp:paragraph \{"style":\{"color":\{"text":"#000000"\},"typography":\{"fontSize":"clamp\(16px, 16px, 16px\)"\}/);
    expect(template.content).toContain('style="color:#000000;font-size:clamp(16px, 16px, 16px);padding-top:4px;padding-right:0px;padding-bottom:4px;padding-left:0px"');
    expect(template.content).toContain('>Hello <strong>world</strong></p>');
    expect(template.content).not.toMatch(/has-[a-z-]+-color has-text-color|var:preset/);
    expect(counts).toEqual({ nativeWidgets: 1, containers: 1, fallbacks: 0 });
    expect(template.blocks).toBe(countBlocks(template.content));
    expect(template.blocks).toBe(2);
  });

  it('puts desktop-only rules in style.css and every breakpoint rule in one scoped stylesheet', () => {
    const d = doc(root([text('a', { 'text-align': keyword('center') }, { tablet: { 'font-size': px(12) } }), text('b', {}, { mobile: { 'margin-top': px(8) } })]));
    const { template } = run(d);
    expect(template.content).toContain('"css":"\\u0026{width:100% !important;text-align:center !important}\\u0026 a{text-decoration:inherit !important}"');
    expect(template.content.match(/<!-- wp:html -->/g)).toHaveLength(1);
    expect(template.content).toMatch(/<style>@media \(max-width: 780px\)\{\.pl-[0-9a-f]{6}-1\{font-size:12px !important\}\}\n@media \(max-width: 360px\)\{\.pl-[0-9a-f]{6}-2\{margin-top:8px !important\}\}<\/style>/);
    const older = run(d, { gutenbergCss: 'stylesheet' }).template.content;
    expect(older).not.toContain('"css"');
    expect(older).toMatch(/<style>\.pl-[0-9a-f]{6}-1\{width:100% !important;text-align:center !important\}\.pl-[0-9a-f]{6}-1 a\{text-decoration:inherit !important\}@media \(max-width: 780px\)/);
    // The free licence exports no breakpoint rules.
    expect(run(d, { responsive: false }).template.content).not.toContain('@media');
  });

  it('guards text against wptexturize and keeps @font-face where the panel asks', () => {
    const d = doc(root([text('fast - no "quotes"')]));
    const embedded = run(d, {}, '@font-face{font-family:X}');
    expect(embedded.template.content).toContain('fast &#45; no &#34;quotes&#34;');
    expect(embedded.template.content).toContain('<style>@font-face{font-family:X}</style>');
    expect(embedded.fontFace).toBe('');
    const copied = run(d, { copyFontface: 'copy' }, '@font-face{font-family:X}');
    expect(copied.template.content).not.toContain('@font-face');
    expect(copied.fontFace).toBe('@font-face{font-family:X}');
  });

  it('falls back per node to core/html, counted', () => {
    const embed: IRNode = { kind: 'embed', html: '<svg></svg>', reason: 'inline SVG', style: { base: { width: px(20) }, overrides: {} }, hiddenAt: [], source: 'svg' };
    const { template, counts, notes } = run(doc(root([embed, text('x')])));
    expect(template.content).toContain('<!-- wp:html -->\n<div class="pl-');
    expect(template.content).toContain('style="width:20px"><svg></svg></div>');
    expect(counts.fallbacks).toBe(1);
    expect(notes).toContain('inline SVG');
  });
});
