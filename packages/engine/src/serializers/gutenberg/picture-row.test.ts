import { ExportSettings } from '@pagelift/contract';
import { describe, expect, it } from 'vitest';
import type { IRContainer, IRDocument, IREmbed, IRNode, IRText, StyleMap } from '../../ir/types.ts';
import { keyword, percent, px } from '../../ir/values.ts';
import { serializeGutenberg, type GutenbergTemplate } from './index.ts';

const SVG = '<svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor"><path d="M3 3h18v18H3z"/></svg>';
const grey = { type: 'color', r: 123, g: 143, b: 163, alpha: 1 } as const;
const picture = (base: StyleMap = {}): IREmbed => ({
  kind: 'embed',
  html: SVG,
  reason: 'inline SVG',
  style: { base: { width: percent(8.54), 'margin-top': px(1), 'align-self': keyword('flex-start'), color: grey, ...base }, overrides: {} },
  hiddenAt: [],
  source: 'svg.icon',
});
const label = (base: StyleMap = {}): IRText => ({
  kind: 'text',
  html: 'Calendar',
  style: {
    base: { 'line-height': px(18.57), width: keyword('auto'), 'margin-top': px(0.72), 'margin-left': px(10), 'align-self': keyword('flex-start'), ...base },
    overrides: {},
  },
  hiddenAt: [],
  source: 'span',
});
const row = (children: IRNode[], base: StyleMap = {}): IRContainer => ({
  kind: 'container',
  tag: 'a',
  children,
  style: {
    base: { 'flex-direction': keyword('row'), width: percent(100), 'padding-left': px(12), 'padding-right': px(12), 'padding-top': px(6), ...base },
    overrides: {},
  },
  hiddenAt: [],
  source: 'a.nav-link',
});
// A 234.8 px sidebar: the row's content box is 210.8 px, the icon 8.54 % of it (18 px) at every width.
const doc = (r: IRContainer): IRDocument => ({
  root: {
    ...row([r], { 'flex-direction': keyword('column'), 'padding-left': px(0), 'padding-right': px(0), 'padding-top': px(0), width: px(234.8) }),
    tag: 'div',
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

const cssOf = (content: string, name: string) => JSON.parse(content.match(new RegExp(`<!-- wp:${name} (\\{.*?\\}) -->`))![1]).style.css as string;

describe('Gutenberg: a row puts its leading picture into its text as an inline image (Reduce DOM Size advanced)', () => {
  it('starts the text with the picture at its px size and top offset, a hanging indent keeping every line in place', () => {
    // A painted row stays (row-text.ts folds a bare one into its text).
    const d = doc(row([picture(), label()], { 'column-gap': px(2), 'background-color': grey }));
    // Root, row, icon, text.
    expect(markup(d, null).blocks).toBe(4);
    expect(markup(d, 'standard').blocks).toBe(4);
    const reduced = markup(d, 'advanced');
    expect(reduced.blocks).toBe(3);
    expect(reduced.content).toMatch(/<p[^>]*><img src="data:image\/svg\+xml,[^"]+" alt=""\/>Calendar<\/p>/);
    const css = cssOf(reduced.content, 'paragraph');
    // 8.54 % of the row's 210.8 px content box is 18 px; then the icon's right margin (0), the row's gap (2) and the text's own margin (10).
    expect(css).toContain('padding-left:30px !important;text-indent:-30px !important');
    expect(css).toContain('margin-left:0px !important');
    expect(css).toContain(
      '& img{width:18px !important;height:18px !important;display:inline-block !important;vertical-align:top !important;max-width:none !important;margin:0.28px 12px 0 0 !important}',
    );
    // The row itself is drawn as before.
    expect(reduced.content.match(/<!-- wp:group (\{.*?\}) -->/g)![1]).toBe(markup(d, null).content.match(/<!-- wp:group (\{.*?\}) -->/g)![1]);
  });

  it('keeps the picture apart where the row would lose height or place: a taller icon, a centred row, a centred text, a text padded on its right', () => {
    const kept = [
      doc(row([picture({ width: percent(20) }), label()])),
      doc(row([picture(), label()], { 'justify-content': keyword('center') })),
      doc(row([picture(), label({ 'align-self': keyword('center') })])),
      doc(row([picture(), label({ width: px(120), 'padding-right': px(4) })])),
    ];
    for (const d of kept) expect(markup(d, 'advanced').blocks).toBe(4);
  });

  it('widens a text of % width by the indent, its box border-box', () => {
    const reduced = markup(doc(row([picture(), label({ width: percent(76.41) })])), 'advanced');
    expect(reduced.blocks).toBe(3);
    const css = cssOf(reduced.content, 'paragraph');
    // The icon (18 px) and the text's own margin (10): the text's box grows by as much as it moves in.
    expect(css).toContain('&{width:calc(76.41% + 28px) !important;');
    expect(css).toContain('padding-left:28px !important;text-indent:-28px !important;box-sizing:border-box !important}');
  });
});
