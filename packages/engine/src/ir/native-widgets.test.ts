// Elements that used to fall back to HTML widgets and now export natively (real Chromium render).
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkElementorData } from '../serializers/elementor/check/index.ts';
import { closeEnginePool, exportSnapshot } from '../index.ts';
import { asDelivered, serveDirectory, exportedWidgets, type ExportedElement } from '../test-support.ts';

const FIXTURE_DIR = new URL('../__fixtures__/', import.meta.url).pathname;
type El = ExportedElement;
const widgets = exportedWidgets;

let server: Awaited<ReturnType<typeof serveDirectory>>;
let result: Awaited<ReturnType<typeof exportSnapshot>>;
let all: El[];

beforeAll(async () => {
  server = await serveDirectory(FIXTURE_DIR);
  result = await exportSnapshot(readFileSync(`${FIXTURE_DIR}native.html`, 'utf8'), { exportType: 'entirePage', builder: 'elementorFree' }, { baseUrl: `${server.url}native.html` });
  all = widgets((result.template as { elements: El[] }).elements);
});
afterAll(async () => {
  await closeEnginePool();
  await server.close();
});

describe('native widgets for former fallbacks', () => {
  it('passes the structural checker', async () => {
    expect(checkElementorData(await asDelivered(result.template), { edition: 'free' }).filter((i) => i.severity === 'error')).toEqual([]);
  });

  it('turns rows of icon + text into one icon list with the rows\' spacing', () => {
    const list = all.find((w) => w.widgetType === 'icon-list' && w.settings.icon_list.length === 3);
    expect(list?.settings.icon_list.map((i: { text: string }) => i.text)).toEqual(['Fast', 'Native', 'Responsive']);
    expect(list?.settings.icon_list[0].selected_icon).toEqual({ value: 'fas fa-check', library: 'fa-solid' });
    expect(list?.settings).toMatchObject({
      space_between: { unit: 'px', size: 16 },
      icon_size: { unit: 'px', size: 20 },
      // 8 px gap minus the quarter icon size Elementor puts after the icon
      text_indent: { unit: 'px', size: 3 },
      icon_color: '#0E9F6E',
      text_color: '#111827',
      icon_typography_line_height: { unit: 'px', size: 24 },
    });
  });

  it('writes a lone icon as a text-less icon list item (exactly as tall as the icon)', () => {
    const item = all.find((w) => w.widgetType === 'icon-list' && w.settings.icon_list.length === 1);
    expect(item?.settings.icon_list[0]).toMatchObject({ text: '', selected_icon: { value: 'fas fa-check', library: 'fa-solid' } });
    expect(item?.settings).toMatchObject({ icon_size: { unit: 'px', size: 20 }, icon_color: '#0E9F6E' });
    expect(all.some((w) => w.widgetType === 'icon')).toBe(false);
  });

  it('keeps a leading icon-set SVG of a button as its icon', () => {
    const go = all.find((w) => w.widgetType === 'button' && w.settings.text === 'Go');
    expect(go?.settings).toMatchObject({ selected_icon: { value: 'fas fa-arrow-right', library: 'fa-solid' }, icon_align: 'row' });
  });

  it('keeps a gradient button background as a gradient', () => {
    const action = all.find((w) => w.widgetType === 'button' && w.settings.text === 'Action');
    expect(action?.settings).toMatchObject({
      background_background: 'gradient', background_color: '#D53369', background_color_b: '#DAAE51',
      background_gradient_type: 'linear', background_gradient_angle: { unit: 'deg', size: 90 },
    });
  });

  it('exports <input type="button"> as a button labelled by its value', () => {
    const button = all.find((w) => w.widgetType === 'button' && w.settings.text === 'Reset');
    expect(button?.settings.text).toBe('Reset');
    expect(button?.settings.border_border ?? 'solid').toMatch(/^(solid|none|double|dotted|dashed|groove)$/);
    expect(result.report.counts).toMatchObject({ fallbacks: 3 });
  });

  it('lets an HTML fallback follow the breakpoints where its box changes', () => {
    const input = all.find((w) => w.widgetType === 'html' && w.settings.html.startsWith('<input'))!.settings.html as string;
    const cls = /class="(pl-fb-[\w-]+)"/.exec(input)?.[1];
    expect(input).toMatch(/height:62px;/);
    expect(input).toContain(`<style>@media (max-width:767px){.${cls}{height:46px !important;font-size:16px !important;line-height:24px !important;padding:10px 10px 10px 10px !important}}`);
  });
});

