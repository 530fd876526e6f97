import { ExportSettings } from '@pagelift/contract';
import { describe, expect, it } from 'vitest';
import type { IRContainer, IRDocument, IRNode, StyleMap } from '../../ir/types.ts';
import { keyword, percent, px } from '../../ir/values.ts';
import { serializeGutenberg, type GutenbergTemplate } from './index.ts';
import { irDoc as doc, columnBox as box } from './test-ir.ts';

const link = (text: string, base: StyleMap): IRNode =>
  ({ kind: 'text', html: `<a href="#">${text}</a>`, style: { base: { 'align-self': keyword('stretch'), ...base }, overrides: {} }, hiddenAt: [], source: 'a.nav-link' }) as IRNode;
/** Bootstrap's navbar: the brand, then the collapse wrapper (the rest of the bar) with the links' list at its end. */
const links = (base: StyleMap = {}, items = [link('Home', { width: percent(50) }), link('About', { width: px(152), 'margin-left': px(16) })]) =>
  box(items, { 'flex-direction': keyword('row'), width: px(336), 'align-self': keyword('flex-end'), ...base });
const wrapper = (row: IRContainer, base: StyleMap = {}) => box([row], { width: percent(84), 'margin-left': px(16), 'align-self': keyword('stretch'), ...base });
const navbar = (child: IRContainer) =>
  box([{ kind: 'text', html: 'Brand', style: { base: { width: keyword('auto') }, overrides: {} }, hiddenAt: [], source: 'a' } as IRNode, child], { 'flex-direction': keyword('row'), width: px(1320) });

function markup(d: IRDocument, reduceDomSize: 'standard' | null): GutenbergTemplate {
  const settings = ExportSettings.parse({ exportType: 'entirePage', builder: 'gutenberg', reduceDomSize });
  return serializeGutenberg(d, { settings, breakpoints: { desktop: 1120, tablet: 780, mobile: 360 }, fontFaceCss: '', baseUrl: 'http://x/', onNote: () => {} })
    .template as GutenbergTemplate;
}
const cssOf = (content: string, k: number) => JSON.parse([...content.matchAll(/<!-- wp:(?:group|paragraph) (\{.*?\}) -->/g)][k][1]).style.css as string;

describe('Gutenberg: a box that only puts one row at its end is that row (Reduce DOM Size)', () => {
  it("gives the links' row the wrapper's place, pushes the links to its end and keeps their widths in px", () => {
    const d = doc(box([navbar(wrapper(links()))]));
    expect(markup(d, null).blocks).toBe(7);
    const reduced = markup(d, 'standard');
    expect(reduced.blocks).toBe(6);
    // root, navbar, brand, the links' row, Home, About.
    const row = cssOf(reduced.content, 3);
    expect(row).toContain('width:84% !important');
    expect(row).toContain('margin-left:16px !important');
    expect(row).toContain('justify-content:flex-end !important');
    // The wrapper was stretched, the row at its top: the row is not.
    expect(row).toContain('align-self:flex-start !important');
    // 50 % of the row's 336 px.
    expect(cssOf(reduced.content, 4)).toContain('width:168px !important');
    expect(cssOf(reduced.content, 5)).toContain('width:152px !important');
  });

  it('keeps the wrapper where the links do not fill their row, it paints, or the links may grow', () => {
    expect(markup(doc(box([navbar(wrapper(links({ width: px(400) })))])), 'standard').blocks).toBe(7);
    const white = { type: 'color', r: 255, g: 255, b: 255, alpha: 1 } as const;
    expect(markup(doc(box([navbar(wrapper(links(), { 'background-color': white }))])), 'standard').blocks).toBe(7);
    const growing = links({}, [link('Home', { width: percent(50), 'flex-size': keyword('grow') }), link('About', { width: px(152), 'margin-left': px(16) })]);
    expect(markup(doc(box([navbar(wrapper(growing))])), 'standard').blocks).toBe(7);
  });
});
