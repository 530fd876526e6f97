// The export browser treats every snapshot as hostile (issue 14, finding 2b): a request log on
// real servers proves that nothing outside the resource prefix is fetched and page script never runs.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeEnginePool, exportSnapshot } from '../index.ts';
import { isolatedDocument, isolationPlan, judgeRequest, unmirror } from './isolation.ts';

interface LoggingServer {
  url: string;
  hits: string[];
  close(): Promise<void>;
}

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function loggingServer(answer: (path: string, res: http.ServerResponse, self: LoggingServer) => void): Promise<LoggingServer> {
  const self: LoggingServer = { url: '', hits: [], close: async () => {} };
  const server = http.createServer((req, res) => {
    self.hits.push(req.url ?? '');
    answer(req.url ?? '', res, self);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  self.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  self.close = () => new Promise((resolve) => server.close(() => resolve()));
  return self;
}

let resources: LoggingServer;
let outside: LoggingServer;

beforeAll(async () => {
  outside = await loggingServer((_path, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('outside');
  });
  resources = await loggingServer((path, res) => {
    if (path.startsWith('/v1/resources/redirect')) return void res.writeHead(302, { location: `${outside.url}/redirected` }).end();
    if (path.startsWith('/v1/resources/img')) return void res.writeHead(200, { 'content-type': 'image/png' }).end(PNG_1PX);
    if (path.startsWith('/v1/resources/')) return void res.writeHead(200, { 'content-type': 'text/plain' }).end('resource');
    // Anything else on the API origin, like /v1/config, must never be read by a snapshot.
    res.writeHead(200, { 'content-type': 'text/html' }).end('<p id="secret">API SECRET CONFIG</p>');
  });
});

afterAll(async () => {
  await closeEnginePool();
  await resources?.close();
  await outside?.close();
});

describe('isolation plan', () => {
  it('serves the document on its own origin and lets through only the resource prefix', () => {
    const plan = isolationPlan('http://127.0.0.1:8080/v1/resources/');
    expect(plan.documentUrl).toBe('http://snapshot.pagelift.invalid/v1/resources/');
    expect(judgeRequest(plan, plan.documentUrl).verdict).toBe('document');
    expect(judgeRequest(plan, 'http://127.0.0.1:8080/v1/resources/assets/a.png')).toEqual({ verdict: 'resource', target: 'http://127.0.0.1:8080/v1/resources/assets/a.png' });
    expect(judgeRequest(plan, 'http://snapshot.pagelift.invalid/v1/resources/assets/a.png')).toEqual({ verdict: 'resource', target: 'http://127.0.0.1:8080/v1/resources/assets/a.png' });
    for (const url of ['http://127.0.0.1:8080/v1/config', 'http://snapshot.pagelift.invalid/v1/config', 'http://127.0.0.1:8081/v1/resources/a.png', 'http://10.0.0.1/v1/resources/a', 'http://169.254.169.254/latest/meta-data/', 'https://example.com/a.css', 'http://127.0.0.1:8080/v1/resourcesX']) {
      expect(judgeRequest(plan, url).verdict, url).toBe('refused');
    }
    expect(unmirror(plan, 'url("http://snapshot.pagelift.invalid/v1/resources/f.woff2")')).toBe('url("http://127.0.0.1:8080/v1/resources/f.woff2")');
    expect(unmirror(plan, plan.documentUrl)).toBe('http://127.0.0.1:8080/v1/resources/');
    // The CLI's self-contained file: nothing goes to the network.
    const file = isolationPlan('file:///tmp/page.html');
    expect(judgeRequest(file, 'http://127.0.0.1:8080/x.png').verdict).toBe('refused');
  });

  it('mirrors resource URLs and puts the base after the doctype and comments, before the page own base', () => {
    const plan = isolationPlan('http://r.test/v1/resources/');
    expect(isolatedDocument(plan, '<!-- c --><!DOCTYPE html><html><head><base href="http://evil.test/"><img src="http://r.test/v1/resources/a.png">')).toBe(
      '<!-- c --><!DOCTYPE html><base href="http://snapshot.pagelift.invalid/v1/resources/"><html><head><base href="http://evil.test/"><img src="http://snapshot.pagelift.invalid/v1/resources/a.png">',
    );
    expect(isolatedDocument(plan, '<p>x')).toBe('<base href="http://snapshot.pagelift.invalid/v1/resources/"><p>x');
  });
});

describe('export browser with a hostile snapshot', () => {
  it('fetches nothing outside the resource prefix, runs no page script, and keeps the API out of the export', async () => {
    const out = outside.url;
    const api = resources.url;
    const html = `<!DOCTYPE html><html><head>
      <base href="${out}/base/">
      <meta http-equiv="refresh" content="0;url=${out}/refresh">
      <link rel="stylesheet" href="${out}/sheet.css">
      <link rel="preload" as="script" href="${out}/preload.js">
      <style>@import url("${out}/import.css"); body { background: url("${out}/bg.png") }</style>
      <script>fetch('${api}/v1/resources/script-ran')</script>
      </head><body>
      <h1>Hostile</h1>
      <img src="x" onerror="fetch('${api}/v1/resources/onerror-ran')">
      <img src="${api}/v1/resources/img-ok.png">
      <img src="${api}/v1/resources/redirect">
      <img src="${api}/v1/config">
      <img src="http://10.1.2.3/private.png"><img src="http://169.254.169.254/latest/meta-data/">
      <img src="${out}/img.png">
      <iframe src="${api}/v1/config"></iframe>
      <iframe src="${out}/frame"></iframe>
      <iframe src="${api}/v1/resources/frame-doc"></iframe>
      <iframe srcdoc="<img src=x onerror=&quot;fetch('${api}/v1/resources/srcdoc-ran')&quot;><img src='${out}/srcdoc-img'>"></iframe>
      <svg><image href="${out}/svg-image.png"/><set attributeName="onmouseover" to="fetch('${api}/v1/resources/svg-ran')"/></svg>
      <a href="javascript:fetch('${api}/v1/resources/js-url-ran')">link</a>
      <video poster="${out}/poster.png"></video>
      <!-- Last: the mutation-XSS payload turns what follows it into MathML. -->
      <form><math><mtext></form><form><mglyph><style></math><img src="${api}/v1/resources/img-mxss.png" onerror="fetch('${api}/v1/resources/mxss-ran')">
      </body></html>`;
    const result = await exportSnapshot(html, { exportType: 'entirePage', builder: 'elementorFree', responsive: false }, { baseUrl: `${api}/v1/resources/` });
    await new Promise((r) => setTimeout(r, 300));
    expect(outside.hits).toEqual([]);
    expect(resources.hits.every((p) => p.startsWith('/v1/resources/')), resources.hits.join(', ')).toBe(true);
    expect(resources.hits.filter((p) => /ran/.test(p))).toEqual([]);
    expect(resources.hits).toContain('/v1/resources/img-ok.png');
    expect(JSON.stringify(result.template)).not.toContain('API SECRET');
    expect(JSON.stringify(result.template)).toContain('Hostile');
  });
});
