import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkElementorData } from './serializers/elementor/check/index.ts';
import { closeEnginePool, exportSnapshot, ExportInputError, renderWidths } from './index.ts';
import { asDelivered, serveDirectory } from './test-support.ts';

const FIXTURE_DIR = new URL('./__fixtures__/', import.meta.url).pathname;
const html = readFileSync(`${FIXTURE_DIR}small.html`, 'utf8');
let server: Awaited<ReturnType<typeof serveDirectory>>;
type El = { id: string; elType: string; widgetType?: string; settings: Record<string, any>; elements: El[] };

function walk(elements: El[], visit: (e: El) => void): void {
  for (const e of elements) {
    visit(e);
    walk(e.elements, visit);
  }
}

beforeAll(async () => {
  server = await serveDirectory(FIXTURE_DIR);
});
afterAll(async () => {
  await closeEnginePool();
  await server.close();
});

describe('exportSnapshot → Elementor', () => {
  let result: Awaited<ReturnType<typeof exportSnapshot>>;
  beforeAll(async () => {
    result = await exportSnapshot(html, { exportType: 'entirePage', builder: 'elementorFree', targetDomain: 'www.client.test', copyFontface: 'copy' }, { baseUrl: `${server.url}small.html` });
  });

  it('returns a clipboard envelope that passes the Elementor structural checker', async () => {
    const t = result.template as { type: string; siteurl: string; elements: El[] };
    expect(t.type).toBe('elementor');
    expect(t.siteurl).toBe('https://client.test/wp-json/');
    expect(checkElementorData(await asDelivered(t), { edition: 'free' })).toEqual([]);
  });

  it('uses native widgets for headings, text, buttons, images, lists and dividers', () => {
    const types = new Set<string>();
    walk((result.template as { elements: El[] }).elements, (e) => e.widgetType && types.add(e.widgetType));
    expect([...types]).toEqual(expect.arrayContaining(['heading', 'text-editor', 'button', 'image', 'divider']));
    expect(result.report.counts.nativeWidgets).toBeGreaterThan(result.report.counts.fallbacks);
    expect(result.report.notes.find((n) => n.feature === 'inline SVG')?.action).toBe('fallback');
  });

  it('sets typography explicitly and per-breakpoint only where the source differs', () => {
    let h1: El | undefined;
    walk((result.template as { elements: El[] }).elements, (e) => {
      if (e.widgetType === 'heading' && e.settings.header_size === 'h1') h1 = e;
    });
    expect(h1!.settings).toMatchObject({
      typography_typography: 'custom',
      typography_font_family: 'Fixture Serif',
      typography_font_size: { unit: 'px', size: 48, sizes: [] },
      typography_font_size_mobile: { unit: 'px', size: 32, sizes: [] },
      title_color: '#1E1E24',
    });
    expect(h1!.settings.typography_font_size_tablet).toBeUndefined();
  });

  it('lays out the cards as a row on desktop and a column on mobile, with explicit zero gap', () => {
    const rows: El[] = [];
    walk((result.template as { elements: El[] }).elements, (e) => {
      if (e.elType === 'container' && e.settings.flex_direction === 'row') rows.push(e);
    });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0].settings.flex_direction_mobile).toBe('column');
    expect(rows[0].settings.flex_gap).toEqual({ unit: 'px', column: '0', row: '0', isLinked: true });
    expect(rows[0].elements[0].settings.width.unit).toBe('%');
  });

  it('carries the :hover background of buttons and their link', () => {
    let button: El | undefined;
    walk((result.template as { elements: El[] }).elements, (e) => {
      if (e.widgetType === 'button') button = e;
    });
    expect(button!.settings).toMatchObject({
      text: 'Get started',
      background_color: '#0A66C2',
      button_background_hover_background: 'classic',
      button_background_hover_color: '#084A8C',
      link: { url: `${server.url}start` },
    });
  });

  it('hides mobile-only content on desktop and tablet', () => {
    let mobileOnly: El | undefined;
    walk((result.template as { elements: El[] }).elements, (e) => {
      if (String(e.settings.editor ?? '').includes('Mobile only')) mobileOnly = e;
    });
    expect(mobileOnly!.settings).toMatchObject({ hide_desktop: 'hidden-desktop', hide_tablet: 'hidden-tablet' });
    expect(mobileOnly!.settings.hide_mobile).toBeUndefined();
  });

  it('gives unique 7-hex ids and returns @font-face for copy mode', () => {
    const ids: string[] = [];
    walk((result.template as { elements: El[] }).elements, (e) => ids.push(e.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^[0-9a-f]{7}$/.test(id))).toBe(true);
    expect(result.fontFace).toContain('Fixture Serif');
    expect(result.fontFace).toContain(`${server.url}fonts/missing.woff2`);
  });

  it('exports a selected element, and refuses blank, malformed and unmatched selectors', async () => {
    const r = await exportSnapshot(html, { exportType: 'selector', cssSelector: '#hero', builder: 'elementor' }, { baseUrl: `${server.url}small.html` });
    const root = (r.template as { elements: El[] }).elements[0];
    expect(root.elType).toBe('container');
    expect(root.settings.html_tag).toBe('section');
    // The first element is the hidden @font-face carrier of copy mode 'export'.
    expect(root.elements.map((e) => e.widgetType)).toEqual(['html', 'heading', 'text-editor', 'button']);
    expect(root.elements[0].settings.html).toContain('@font-face');
    // :hover is read inside the selection too.
    expect(root.elements[3].settings.button_background_hover_color).toBe('#084A8C');
    const narrow = await exportSnapshot('<body><p id="n" style="width:300px;border-left:6px solid #558abb">Narrow</p></body>', { exportType: 'selector', cssSelector: '#n' });
    expect((narrow.template as { elements: El[] }).elements[0].settings.width).toEqual({ unit: 'px', size: 306, sizes: [] }); // border box
    await expect(exportSnapshot(html, { exportType: 'selector', cssSelector: '  ' })).rejects.toThrow(new ExportInputError('Please enter a CSS selector'));
    await expect(exportSnapshot(html, { exportType: 'selector', cssSelector: 'div[' })).rejects.toThrow('Invalid CSS selector');
    await expect(exportSnapshot(html, { exportType: 'selector', cssSelector: '.nothing-here' })).rejects.toBeInstanceOf(ExportInputError);
  });

  it('emits no per-breakpoint keys on the free licence', async () => {
    const r = await exportSnapshot(html, { exportType: 'entirePage', responsive: false }, { baseUrl: `${server.url}small.html` });
    const keys: string[] = [];
    walk((r.template as { elements: El[] }).elements, (e) => keys.push(...Object.keys(e.settings)));
    expect(keys.filter((k) => /_(tablet|mobile)$/.test(k))).toEqual([]);
    expect(keys.some((k) => /^hide_/.test(k))).toBe(false);
  });

  it('writes what controls cannot express as custom CSS on Pro and reports it dropped on Free', async () => {
    const page = '<body style="margin:0"><div style="mix-blend-mode:multiply;background:#f00;padding:10px"><p>Blend</p></div></body>';
    const pro = await exportSnapshot(page, { exportType: 'entirePage', builder: 'elementor' });
    const free = await exportSnapshot(page, { exportType: 'entirePage', builder: 'elementorFree' });
    expect(JSON.stringify(pro.template)).toContain('mix-blend-mode: multiply');
    expect(checkElementorData(pro.template, { edition: 'pro' })).toEqual([]);
    expect(JSON.stringify(free.template)).not.toContain('custom_css');
    expect(free.report.notes).toContainEqual(expect.objectContaining({ feature: 'mix-blend-mode', action: 'dropped' }));
  });

  it('folds wrappers that add nothing visible when Merge Elements is on', async () => {
    const nested = '<body style="margin:0"><div><div><div><h2>Deep</h2></div></div></div></body>';
    const on = await exportSnapshot(nested, { exportType: 'entirePage' });
    const off = await exportSnapshot(nested, { exportType: 'entirePage', mergeElementsEnable: false });
    expect(on.report.counts.containers).toBe(1);
    expect(off.report.counts.containers).toBe(4);
  });
});

