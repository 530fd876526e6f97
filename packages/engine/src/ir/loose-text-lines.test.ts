// Loose text between blocks keeps its full line boxes, so nothing after it moves down (real Chromium export).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeEnginePool } from '../index.ts';
import { exportServedPage, exportedWidgets, type ExportedElement } from '../test-support.ts';

// A Bootstrap comment: a bold name, loose text, then a nested comment 24 px below (line height 1.5).
const PAGE = `<!doctype html><html><head><style>
  body { margin: 0; font: 16px/1.5 sans-serif; }
  .name { font-weight: 700; }
  .child { margin-top: 24px; }
  .tall { line-height: 40px; }
  .pico { font-size: 20px; line-height: 1.5; }
  .pico blockquote { margin: 0; padding: 10px 20px; border-left: 4px solid #ccc; }
  .pico footer { margin-top: 10px; }
  .pico ul { margin: 20px 0; }
  .pico li { margin-bottom: 5px; }
</style></head><body>
  <div class="comment"><div class="name">Commenter Name</div>If you are going to lead a space frontier, it has to be government.<div class="child"><div class="name">Child Name</div>Under those conditions you cannot get investors.</div></div>
  <div class="profile"><span class="tall">Welcome back,</span><h2>John Doe</h2></div>
  <div class="pico"><blockquote>"Maecenas vehicula metus tellus."<footer><cite>- Phasellus eget lacinia</cite></footer></blockquote><ul><li>Aliquam lobortis lacus</li><li>Nam et magna</li><li>Suspendisse id nisl</li></ul><p>After the list</p></div>
</body></html>`;

let widgets: ExportedElement[];
let containers: ExportedElement[];

beforeAll(async () => {
  const result = await exportServedPage(PAGE, 'loose-text-lines.html');
  widgets = exportedWidgets(result.elements);
  const all = (els: ExportedElement[]): ExportedElement[] => els.flatMap((e) => [e, ...all(e.elements)]);
  containers = all(result.elements).filter((e) => e.elType === 'container');
}, 120_000);
afterAll(() => closeEnginePool());

const top = (m: Record<string, string> | undefined) => Number(m?.top ?? 0);

describe('loose text between blocks', () => {
  it('sits right under the block before it, without the half-leading as a margin', () => {
    const loose = widgets.find((w) => JSON.stringify(w.settings).includes('lead a space frontier'))!;
    expect(loose).toBeDefined();
    expect(top(loose.settings._margin)).toBe(0);
  });
  it('leaves the next block its own margin, not the margin plus the half-leading below the text', () => {
    const child = containers.find((c) => top(c.settings.margin) > 0 && JSON.stringify(c).includes('Child Name'))!;
    expect(top(child.settings.margin)).toBe(24);
  });
  it('keeps the measured place of text whose line is taller than the parent\'s line height', () => {
    // The span's 40 px line puts its glyphs ~12 px below the line's top; the export keeps that offset.
    const welcome = widgets.find((w) => JSON.stringify(w.settings).includes('Welcome back'))!;
    expect(top(welcome.settings._margin)).toBeGreaterThanOrEqual(10);
  });
  it("grows a Pico quote's text to its 30 px line, so the footer keeps its own 10 px margin", () => {
    const quote = widgets.find((w) => JSON.stringify(w.settings).includes('Maecenas'))!;
    expect(top(quote.settings._margin)).toBe(0);
    const footer = widgets.find((w) => JSON.stringify(w.settings).includes('Phasellus'))!;
    expect(top(footer.settings._margin)).toBe(10);
  });
  it("keeps the items of a list that follows apart by their margins (Pico's .25rem), or the page below moves up", () => {
    // Growing the quote's text moved everything below it to its place; the list items' lost
    // margins (5 px each) then showed, where the quote's half-leading had hidden part of them.
    const list = widgets.find((w) => JSON.stringify(w.settings).includes('Nam et magna'))!;
    const editor = String(list.settings.editor);
    expect(editor).toContain('<li style="margin:0">Aliquam');
    expect(editor).toContain('<li style="margin:0.25em 0 0">Nam et magna');
  });
});
