// The web app's build at /, SPA fallback, runtime config, OpenAPI docs, and config defaults.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readZip } from '@pagelift/wordpress-plugin';
import { loadConfig } from '../config.ts';
import { startHarness, type Harness } from '../test/harness.ts';

describe('web app and public config', () => {
  let h: Harness;
  let dist: string;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'pagelift-web-dist-'));
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><html><body><div id="root">SPA</div></body></html>');
    await fs.writeFile(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    await fs.writeFile(path.join(dist, 'ext.zip'), Buffer.from('504b0506000000000000000000000000000000000000', 'hex'));
    h = await startHarness('sqlite', {
      webDistDir: dist,
      extensionZipFile: path.join(dist, 'ext.zip'),
      googleClientId: 'client-123',
      upgradeUrl: 'https://shop.example/pricing',
    });
  });
  afterAll(async () => {
    await h?.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('offers the built extension as a zip download, and says how to build it when missing', async () => {
    const res = await fetch(`${h.server.apiUrl}/downloads/pagelift-extension.zip`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toContain('pagelift-extension.zip');
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 4).toString('hex')).toBe('504b0506');
    await fs.rename(path.join(dist, 'ext.zip'), path.join(dist, 'gone.zip'));
    try {
      const missing = await fetch(`${h.server.apiUrl}/downloads/pagelift-extension.zip`);
      expect(missing.status).toBe(404);
      expect((await missing.json()).error).toMatch(/npm run build -w @pagelift\/extension/);
    } finally {
      await fs.rename(path.join(dist, 'gone.zip'), path.join(dist, 'ext.zip'));
    }
  });

  it('serves the WordPress plugin zip with its version and this server as the trusted origin', async () => {
    const res = await fetch(`${h.server.apiUrl}/v1/plugin/pagelift.zip`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="pagelift-1.0.58.zip"');
    const files = readZip(Buffer.from(await res.arrayBuffer()));
    expect(files.get('pagelift/pagelift.php')!.toString()).toMatch(/^ \* Version:\s+1\.0\.58$/m);
    const build = files.get('pagelift/pagelift-build.php')!.toString();
    expect(build).toContain("define( 'PAGELIFT_VERSION', '1.0.58' );");
    expect(build).toContain(`define( 'PAGELIFT_DEFAULT_ORIGINS', '${new URL(h.server.config.publicUrl).origin}' );`);
    expect([...files.keys()].every((name) => name.startsWith('pagelift/'))).toBe(true);
  });

  it('serves index.html at / and for client routes, with the app CSP', async () => {
    for (const p of ['/', '/projects/', '/projects/abc/def/', '/forgot-password/', '/anything']) {
      const res = await fetch(`${h.server.apiUrl}${p}`);
      expect(res.status, p).toBe(200);
      expect(await res.text()).toContain('<div id="root">SPA</div>');
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain(`frame-src ${h.server.htmlUrl}`);
      expect(csp).toContain("frame-ancestors 'none'");
    }
    const js = await fetch(`${h.server.apiUrl}/assets/app.js`);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    expect((await h.call('GET', '/v1/unknown')).status).toBe(404);
    expect((await h.call('POST', '/projects/')).status).toBe(404);
  });

  it('GET /v1/config returns the runtime configuration without secrets', async () => {
    const res = await h.call('GET', '/v1/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      publicSiteUrl: h.server.config.publicUrl,
      apiBaseUrl: h.server.config.publicUrl,
      iframeApiUrl: h.server.htmlUrl,
      googleClientId: 'client-123',
      googleScriptUrl: 'https://accounts.google.com/gsi/client',
      pluginVersion: '1.0.58',
      pluginUrl: `${h.server.config.publicUrl}/v1/plugin/pagelift.zip`,
      upgradeUrl: 'https://shop.example/pricing',
      sisterProducts: expect.any(Array),
      documentsUrl: expect.stringMatching(/^https:/),
      contactUrl: expect.stringMatching(/^https:/),
      chatUrl: expect.stringMatching(/^https:/),
      extensionUrl: `${h.server.config.publicUrl}/downloads/pagelift-extension.zip`,
      // What the engine's serializer registry serves, in the panel's order.
      builders: expect.arrayContaining(['elementorFree', 'elementor']),
    });
    expect(JSON.stringify(res.body)).not.toMatch(/secret|postgres|smtp/i);
  });

  it('serves the OpenAPI document at /v1/docs with every call of the spec', async () => {
    expect((await fetch(`${h.server.apiUrl}/v1/docs`)).status).toBe(200);
    const doc = (await h.call('GET', '/v1/docs/json')).body;
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/v1/auth/register', '/v1/auth/login', '/v1/auth/registerByGoogle', '/v1/auth/', '/v1/auth/update', '/v1/auth/updatePassword',
      '/v1/auth/active', '/v1/auth/resend', '/v1/auth/getCode', '/v1/auth/verify', '/v1/auth/changePassword', '/v1/auth/logout-all',
      '/v1/projects', '/v1/projects/{id}', '/v1/pages', '/v1/pages/project/{id}', '/v1/pages/{id}', '/v1/webflow/', '/v1/export/', '/v1/config',
    ]) {
      expect(paths, p).toContain(p);
    }
    expect(doc.paths['/v1/auth/register'].post.requestBody.content['application/json'].schema.required).toContain('confirm_password');
  });
});

describe('configuration', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8080, htmlPort: 8081, publicUrl: 'http://localhost:8080', htmlPublicUrl: 'http://localhost:8081', databaseUrl: null, smtpUrl: null, exportConcurrency: 2, googleIssuer: 'https://accounts.google.com' });
    expect(c.dataDir.endsWith(`${path.sep}data`)).toBe(true);
  });
  it('reads the environment and rejects nonsense', () => {
    const c = loadConfig({ PORT: '9000', PUBLIC_URL: 'https://app.example/', DATA_DIR: '/srv/pl', EXPORT_CONCURRENCY: '4' });
    expect(c).toMatchObject({ port: 9000, publicUrl: 'https://app.example', dataDir: '/srv/pl', exportConcurrency: 4 });
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