describe('per-breakpoint looks and button icons', () => {
  it('splits a root whose background changes per breakpoint into top-level copies, and keeps FA button icons', async () => {
    const page = `<body style="margin:0"><nav id="nav" style="padding:8px;background:transparent">
      <style>@media (max-width: 1024px) { #nav { background: #ffffff !important } } .fa-bars::before { content: "\\2630" }</style>
      <button style="background:#222;color:#fff;border:0;padding:8px 16px">Menu <i class="fas fa-bars"></i></button></nav></body>`;
    const r = await exportSnapshot(page, { exportType: 'selector', cssSelector: '#nav' });
    const roots = (r.template as { elements: El[] }).elements;
    expect(roots).toHaveLength(2);
    expect(roots[0].settings.hide_tablet).toBe('hidden-tablet');
    expect(roots[1].settings).toMatchObject({ hide_desktop: 'hidden-desktop', background_color: '#FFFFFF' });
    expect(roots[1].elements.at(-1)!.settings).toMatchObject({ selected_icon: { value: 'fas fa-bars', library: 'fa-solid' }, icon_align: 'row-reverse' });
    expect(checkElementorData(r.template, { edition: 'free' }).filter((i) => i.rule !== 'media-url')).toEqual([]);
  });
});

describe('images inside inline links', () => {
  it('are placed by the picture, not by the link line box, and keep the link', async () => {
    const page = '<body style="margin:0"><aside style="width:300px"><a href="/x"><img src="/a.png" style="width:200px;height:100px;display:inline-block"></a><p style="margin:0 0 40px">Caption</p><a href="/y"><img src="/b.png" style="width:200px;height:100px"></a></aside></body>';
    const r = await exportSnapshot(page, { exportType: 'entirePage', responsive: false }, { baseUrl: 'https://site.test/page/' });
    const images: El[] = [];
    walk((r.template as { elements: El[] }).elements, (e) => e.widgetType === 'image' && images.push(e));
    expect(images.map((e) => e.settings.link.url)).toEqual(['https://site.test/x', 'https://site.test/y']);
    expect(images.map((e) => e.settings.image.url)).toEqual(['https://site.test/a.png', 'https://site.test/b.png']);
    expect(Number(images[1].settings._margin.top)).toBeGreaterThanOrEqual(40);
    expect(Number(images[1].settings._margin.top)).toBeLessThan(50);
  });
});

