// Elements that used to fall back to HTML widgets and now export natively (real Chromium render).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkElementorData } from '../serializers/elementor/check/index.ts';
import { closeEnginePool, exportSnapshot } from '../index.ts';
import { serveDirectory, exportedWidgets, type ExportedElement } from '../test-support.ts';

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
  it('passes the structural checker', () => {
    expect(checkElementorData(result.template, { edition: 'free' }).filter((i) => i.severity === 'error')).toEqual([]);
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

  it('keeps an unknown drawing as an HTML fallback (pictures of SVG files are off: see ElementorOptions.svgPictures)', () => {
    const html = all.filter((w) => w.widgetType === 'html' && w.settings.html.startsWith('<svg'));
    expect(html).toHaveLength(4);
    expect(html[0].settings.html).toMatch(/^<svg[^>]*><rect/);
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
    expect(result.report.counts).toMatchObject({ fallbacks: 5 });
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
  beforeAll(async () => {
    process.env.PAGELIFT_ELEMENTOR_SVG_PICTURES = '1';
    try {
      svgResult = await exportSnapshot(readFileSync(`${FIXTURE_DIR}native.html`, 'utf8'), { exportType: 'entirePage', builder: 'elementorFree' }, { baseUrl: `${server.url}native.html` });
    } finally {
      delete process.env.PAGELIFT_ELEMENTOR_SVG_PICTURES;
    }
    pictured = widgets((svgResult.template as { elements: El[] }).elements);
  });

  it('shows an unknown drawing as a picture of its own file, sized by its box', () => {
    const logo = pictured.find((w) => w.widgetType === 'image' && String(w.settings.image.url).startsWith('data:image/svg+xml,'));
    const file = decodeURIComponent(logo!.settings.image.url);
    expect(file).toMatch(/^data:image\/svg\+xml,<svg [^>]*viewBox="0 0 120 40"/);
    expect(file).toContain('<rect width="120" height="40" fill="#333">');
    expect(logo!.settings).toMatchObject({ height: { unit: 'px', size: 40 }, 'object-fit': 'fill' });
  });

  it('paints a small drawing as a box background in the colour the page gave it', () => {
    const painted: string[] = [];
    const visit = (els: El[]) => els.forEach((e) => {
      const url = e.settings?.background_image?.url;
      if (typeof url === 'string' && url.startsWith('data:image/svg+xml,')) painted.push(decodeURIComponent(url));
      visit(e.elements ?? []);
    });
    visit((svgResult.template as { elements: El[] }).elements);
    const dot = painted.find((f) => f.includes('<circle cx="12"'));
    expect(dot).toContain('fill="rgb(200, 30, 30)"');
    expect(dot).not.toMatch(/currentColor/i);
  });

  it('keeps as HTML a drawing whose colour changes with the width, and one with text', () => {
    const html = pictured.filter((w) => w.widgetType === 'html' && w.settings.html.startsWith('<svg')).map((w) => w.settings.html as string);
    expect(html).toHaveLength(2);
    expect(html.some((h) => h.includes('<rect width="24"'))).toBe(true);
    expect(html.some((h) => h.includes('<text'))).toBe(true);
  });

});
