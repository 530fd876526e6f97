// HTML fallbacks of themed form controls keep the theme's look (F8), real Chromium render.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkElementorData } from '../serializers/elementor/check/index.ts';
import { closeEnginePool } from '../index.ts';
import { FIXTURES_DIR, exportServedPage, type ExportedElement } from '../test-support.ts';

type El = ExportedElement;
const all = (elements: El[]): El[] => elements.flatMap((e) => [e, ...all(e.elements)]);

let result: Awaited<ReturnType<typeof exportServedPage>>;
let elements: El[];
const fallback = (start: string) => elements.find((e) => e.widgetType === 'html' && String(e.settings.html).startsWith(start))!.settings.html as string;
const inline = (html: string) => /style="([^"]*)"/.exec(html)![1].replace(/&quot;/g, '"');

beforeAll(async () => {
  result = await exportServedPage(readFileSync(`${FIXTURES_DIR}/themed-controls.html`, 'utf8'), 'themed-controls.html');
  elements = all((result.template as { elements: El[] }).elements);
});
afterAll(() => closeEnginePool());

describe('themed form-control fallbacks (F8)', () => {
  it('passes the structural checker', () => {
    expect(checkElementorData(result.template, { edition: 'free' }).filter((i) => i.severity === 'error')).toEqual([]);
  });

  it('keeps a checkbox\'s own drawing: appearance, accent colour and the data: tick', () => {
    const style = inline(fallback('<input type="checkbox"'));
    expect(style).toContain('appearance:none;');
    expect(style).toContain('accent-color:rgb(1, 114, 173);');
    expect(style).toMatch(/background-image:url\("data:image\/svg\+xml,[^"]*polyline[^"]*"\);background-position:50% 50%;background-size:10px auto;background-repeat:no-repeat;/);
  });

  it('lets a rem-sized background icon follow the breakpoints', () => {
    const html = fallback('<input type="search"');
    expect(inline(html)).toContain('background-position:22.5px 50%;background-size:20px auto;');
    expect(html).toMatch(/@media \(max-width:767px\)\{[^}]*background-position:18px 50% !important;background-size:16px auto !important\}/);
  });

  it('fades a disabled control as the source does', () => {
    expect(inline(fallback('<input type="text" name="off"'))).toContain('opacity:0.5;');
    expect(inline(fallback('<input type="search"'))).not.toContain('opacity');
  });

  it('draws a switch knob (the control\'s ::before) in the fallback\'s style, per breakpoint', () => {
    const html = fallback('<input type="checkbox" name="s"');
    const cls = /class="(pl-fb-[\w-]+)"/.exec(html)![1];
    expect(html).toContain(`.${cls}::before{content:"";display:block;width:20px;height:20px;margin:0px 0px 0px 20px;border-radius:50% 50% 50% 50%;background-color:rgb(255, 255, 255)}`);
    expect(html).toContain(`@media (max-width:767px){.${cls}::before{width:16px !important;height:16px !important;margin:0px 0px 0px 16px !important}}`);
    // a plain checkbox draws no pseudo-element
    expect(fallback('<input type="checkbox" name="a"')).not.toContain('::before');
  });

  it('puts a checkbox label\'s text beside the box, not over it', () => {
    const text = elements.find((e) => e.widgetType === 'text-editor' && String(e.settings.editor).includes('Remember me'))!;
    const row = elements.find((e) => e.elements.includes(text))!;
    expect(row.settings.flex_direction).toBe('row');
    expect(row.elements.map((e) => e.widgetType)).toEqual(['html', 'text-editor']);
    expect(Number(text.settings._margin.top)).toBeGreaterThanOrEqual(0);
  });
});
