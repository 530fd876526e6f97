import { ExportSettings } from '@pagelift/contract';
import { describe, expect, it } from 'vitest';
import type { IRContainer, IRDocument, IREmbed, IRNode, IRText, StyleMap } from '../../ir/types.ts';
import { keyword, percent, px } from '../../ir/values.ts';
import { serializeGutenberg, type GutenbergTemplate } from './index.ts';

const SVG = '<svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor"><path d="M5 12h14"/></svg>';
const violet = { type: 'color', r: 126, g: 58, b: 242, alpha: 1 } as const;
const arrow = (base: StyleMap = {}): IREmbed => ({
  kind: 'embed',
  html: SVG,
  reason: 'inline SVG',
  style: { base: { width: px(16), 'margin-top': px(4), 'margin-left': px(4), 'align-self': keyword('flex-start'), color: violet, ...base }, overrides: {} },
  hiddenAt: [],
  source: 'svg.arrow',
});
const label = (base: StyleMap = {}, html = '<a href="#more">Learn more</a>'): IRText => ({
  kind: 'text',
  html,
  style: { base: { 'line-height': px(24), width: keyword('auto'), 'margin-top': px(0), 'align-self': keyword('flex-start'), ...base }, overrides: {} },
  hiddenAt: [],
  source: 'a',
});
// Painted, so that the row stays a block of its own (row-text.ts folds a bare one into its text).
const row = (children: IRNode[], base: StyleMap = {}): IRContainer => ({
  kind: 'container',
  tag: 'div',
  children,
  style: { base: { 'flex-direction': keyword('row'), width: percent(100), 'background-color': violet, ...base }, overrides: {} },
  hiddenAt: [],
  source: 'div.row',
});
const doc = (r: IRContainer): IRDocument => ({
  root: { ...row([r], { 'flex-direction': keyword('column'), width: px(600) }), source: 'body' },
  breakpoints: ['desktop', 'tablet', 'mobile'],
  viewportWidths: [1440, 780, 360],
  fontFamilies: [],
});

function markup(d: IRDocument, reduceDomSize: 'standard' | 'advanced' | null): GutenbergTemplate {
  const settings = ExportSettings.parse({ exportType: 'entirePage', builder: 'gutenberg', reduceDomSize });
  return serializeGutenberg(d, { settings, breakpoints: { desktop: 1120, tablet: 780, mobile: 360 }, fontFaceCss: '', baseUrl: 'http://x/', onNote: () => {} })
    .template as GutenbergTemplate;
}

const cssOf = (content: string, name: string) => JSON.parse(content.match(new RegExp(`<!-- wp:${name} (\\{.*?\\}) -->`))![1]).style.css as string;

describe('Gutenberg: a row puts its trailing picture into the text before it as an inline image (Reduce DOM Size advanced)', () => {
  it('ends the text with the picture at its px size, after the gap, at its top offset in the line', () => {
    const d = doc(row([label(), arrow()], { 'column-gap': px(2) }));
    // Root, row, text, arrow.
    expect(markup(d, null).blocks).toBe(4);
    expect(markup(d, 'standard').blocks).toBe(4);
    const reduced = markup(d, 'advanced');
    expect(reduced.blocks).toBe(3);
    expect(reduced.content).toMatch(/<p[^>]*><a href="#more">Learn more<\/a><img src="data:image\/svg\+xml,[^"]+" alt=""\/><\/p>/);
    const css = cssOf(reduced.content, 'paragraph');
    // The gap (2) and the arrow's left margin (4) before it; its top margin (4) below the line's top.
    expect(css).toContain(
      '& img{width:16px !important;height:16px !important;display:inline-block !important;vertical-align:top !important;max-width:none !important;margin:4px 0 0 6px !important}',
    );
  });

  it('sizes a % wide picture from the row content width at each breakpoint', () => {
    // 600 px row: 4 % is 24 px, one 24 px line.
    const reduced = markup(doc(row([label(), arrow({ width: percent(4), 'margin-top': px(0) })])), 'advanced');
    expect(reduced.blocks).toBe(3);
    expect(cssOf(reduced.content, 'paragraph')).toContain('& img{width:24px !important;height:24px !important;');
  });

  it('keeps the picture apart where the row would lose height or place', () => {
    const kept = [
      // taller than the line at its offset
      doc(row([label(), arrow({ 'margin-top': px(10) })])),
      // a centred row
      doc(row([label(), arrow()], { 'justify-content': keyword('center') })),
      // a wrapping row: the picture may sit on a line of its own
      doc(row([label(), arrow()], { 'flex-wrap': keyword('wrap') })),
      // a text of set width may wrap: the picture was beside its first line, not after its last
      doc(row([label({ width: px(80) }), arrow()])),
      // a text with a break has more than one line
      doc(row([label({}, 'Learn<br>more'), arrow()])),
      // a picture centred in the row
      doc(row([label(), arrow({ 'align-self': keyword('center') })])),
      // a text padded on its right
      doc(row([label({ 'padding-right': px(8) }), arrow()])),
    ];
    for (const d of kept) expect(markup(d, 'advanced').blocks).toBe(4);
  });

  it('offsets the picture by the text top padding', () => {
    const reduced = markup(doc(row([label({ 'padding-top': px(2) }), arrow({ 'margin-top': px(6) })])), 'advanced');
    expect(reduced.blocks).toBe(3);
    expect(cssOf(reduced.content, 'paragraph')).toContain('margin:4px 0 0 4px !important');
  });
});
