import { ExportSettings } from '@pagelift/contract';
import { describe, expect, it } from 'vitest';
import type { IRContainer, IRDocument, IRHeading, IRIcon, IRNode, StyleMap } from '../../ir/types.ts';
import { keyword, percent, px } from '../../ir/values.ts';
import { serializeGutenberg, type GutenbergTemplate } from './index.ts';
import { irDoc as doc } from './test-ir.ts';

const purple = { type: 'color', r: 126, g: 58, b: 242, alpha: 1 } as const;
const icon = (base: StyleMap, overrides: Record<string, StyleMap> = {}): IRIcon => ({
  kind: 'icon',
  iconClass: 'fas fa-server',
  library: 'fa-solid',
  style: { base: { color: purple, width: px(48), 'align-self': keyword('flex-start'), ...base }, overrides },
  hiddenAt: [],
  source: 'svg',
});
const heading = (base: StyleMap = {}): IRHeading => ({
  kind: 'heading',
  level: 3,
  html: 'Uptime',
  style: { base: { width: percent(100), 'margin-top': px(8), ...base }, overrides: {} },
  hiddenAt: [],
  source: 'h3',
});
const box = (children: IRNode[]): IRContainer => ({
  kind: 'container',
  tag: 'div',
  children,
  style: { base: { 'flex-direction': keyword('column'), width: percent(100) }, overrides: {} },
  hiddenAt: [],
  source: 'div',
});

function markup(d: IRDocument, reduceDomSize: 'standard' | 'advanced' | null): GutenbergTemplate {
  const settings = ExportSettings.parse({ exportType: 'entirePage', builder: 'gutenberg', reduceDomSize });
  return serializeGutenberg(d, { settings, breakpoints: { desktop: 1120, tablet: 780, mobile: 360 }, fontFaceCss: '', baseUrl: 'http://x/', onNote: () => {} })
    .template as GutenbergTemplate;
}

describe('Gutenberg: a picture above a text is drawn by the text (Reduce DOM Size advanced)', () => {
  // fa-server's drawing is 448 x 512: 48 px wide, 54.86 px tall.
  it("draws the icon as the heading's ::before at its size, the gap below it as its margin, resized per breakpoint", () => {
    const d = doc(box([icon({ 'margin-top': px(4) }, { tablet: { width: px(40) } }), heading()]));
    // Root, icon, heading, and the breakpoints' stylesheet block.
    expect(markup(d, null).blocks).toBe(4);
    expect(markup(d, 'standard').blocks).toBe(4);
    const reduced = markup(d, 'advanced');
    expect(reduced.blocks).toBe(3);
    const attrs = JSON.parse(reduced.content.match(/<!-- wp:heading (\{.*?\}) -->/)![1]);
    expect(attrs.style.css).toContain('&{width:100% !important;margin-top:4px !important}');
    expect(attrs.style.css).toMatch(
      /&::before\{content:"" !important;display:block !important;width:48px !important;height:54.86px !important;margin:0 0 8px 0px !important;background:url\("data:image\/svg\+xml,/,
    );
    // The tablet size goes with the breakpoint's rules (the export's stylesheet block).
    expect(reduced.content).toMatch(/@media \(max-width: 780px\)\{\.[\w-]+::before\{width:40px !important;height:45.71px !important\}\}/);
  });

  it('keeps the picture apart from a text that paints, pads above its first line or is narrower than the column', () => {
    const painted = heading({ 'background-color': purple });
    const padded = heading({ 'padding-top': px(12) });
    const narrow = heading({ width: px(200) });
    for (const h of [painted, padded, narrow]) expect(markup(doc(box([icon({}), h])), 'advanced').blocks).toBe(3);
  });
});
