import { afterAll, beforeAll, expect, it } from 'vitest';
import { ASSETS, assetFiles, gdImage, serveExportAssets } from './assets.ts';
import { startStandIn, type StandInServer } from './standin-server.ts';
import { describeWithWordPress } from './suite.ts';
import { createSite, type WordPressSite } from './wordpress-site.ts';

interface Attachment { id: number; url: string; alt: string; mime: string; exists: boolean; size: number; body: string | null; sources: string[] }
interface State { post_id: number; content: string; attachments: Attachment[]; fonts: { url: string; size: number }[]; notices: string[]; log: { failures: string[]; imported: string[] }[]; error?: unknown }

describeWithWordPress('PageLift plugin on block-editor and classic saves (real WordPress)', () => {
  let site: WordPressSite;
  let pagelift: StandInServer;
  let other: StandInServer;
  let files: ReturnType<typeof assetFiles>;

  beforeAll(async () => {
    files = assetFiles();
    pagelift = await startStandIn();
    other = await startStandIn();
    serveExportAssets(pagelift, files);
    other.set(`${ASSETS}/elsewhere.png`, { body: files.png, contentType: 'image/png' });
    site = await createSite({ home: 'http://wordpress.pagelift.test' });
    await site.run('set_origins', { origins: [pagelift.origin] });
  });
  afterAll(async () => {
    site?.destroy();
    await pagelift?.close();
    await other?.close();
  });

  const page = (o: string) => `<!-- wp:image {"sizeSlug":"full"} -->
<figure class="wp-block-image size-full"><img src="${o}${ASSETS}/logo.png" alt="WordPress logo"/></figure>
<!-- /wp:image -->

<!-- wp:cover {"url":"${o}${ASSETS}/bg.jpg","dimRatio":50} -->
<div class="wp-block-cover"><img class="wp-block-cover__image-background" alt="" src="${o}${ASSETS}/bg.jpg" data-object-fit="cover"/><span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span><div class="wp-block-cover__inner-container"><!-- wp:paragraph -->
<p>Over the photo</p>
<!-- /wp:paragraph --></div></div>
<!-- /wp:cover -->

<!-- wp:media-text {"mediaUrl":"${o}${ASSETS}/icon.svg","mediaType":"image"} -->
<div class="wp-block-media-text alignwide is-stacked-on-mobile"><figure class="wp-block-media-text__media"><img src="${o}${ASSETS}/icon.svg" alt="Star icon"/></figure><div class="wp-block-media-text__content"><!-- wp:paragraph -->
<p>Beside the icon</p>
<!-- /wp:paragraph --></div></div>
<!-- /wp:media-text -->

<!-- wp:group {"className":"hero"} -->
<div class="wp-block-group hero" style="background-image:url(${o}${ASSETS}/bg.jpg)"><!-- wp:paragraph -->
<p>Styled</p>
<!-- /wp:paragraph --></div>
<!-- /wp:group -->

<!-- wp:html -->
<style>@font-face{font-family:Plex;src:url("${o}${ASSETS}/plex.woff2") format("woff2")}</style>
<!-- /wp:html -->`;

  let first: State;

  it('imports every image and font of a pasted page once and rewrites the markup to the local copies', async () => {
    first = await site.run<State>('save_blocks', { user: 'admin', content: page(pagelift.origin) });
    expect(first.error).toBeUndefined();
    expect(first.content).not.toContain(pagelift.origin);
    // bg.jpg is used twice (cover and inline style) and downloaded once.
    expect([...pagelift.hits].sort()).toEqual([`${ASSETS}/bg.jpg`, `${ASSETS}/icon.svg`, `${ASSETS}/logo.png`, `${ASSETS}/plex.woff2`]);
    expect(first.attachments.map((a) => a.mime).sort()).toEqual(['image/jpeg', 'image/png', 'image/svg+xml']);
    expect(first.attachments.every((a) => a.exists && a.size > 0)).toBe(true);

    const logo = first.attachments.find((a) => a.mime === 'image/png')!;
    expect(logo.alt).toBe('WordPress logo');
    expect(logo.sources).toEqual([`${pagelift.origin}${ASSETS}/logo.png`]);
    expect(first.content).toContain(`<!-- wp:image {"sizeSlug":"full","id":${logo.id}} -->`);
    expect(first.content).toMatch(new RegExp(`<img src="${logo.url}" alt="WordPress logo" class="wp-image-${logo.id}"/>`));

    const photo = first.attachments.find((a) => a.mime === 'image/jpeg')!;
    expect(first.content).toContain(`<!-- wp:cover {"url":"${photo.url}","dimRatio":50,"id":${photo.id}} -->`);
    expect(first.content).toContain(`class="wp-block-cover__image-background wp-image-${photo.id}"`);
    expect(first.content).toContain(`style="background-image:url(${photo.url})"`);

    const icon = first.attachments.find((a) => a.mime === 'image/svg+xml')!;
    expect(icon.alt).toBe('Star icon');
    expect(first.content).toContain(`"mediaUrl":"${icon.url}","mediaType":"image","mediaId":${icon.id}`);
    expect(first.content).toContain(`class="wp-image-${icon.id} size-full"`);
    // Sanitised: no script, handler or javascript: link survives; the drawing does.
    expect(icon.body).not.toMatch(/script|onload|javascript/i);
    expect(icon.body).toContain('<path d="M1 1h8v8z"');

    expect(first.fonts).toHaveLength(1);
    expect(first.fonts[0]!.size).toBe(files.woff2.length);
    expect(first.fonts[0]!.url).toMatch(/\/wp-content\/uploads\/pagelift-fonts\/[0-9a-f]{64}\.woff2$/);
    expect(first.content).toContain(`src:url("${first.fonts[0]!.url}") format("woff2")`);
    expect(first.notices).toEqual([]);
    expect(first.log[0]!.imported).toHaveLength(4);
  });

  it('imports nothing on a second save, nor when the same files are pasted again', async () => {
    const hitsBefore = pagelift.hits.length;
    const again = await site.run<State>('save_blocks', { user: 'admin', content: first.content, post_id: first.post_id });
    expect(again.content).toBe(first.content);
    const repasted = await site.run<State>('save_blocks', { user: 'admin', content: page(pagelift.origin) });
    expect(repasted.content).not.toContain(pagelift.origin);
    expect(pagelift.hits.length).toBe(hitsBefore);
    expect(repasted.attachments.map((a) => a.id)).toEqual(first.attachments.map((a) => a.id));
    expect(repasted.fonts).toEqual(first.fonts);
  });

  it('leaves URLs on other origins alone and never requests them', async () => {
    const content = `<!-- wp:image -->\n<figure class="wp-block-image"><img src="${other.origin}${ASSETS}/elsewhere.png" alt=""/></figure>\n<!-- /wp:image -->`;
    const saved = await site.run<State>('save_blocks', { user: 'admin', content });
    expect(saved.content).toBe(content);
    expect(other.hits).toEqual([]);
  });

  it('does not follow a redirect off the configured origin', async () => {
    pagelift.set(`${ASSETS}/moved.png`, { body: Buffer.alloc(0), contentType: 'text/plain', status: 302, headers: { location: `${other.origin}${ASSETS}/elsewhere.png` } });
    const content = `<!-- wp:image -->\n<figure class="wp-block-image"><img src="${pagelift.origin}${ASSETS}/moved.png" alt=""/></figure>\n<!-- /wp:image -->`;
    const saved = await site.run<State>('save_blocks', { user: 'admin', content });
    expect(saved.content).toBe(content);
    expect(other.hits).toEqual([]);
    expect(saved.notices.join('\n')).toContain(`${other.origin}${ASSETS}/elsewhere.png is not on a configured PageLift origin`);
  });

  it('refuses an oversized file and a file of the wrong type, with a notice, and keeps the URL', async () => {
    const count = first.attachments.length;
    pagelift.set(`${ASSETS}/huge.png`, { body: Buffer.concat([files.png, Buffer.alloc(10 * 1024 * 1024)]), contentType: 'image/png' });
    pagelift.set(`${ASSETS}/page.png`, { body: Buffer.from('<!doctype html><html><body>not an image</body></html>'), contentType: 'image/png' });
    const content = [`<p><img src="${pagelift.origin}${ASSETS}/huge.png" alt=""></p>`, `<p><img src="${pagelift.origin}${ASSETS}/page.png" alt=""></p>`].join('\n');
    const saved = await site.run<State>('save_classic', { user: 'admin', content });
    expect(saved.content).toBe(content);
    expect(saved.attachments).toHaveLength(count);
    const notices = saved.notices.join('\n');
    expect(notices).toContain(`${pagelift.origin}${ASSETS}/huge.png is larger than 10 MB; not imported.`);
    expect(notices).toContain(`${pagelift.origin}${ASSETS}/page.png is not an accepted image`);
    expect(saved.log[0]!.failures).toHaveLength(2);

    // The block editor shows them on its next load (its notices store, not admin_notices), once.
    const editor = await site.run<{ enqueued: boolean; script: string; left: unknown }>('editor_notices', { user: 'admin' });
    expect(editor.enqueued).toBe(true);
    expect(editor.script).toContain('createErrorNotice');
    expect(editor.script).toContain(`${pagelift.origin}${ASSETS}/huge.png is larger than 10 MB`.replace(/\//g, '\\/'));
    expect(editor.left).toBe('');
    expect((await site.run<{ enqueued: boolean }>('editor_notices', { user: 'admin' })).enqueued).toBe(false);
  });

  it('accepts GIF, WebP and AVIF images (AVIF although WordPress 6.1 does not know it)', async () => {
    const formats = ['gif', 'webp', 'avif'] as const;
    for (const f of formats) pagelift.set(`${ASSETS}/tiny.${f}`, { body: gdImage(f), contentType: `image/${f}` });
    const content = formats.map((f) => `<!-- wp:image -->\n<figure class="wp-block-image"><img src="${pagelift.origin}${ASSETS}/tiny.${f}" alt="Tiny ${f}"/></figure>\n<!-- /wp:image -->`).join('\n\n');
    const saved = await site.run<State>('save_blocks', { user: 'admin', content });
    expect(saved.content).not.toContain(pagelift.origin);
    for (const f of formats) {
      const attachment = saved.attachments.find((a) => a.alt === `Tiny ${f}`)!;
      expect(attachment.mime).toBe(`image/${f}`);
      expect(attachment.url).toMatch(new RegExp(`/tiny\\.${f}$`));
      expect(saved.content).toContain(`class="wp-image-${attachment.id}"`);
    }
  });

  it('imports in classic (block-less) content too', async () => {
    pagelift.set(`${ASSETS}/classic.png`, { body: files.png, contentType: 'image/png' });
    pagelift.set(`${ASSETS}/classic.jpg`, { body: files.jpeg, contentType: 'image/jpeg' });
    const saved = await site.run<State>('save_classic', { user: 'admin', content: `<p><img src="${pagelift.origin}${ASSETS}/classic.png" alt="Same logo"></p>` });
    const logo = first.attachments.find((a) => a.mime === 'image/png')!;
    // Same bytes as the first page's logo: the existing attachment is reused.
    expect(saved.content).toBe(`<p><img src="${logo.url}" alt="Same logo"></p>`);
    expect(saved.attachments.find((a) => a.id === logo.id)!.sources).toContain(`${pagelift.origin}${ASSETS}/classic.png`);
  });

  it('does nothing for a user who may not upload files', async () => {
    pagelift.set(`${ASSETS}/contributor.png`, { body: files.png, contentType: 'image/png' });
    const hitsBefore = pagelift.hits.length;
    const content = `<!-- wp:image -->\n<figure class="wp-block-image"><img src="${pagelift.origin}${ASSETS}/contributor.png" alt=""/></figure>\n<!-- /wp:image -->`;
    const saved = await site.run<State>('save_blocks', { user: 'contributor', content });
    expect(saved.error).toBeUndefined();
    expect(saved.content).toContain(`src="${pagelift.origin}${ASSETS}/contributor.png"`);
    expect(saved.content).not.toContain('wp-image-');
    expect(pagelift.hits.length).toBe(hitsBefore);
    expect(saved.notices).toEqual([]);
  });

  it('re-imports a stored page on request', async () => {
    pagelift.set(`${ASSETS}/later.jpg`, { body: files.jpeg, contentType: 'image/jpeg' });
    const { post_id } = await site.run<{ post_id: number }>('store_raw', { content: `<p style="background:url(${pagelift.origin}${ASSETS}/later.jpg)">x</p>` });
    const done = await site.run<State & { reimport: { imported: string[]; failures: string[] } }>('reimport', { user: 'admin', post_id });
    const photo = first.attachments.find((a) => a.mime === 'image/jpeg')!;
    expect(done.content).toBe(`<p style="background:url(${photo.url})">x</p>`);
    expect(done.reimport.failures).toEqual([]);
  });
});
