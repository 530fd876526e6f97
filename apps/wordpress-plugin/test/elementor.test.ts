import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ASSETS, assetFiles, serveExportAssets } from './assets.ts';
import { startStandIn, type StandInServer } from './standin-server.ts';
import { describeWithWordPress } from './suite.ts';
import { createSite, type WordPressSite } from './wordpress-site.ts';

/**
 * An engine export (npm run pagelift -- export page.html --builder elementorFree --entire-page
 * --copy-fontface export) of a small page with a background image, two images (PNG, SVG) and a
 * web font; its resource origin is replaced by {{PAGELIFT_ORIGIN}}. See the package README.
 */
const FIXTURE = readFileSync(new URL('./fixtures/elementor-export.json', import.meta.url), 'utf8');

interface Attachment { id: number; url: string; alt: string; mime: string }
interface State { post_id: number; elementor_data: string; attachments: Attachment[]; fonts: { url: string }[]; notices: string[] }
type Element = { elType: string; widgetType?: string; settings: Record<string, any>; elements: Element[] };

function flatten(elements: Element[]): Element[] {
  return elements.flatMap((e) => [e, ...flatten(e.elements ?? [])]);
}

describeWithWordPress('PageLift plugin on Elementor saves (_elementor_data, real WordPress)', () => {
  let site: WordPressSite;
  let pagelift: StandInServer;
  let files: ReturnType<typeof assetFiles>;

  beforeAll(async () => {
    files = assetFiles();
    pagelift = await startStandIn();
    serveExportAssets(pagelift, files);
    site = await createSite({ home: 'http://wordpress.pagelift.test' });
    await site.run('set_origins', { origins: [pagelift.origin] });
  });
  afterAll(async () => {
    site?.destroy();
    await pagelift?.close();
  });

  /** The page data Elementor stores after a paste: the export's elements, plus an uploaded-SVG icon. */
  function pastedData(origin: string): string {
    const envelope = JSON.parse(FIXTURE.split('{{PAGELIFT_ORIGIN}}').join(origin)) as { elements: Element[] };
    const icon: Element = {
      elType: 'widget',
      widgetType: 'icon',
      settings: { selected_icon: { value: { url: `${origin}${ASSETS}/icon.svg`, id: '' }, library: 'svg' } },
      elements: [],
    };
    envelope.elements[0]!.elements.push(icon);
    return JSON.stringify(envelope.elements);
  }

  let saved: State;

  it('imports the media controls, the SVG icon and the @font-face of an engine export and rewrites the data', async () => {
    saved = await site.run<State>('save_elementor', { user: 'admin', data: pastedData(pagelift.origin) });
    expect(saved.elementor_data).not.toContain(pagelift.origin.replace(/\//g, '\\/'));
    expect(saved.elementor_data).not.toContain(pagelift.origin);
    expect([...pagelift.hits].sort()).toEqual([`${ASSETS}/bg.jpg`, `${ASSETS}/icon.svg`, `${ASSETS}/logo.png`, `${ASSETS}/plex.woff2`]);

    const all = flatten(JSON.parse(saved.elementor_data) as Element[]);
    const byMime = (mime: string) => saved.attachments.find((a) => a.mime === mime)!;
    const [logo, icon] = all.filter((e) => e.widgetType === 'image').map((e) => e.settings.image);
    expect(logo).toMatchObject({ url: byMime('image/png').url, id: byMime('image/png').id, alt: 'WordPress logo' });
    expect(byMime('image/png').alt).toBe('WordPress logo');
    expect(icon).toMatchObject({ url: byMime('image/svg+xml').url, id: byMime('image/svg+xml').id });
    const background = all.find((e) => e.settings.background_image)!.settings.background_image;
    expect(background).toMatchObject({ url: byMime('image/jpeg').url, id: byMime('image/jpeg').id });
    const svgIcon = all.find((e) => e.widgetType === 'icon')!.settings.selected_icon;
    expect(svgIcon).toEqual({ value: { url: byMime('image/svg+xml').url, id: byMime('image/svg+xml').id }, library: 'svg' });
    const html = all.find((e) => e.widgetType === 'html')!.settings.html as string;
    expect(saved.fonts).toHaveLength(1);
    expect(html).toContain(`src: url("${saved.fonts[0]!.url}") format("woff2")`);
    expect(saved.notices).toEqual([]);
  });

  it('imports nothing when the page is saved again', async () => {
    const hits = pagelift.hits.length;
    const again = await site.run<State>('save_elementor', { user: 'admin', data: saved.elementor_data, post_id: saved.post_id });
    expect(again.elementor_data).toBe(saved.elementor_data);
    expect(pagelift.hits.length).toBe(hits);
    expect(again.attachments).toHaveLength(saved.attachments.length);
  });

  it('leaves data it cannot read as it is, without breaking the save', async () => {
    const broken = `[{"elType":"widget","settings":{"image":{"url":"${pagelift.origin}${ASSETS}/logo.png"`;
    const hits = pagelift.hits.length;
    const result = await site.run<State>('save_elementor', { user: 'admin', data: broken });
    expect(result.elementor_data).toBe(broken);
    expect(pagelift.hits.length).toBe(hits);
  });

  it('does nothing for a user who may not upload files', async () => {
    const hits = pagelift.hits.length;
    const data = pastedData(pagelift.origin);
    const asContributor = await site.run<State>('save_elementor', { user: 'contributor', data });
    expect(asContributor.elementor_data).toBe(data);
    expect(pagelift.hits.length).toBe(hits);
  });

  it('deleting the plugin removes its settings and log but keeps the imported media', async () => {
    const before = await site.run<{ attachments: Attachment[] }>('save_elementor', { user: 'admin', data: '[]' });
    const after = await site.run<{ options: Record<string, unknown>; attachments: number }>('uninstall');
    expect(after.options).toEqual({ settings: null, log: null, fonts: null });
    expect(after.attachments).toBe(before.attachments.length);
    expect(after.attachments).toBeGreaterThan(0);
  });
});
