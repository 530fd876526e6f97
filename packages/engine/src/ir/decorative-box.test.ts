// A bare box painted with what no Elementor control draws is kept as an HTML element (real Chromium render).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkElementorData } from '../serializers/elementor/check/index.ts';
import { closeEnginePool } from '../index.ts';
import { exportServedPage, exportedWidgets, type ExportedElement } from '../test-support.ts';

type El = ExportedElement;
const widgets = exportedWidgets;

const PAGE = `<!doctype html><html><head><style>
  body { margin: 0; font-family: sans-serif; }
  article { display: flex; gap: 10px; }
  .rings { width: 240px; height: 320px; padding: 20px; border: dotted 15px #58ade3; border-radius: 100px 0;
    background-image: radial-gradient(circle, transparent 60%, #58ade3 60% 70%, transparent 70%), linear-gradient(45deg, #58ade3, white);
    background-size: 60px 60px, 120px 120px; background-clip: content-box, padding-box;
    box-shadow: inset 5px 5px 5px rgb(0 0 0 / 0.4), 5px 5px 5px rgb(0 0 0 / 0.4); }
  .framed { width: 200px; height: 100px; border: 10px solid; border-image: repeating-linear-gradient(45deg, red 0 5px, blue 5px 10px) 10; }
  .plain { width: 200px; height: 100px; background: linear-gradient(#fff, #000); }
  .holder { width: 200px; padding: 10px; background-image: radial-gradient(circle, red 10%, transparent 20%), linear-gradient(red, blue); }
</style></head><body><article>
  <div class="rings"></div><div class="framed"></div><div class="plain"></div><div class="holder"><p>Text inside</p></div>
</article></body></html>`;

let all: El[];
let template: unknown;
let report: any;

beforeAll(async () => {
  const result = await exportServedPage(PAGE, 'decorative.html');
  template = result.template;
  report = result.report;
  all = widgets(result.elements);
}, 120_000);
afterAll(() => closeEnginePool());

describe('bare boxes painted beyond the controls', () => {
  it('keep layered backgrounds, clips, shadows and corners in an HTML element', () => {
    const html = all.filter((w) => w.widgetType === 'html').map((w) => w.settings.html as string);
    const rings = html.find((h) => h.includes('radial-gradient'));
    expect(rings).toBeDefined();
    expect(rings).toMatch(/background-clip:content-box, padding-box/);
    expect(rings).toMatch(/box-shadow:[^;]*inset/);
    expect(rings).toMatch(/border-radius:100px 0px 100px 0px/);
    expect(rings).toMatch(/border-top:15px dotted/);
  });

  it('keeps a border image', () => {
    const framed = all.find((w) => w.widgetType === 'html' && /border-image:repeating-linear-gradient/.test(w.settings.html));
    expect(framed?.settings.html).toMatch(/border-image:[^;]* 10 \//);
  });

  it('leaves a two-stop gradient and a box with content to the native controls', () => {
    expect(all.filter((w) => w.widgetType === 'html')).toHaveLength(2);
    expect(all.find((w) => w.widgetType === 'text-editor' || w.widgetType === 'heading')?.settings).toBeDefined();
    expect(JSON.stringify(template)).toContain('"background_background":"gradient"');
  });

  it('reports each as a fallback and passes the structural checker', () => {
    expect(JSON.stringify(report)).toContain('layered background or border image');
    expect(checkElementorData(template, { edition: 'free' }).filter((i) => i.severity === 'error')).toEqual([]);
  });
});
