// Elements that used to fall back to HTML widgets and now export natively (real Chromium render).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkElementorData } from '../elementor-check/index.ts';
import { closeEnginePool, exportSnapshot } from '../index.ts';
import { serveDirectory } from '../test-support.ts';

const FIXTURE_DIR = new URL('../__fixtures__/', import.meta.url).pathname;
type El = { elType: string; widgetType?: string; settings: Record<string, any>; elements: El[] };
const widgets = (elements: El[]): El[] => elements.flatMap((e) => [...(e.widgetType ? [e] : []), ...widgets(e.elements)]);

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

  it('turns a known icon-set SVG into an icon widget of its size and colour', () => {
    const icon = all.find((w) => w.widgetType === 'icon');
    expect(icon?.settings).toMatchObject({
      selected_icon: { value: 'fas fa-check', library: 'fa-solid' },
      size: { unit: 'px', size: 20 },
      primary_color: '#0E9F6E',
    });
  });

  it('keeps an unknown drawing as an HTML fallback', () => {
    const html = all.filter((w) => w.widgetType === 'html');
    expect(html).toHaveLength(1);
    expect(html[0].settings.html).toMatch(/^<svg[^>]*><rect/);
  });

  it('exports <input type="button"> as a button labelled by its value', () => {
    const button = all.find((w) => w.widgetType === 'button');
    expect(button?.settings.text).toBe('Reset');
    expect(button?.settings.border_border ?? 'solid').toMatch(/^(solid|none|double|dotted|dashed|groove)$/);
    expect(result.report.counts).toMatchObject({ fallbacks: 1 });
  });
});
