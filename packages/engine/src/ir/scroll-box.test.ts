import { afterAll, describe, expect, it } from 'vitest';
import { closeEnginePool } from '../index.ts';
import { exportServedPage, exportedElements } from '../test-support.ts';
import type { ComputedStyle } from '../extract/styled-tree.ts';
import type { Draft } from './build-support.ts';
import { cutsContent } from './scroll-box.ts';

const style = (extra: Record<string, string> = {}) =>
  ({
    display: 'block', position: 'static', 'overflow-y': 'visible',
    'padding-top': '0px', 'padding-right': '0px', 'padding-bottom': '0px', 'padding-left': '0px',
    'border-top-width': '0px', 'border-right-width': '0px', 'border-bottom-width': '0px', 'border-left-width': '0px',
    ...extra,
  }) as unknown as ComputedStyle;

function draft(box: { x: number; y: number; w: number; h: number }, kind: 'container' | 'text', cs?: ComputedStyle, children: Draft[] = []): Draft {
  return {
    ir: { kind, style: { base: {}, overrides: {} }, hiddenAt: [], source: kind } as unknown as Draft['ir'],
    perBp: [{}], boxes: [box], position: [undefined], styles: [cs], children, visual: false,
  };
}

/** Bootflat's option list: ten 37 px rows in a 260 px box that scrolls, with 5 px of padding. */
const rows = (n: number, top = 5) => Array.from({ length: n }, (_, k) => draft({ x: 0, y: top + 37 * k, w: 300, h: 37 }, 'text'));
const list = (cs: ComputedStyle, n = 10) => draft({ x: 0, y: 0, w: 300, h: 260 }, 'container', cs, rows(n));

describe('cutsContent', () => {
  it('finds a box that scrolls content reaching past its bottom', () => {
    expect(cutsContent(list(style({ 'overflow-y': 'auto', 'padding-top': '5px', 'padding-bottom': '5px' })), 0)).toBe(true);
    expect(cutsContent(list(style({ 'overflow-y': 'scroll' })), 0)).toBe(true);
  });
  it('leaves a box that only clips (slimScroll\'s overflow: hidden): it stays free to grow', () => {
    expect(cutsContent(list(style({ 'overflow-y': 'hidden' })), 0)).toBe(false);
  });
  it('leaves a box whose content overflows visibly: a builder container grows to hold it, as the page shows', () => {
    expect(cutsContent(list(style()), 0)).toBe(false);
  });
  it('leaves a scroll box whose content and bottom padding fit (seven rows end at 264 px, the padding at 269)', () => {
    const fits = draft({ x: 0, y: 0, w: 300, h: 269 }, 'container', style({ 'overflow-y': 'auto', 'padding-top': '5px', 'padding-bottom': '5px' }), rows(7));
    expect(cutsContent(fits, 0)).toBe(false);
    fits.boxes[0] = { ...fits.boxes[0]!, h: 264 };
    expect(cutsContent(fits, 0)).toBe(true);
  });
  it('counts in-flow children only: a positioned one does not make the container grow', () => {
    const box = list(style({ 'overflow-y': 'auto' }), 6);
    const blob = draft({ x: 0, y: 200, w: 300, h: 400 }, 'container', style());
    blob.position[0] = 'absolute';
    box.children.push(blob);
    expect(cutsContent(box, 0)).toBe(false);
  });
  it('leaves widgets and breakpoints where the box is not shown', () => {
    const hidden = list(style({ 'overflow-y': 'auto' }));
    hidden.perBp[0] = undefined;
    expect(cutsContent(hidden, 0)).toBe(false);
    expect(cutsContent(draft({ x: 0, y: 0, w: 300, h: 20 }, 'text', style({ 'overflow-y': 'auto' })), 0)).toBe(false);
  });
});

describe('a scroll box, exported (real Chromium render)', () => {
  const PAGE = `<!doctype html><html><head><style>
    body { margin: 0; font: 14px/20px sans-serif; }
    .options { max-height: 100px; overflow: auto; border: 1px solid #ccc; }
    .options div { padding: 5px; }
  </style></head><body>
    <div class="options">${Array.from({ length: 10 }, (_, k) => `<div>Option ${k + 1}</div>`).join('')}</div>
    <p>After the list</p>
  </body></html>`;

  it('holds the list at its source height: a one-cell grid whose row is the content height, the rows inside', async () => {
    const { elements } = await exportServedPage(PAGE, 'options.html');
    const grids = exportedElements(elements).filter((e) => e.elType === 'container' && e.settings.container_type === 'grid');
    expect(grids).toHaveLength(1);
    const list = grids[0];
    // 102 px border box, 1 px borders: a 100 px row.
    expect(list.settings.grid_rows_grid).toEqual({ unit: 'custom', size: '100px', sizes: [] });
    expect(list.settings.grid_columns_grid).toEqual({ unit: 'custom', size: 'minmax(0, 1fr)', sizes: [] });
    expect(list.settings.overflow).toBe('auto');
    expect(list.elements).toHaveLength(1);
    expect(list.elements[0].elements.filter((e) => JSON.stringify(e.settings).includes('Option'))).toHaveLength(10);
    // The paragraph after it is still exported in flow.
    expect(exportedElements(elements).some((e) => JSON.stringify(e.settings).includes('After the list'))).toBe(true);
  }, 120_000);
});

afterAll(() => closeEnginePool());
