import { describe, expect, it } from 'vitest';
import { PageUploadManifest } from '@pagelift/contract';
import { buildUploadForm } from './upload-page.ts';

describe('buildUploadForm', () => {
  const base = {
    projectId: 'p1',
    name: '  My page  ',
    sourceUrl: 'https://example.com/pricing',
    html: '<!doctype html><p>hi</p>',
    thumbnail: new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
    assets: [
      { url: 'https://example.com/a.png', field: 'asset1', blob: new Blob(['a']) },
      { url: 'https://cdn.example.com/f.woff2', field: 'asset2', blob: new Blob(['ff']) },
    ],
  };

  it('writes the manifest, html, thumbnail and one part per asset as the contract says', async () => {
    const form = buildUploadForm(base);
    const manifest = PageUploadManifest.parse(JSON.parse(String(form.get('manifest'))));
    expect(manifest).toEqual({
      projectId: 'p1',
      name: 'My page',
      sourceUrl: 'https://example.com/pricing',
      assets: [
        { url: 'https://example.com/a.png', field: 'asset1' },
        { url: 'https://cdn.example.com/f.woff2', field: 'asset2' },
      ],
    });
    expect(await (form.get('html') as File).text()).toBe(base.html);
    expect((form.get('thumbnail') as File).name).toBe('thumbnail.jpg');
    expect(await (form.get('asset2') as File).text()).toBe('ff');
    expect((form.get('asset1') as File).name).toBe('a.png');
  });

  it('keeps valid capture metadata and drops metadata the contract rejects', () => {
    const meta = {
      sourceUrl: 'https://example.com/pricing',
      title: 'Pricing',
      viewport: { width: 1280, height: 800 },
      devicePixelRatio: 1,
      capturedAt: '2026-01-01T00:00:00.000Z',
      counts: { nodes: 10, stylesheets: 1, assets: 2 },
      notCaptured: [],
    };
    expect(JSON.parse(String(buildUploadForm({ ...base, meta }).get('manifest'))).meta).toEqual(meta);
    const broken = { ...meta, viewport: { width: 0, height: 800 } };
    expect(JSON.parse(String(buildUploadForm({ ...base, meta: broken }).get('manifest'))).meta).toBeUndefined();
  });
});
