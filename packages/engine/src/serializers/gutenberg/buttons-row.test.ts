import { ExportSettings } from '@pagelift/contract';
import { describe, expect, it } from 'vitest';
import type { IRButton, IRContainer, IRDocument, IRNode, StyleMap } from '../../ir/types.ts';
import { keyword, percent, px } from '../../ir/values.ts';
import { serializeGutenberg, type GutenbergTemplate } from './index.ts';
import { irDoc as doc } from './test-ir.ts';

const blue = { type: 'color', r: 0, g: 0, b: 255, alpha: 1 } as const;
const button = (text: string, base: StyleMap = {}): IRButton => ({
  kind: 'button', text, link: { href: 'https://example.com/', newTab: false, nofollow: false }, style: { base: { 'background-color': blue, width: keyword('auto'), ...base }, overrides: {} }, hiddenAt: [], source: 'a.btn',
});
const box = (children: IRNode[], base: StyleMap = {}): IRContainer => ({
  kind: 'container', tag: 'div', children, style: { base: { 'flex-direction': keyword('column'), width: percent(100), ...base }, overrides: {} }, hiddenAt: [], source: 'div',
});

function markup(d: IRDocument, reduceDomSize: 'standard' | null): GutenbergTemplate {
  const settings = ExportSettings.parse({ exportType: 'entirePage', builder: 'gutenberg', reduceDomSize });
  return serializeGutenberg(d, { settings, breakpoints: { desktop: 1120, tablet: 780, mobile: 360 }, fontFaceCss: '', baseUrl: 'http://x/', onNote: () => {} })
    .template as GutenbergTemplate;
}

describe('Gutenberg: a box of buttons is one core/buttons (Reduce DOM Size)', () => {
  const row = box([button('One'), button('Two', { 'margin-left': px(16) })], { 'flex-direction': keyword('row'), 'padding-top': px(8), 'padding-left': px(26) });
  const d = doc(box([row]));

  it('writes the box as the core/buttons row holding every button, with the box look and each button placed', () => {
    const off = markup(d, null);
    const reduced = markup(d, 'standard');
    // Off: root group + box group + one core/buttons per button (2 × 2).
    expect(off.blocks).toBe(6);
    expect(reduced.blocks).toBe(4);
    const rows = reduced.content.match(/<!-- wp:buttons/g) ?? [];
    expect(rows).toHaveLength(1);
    const css = reduced.content.match(/<!-- wp:buttons (\{.*?\}) -->/)![1];
    expect(css).toMatch(/padding-left:26px !important/);
    expect(css).toMatch(/flex-direction:row !important/);
    expect(css).toMatch(/gap:0 !important/);
    // The second button keeps its margin, now on its own core/button.
    const second = reduced.content.split('<!-- wp:button ')[2];
    expect(second).toContain('margin-left:16px !important}');
  });

  it('keeps a box that holds anything besides buttons, and the root, as groups', () => {
    const mixed = doc(box([box([button('One'), { ...button('x'), kind: 'text', html: 'x' } as unknown as IRNode])]));
    expect(markup(mixed, 'standard').content.match(/<!-- wp:group/g)).toHaveLength(2);
    const rootOnly = doc(box([button('One')]));
    expect(markup(rootOnly, 'standard').content).toMatch(/^<!-- wp:group/);
  });

  it('a grid of buttons is one core/buttons laid out as that grid, each button in its cell', () => {
    const cell = (text: string, column: string) => button(text, { width: percent(100), 'align-self': keyword('stretch'), 'grid-column': keyword(column) });
    const grid = box([cell('One', '1 / span 1'), cell('Two', '2 / span 1')], { display: keyword('grid'), 'grid-template-columns': keyword('386px 386px'), 'column-gap': px(24) });
    const reduced = markup(doc(box([grid])), 'standard');
    expect(reduced.blocks).toBe(4);
    const css = JSON.parse(reduced.content.match(/<!-- wp:buttons (\{.*?\}) -->/)![1]).style.css as string;
    expect(css).toContain('display:grid !important');
    expect(css).toContain('grid-template-columns:386px 386px !important');
    expect(css).toContain('column-gap:24px !important');
    expect(css).not.toContain('gap:0 !important');
    expect(reduced.content.split('<!-- wp:button ')[2]).toContain('grid-column:2 / span 1 !important');
  });

  it('stacked buttons in a column share one core/buttons laid out as that column, each keeping its place', () => {
    const faq = box([{ kind: 'text', html: 'FAQ', style: { base: { width: percent(100) }, overrides: {} }, hiddenAt: [], source: 'h2' } as IRNode,
      button('One', { width: percent(100), 'margin-top': px(8) }), button('Two', { width: percent(100), 'margin-top': px(8) }), button('Three')], { 'row-gap': px(4) });
    const d2 = doc(box([faq]));
    // Off: root, box, text, and a core/buttons around each of the three buttons.
    expect(markup(d2, null).blocks).toBe(9);
    const reduced = markup(d2, 'standard');
    expect(reduced.blocks).toBe(7);
    const attrs = JSON.parse(reduced.content.match(/<!-- wp:buttons (\{.*?\}) -->/)![1]);
    expect(attrs.layout).toEqual({ type: 'flex', orientation: 'vertical', justifyContent: 'left' });
    expect(attrs.style.css).toContain('flex-direction:column !important');
    // The box's row gap stays between the buttons.
    expect(attrs.style.css).toContain('gap:4px !important');
    expect(reduced.content.split('<!-- wp:button ')[2]).toMatch(/width:100% !important;margin-top:8px !important/);
  });

  it('leaves a lone button, buttons in a row, and buttons shown at other widths on their own', () => {
    expect(markup(doc(box([box([button('One')])])), 'standard').content.match(/<!-- wp:buttons/g)).toHaveLength(1);
    const hidden = { ...button('Two'), hiddenAt: ['mobile'] };
    const text = { kind: 'text', html: 'x', style: { base: {}, overrides: {} }, hiddenAt: [], source: 'p' } as IRNode;
    expect(markup(doc(box([box([text, button('One'), hidden])])), 'standard').content.match(/<!-- wp:buttons/g)).toHaveLength(2);
    const moved = button('Two', { 'flex-order': { type: 'unit', value: 2, unit: 'number' } });
    expect(markup(doc(box([box([text, button('One'), moved])])), 'standard').content.match(/<!-- wp:buttons/g)).toHaveLength(2);
    expect(markup(doc(box([box([text, button('One'), button('Two')], { 'flex-direction': keyword('row') })])), 'standard').content.match(/<!-- wp:buttons/g)).toHaveLength(2);
  });
});
