// Issue 14, finding 2 end to end: mutation-XSS payloads uploaded, then served by the snapshot host
// and exported by the real engine, with request logs on the API and on an outside server.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';
import { PNG_1PX, pageForm, startHarness, type Harness, type TestUser } from '../test/harness.ts';
import { MXSS_PAYLOADS } from './mxss-corpus.ts';

function handlers(html: string): string[] {
  const out: string[] = [];
  const visit = (node: T.ParentNode) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      if (child.tagName === 'script' && !child.attrs.some((a) => a.name === 'nonce')) out.push('script');
      for (const a of child.attrs) if (a.name.startsWith('on') || /^\s*javascript:/i.test(a.value)) out.push(`${child.tagName}[${a.name}]`);
      visit(child);
      if (child.tagName === 'template') visit((child as T.Template).content);
    }
  };
  visit(parse(html));
  return out;
}

describe('a hostile page through upload, the snapshot host and the export browser', () => {
  let h: Harness;
  let u: TestUser;
  let projectId: string;
  let outside: http.Server;
  let outsideUrl: string;
  const outsideHits: string[] = [];

  beforeAll(async () => {
    outside = http.createServer((req, res) => {
      outsideHits.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'text/css' }).end('body{color:red}');
    });
    await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
    outsideUrl = `http://127.0.0.1:${(outside.address() as AddressInfo).port}`;
    h = await startHarness();
    u = await h.createUser('hostile');
    projectId = (await h.call('POST', '/v1/projects', { token: u.token, body: { name: 'H', url: 'hostile.example' } })).body.data.project._id;
  });
  afterAll(async () => {
    await h?.close();
    await new Promise((r) => outside?.close(r));
  });

  it('serves every mXSS payload without a live handler, and the export fetches nothing outside the resources', async () => {
    const html = `<!DOCTYPE html><html><head><link rel="stylesheet" href="${outsideUrl}/sheet.css"><style>@import url("${outsideUrl}/import.css");</style></head><body>
      <h1>Hostile page</h1><img src="${outsideUrl}/img.png"><iframe src="${h.server.apiUrl}/v1/config"></iframe><img src="${h.server.apiUrl}/v1/config">
      <img src="https://www.hostile.example/logo.png">
      ${MXSS_PAYLOADS.map((p) => `<div>${p}</div>`).join('\n')}</body></html>`;
    const up = await h.call('POST', '/v1/pages', { token: u.token, form: pageForm({ projectId, sourceUrl: 'https://www.hostile.example/', html, assets: [{ url: 'https://www.hostile.example/logo.png', bytes: PNG_1PX }], thumbnail: PNG_1PX }) });
    expect(up.status).toBe(201);
    const page = up.body.data.page;

    const served = await (await fetch(`${h.server.htmlUrl}/v1/html/${page.html}?v=${page.htmlVersion}`)).text();
    expect(handlers(served)).toEqual([]);

    outsideHits.length = 0;
    const res = await h.call('POST', '/v1/export/', { token: u.token, body: { pageId: page._id, exportType: 'entirePage', builder: 'elementorFree' } });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body.template)).toContain('Hostile page');
    // /v1/config (an iframe and an image of the page) never reaches the export.
    expect(JSON.stringify(res.body.template)).not.toMatch(/publicSiteUrl|apiBaseUrl/);
    await new Promise((r) => setTimeout(r, 200));
    expect(outsideHits).toEqual([]);
    expect(JSON.stringify(res.body.template)).toContain(`${h.server.config.publicUrl}/v1/resources/assets/`);
  }, 60_000);
});