describe('bad input', () => {
  it('survives malformed HTML', async () => {
    const r = await exportSnapshot('<div><p>unclosed <b>bold <table><td>cell</div></span>', { exportType: 'entirePage' });
    expect(r.report.counts.nativeWidgets).toBeGreaterThan(0);
  });

  it('flattens 20,000-level nesting with a report line', async () => {
    const deep = `<body>${'<div>'.repeat(20000)}deep${'</div>'.repeat(20000)}</body>`;
    const r = await exportSnapshot(deep, { exportType: 'entirePage' });
    expect(JSON.stringify(r.template)).toContain('deep');
    expect(r.report.notes.map((n) => n.feature)).toContain('nesting deeper than 400 levels');
    expect(Object.keys(r.report.renderWidths)).toEqual(['desktop']);
  });

  it('refuses 100,000 nodes quickly with a clear error', async () => {
    const wide = `<body>${'<p>x</p>'.repeat(100000)}</body>`;
    const t = performance.now();
    await expect(exportSnapshot(wide, { exportType: 'entirePage' })).rejects.toThrow(/limited to 25000/);
    expect(performance.now() - t).toBeLessThan(30_000);
  });
});

describe('renderWidths', () => {
  it('renders desktop at 1440, tablet at the bottom of its range and mobile at a phone width', () => {
    expect(renderWidths({ desktop: 1025, tablet: 1024, mobile: 767 })).toEqual([
      { name: 'desktop', width: 1440 }, { name: 'tablet', width: 768 }, { name: 'mobile', width: 390 },
    ]);
  });
});
