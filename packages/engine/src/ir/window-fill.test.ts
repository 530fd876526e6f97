import { afterAll, describe, expect, it } from 'vitest';
import type { ComputedStyle, NodeView } from '../extract/styled-tree.ts';
import { closeEnginePool } from '../index.ts';
import { exportServedPage, exportedElements } from '../test-support.ts';
import type { StyleMap } from './types.ts';
import { WINDOW_HEIGHT, fillsWindow } from './window-fill.ts';

const body = (h: number, marginBottom = '0px'): NodeView => ({ box: { x: 0, y: 0, w: 1440, h }, style: { 'margin-bottom': marginBottom } as ComputedStyle });
const grey: StyleMap = { 'background-color': { type: 'color', r: 210, g: 214, b: 222, alpha: 1 } };

describe('fillsWindow', () => {
  it('a painted root shorter than the window fills it', () => {
    expect(fillsWindow(grey, body(360), 900)).toBe(true);
    expect(fillsWindow({ 'background-image': { type: 'layers', value: [{ type: 'image', url: 'https://x/bg.png' }] } }, body(360), 900)).toBe(true);
  });
  it('not a page that reaches the window bottom, margins included', () => {
    expect(fillsWindow(grey, body(2400), 900)).toBe(false);
    expect(fillsWindow(grey, body(880, '20px'), 900)).toBe(false);
  });
  it('not a root that paints nothing (the theme background shows either way)', () => {
    expect(fillsWindow({}, body(360), 900)).toBe(false);
    expect(fillsWindow({ 'background-color': { type: 'color', r: 0, g: 0, b: 0, alpha: 0 } }, body(360), 900)).toBe(false);
  });
});

describe('an entire short page on a coloured body (real Chromium export)', () => {
  afterAll(() => closeEnginePool());
  const page = (rows: number) => `<!doctype html><html><head><style>
    body { margin: 0; background: #2a3f54; color: #fff; font: 16px sans-serif; }
  </style></head><body>${'<p>Page not found</p>'.repeat(rows)}</body></html>`;
  const rootMinHeight = async (rows: number) => {
    const { elements } = await exportServedPage(page(rows), 'window-fill.html');
    return exportedElements(elements)[0].settings.min_height;
  };
  it('the root keeps the window height where the page was shorter, and no more where it was not', async () => {
    expect(await rootMinHeight(2)).toMatchObject({ size: WINDOW_HEIGHT.value, unit: 'vh' });
    expect(await rootMinHeight(40)).toBeUndefined();
  }, 120_000);
});
