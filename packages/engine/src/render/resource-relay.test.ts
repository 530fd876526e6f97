// The relay streams resources to the export browser (issue 15) and must keep isolation.ts's
// guarantees on its own: prefix only, no redirects, no tunnels, no cookies.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOVER_PROPERTIES, loadSnapshot } from './capture.ts';
import { afterSnapshotsExpression } from './after-snapshots.ts';
import { RESOURCE_BYTES_HEADER } from '@pagelift/contract';
import { isolationPlan } from './isolation.ts';
import { BrowserPool } from './pool.ts';
import { forwardedRequestHeaders, relayable, relayedResponseHeaders, relayTarget, startResourceRelay } from './resource-relay.ts';

const hits: string[] = [];
let api: http.Server;
let apiUrl = '';

beforeAll(async () => {
  api = http.createServer((req, res) => {
    hits.push(`${req.url} cookie=${req.headers.cookie ?? ''} referer=${req.headers.referer ?? ''}`);
    if (req.url === '/v1/resources/redirect') return void res.writeHead(302, { location: `${apiUrl}/v1/config` }).end();
    if (req.url === '/v1/resources/sheet.css') return void res.writeHead(200, { 'content-type': 'text/css' }).end('h1 { color: rgb(1, 2, 3) } p { margin: 0 }');
    if (req.url === '/v1/resources/imports.css') return void res.writeHead(200, { 'content-type': 'text/css; charset=utf-8' }).end('@import url(split.css); h1 { margin: 0 }');
    if (req.url === '/v1/resources/split.css') {
      // The keyword arrives in two chunks.
      res.writeHead(200, { 'content-type': 'text/css' });
      res.write('@font-');
      return void setTimeout(() => res.end('face { font-family: Split; src: local(Arial) }'), 30);
    }
    if (req.url === '/v1/resources/escaped.css') return void res.writeHead(200, { 'content-type': 'text/css' }).end('@f\\6f nt-face { font-family: E; src: local(Arial) }');
    if (req.url?.startsWith('/v1/resources/')) return void res.writeHead(200, { 'content-type': 'text/plain', 'set-cookie': 'a=b' }).end('resource');
    res.writeHead(200).end('API SECRET');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

/** One request through the proxy, as Chromium sends it (absolute URL). */
function viaProxy(proxy: string, method: string, url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(proxy);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, method, path: url, headers: { host: new URL(url).host, cookie: 'session=secret', referer: 'http://snapshot.pagelift.invalid/' } }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('relay target', () => {
  const plan = isolationPlan('http://127.0.0.1:8080/v1/resources/');
  it('maps GETs of mirror URLs under the prefix to the real prefix, and nothing else', () => {
    expect(relayTarget(plan, 'GET', 'http://snapshot.pagelift.invalid/v1/resources/assets/a.css')).toBe('http://127.0.0.1:8080/v1/resources/assets/a.css');
    expect(relayTarget(plan, 'HEAD', 'http://snapshot.pagelift.invalid/v1/resources/a')).toBe('http://127.0.0.1:8080/v1/resources/a');
    expect(relayTarget(plan, 'POST', 'http://snapshot.pagelift.invalid/v1/resources/a')).toBeNull();
    for (const url of ['http://snapshot.pagelift.invalid/v1/config', 'http://127.0.0.1:8080/v1/resources/a', 'http://snapshot.pagelift.invalid.evil.test/v1/resources/a', 'http://10.0.0.1/v1/resources/a', 'http://snapshot.pagelift.invalid/v1/resourcesX']) {
      expect(relayTarget(plan, 'GET', url), url).toBeNull();
    }
  });
  it('relays only http mirrors with a prefix', () => {
    expect(relayable(plan)).toBe(true);
    expect(relayable(isolationPlan('https://api.test/v1/resources/'))).toBe(false);
    expect(relayable(isolationPlan(undefined))).toBe(false);
    expect(relayable(isolationPlan('file:///tmp/page.html'))).toBe(false);
  });
  it('forwards no cookies or referrer, and passes back no cookies, redirect target or hop-by-hop headers', () => {
    // ...and asks for bytes, never a presigned redirect (which it would refuse).
    expect(forwardedRequestHeaders({ accept: 'text/css', cookie: 'a=b', referer: 'http://x/', 'proxy-authorization': 'p' })).toEqual({ accept: 'text/css', [RESOURCE_BYTES_HEADER]: '1' });
    expect(relayedResponseHeaders({ 'content-type': 'text/css', 'set-cookie': ['a=b'], location: 'http://x/', connection: 'keep-alive' })).toEqual({ 'content-type': 'text/css' });
  });
});

describe('resource relay', () => {
  it('tells the stylesheets whose text holds no @font-face, as the page names them, and the walk still finds faces they import', async () => {
    const plan = isolationPlan(`${apiUrl}/v1/resources/`);
    const relay = (await startResourceRelay(plan))!;
    const pool = new BrowserPool(1);
    try {
      // A HEAD answer has no text to judge.
      expect((await viaProxy(relay.proxy.server, 'HEAD', 'http://snapshot.pagelift.invalid/v1/resources/split.css')).status).toBe(200);
      const sheets = ['sheet.css', 'imports.css', 'escaped.css'].map((f) => `<link rel="stylesheet" href="${apiUrl}/v1/resources/${f}">`).join('');
      const answer = await pool.withContext(async (context) => {
        const loaded = await loadSnapshot(context, `${sheets}<h1>x</h1>`, `${apiUrl}/v1/resources/`, 10_000, { relayed: true });
        const hrefs = await loaded.page.evaluate('[...document.styleSheets].map((s) => s.href)');
        const read = async (hint: Iterable<string>) => (await loaded.cdp.send('Runtime.evaluate', { expression: afterSnapshotsExpression(HOVER_PROPERTIES, undefined, hint), returnByValue: true })).result.value as { sheets: { faces: Array<{ family: string }> } };
        return { hrefs, hinted: await read(relay.sheetsWithoutFaces), unhinted: await read([]), trusted: await read([`http://snapshot.pagelift.invalid/v1/resources/split.css`]) };
      }, undefined, { proxy: relay.proxy });
      const mirror = (f: string) => `http://snapshot.pagelift.invalid/v1/resources/${f}`;
      // Plain sheets and an importer are known; a keyword split across chunks or written with an escape is not.
      expect([...relay.sheetsWithoutFaces].sort()).toEqual([mirror('imports.css'), mirror('sheet.css')]);
      expect(answer.hrefs).toEqual([mirror('sheet.css'), mirror('imports.css'), mirror('escaped.css')]);
      expect(answer.hinted.sheets.faces.map((f) => f.family)).toEqual(['Split', 'E']);
      expect(answer.hinted).toEqual(answer.unhinted);
      // The hint is trusted: a sheet named in it is not walked for faces.
      expect(answer.trusted.sheets.faces.map((f) => f.family)).toEqual(['E']);
    } finally {
      await pool.close();
      await relay.close();
    }
  });

  it('streams prefix resources and refuses redirects, other paths and tunnels', async () => {
    const relay = (await startResourceRelay(isolationPlan(`${apiUrl}/v1/resources/`)))!;
    try {
      const ok = await viaProxy(relay.proxy.server, 'GET', 'http://snapshot.pagelift.invalid/v1/resources/a.txt');
      expect(ok).toMatchObject({ status: 200, body: 'resource' });
      expect(ok.headers['set-cookie']).toBeUndefined();
      expect(hits.at(-1)).toBe('/v1/resources/a.txt cookie= referer=');
      const before = hits.length;
      expect((await viaProxy(relay.proxy.server, 'GET', 'http://snapshot.pagelift.invalid/v1/resources/redirect')).status).toBe(502);
      expect(hits.slice(before)).toEqual(['/v1/resources/redirect cookie= referer=']);
      expect((await viaProxy(relay.proxy.server, 'GET', 'http://snapshot.pagelift.invalid/v1/config')).status).toBe(403);
      expect((await viaProxy(relay.proxy.server, 'GET', `${apiUrl}/v1/resources/a.txt`)).status).toBe(403);
      expect((await viaProxy(relay.proxy.server, 'CONNECT', '127.0.0.1:22').catch(() => ({ status: 0 }))).status).not.toBe(200);
      expect(hits.length).toBe(before + 1);
    } finally {
      await relay.close();
    }
  });

  it('keeps a relayed stylesheet same-origin with the document, so the engine can read its rules', async () => {
    const plan = isolationPlan(`${apiUrl}/v1/resources/`);
    const relay = (await startResourceRelay(plan))!;
    const pool = new BrowserPool(1);
    try {
      const html = `<link rel="stylesheet" href="${apiUrl}/v1/resources/sheet.css"><h1>x</h1>`;
      const rules = await pool.withContext(async (context) => {
        const loaded = await loadSnapshot(context, html, `${apiUrl}/v1/resources/`, 10_000, { relayed: true });
        return loaded.page.evaluate('[...document.styleSheets].map((s) => s.cssRules.length)');
      }, undefined, { proxy: relay.proxy });
      expect(rules).toEqual([2]);
      expect(hits.at(-1)).toMatch(/^\/v1\/resources\/sheet\.css cookie= referer=$/);
      expect([...relay.sheetsWithoutFaces]).toEqual(['http://snapshot.pagelift.invalid/v1/resources/sheet.css']);
    } finally {
      await pool.close();
      await relay.close();
    }
  });
});
