// S3_BUCKET set: pages, assets, thumbnails, avatars and the extension zip go to the bucket, and the
// API and the snapshot host serve them from there (or redirect to a presigned URL when configured).
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCE_BYTES_HEADER } from '@pagelift/contract';
import { PNG_1PX, pageForm, startHarness, type Harness } from '../test/harness.ts';
import { startTestS3, type TestS3 } from '../test/s3.ts';
import { S3Storage } from './s3.ts';

const ZIP = Buffer.from('504b0506000000000000000000000000000000000000', 'hex');

describe('S3 storage behind the API', () => {
  let s3: TestS3;
  let h: Harness;
  let bucket: S3Storage;
  let token: string;
  let page: { thumbnailUrl: string; htmlUrl: string };

  beforeAll(async () => {
    s3 = await startTestS3();
    bucket = new S3Storage(s3.options);
    const zipDir = await fs.mkdtemp(path.join(s3.directory, '..', 'pagelift-zip-'));
    await fs.writeFile(path.join(zipDir, 'ext.zip'), ZIP);
    h = await startHarness('sqlite', { s3: s3.options, extensionZipFile: path.join(zipDir, 'ext.zip') });
    const u = await h.createUser('s3');
    token = u.token;
    const projectId = (await h.call('POST', '/v1/projects', { token, body: { name: 'S3', url: 's3.example' } })).body.data.project._id;
    const res = await h.call('POST', '/v1/pages', {
      token,
      form: pageForm({ projectId, sourceUrl: 'https://s3.example/', html: '<img src="https://s3.example/logo.png"><p>In the bucket</p>', thumbnail: PNG_1PX, assets: [{ url: 'https://s3.example/logo.png', bytes: PNG_1PX }] }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    page = res.body.data.page;
    await fs.rm(zipDir, { recursive: true, force: true });
  });
  afterAll(async () => {
    await h?.close();
    await bucket?.close();
    await s3?.close();
  });

  it('writes nothing under DATA_DIR/files: every file is in the bucket', async () => {
    await expect(fs.access(path.join(h.dataDir, 'files'))).rejects.toThrow();
    const thumbKey = new URL(page.thumbnailUrl).pathname.replace('/v1/resources/', '');
    expect(await bucket.get(thumbKey)).toEqual(PNG_1PX);
  });

  it('serves the snapshot from the bucket on the snapshot host, with the asset URL rewritten to the API', async () => {
    const res = await fetch(page.htmlUrl);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('In the bucket');
    const asset = /src="([^"]+\/v1\/resources\/assets\/[a-f0-9]{64}\.png)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const img = await fetch(asset!);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await img.arrayBuffer())).toEqual(PNG_1PX);
  });

  it('stores avatars in the bucket and serves them through the API', async () => {
    const form = new FormData();
    form.append('info', JSON.stringify({ first_name: 'Ava', last_name: 'Tar' }));
    form.append('avatar', new Blob([PNG_1PX], { type: 'image/png' }), 'a.png');
    const res = await h.call('POST', '/v1/auth/update', { token, form });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const avatarUrl: string = res.body.data.user.avatar;
    expect(await bucket.exists(new URL(avatarUrl).pathname.replace('/v1/resources/', ''))).toBe(true);
    expect((await fetch(avatarUrl)).status).toBe(200);
  });

  it('publishes the built extension to the bucket, so a server without the build still offers it', async () => {
    expect(await bucket.get('downloads/pagelift-extension.zip')).toEqual(ZIP);
    // The local build was removed after start: the download comes from the bucket.
    const res = await fetch(`${h.server.apiUrl}/downloads/pagelift-extension.zip`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(ZIP);
  });

  it('answers 404 for a resource the bucket does not have', async () => {
    const res = await fetch(`${h.server.apiUrl}/v1/resources/assets/${'0'.repeat(64)}.png`);
    expect(res.status).toBe(404);
  });
});

describe('presigned redirects (S3_PRESIGN_SECONDS)', () => {
  it('answers a resource with a redirect to a signed bucket URL that serves the bytes', async () => {
    const s3 = await startTestS3('pagelift-presign', { presignSeconds: 120 });
    const h = await startHarness('sqlite', { s3: s3.options });
    try {
      const u = await h.createUser('presign');
      const projectId = (await h.call('POST', '/v1/projects', { token: u.token, body: { name: 'P', url: 'p.example' } })).body.data.project._id;
      const res = await h.call('POST', '/v1/pages', { token: u.token, form: pageForm({ projectId, sourceUrl: 'https://p.example/', html: '<p>x</p>', thumbnail: PNG_1PX }) });
      const thumb = await fetch(res.body.data.page.thumbnailUrl, { redirect: 'manual' });
      expect(thumb.status).toBe(302);
      const location = thumb.headers.get('location')!;
      expect(location.startsWith(`${s3.endpoint}/pagelift-presign/thumbnails/`)).toBe(true);
      expect(location).toContain('X-Amz-Expires=120');
      const followed = await fetch(location);
      expect(followed.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await followed.arrayBuffer())).toEqual(PNG_1PX);
      // The export browser follows no redirect: asked for bytes, the route answers them.
      const direct = await fetch(res.body.data.page.thumbnailUrl, { redirect: 'manual', headers: { [RESOURCE_BYTES_HEADER]: '1' } });
      expect(direct.status).toBe(200);
      expect(Buffer.from(await direct.arrayBuffer())).toEqual(PNG_1PX);
    } finally {
      await h.close();
      await s3.close();
    }
  });
});

describe('an export on a presigning bucket', () => {
  it("gets the snapshot's stylesheets and images, which the export browser loads without following redirects", async () => {
    const s3 = await startTestS3('pagelift-presign-export', { presignSeconds: 120 });
    const h = await startHarness('sqlite', { s3: s3.options });
    try {
      const u = await h.createUser('presign-export');
      const projectId = (await h.call('POST', '/v1/projects', { token: u.token, body: { name: 'P', url: 'p.example' } })).body.data.project._id;
      const html = '<!doctype html><html><head><link rel="stylesheet" href="https://p.example/site.css"></head><body><main><h1>Styled by the bucket</h1><img src="https://p.example/logo.png" alt="logo"></main></body></html>';
      const assets = [
        { url: 'https://p.example/site.css', bytes: 'h1 { color: rgb(18, 52, 86); font-size: 41px } img { width: 37px; height: 23px }' },
        { url: 'https://p.example/logo.png', bytes: PNG_1PX },
      ];
      const page = await h.call('POST', '/v1/pages', { token: u.token, form: pageForm({ projectId, sourceUrl: 'https://p.example/', html, assets }) });
      expect(page.status, JSON.stringify(page.body)).toBe(201);
      const res = await h.call('POST', '/v1/export/', { token: u.token, body: { pageId: page.body.data.page._id, exportType: 'entirePage', builder: 'elementorFree' } });
      expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
      const template = JSON.stringify(res.body.template);
      expect(template).toMatch(/#123456/i);
      expect(template).toContain('"size":41');
      expect(template).toContain('/v1/resources/assets/');
      expect(template).toContain('"size":37');
    } finally {
      await h.close();
      await s3.close();
    }
  });
});
