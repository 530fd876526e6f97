// A box painted only by a prefixed WebKit gradient (AdminLTE 2's bg-*-gradient) keeps its paint (real Chromium export).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeEnginePool } from '../index.ts';
import { exportServedPage, exportedElements, type ExportedElement } from '../test-support.ts';

// As AdminLTE 2 writes it: the last `background` wins and leaves no colour behind the gradient.
const PAGE = `<!doctype html><html><head><style>
  body { margin: 0; font-family: sans-serif; }
  .bg-teal-gradient { background: #39cccc; background: -webkit-gradient(linear, left bottom, left top, color-stop(0, #39cccc), color-stop(1, #7adddd)); height: 200px; padding: 10px; color: #fff; }
  .bg-old { background-image: -webkit-linear-gradient(top, #ffffff 0%, #e0e0e0 100%); height: 80px; padding: 10px; }
</style></head><body>
  <div class="bg-teal-gradient"><p>Sales graph</p></div>
  <div class="bg-old"><p>Legacy navbar</p></div>
</body></html>`;

let containers: ExportedElement[];

const walk = exportedElements;

beforeAll(async () => {
  const result = await exportServedPage(PAGE, 'legacy-gradient.html');
  containers = walk(result.elements).filter((e) => e.elType === 'container');
}, 120_000);
afterAll(() => closeEnginePool());

const holding = (text: string) => containers.filter((c) => JSON.stringify(c).includes(text)).at(-1)!;

describe('prefixed WebKit gradients', () => {
  it('paints a -webkit-gradient() box with its gradient, bottom to top', () => {
    const s = holding('Sales graph').settings;
    expect(s.background_background).toBe('gradient');
    expect([s.background_color, s.background_color_b]).toEqual(['#39CCCC', '#7ADDDD']);
    expect(s.background_gradient_angle).toMatchObject({ unit: 'deg', size: 0 });
  });
  it('paints a -webkit-linear-gradient() box top to bottom', () => {
    const s = holding('Legacy navbar').settings;
    expect(s.background_background).toBe('gradient');
    expect(s.background_gradient_angle).toMatchObject({ size: 180 });
  });
});
