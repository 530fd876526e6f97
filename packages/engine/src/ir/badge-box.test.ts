// Painted text boxes keep their CSS size: letter badges and lone inline-block tiles (real Chromium render).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeEnginePool } from '../index.ts';
import { exportedWidgets, exportServedPage, type ExportedElement } from '../test-support.ts';

// gentelella4's brand badge (a 28 x 28 flex box centring "G"), md3's icon tile (a 64 x 64
// gradient inline-block alone in a centred card header), and a badge inside a sentence.
const PAGE = `<!doctype html><html><head><style>
  body { margin: 0; font: 14px/20px sans-serif; }
  .brand { display: flex; align-items: center; gap: 10px; height: 56px; padding: 0 16px; }
  .brand-icon { display: flex; justify-content: center; align-items: center; width: 28px; height: 28px; background: #1abb9c; color: #fff; border-radius: 6px; font-size: 13px; font-weight: 700; }
  .header { text-align: center; padding: 16px; }
  .tile { display: inline-block; width: 64px; height: 64px; border-radius: 8px; background-image: linear-gradient(195deg, #ec407a, #d81b60); color: #fff; }
  .pill { display: inline-block; padding: 0 6px; background: #eee; }
</style></head><body>
  <div class="brand"><div class="brand-icon">G</div><span>Gentelella</span></div>
  <div class="header"><span class="tile">$</span></div>
  <p>Status of the order: <span class="pill">shipped</span> yesterday.</p>
</body></html>`;

let widgets: ExportedElement[];
beforeAll(async () => {
  const result = await exportServedPage(PAGE, 'badge-box.html');
  widgets = exportedWidgets(result.elements);
}, 120_000);
afterAll(() => closeEnginePool());

const textOf = (w: ExportedElement) => String(w.settings.editor ?? w.settings.title ?? '').replace(/<[^>]+>/g, '');

describe('painted text boxes', () => {
  it('keeps a letter badge 28 px tall with its letter centred', () => {
    const badge = widgets.find((w) => textOf(w) === 'G')!;
    const lh = Number(badge.settings.typography_line_height.size);
    const pad = badge.settings._padding;
    expect(Number(pad.top) + Number(pad.bottom) + lh).toBeCloseTo(28, 0);
    expect(Number(pad.top)).toBeCloseTo(Number(pad.bottom), 1);
    expect(badge.settings.align).toBe('center');
  });
  it('exports a lone inline-block tile as its own widget with its gradient and height', () => {
    const tile = widgets.find((w) => textOf(w) === '$')!;
    expect(tile.settings._background_background).toBe('gradient');
    expect(tile.settings._element_custom_width).toMatchObject({ unit: 'px', size: 64 });
    const pad = tile.settings._padding;
    expect(Number(pad.top) + Number(pad.bottom) + Number(tile.settings.typography_line_height.size)).toBeCloseTo(64, 0);
  });
  it('leaves a badge inside a sentence in the sentence', () => {
    expect(widgets.some((w) => textOf(w).includes('Status of the order: shipped yesterday.'))).toBe(true);
  });
});
