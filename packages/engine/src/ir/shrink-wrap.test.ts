// A box as wide as its one-line text keeps its content's width in a row (real Chromium export).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeEnginePool } from '../index.ts';
import { exportServedPage, exportedElements, type ExportedElement } from '../test-support.ts';

// As Tabler-style admin pages write a page header: a title block beside its actions, pushed apart.
const PAGE = `<!doctype html><html><head><style>
  body { margin: 0; font-family: sans-serif; }
  .row { display: flex; justify-content: space-between; align-items: center; padding: 20px; }
  .pretitle { font-size: 11px; text-transform: uppercase; }
  h1 { font-size: 18px; margin: 0; }
  .chart { display: flex; padding: 20px; }
  .plot { position: relative; }
  .plot canvas { display: block; width: 300px; height: 100px; background: #eee; }
  .plot .tick { position: absolute; left: 0; top: 0; }
  .wrapped { display: flex; }
  .wrapped > div { width: 120px; }
</style></head><body>
  <div class="row"><div class="title"><div class="pretitle">Shop · Storefront</div><h1>AdminLTE Pro</h1></div><a href="#">Back to catalog</a></div>
  <div class="chart"><div class="plot"><canvas width="300" height="100"></canvas><div class="tick">Jan 01</div></div><p>Legend</p></div>
  <div class="wrapped"><div><p>A caption long enough to wrap onto two lines here</p></div><p>Side</p></div>
  <nav style="display: flex; flex-direction: column"><div style="width: 600px; margin: 0 auto; display: flex; justify-content: space-between"><a href="#">Start Bootstrap</a><a href="#">Contact us</a></div></nav>
  <details style="width: 400px"><summary style="display: flex; justify-content: space-between; font-weight: 600">Do I need a backend? <span>+</span></summary><p>No.</p></details>
</body></html>`;

let containers: ExportedElement[];
let widgets: ExportedElement[];

beforeAll(async () => {
  const result = await exportServedPage(PAGE, 'shrink-wrap.html');
  containers = exportedElements(result.elements).filter((e) => e.elType === 'container');
  widgets = exportedElements(result.elements).filter((e) => e.elType === 'widget');
}, 120_000);
afterAll(() => closeEnginePool());

/** The innermost container holding `text`. */
const holding = (text: string) => containers.filter((c) => JSON.stringify(c).includes(text)).at(-1)!;

describe('boxes sized by their one-line text', () => {
  it('gives a title block beside its actions its content width at every device', () => {
    const s = holding('AdminLTE Pro').settings;
    expect(s.width).toEqual({ unit: 'custom', size: 'max-content', sizes: [] });
    expect(s.width_mobile).toEqual({ unit: 'custom', size: 'max-content', sizes: [] });
    expect(s._flex_size).toBe('none');
  });
  it('leaves a box holding a chart, or text on several lines, at its measured width', () => {
    expect(holding('Jan 01').settings.width).not.toMatchObject({ unit: 'custom' });
    expect(holding('two lines').settings.width).not.toMatchObject({ unit: 'custom' });
    // A navbar's brand and links spread apart reach both edges, but no one line spans it.
    expect(holding('Contact us').settings.width).not.toMatchObject({ unit: 'custom' });
  });
  it("keeps a flex row's one-line anonymous text at its natural width (a summary's question)", () => {
    const question = widgets.find((w) => JSON.stringify(w.settings).includes('Do I need a backend'))!;
    expect(question.settings._element_width).toBe('auto');
    expect(question.settings._flex_size).toBe('none');
  });
});
