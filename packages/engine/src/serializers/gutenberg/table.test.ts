import { ExportSettings } from '@pagelift/contract';
import { describe, expect, it } from 'vitest';
import type { IRContainer, IRDocument, IRNode, IRText, StyleMap } from '../../ir/types.ts';
import { keyword, percent, px } from '../../ir/values.ts';
import { serializeGutenberg, type GutenbergTemplate } from './index.ts';
import { irDoc as doc } from './test-ir.ts';

const white = { type: 'color', r: 255, g: 255, b: 255, alpha: 1 } as const;
const grey = { type: 'color', r: 240, g: 240, b: 240, alpha: 1 } as const;
const cell = (tag: 'th' | 'td', html: string, base: StyleMap = {}): IRText => ({
  kind: 'text',
  html,
  style: { base: { width: percent(50), 'padding-left': px(20), 'align-self': keyword('flex-start'), ...base }, overrides: {} },
  hiddenAt: [],
  source: tag,
});
const box = (source: string, children: IRNode[], base: StyleMap = {}): IRContainer => ({
  kind: 'container',
  tag: 'div',
  children,
  style: { base: { 'flex-direction': keyword('column'), width: percent(100), ...base }, overrides: {} },
  hiddenAt: [],
  source,
});
const tr = (cells: IRText[]) => box('tr', cells, { 'flex-direction': keyword('row') });

function markup(d: IRDocument, reduceDomSize: 'standard' | null): GutenbergTemplate {
  const settings = ExportSettings.parse({ exportType: 'entirePage', builder: 'gutenberg', reduceDomSize });
  return serializeGutenberg(d, { settings, breakpoints: { desktop: 1120, tablet: 780, mobile: 360 }, fontFaceCss: '', baseUrl: 'http://x/', onNote: () => {} })
    .template as GutenbergTemplate;
}

describe('Gutenberg: a source table is one core/table (Reduce DOM Size)', () => {
  const table = box('table.striped', [
    tr([cell('th', '#', { 'background-color': white }), cell('th', 'Heading', { 'background-color': white })]),
    tr([cell('th', '1', { 'background-color': grey }), cell('td', 'A &amp; <em>b</em>', { 'background-color': grey })]),
  ]);
  const d = doc(box('body', [table]));

  it('writes the rows and cells as one table block, each cell with its own look, the head row in thead', () => {
    const off = markup(d, null);
    const reduced = markup(d, 'standard');
    // Off: root + table + 2 rows as groups, 4 paragraphs.
    expect(off.blocks).toBe(8);
    expect(reduced.blocks).toBe(2);
    expect(reduced.content).toContain(
      '<table><thead><tr><th>#</th><th>Heading</th></tr></thead><tbody><tr><th>1</th><td>A &amp; <em>b</em></td></tr></tbody></table>',
    );
    const attrs = reduced.content.match(/<!-- wp:table (\{.*?\}) -->/)![1];
    expect(JSON.parse(attrs).hasFixedLayout).toBe(false);
    const css: string = JSON.parse(attrs).style.css;
    expect(css).toContain('& tbody tr:nth-child(1) > :nth-child(2){');
    expect(css).toMatch(/tbody tr:nth-child\(1\) > :nth-child\(2\)\{[^}]*background-color:#f0f0f0 !important/);
    expect(css).toMatch(/thead tr:nth-child\(1\) > :nth-child\(1\)\{width:50% !important;padding-left:20px !important/);
    // A cell is not a flex item any more: no placement of its own.
    expect(css).not.toMatch(/nth-child\(1\)\{[^}]*align-self/);
  });

  it('keeps rows of other content, uneven rows and linked cells as groups', () => {
    const uneven = box('table', [tr([cell('td', 'a'), cell('td', 'b')]), tr([cell('td', 'c')])]);
    const linked = box('table', [tr([{ ...cell('td', 'a'), link: { href: 'https://x/', newTab: false, nofollow: false } }])]);
    const notTable = box('div.grid', [tr([cell('td', 'a')])]);
    for (const t of [uneven, linked, notTable]) expect(markup(doc(box('body', [t])), 'standard').content).not.toContain('wp:table');
  });
});
