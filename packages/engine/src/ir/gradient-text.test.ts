// Gradient text (background-clip: text) stays text painted by its gradient, not a painted box (real Chromium render).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeEnginePool } from '../index.ts';
import { exportServedPage, exportedWidgets, type ExportedElement } from '../test-support.ts';

const PAGE = `<!doctype html><html><head><style>
  body { margin: 0; font-family: sans-serif; }
  .text-gradient { background-image: linear-gradient(195deg, #66bb6a, #43a047); -webkit-background-clip: text; -webkit-text-fill-color: transparent; }
  .boxed { background: linear-gradient(#fff, #000); padding: 10px; }
  .legacy { background: -webkit-linear-gradient(315deg, #1e30f3 0%, #e21e80 100%); -webkit-background-clip: text; -webkit-text-fill-color: transparent; }
  .accent { color: #0d6efd; }
</style></head><body>
  <h1><span class="legacy">Resume</span></h1>
  <h2>Plain <span class="accent">accent</span></h2>
  <div class="text-gradient" id="amount">+ $ 2,500</div>
  <p id="inline">Paid <span class="text-gradient">in full</span> today</p>
  <div class="boxed">Painted box</div>
</body></html>`;

let all: ExportedElement[];

beforeAll(async () => {
  all = exportedWidgets((await exportServedPage(PAGE, 'gradient-text.html')).elements);
}, 120_000);
afterAll(() => closeEnginePool());

const byText = (t: string) => all.find((w) => JSON.stringify(w.settings).includes(t))!;

describe('gradient text', () => {
  it('keeps a block\'s gradient on its glyphs and gives its box no background', () => {
    const w = byText('2,500');
    expect(w.settings._background_background).toBeUndefined();
    const html = String(w.settings.editor ?? w.settings.title);
    expect(html).toContain('-webkit-background-clip:text');
    expect(html).toMatch(/background-image:linear-gradient\(195deg/);
  });
  it('keeps an inline span\'s gradient on its glyphs', () => {
    const html = String(byText('in full').settings.editor);
    expect(html).toMatch(/<span style="[^"]*background-image:linear-gradient[^"]*-webkit-text-fill-color:transparent[^"]*">in full<\/span>/);
  });
  it('writes a heading with gradient text as a text editor holding the heading element (a heading title is kses\'d)', () => {
    const w = byText('Resume');
    expect(w.widgetType).toBe('text-editor');
    expect(String(w.settings.editor)).toMatch(/^<h1 style="margin:0;[^"]*font:inherit[^"]*"><span style="background-image:-webkit-linear-gradient\(315deg[^"]*-webkit-text-fill-color:transparent">Resume<\/span><\/h1>$/);
  });
  it('keeps a heading whose inline colours kses keeps once written in hex', () => {
    const w = byText('accent');
    expect(w.widgetType).toBe('heading');
    expect(w.settings.title).toBe('Plain <span style="color:#0D6EFD">accent</span>');
  });
  it('still paints a gradient box that is not clipped to its text', () => {
    const w = byText('Painted box');
    expect(w.settings._background_background).toBe('gradient');
  });
});
