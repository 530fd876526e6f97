// Issue 14, findings 4-5: uploads are refused as early as they can be, the connection is closed
// rather than read to its end, a user has a bounded number of uploads in flight, the documented
// 2,000 assets fit, other requests are answered while a big snapshot is processed, and a refused
// or abandoned upload leaves no file and no page behind. Real server, real multipart over TCP.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../test/database.ts';
import { type Harness, type TestUser, pageForm, startHarness } from '../test/harness.ts';
import { pageParts, streamUpload } from '../test/upload-client.ts';
import { UPLOAD_LIMITS } from '@pagelift/contract';

const MB = 1024 * 1024;
const LIMITS = { ...UPLOAD_LIMITS, totalBytes: 8 * MB, assetBytes: 2 * MB };
const SOURCE = 'https://big.example/';

async function filesIn(dir: string): Promise<string[]> {
  return (await fs.readdir(dir).catch(() => [] as string[])).sort();
}

describe.each(backends())('upload limits on %s', (backend) => {
  let h: Harness;
  let user: TestUser;
  let projectId: string;
  const url = () => `${h.server.apiUrl}/v1/pages`;
  const assetsDir = () => path.join(h.dataDir, 'files', 'assets');
  const spoolDir = () => path.join(h.dataDir, 'upload-spool');

  async function newProjectFor(u: TestUser): Promise<string> {
    const res = await h.call('POST', '/v1/projects', { token: u.token, body: { name: 'Big', url: 'big.example' } });
    expect(res.status).toBe(201);
    return res.body.data.project._id;
  }
  async function pagesOf(u: TestUser, project: string): Promise<unknown[]> {
    return (await h.call('GET', `/v1/pages/project/${project}`, { token: u.token })).body.data.pages;
  }
  /** Nothing of a refused or abandoned upload stays: no spool folder, no new asset, no page. */
  async function expectNothingLeft(assetsBefore: string[], u = user, project = projectId) {
    await expect.poll(() => filesIn(spoolDir()), { timeout: 5000 }).toEqual([]);
    expect(await filesIn(assetsDir())).toEqual(assetsBefore);
    expect(await pagesOf(u, project)).toEqual([]);
  }

  beforeAll(async () => {
    h = await startHarness(backend, { uploadLimits: LIMITS, uploadMaxPerUser: 2 });
    user = await h.createUser('uploader');
    projectId = await newProjectFor(user);
  }, 60_000);
  afterAll(() => h?.close());

  it('refuses a declared Content-Length over the limit before reading the body, and closes', async () => {
    const before = await filesIn(assetsDir());
    const parts = pageParts(projectId, SOURCE, '<p>x</p>', Array.from({ length: 20 }, () => ({ size: 1 * MB })));
    const res = await streamUpload({ url: url(), token: user.token, parts, stopOnAnswer: false });
    console.log(`declared ${(res.total / MB).toFixed(1)} MB: ${res.status} after ${Math.round(res.ms)} ms, ${(res.sentAtAnswer! / MB).toFixed(1)} MB sent by then, ${(res.sent / MB).toFixed(1)} MB in all`);
    expect(res.status).toBe(413);
    expect(res.body.error).toMatch(/too large/);
    // Old code read the files until their running total passed 8 MB, then answered.
    expect(res.sentAtAnswer!).toBeLessThan(LIMITS.totalBytes);
    // ...and then read the rest of the 20 MB; now the connection is closed.
    expect(res.finished).toBe(false);
    expect(res.sent).toBeLessThan(res.total);
    await expectNothingLeft(before);
  });

  it('refuses a body of unknown length as soon as its running total passes the limit, and closes', async () => {
    const before = await filesIn(assetsDir());
    const parts = pageParts(projectId, SOURCE, '<p>x</p>', Array.from({ length: 20 }, () => ({ size: 1 * MB })));
    const res = await streamUpload({ url: url(), token: user.token, parts, declareLength: false, stopOnAnswer: false });
    console.log(`chunked ${(res.total / MB).toFixed(1)} MB: ${res.status} after ${Math.round(res.ms)} ms, ${(res.sentAtAnswer! / MB).toFixed(1)} MB sent by then, ${(res.sent / MB).toFixed(1)} MB in all`);
    expect(res.status).toBe(413);
    expect(res.finished).toBe(false);
    expect(res.sent).toBeLessThan(res.total);
    await expectNothingLeft(before);
  });

  it('refuses one asset over its own limit mid-file', async () => {
    const before = await filesIn(assetsDir());
    const parts = pageParts(projectId, SOURCE, '<p>x</p>', [{ size: 30 * MB }]);
    const res = await streamUpload({ url: url(), token: user.token, parts, declareLength: false, stopOnAnswer: false });
    expect(res.status).toBe(413);
    expect(res.body.error).toMatch(/asset0 is too large/);
    // Refused within the file, not after it (the old code read up to 25 MB of it first).
    expect(res.sentAtAnswer!).toBeLessThan(LIMITS.totalBytes);
    expect(res.finished).toBe(false);
    await expectNothingLeft(before);
  });

  it('takes the documented 2,000 assets in one page', async () => {
    const u = await h.createUser('many');
    const project = await newProjectFor(u);
    const assets = Array.from({ length: 2000 }, (_, i) => ({ url: `${SOURCE}img/${i}.svg`, bytes: `<svg xmlns="http://www.w3.org/2000/svg" id="a${i}"/>` }));
    const html = `<div>${assets.map((a) => `<img src="${a.url}">`).join('')}</div>`;
    const res = await h.call('POST', '/v1/pages', { token: u.token, form: pageForm({ projectId: project, sourceUrl: SOURCE, html, assets }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const stored = await fs.readFile(path.join(h.dataDir, 'files', 'snapshots', `${res.body.data.page.html}.html`), 'utf8');
    expect(stored).not.toContain(`${SOURCE}img/`);
    expect(stored.match(/\/v1\/resources\/assets\/[0-9a-f]{64}\.svg/g)).toHaveLength(2000);
  }, 120_000);

  it('bounds uploads in flight per user (429 with Retry-After); an abandoned upload leaves nothing and frees its place', async () => {
    const before = await filesIn(assetsDir());
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const giveUp = new AbortController();
    const slow = [0, 1].map((n) =>
      streamUpload({
        url: url(),
        token: user.token,
        parts: pageParts(projectId, SOURCE, '<p>slow</p>', [{ size: 512 * 1024, fill: 0x30 + n }]),
        holdBytes: 100,
        release: held,
        signal: giveUp.signal,
      }),
    );
    // Both are admitted and spooling before the third one comes.
    await expect.poll(async () => (await filesIn(spoolDir())).length, { timeout: 10_000 }).toBe(2);
    const third = await h.call('POST', '/v1/pages', { token: user.token, form: pageForm({ projectId, sourceUrl: SOURCE, html: '<p>third</p>' }) });
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(third.body.error).toMatch(/uploads in progress/);

    // Another user is not held up by this one.
    const other = await h.createUser('other');
    const otherProject = await newProjectFor(other);
    const theirs = await h.call('POST', '/v1/pages', { token: other.token, form: pageForm({ projectId: otherProject, sourceUrl: SOURCE, html: '<p>theirs</p>' }) });
    expect(theirs.status).toBe(201);

    giveUp.abort();
    release();
    const results = await Promise.all(slow);
    expect(results.every((r) => r.status === null)).toBe(true);
    await expectNothingLeft(before);

    const again = await h.call('POST', '/v1/pages', { token: user.token, form: pageForm({ projectId, sourceUrl: SOURCE, html: '<p>again</p>' }) });
    expect(again.status).toBe(201);
    await h.call('DELETE', `/v1/pages/${again.body.data.page._id}`, { token: user.token });
  }, 60_000);

  it('answers other requests while a 4 MB snapshot with 990 assets is cleaned', async () => {
    const u = await h.createUser('busy');
    const project = await newProjectFor(u);
    const assets = Array.from({ length: 990 }, (_, i) => ({ url: `${SOURCE}wp-content/uploads/img-${i}.svg`, bytes: `<svg xmlns="http://www.w3.org/2000/svg" id="b${i}"/>` }));
    const rows: string[] = [];
    for (let size = 0, i = 0; size < 4 * MB; i++) {
      const row = `<div class="c${i % 40}"><p style="color:#123">Row ${i} of text &amp; more</p><img src="${assets[i % assets.length]!.url}" alt=""></div>\n`;
      rows.push(row);
      size += row.length;
    }
    const form = pageForm({ projectId: project, sourceUrl: SOURCE, html: `<!doctype html><html><body>${rows.join('')}</body></html>`, assets });
    // Encoded before the clock starts, so the client's own work is not counted as the server's.
    const encoded = new Request(url(), { method: 'POST', body: form });
    const body = Buffer.from(await encoded.arrayBuffer());
    const headers = { authorization: `Bearer ${u.token}`, 'content-type': encoded.headers.get('content-type')! };
    let uploading = true;
    const started = performance.now();
    const upload = fetch(url(), { method: 'POST', headers, body }).finally(() => (uploading = false));
    // The longest the process went without answering: each round is one GET and a 25 ms pause, so
    // a stall shows whether it hit the request or the pause (client and server share this loop).
    const latencies: number[] = [];
    while (uploading) {
      const t = performance.now();
      const res = await fetch(`${h.server.apiUrl}/v1/health`);
      expect(res.status).toBe(200);
      await new Promise((r) => setTimeout(r, 25));
      latencies.push(performance.now() - t - 25);
    }
    expect((await upload).status).toBe(201);
    const took = performance.now() - started;
    const worst = Math.max(...latencies);
    console.log(`GET /v1/health during a ${Math.round(took)} ms upload: ${latencies.length} answers, worst ${Math.round(worst)} ms`);
    // The old code rewrote the URLs and sanitised on the event loop: one stall of seconds (47 s on
    // this 2-core machine under load, where the new code's worst was 0.2-0.8 s).
    expect(worst).toBeLessThan(2000);
  }, 180_000);
});

describe('upload time limit', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('sqlite', { uploadTimeoutMs: 1_000 });
  }, 60_000);
  afterAll(() => h?.close());

  it('answers 408 to an upload that stalls past UPLOAD_TIMEOUT_MS, closes, and keeps nothing', async () => {
    const user = await h.createUser('stall');
    const projectId = (await h.call('POST', '/v1/projects', { token: user.token, body: { name: 'S', url: 'big.example' } })).body.data.project._id;
    let release!: () => void;
    const never = new Promise<void>((r) => (release = r));
    const res = await streamUpload({ url: `${h.server.apiUrl}/v1/pages`, token: user.token, parts: pageParts(projectId, SOURCE, '<p>s</p>', [{ size: 256 * 1024 }]), holdBytes: 100, release: never });
    release();
    expect(res.status).toBe(408);
    expect(res.body.error).toMatch(/took too long/);
    expect(res.headers.connection).toBe('close');
    await expect.poll(() => filesIn(path.join(h.dataDir, 'upload-spool')), { timeout: 5000 }).toEqual([]);
    expect(await filesIn(path.join(h.dataDir, 'files', 'assets'))).toEqual([]);
    expect((await h.call('GET', `/v1/pages/project/${projectId}`, { token: user.token })).body.data.pages).toEqual([]);
  }, 30_000);
});
