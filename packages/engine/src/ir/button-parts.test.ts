// Links and buttons holding more than a label and one icon-set icon become containers (real Chromium render).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeEnginePool } from '../index.ts';
import { exportServedPage, exportedElements, exportedWidgets, type ExportedElement } from '../test-support.ts';

// gentelella4's sidebar toggle (own SVG icon, badge, chevron), a product card link (picture box,
// title, price in rows), and two plain buttons that stay buttons (text only; a Font Awesome icon).
const ICON = '<svg class="icon" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor"><rect x="3" y="3" width="7" height="7" rx="1.5"/><rect x="14" y="10" width="7" height="11" rx="1.5"/></svg>';
const CHEV = '<svg class="chev" width="12" height="12" viewBox="0 0 16 16" fill="none" stroke="currentColor"><path d="M6 4l4 4-4 4"/></svg>';
const PAGE = `<!doctype html><html><head><style>
  body { margin: 0; font: 14px/20px sans-serif; }
  .toggle { display: flex; align-items: center; gap: 10px; width: 240px; padding: 6px 12px; background: none; border: 0; font: inherit; }
  .badge { margin-left: auto; padding: 1px 6px; background: #fde2e2; color: #d63939; border-radius: 3px; }
  .card { display: block; width: 200px; padding: 12px; border: 1px solid #ddd; text-decoration: none; }
  .thumb { height: 120px; background: #f0f0f0; }
  .btn { display: inline-block; padding: 8px 16px; background: #1abb9c; color: #fff; border: 0; }
</style></head><body>
  <button class="toggle">${ICON}<span>Forms menu</span><span class="badge">Hot</span>${CHEV}</button>
  <a class="card" href="#p"><div class="thumb"></div><div>Gentelella Theme</div><div>$89</div></a>
  <p><a class="btn" href="#buy">Buy now</a> <button class="btn"><i class="fa fa-check"></i> Save draft</button></p>
</body></html>`;

let widgets: ExportedElement[];
let all: ExportedElement[];

beforeAll(async () => {
  const { elements } = await exportServedPage(PAGE, 'button-parts.html');
  all = exportedElements(elements);
  widgets = exportedWidgets(elements);
}, 120_000);
afterAll(() => closeEnginePool());

const buttonTexts = () => widgets.filter((w) => w.widgetType === 'button').map((w) => String(w.settings.text));

describe('buttons that hold parts', () => {
  it("keeps a toggle's own icon, badge and chevron as parts of a container", () => {
    expect(buttonTexts().some((t) => t.includes('Forms menu'))).toBe(false);
    const toggle = all.find((e) => e.elType === 'container' && JSON.stringify(e).includes('Forms menu'))!;
    const inside = JSON.stringify(toggle);
    expect(inside).toContain('Hot');
    // Both SVGs travel (as icons, pictures drawn from them, or HTML), not just the label.
    expect((inside.match(/<svg|selected_icon|data:image\/png/g) ?? []).length).toBeGreaterThanOrEqual(2);
  });
  it("lays out a card link's rows as a container with its picture box", () => {
    expect(buttonTexts().some((t) => t.includes('Gentelella Theme'))).toBe(false);
    const card = all.find((e) => e.elType === 'container' && e.settings.html_tag === 'a' && JSON.stringify(e).includes('Gentelella Theme'));
    expect(card).toBeDefined();
    expect(card!.elements.length).toBeGreaterThanOrEqual(3);
  });
  it('leaves a label, or a label with one icon-set icon, a button', () => {
    expect(buttonTexts()).toEqual(expect.arrayContaining(['Buy now', 'Save draft']));
  });
});
