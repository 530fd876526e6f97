import { ExportSettings } from '@pagelift/contract';
import { describe, expect, it } from 'vitest';
import type { IRContainer, IRDocument, IREmbed, IRNode, IRText, StyleMap } from '../../ir/types.ts';
import { keyword, percent, px } from '../../ir/values.ts';
import { serializeGutenberg, type GutenbergTemplate } from './index.ts';

const SVG = '<svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor"><path d="M5 12h14"/></svg>';
const grey = { type: 'color', r: 107, g: 114, b: 128, alpha: 1 } as const;
const icon = (base: StyleMap = {}): IREmbed => ({
  kind: 'embed',
  html: SVG,
  reason: 'inline SVG',
  style: { base: { width: px(16), 'margin-top': px(2), 'align-self': keyword('flex-start'), color: grey, ...base }, overrides: {} },
  hiddenAt: [],
  source: 'svg',
});
const text = (base: StyleMap = {}): IRText => ({
  kind: 'text',
  html: 'Dashboard',
  style: { base: { 'line-height': px(20), width: keyword('auto'), 'margin-left': px(8), 'align-self': keyword('flex-start'), ...base }, overrides: {} },
  hiddenAt: [],
  source: 'span',
});
const row = (children: IRNode[], base: StyleMap = {}): IRContainer => ({
  kind: 'container',
  tag: 'div',
  children,
  style: {
    base: { 'flex-direction': keyword('row'), width: percent(100), 'padding-left': px(12), 'padding-top': px(6), 'margin-top': px(4), ...base },
    overrides: {},
  },
  hiddenAt: [],
  source: 'a.nav-link',
});
const doc = (r: IRContainer): IRDocument => ({
  root: {
    ...row([r], { 'flex-direction': keyword('column'), width: px(240), 'padding-left': px(0), 'padding-top': px(0), 'margin-top': px(0) }),
    source: 'aside',
  },
  breakpoints: ['desktop', 'tablet', 'mobile'],
  viewportWidths: [1440, 780, 360],
  fontFamilies: [],
});

function markup(d: IRDocument, reduceDomSize: 'standard' | 'advanced' | null): GutenbergTemplate {
  const settings = ExportSettings.parse({ exportType: 'entirePage', builder: 'gutenberg', reduceDomSize });
  return serializeGutenberg(d, { settings, breakpoints: { desktop: 1120, tablet: 780, mobile: 360 }, fontFaceCss: '', baseUrl: 'http://x/', onNote: () => {} })
    .template as GutenbergTemplate;
}

const attrsOf = (content: string, name: string) => JSON.parse(content.match(new RegExp(`<!-- wp:${name} (\\{.*?\\}) -->`))![1]);

describe('Gutenberg: a bare row left with its text only is that text (Reduce DOM Size advanced)', () => {
  it('a row whose leading icon went into its text: the text takes the row place, the row padding and the indent', () => {
    const d = doc(row([icon(), text()]));
    // Root, row, icon, text.
    expect(markup(d, null).blocks).toBe(4);
    const reduced = markup(d, 'advanced');
    expect(reduced.blocks).toBe(2);
    const p = attrsOf(reduced.content, 'paragraph');
    // The row's 12 px padding, then the hanging indent: the icon (16) and the text's own margin (8).
    expect(p.style.spacing.padding.left).toBe('36px');
    expect(p.style.css).toContain('text-indent:-24px !important');
    expect(p.style.css).toContain('&{width:100% !important;margin-top:4px !important;');
    expect(p.style.spacing.padding.top).toBe('6px');
    expect(reduced.content).toMatch(/<p[^>]*><img src="data:image\/svg\+xml,[^"]+" alt=""\/>Dashboard<\/p>/);
  });

  it('a row whose trailing icon went into its text: the text takes the row place, the row padding and its own margin', () => {
    const reduced = markup(
      doc(row([text({ 'margin-left': px(0), 'margin-top': px(1) }), icon({ 'margin-left': px(4), 'margin-right': px(180) })])),
      'advanced',
    );
    expect(reduced.blocks).toBe(2);
    const p = attrsOf(reduced.content, 'paragraph');
    expect(p.style.spacing.padding.left).toBe('12px');
    // The arrow's right margin (the rest of the row) would narrow the line: the row has its own width, the text takes it.
    expect(p.style.spacing.padding.right).toBe('0px');
    // The row's top margin and the text's add up, as in the row.
    expect(p.style.css).toContain('margin-top:5px !important');
    expect(reduced.content).toMatch(/<p[^>]*>Dashboard<img src="data:image\/svg\+xml,[^"]+" alt=""\/><\/p>/);
  });

  it('keeps the row where it paints, frames, holds more, or places its text elsewhere', () => {
    const kept = [
      doc(row([icon(), text()], { 'background-color': grey })),
      doc(row([icon(), text()], { 'border-bottom-width': px(1), 'border-bottom-style': keyword('solid') })),
      doc(row([icon(), text({ 'text-align': keyword('center') })])),
      doc(row([icon(), text(), icon()])),
    ];
    for (const d of kept) expect(markup(d, 'advanced').blocks).toBeGreaterThan(2);
  });
});
