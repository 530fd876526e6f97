import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../storage/local.ts';
import { storeDataUrls } from './data-urls.ts';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" fill="rgb(1, 2, 3)"/></svg>';
const SVG_URL = `data:image/svg+xml,${encodeURIComponent(SVG).replace(/\(/g, '%28').replace(/\)/g, '%29')}`;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const RESOURCE = /^https:\/\/api\.test\/v1\/resources\/assets\/([a-f0-9]{64})\.(svg|png)$/;

let dir: string;
let storage: LocalStorage;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pagelift-data-urls-'));
  storage = new LocalStorage(dir);
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describe('storeDataUrls', () => {
  it('stores each data: picture once as a resource and names it by its resource URL', async () => {
    const template = {
      elements: [
        { settings: { image: { url: SVG_URL, id: '' } } },
        { settings: { background_image: { url: SVG_URL, id: '' }, html: `<img src="data:image/png;base64,${PNG.toString('base64')}">` } },
      ],
    };
    const out = await storeDataUrls(template, storage, 'https://api.test');
    const svgUrl = out.elements[0]!.settings.image!.url;
    expect(svgUrl).toMatch(RESOURCE);
    expect(out.elements[1]!.settings.background_image!.url).toBe(svgUrl);
    const key = svgUrl.slice('https://api.test/v1/resources/'.length);
    expect((await storage.get(key))!.toString('utf8')).toBe(SVG);
    const png = /src="([^"]+)"/.exec(out.elements[1]!.settings.html!)![1]!;
    expect(png).toMatch(RESOURCE);
    expect(await storage.get(png.slice('https://api.test/v1/resources/'.length))).toEqual(PNG);
    expect(JSON.stringify(out)).not.toContain('data:');
  });

  it('rewrites the URLs inside a delivery file (JSON text) without breaking its escaping', async () => {
    const content = JSON.stringify({ content: [{ settings: { html: `<div style="background:url(&quot;${SVG_URL}&quot;)">` } }, { settings: { image: { url: SVG_URL } } }] });
    const out = await storeDataUrls({ file: { content } }, storage, 'https://api.test');
    const parsed = JSON.parse(out.file.content);
    expect(parsed.content[1].settings.image.url).toMatch(RESOURCE);
    expect(parsed.content[0].settings.html).toContain(`url(&quot;${parsed.content[1].settings.image.url}&quot;)`);
  });

  it('leaves what is not a picture, and empty placeholders, as they are', async () => {
    const value = { css: '@font-face{src:url(data:font/woff2;base64,AAAA)}', empty: 'data:,', text: 'no URL here', n: 3 };
    expect(await storeDataUrls(value, storage, 'https://api.test')).toEqual(value);
  });

  it('leaves hostile data: URLs as they are and stores nothing for them', async () => {
    const before = await fs.readdir(path.join(dir, 'assets')).catch(() => []);
    const value = {
      badPercent: 'data:image/svg+xml,%E0%A4%A',
      script: 'data:text/html,<script>alert(1)</script>',
      notAnImage: 'data:application/javascript;base64,YWxlcnQoMSk=',
      empty: 'data:image/png;base64,',
    };
    expect(await storeDataUrls(value, storage, 'https://api.test')).toEqual(value);
    expect(await fs.readdir(path.join(dir, 'assets')).catch(() => [])).toEqual(before);
  });
});
