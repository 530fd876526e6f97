// The snapshot host and the resources path, over real HTTP.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCE_PLACEHOLDER } from '../pages/view.ts';
import { PNG_1PX, pageForm, startHarness, type Harness, type TestUser } from '../test/harness.ts';

describe('snapshot host and resources', () => {
  let h: Harness;
  let u: TestUser;
  let projectId: string;

  beforeAll(async () => {
    h = await startHarness();
    u = await h.createUser('snap');
    projectId = (await h.call('POST', '/v1/projects', { token: u.token, body: { name: 'S', url: 'snap.example' } })).body.data.project._id;
  });
  afterAll(() => h?.close());

  async function upload(html: string, assets: { url: string; bytes: Buffer | string }[] = [], sourceUrl = 'https://www.snap.example/') {
    return h.call('POST', '/v1/pages', { token: u.token, form: pageForm({ projectId, sourceUrl, html, assets, thumbnail: PNG_1PX }) });
  }

  it('serves a stored page without scripts, with a strict CSP, the picker by nonce, and no cookies', async () => {
    const up = await upload('<html><head><script src="https://evil/x.js"></script></head><body><button onclick="x()">b</button><a href="javascript:void(0)">a</a><p>content</p></body></html>');
    expect(up.status).toBe(201);
    const { html, htmlVersion } = up.body.data.page;
    const res = await fetch(`${h.server.htmlUrl}/v1/html/${html}?v=${htmlVersion}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('set-cookie')).toBeNull();
    const csp = res.headers.get('content-security-policy')!;
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain(`frame-ancestors ${new URL(h.server.config.publicUrl).origin}`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const body = await res.text();
    expect(body).toContain('<p>content</p>');
    expect(body).not.toContain('evil/x.js');
    expect(body).not.toContain('onclick');
    expect(body).not.toContain('javascript:');
    // Exactly one script: ours, carrying the nonce of this response.
    const scripts = [...body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts).toEqual([`<script nonce="${nonce}">`]);
    expect(body).toContain('pagelift:click');
    // A second response gets a new nonce.
    const again = await fetch(`${h.server.htmlUrl}/v1/html/${html}`);
    expect(again.headers.get('content-security-policy')).not.toContain(nonce);
  });

  it('keeps an inlined same-origin frame with its content, cleaned of scripts', async () => {
    const up = await upload('<html><body><iframe width="300" srcdoc="<!DOCTYPE html><p>framed text</p><script>alert(1)</script><img src=x onerror=alert(2)>"></iframe></body></html>');
    expect(up.status).toBe(201);
    const body = await (await fetch(`${h.server.htmlUrl}/v1/html/${up.body.data.page.html}`)).text();
    // attribute values are serialised with < and > escaped, as the HTML standard now does
    expect(body).toMatch(/<iframe width="300" srcdoc="[^"]*&lt;p&gt;framed text&lt;\/p&gt;[^"]*">/);
    expect(body).not.toMatch(/alert|onerror/);
  });

  it('refuses what is not a stored page', async () => {
    for (const p of ['/v1/html/doesnotexist123', '/v1/html/..%2F..%2Fetc%2Fpasswd', '/v1/projects', '/v1/auth/', '/', '/v1/resources/thumbnails/x.png']) {
      const res = await fetch(`${h.server.htmlUrl}${p}`);
      expect(res.status, p).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    }
  });

  it('stores assets by hash with an extension from their bytes, never as HTML', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>';
    const up = await upload('<img src="https://cdn.snap.example/a"><img src="https://cdn.snap.example/b.png"><img src="https://cdn.snap.example/c.jpg">', [
      { url: 'https://cdn.snap.example/a', bytes: PNG_1PX },
      { url: 'https://cdn.snap.example/b.png', bytes: svg },
      { url: 'https://cdn.snap.example/c.jpg', bytes: '<html><script>alert(1)</script></html>' },
    ]);
    expect(up.status).toBe(201);
    const body = await (await fetch(`${h.server.htmlUrl}/v1/html/${up.body.data.page.html}`)).text();
    const urls = [...body.matchAll(/src="([^"]+)"/g)].map((m) => m[1]!);
    for (const u of urls) expect(u.startsWith(`${h.server.config.publicUrl}/v1/resources/assets/`)).toBe(true);
    // On disk the snapshot names a placeholder origin, so a new PUBLIC_URL never breaks stored pages.
    const stored = await fs.readFile(path.join(h.dataDir, 'files', 'snapshots', `${up.body.data.page.html}.html`), 'utf8');
    expect(stored).toContain(RESOURCE_PLACEHOLDER);
    expect(stored).not.toContain(h.server.config.publicUrl);
    expect(urls[0]).toMatch(/\/v1\/resources\/assets\/[a-f0-9]{64}\.png$/);
    expect(urls[1]).toMatch(/\.svg$/);
    expect(urls[2]).toMatch(/\.bin$/);
    const types = await Promise.all(urls.map(async (u) => (await fetch(u)).headers));
    expect(types.map((t) => t.get('content-type'))).toEqual(['image/png', 'image/svg+xml', 'application/octet-stream']);
    for (const t of types) {
      expect(t.get('x-content-type-options')).toBe('nosniff');
      expect(t.get('content-security-policy')).toContain('sandbox');
      expect(t.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('refuses unknown resource names and kinds', async () => {
    for (const p of ['/v1/resources/snapshots/x.html', `/v1/resources/assets/${'a'.repeat(64)}.html`, `/v1/resources/assets/${'a'.repeat(64)}.png`, '/v1/resources/assets/../jwt-secret']) {
      expect((await h.call('GET', p)).status, p).toBe(404);
    }
  });

  it("refuses a page from another domain, a missing asset file and a thumbnail that is not an image", async () => {
    const foreign = await upload('<p>x</p>', [], 'https://evil.example/');
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toMatch(/not on the project's domain \(snap\.example\)/);
    const form = pageForm({ projectId, sourceUrl: 'https://snap.example/', html: '<p>x</p>' });
    form.set('manifest', JSON.stringify({ projectId, name: 'x', sourceUrl: 'https://snap.example/', assets: [{ url: 'https://a/b.png', field: 'asset7' }] }));
    const missing = await h.call('POST', '/v1/pages', { token: u.token, form });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/asset7/);
    const badThumb = await h.call('POST', '/v1/pages', { token: u.token, form: pageForm({ projectId, sourceUrl: 'https://snap.example/', html: '<p>x</p>', thumbnail: Buffer.from('text') }) });
    expect(badThumb.status).toBe(400);
    expect(badThumb.body.error).toBe('The thumbnail must be an image.');
    const noManifest = new FormData();
    noManifest.append('html', new Blob(['<p>x</p>']), 'a.html');
    expect((await h.call('POST', '/v1/pages', { token: u.token, form: noManifest })).body.error).toBe('The manifest field is missing.');
  });
});

describe('sealed snapshot host, docs CSP and bind host (issue 14, finding 8)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  it('allows only the resource origin for what a page draws, and the picker runs from a page with "</head" in a style', async () => {
    const u = await h.createUser('seal');
    const projectId = (await h.call('POST', '/v1/projects', { token: u.token, body: { name: 'S', url: 'seal.example' } })).body.data.project._id;
    const html = '<html><head><style>/* </head> */ p{color:red}</style></head><body><p>sealed</p></body></html>';
    const up = await h.call('POST', '/v1/pages', { token: u.token, form: pageForm({ projectId, sourceUrl: 'https://seal.example/', html, thumbnail: PNG_1PX }) });
    const { html: id, htmlVersion } = up.body.data.page;
    const res = await fetch(`${h.server.htmlUrl}/v1/html/${id}?v=${htmlVersion}`);
    const csp = res.headers.get('content-security-policy')!;
    const resources = `${h.server.config.publicUrl}/v1/resources/`;
    expect(csp).toContain("default-src 'none'");
    for (const directive of ['style-src', 'img-src', 'font-src', 'media-src']) {
      const value = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(directive))!;
      expect(value.split(/\s+/).slice(1).filter((v) => !["'unsafe-inline'", 'data:', 'blob:'].includes(v))).toEqual([resources]);
    }
    const body = await res.text();
    expect(body).toMatch(/<script nonce="[^"]+">[\s\S]*<\/script><\/head>/);
    expect(body).toContain('<style>/* </head> */ p{color:red}</style>');
  });

  it('gives /v1/docs a CSP without third-party hosts or framing', async () => {
    const res = await fetch(`${h.server.apiUrl}/v1/docs/`, { redirect: 'follow' });
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/https:|upgrade-insecure-requests|validator\.swagger\.io/);
  });

  it('binds to loopback unless HOST says otherwise', async () => {
    const { loadConfig } = await import('../config.ts');
    expect(loadConfig({} as NodeJS.ProcessEnv).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' } as NodeJS.ProcessEnv).host).toBe('0.0.0.0');
  });
});
