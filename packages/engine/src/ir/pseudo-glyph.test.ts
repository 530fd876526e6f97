// Glyphs drawn by ::before/::after on empty elements (real Chromium render).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeEnginePool } from '../index.ts';
import { exportedWidgets, exportServedPage, type ExportedElement } from '../test-support.ts';

// The clearfix hack (gentelella1: a hidden "." that clears the floats) and an icon-font-like glyph.
const PAGE = `<!doctype html><html><head><style>
  body { margin: 0; font: 14px/20px sans-serif; }
  .half { float: left; width: 50%; height: 120px; background: #eee; }
  .clearfix:after { content: "."; display: block; height: 0; clear: both; visibility: hidden; }
  .star::before { content: "\\2605"; font-size: 20px; color: #f5a623; }
</style></head><body>
  <div><div class="half">Left half</div><div class="half">Right half</div><div class="clearfix"></div></div>
  <p>After the floats</p>
  <div class="star"></div>
</body></html>`;

let texts: string[];
beforeAll(async () => {
  const result = await exportServedPage(PAGE, 'pseudo-glyph.html');
  texts = exportedWidgets(result.elements).map((w) => String(w.settings.editor ?? w.settings.title ?? '').replace(/<[^>]+>/g, ''));
}, 120_000);
afterAll(() => closeEnginePool());

describe('pseudo-element glyphs', () => {
  it('leaves out the hidden "." of the clearfix hack', () => {
    expect(texts).toContain('After the floats');
    expect(texts).not.toContain('.');
  });
  it('keeps a visible glyph', () => {
    expect(texts).toContain('\u2605');
  });
});
