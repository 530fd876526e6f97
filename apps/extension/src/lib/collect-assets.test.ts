import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '@pagelift/contract';
import { serveDirectory, type StaticServer } from '@pagelift/capture/testing';
import { collectAssets } from './collect-assets.ts';

// Real HTTP over loopback: the same fetch paths the service worker takes, minus Chrome.
describe('collectAssets', () => {
  let dir: string;
  let site: StaticServer;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pagelift-assets-'));
    await writeFile(join(dir, 'a.png'), Buffer.from('89504e470d0a1a0a0000', 'hex'));
    await writeFile(join(dir, 'b.woff2'), Buffer.from('wOF2 font bytes'));
    await writeFile(join(dir, 'empty.css'), '');
    await writeFile(join(dir, 'huge.jpg'), Buffer.alloc(UPLOAD_LIMITS.assetBytes + 1, 1));
    site = await serveDirectory(dir);
  });
  afterAll(async () => {
    await site?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('downloads each file once, names the fields asset1.., and skips what cannot be copied', async () => {
    const progress: string[] = [];
    const result = await collectAssets(
      [
        `${site.origin}/a.png`,
        `${site.origin}/b.woff2`,
        `${site.origin}/a.png`,
        `${site.origin}/missing.gif`,
        `${site.origin}/empty.css`,
        `${site.origin}/huge.jpg`,
        'data:image/png;base64,AAAA',
        'blob:http://x/123',
      ],
      { onProgress: (done, total) => progress.push(`${done}/${total}`) },
    );
    expect(result.assets.map(({ url, field, blob }) => [url.replace(site.origin, ''), field, blob.size])).toEqual([
      ['/a.png', 'asset1', 10],
      ['/b.woff2', 'asset2', 15],
    ]);
    expect(Object.fromEntries(result.skipped.map((s) => [s.url.replace(site.origin, ''), s.reason]))).toEqual({
      '/missing.gif': 'HTTP 404',
      '/empty.css': 'empty response',
      '/huge.jpg': 'larger than 15 MB',
      'blob:http://x/123': 'not an http(s) address',
    });
    expect(result.bytes).toBe(25);
    expect(progress[0]).toBe('0/5');
    expect(progress.at(-1)).toBe('5/5');
  });

  it('reads a file the page made (canvas pixels) from its bytes, never from its stand-in URL', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000', 'hex');
    const standIn = 'https://made.pagelift.invalid/canvas-0badf00d.png';
    const result = await collectAssets([standIn], { madeAssets: new Map([[standIn, `data:image/png;base64,${png.toString('base64')}`]]) });
    expect(result.skipped).toEqual([]);
    expect(result.assets.map(({ url, field }) => [url, field])).toEqual([[standIn, 'asset1']]);
    expect(Buffer.from(await result.assets[0].blob.arrayBuffer()).equals(png)).toBe(true);
  });

  it('fails as too large when the files would exceed the upload total', async () => {
    const urls = [`${site.origin}/a.png`, `${site.origin}/b.woff2`];
    await expect(collectAssets(urls, { reservedBytes: UPLOAD_LIMITS.totalBytes - 20 })).rejects.toMatchObject({ code: 'too-large' });
  });

  it('fails as too large past the asset count limit, before downloading anything', async () => {
    const urls = Array.from({ length: UPLOAD_LIMITS.assetCount + 1 }, (_, i) => `${site.origin}/missing-${i}.png`);
    await expect(collectAssets(urls)).rejects.toMatchObject({ code: 'too-large', message: expect.stringContaining('2001 files') });
  });
});
