// A form label set inline-block in smaller type than its column (Bootstrap 5's `.form-label`, Sneat's 12 px
// uppercase labels in a 15 px / 23 px column) keeps its own type and height: as loose text of the column it took
// the column's 23 px line and pushed every input below it down (real Chromium render).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeEnginePool } from '../index.ts';
import { exportServedPage, exportedWidgets, type ExportedElement } from '../test-support.ts';

const ROW = (name: string) => `<div class="col"><label class="form-label" for="${name}">${name}</label><input class="form-control" id="${name}" value="x"></div>`;
const PAGE = `<!doctype html><html><head><style>
  body { margin: 0; font: 15px/1.53 sans-serif; }
  .form { width: 600px; padding: 24px; }
  .col { margin-bottom: 16px; }
  .form-label { display: inline-block; margin-bottom: 8px; font-size: 12px; text-transform: uppercase; }
  .form-control { display: block; width: 100%; height: 39px; box-sizing: border-box; }
</style></head><body><form class="form">${['First name', 'Last name', 'Email'].map(ROW).join('')}</form></body></html>`;

let widgets: ExportedElement[];

beforeAll(async () => {
  const { elements } = await exportServedPage(PAGE, 'form-label.html');
  widgets = exportedWidgets(elements);
}, 120_000);
afterAll(() => closeEnginePool());

const labelWidget = (name: string) => widgets.find((w) => JSON.stringify(w.settings).includes(name) && w.widgetType !== 'html');

describe('a lone inline-block label above its input', () => {
  it("is a text element in the label's own type, not the column's", () => {
    for (const name of ['First name', 'Last name', 'Email']) {
      const w = labelWidget(name)!;
      expect(w).toBeDefined();
      expect(w.settings.typography_font_size).toMatchObject({ unit: 'px', size: 12 });
      // 12 px x 1.53: the label's own line, not the column's 22.95 px strut.
      expect(Number((w.settings.typography_line_height as { size: number }).size)).toBeLessThan(20);
    }
  });
});
