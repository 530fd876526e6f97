// Material Icons ligatures inside buttons stay icons in their font, not label words (real Chromium export).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeEnginePool } from '../index.ts';
import { exportServedPage, exportedWidgets, type ExportedElement } from '../test-support.ts';
import { ksesSafeHtml } from '../serializers/elementor/kses-css.ts';


// Material Dashboard 3's buttons: an uppercase label after (or instead of) a ligature icon.
const PAGE = `<!doctype html><html><head><style>
  body { margin: 0; font: 14px sans-serif; }
  .material-icons { font-family: 'Material Icons'; font-weight: normal; font-style: normal; font-size: 24px; line-height: 1; letter-spacing: normal; text-transform: none; display: inline-block; white-space: nowrap; vertical-align: middle; }
  .text-sm { font-size: 14px !important; }
  .btn { display: inline-block; padding: 10px 24px; font-size: 12px; font-weight: 700; text-transform: uppercase; background: #344767; color: #fff; border: 0; border-radius: 8px; text-decoration: none; }
</style></head><body>
  <p><a class="btn" href="#"><i class="material-icons text-sm">add</i>&nbsp;&nbsp;Add New Card</a></p>
  <p><button class="btn" type="button">Save <i class="material-icons text-sm">check</i></button></p>
  <p><button class="btn" type="button"><i class="material-icons">expand_more</i></button></p>
  <p><button class="btn" type="button"><i class="material-icons text-sm" style="margin-right:4px">picture_as_pdf</i> PDF</button></p>
</body></html>`;

let buttons: ExportedElement[];

beforeAll(async () => {
  const result = await exportServedPage(PAGE, 'ligature-icon.html');
  buttons = exportedWidgets(result.elements).filter((w) => w.widgetType === 'button');
}, 120_000);
afterAll(() => closeEnginePool());

const label = (k: number) => String(buttons[k].settings.text);

describe('ligature icons in buttons', () => {
  it('draws the icon in its font before the label, which no longer holds the word', () => {
    expect(buttons).toHaveLength(4);
    // the two no-break spaces of the source stay the distance to the label
    expect(label(0)).toMatch(/^<i style="font-family:&quot;Material Icons&quot;;font-size:1\.1667em;[^"]*text-transform:none;[^"]*vertical-align:middle" aria-hidden="true">add<\/i>\u00a0\u00a0Add New Card$/);
  });
  it('puts a trailing icon after the label', () => {
    expect(label(1)).toMatch(/^Save <i style="[^"]*vertical-align:middle" aria-hidden="true">check<\/i>$/);
  });
  it('keeps an icon-only button an icon', () => {
    expect(label(2)).toMatch(/^<i style="[^"]*font-size:2em;[^"]*" aria-hidden="true">expand_more<\/i>$/);
    expect(label(2)).not.toContain('margin');
  });
  it('keeps the icon\'s margin to the label', () => {
    expect(label(3)).toMatch(/^<i style="[^"]*;margin-right:4px" aria-hidden="true">picture_as_pdf<\/i> PDF$/);
  });
  it('writes only styles WordPress keeps in a button label', () => {
    for (let k = 0; k < 4; k++) expect(ksesSafeHtml(label(k)).kept).toBe(true);
  });
});