describe('selector export of a lone element', () => {
  it('lets the widget fill the container that wraps it (F15)', async () => {
    const r = await exportSnapshot(readFileSync(`${FIXTURE_DIR}native.html`, 'utf8'), { exportType: 'selector', cssSelector: '.field', builder: 'elementorFree' }, { baseUrl: `${server.url}native.html` });
    const [root] = (r.template as { elements: El[] }).elements;
    expect(root.settings.width).toEqual({ unit: 'px', size: 332, sizes: [] }); // 300 + padding + border
    expect(root.elements[0].settings).toMatchObject({ _element_width: 'initial', _element_custom_width: { unit: '%', size: 100 } });
  });
});

describe('inline SVG as pictures (ElementorOptions.svgPictures)', () => {
  let svgResult: Awaited<ReturnType<typeof exportSnapshot>>;
  let pictured: El[];
  beforeAll(() => {
    svgResult = result;
    pictured = all;
  });

  it('shows an unknown drawing as a PNG picture drawn at twice its box, sized by its box', () => {
    const logo = pictured.find((w) => w.widgetType === 'image' && String(w.settings.image.url).startsWith('data:image/png;base64,'));
    const png = pngOf(logo!.settings.image.url);
    expect([png.width, png.height]).toEqual([240, 80]); // the 120 × 40 box, twice
    expect(pixel(png, 2, 2)).toEqual([0x33, 0x33, 0x33, 255]); // the rect
    expect(pixel(png, 40, 40)).toEqual([255, 255, 255, 255]); // the circle's centre
    expect(logo!.settings).toMatchObject({ height: { unit: 'px', size: 40 }, 'object-fit': 'contain' });
    expect(JSON.stringify(svgResult.template)).not.toContain('data:image/svg+xml');
  });

  it('paints a small drawing as a box background in the colour the page gave it', () => {
    const painted: string[] = [];
    const visit = (els: El[]) => els.forEach((e) => {
      const url = e.settings?.background_image?.url;
      if (typeof url === 'string' && url.startsWith('data:image/png;base64,')) painted.push(url);
      visit(e.elements ?? []);
    });
    visit((svgResult.template as { elements: El[] }).elements);
    const centres = painted.map(pngOf).map((png) => pixel(png, png.width >> 1, png.height >> 1));
    expect(centres).toContainEqual([200, 30, 30, 255]);
  });

  it('keeps as HTML a drawing whose colour changes with the width, and one with text', () => {
    const html = pictured.filter((w) => w.widgetType === 'html' && w.settings.html.startsWith('<svg')).map((w) => w.settings.html as string);
    expect(html).toHaveLength(2);
    expect(html.some((h) => h.includes('<rect width="24"'))).toBe(true);
    expect(html.some((h) => h.includes('<text'))).toBe(true);
  });

});

interface Png {
  width: number;
  height: number;
  /** RGBA, row by row. */
  data: Uint8Array;
}

/** The 8-bit RGBA PNG of a data: URL (what Chromium's canvas writes), unfiltered. */
function pngOf(dataUrl: string): Png {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const idat: Buffer[] = [];
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    if (bytes.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(bytes.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 4;
  const data = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const a = x >= 4 ? data[y * stride + x - 4] : 0;
      const b = y ? data[(y - 1) * stride + x] : 0;
      const c = x >= 4 && y ? data[(y - 1) * stride + x - 4] : 0;
      const p = a + b - c;
      const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter];
      data[y * stride + x] = (raw[y * (stride + 1) + 1 + x] + predictor) & 0xff;
    }
  }
  return { width, height, data };
}

function pixel(png: Png, x: number, y: number): number[] {
  const i = (y * png.width + x) * 4;
  return [...png.data.subarray(i, i + 4)];
}
