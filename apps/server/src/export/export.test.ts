// POST /v1/export/: ownership, licence rules, settings mapping, the real engine, and failure texts.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_MESSAGES, type ExportSettingsInput } from '@pagelift/contract';
import { REPO_ROOT, loadConfig } from '../config.ts';
import { runAdmin } from '../licenses/admin-cli.ts';
import { PNG_1PX, pageForm, startHarness, type Harness, type TestUser } from '../test/harness.ts';
import { UnsupportedBuilderError } from '@pagelift/engine/registry';
import type { Engine, ExportResult } from './engine.ts';
import { ExportQueue, ExportTimeoutError } from './queue.ts';

const SNAPSHOT = '<!doctype html><html><head><style>#hero{padding:20px;background:#eee}h1{font-size:32px}</style></head><body><div id="hero"><h1>Hello export</h1><p>Some text</p></div></body></html>';

class RecordedInputError extends Error {}

/** Records what the server hands to the engine (settings mapping); its answers are fixed. */
/** A picture the engine leaves as a data: URL (an inline SVG drawn as a file). */
const DRAWN_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><rect width="2" height="2" fill="rgb(9, 9, 9)"/></svg>';

function recordingEngine(calls: ExportSettingsInput[], behaviour: 'ok' | 'input' | 'crash' | 'unsupported' | 'file' | 'dataUrl' = 'ok'): () => Promise<Engine> {
  return async () => ({
    ExportInputError: RecordedInputError,
    UnsupportedBuilderError,
    async exportSnapshot(_html, settings) {
      calls.push(settings);
      if (behaviour === 'input') throw new RecordedInputError(EXPORT_MESSAGES.invalidSelector);
      if (behaviour === 'crash') throw new Error('boom');
      if (behaviour === 'unsupported') throw new UnsupportedBuilderError('webflow');
      if (behaviour === 'dataUrl') {
        const url = `data:image/svg+xml,${encodeURIComponent(DRAWN_SVG)}`;
        return { template: { type: 'elementor', elements: [{ settings: { image: { url, id: '' } } }] }, fontFace: '', report: {} as ExportResult['report'] };
      }
      if (behaviour === 'file') return { template: {}, fontFace: '', report: {} as ExportResult['report'], file: { name: 'big.json', mimeType: 'application/json', content: '{}' } };
      return { template: { title: 't', content: [] }, fontFace: '', report: {} as ExportResult['report'] };
    },
  });
}

async function setup(h: Harness) {
  const u = await h.createUser('exp');
  const projectId = (await h.call('POST', '/v1/projects', { token: u.token, body: { name: 'E', url: 'export.example' } })).body.data.project._id;
  const page = await h.call('POST', '/v1/pages', { token: u.token, form: pageForm({ projectId, sourceUrl: 'https://export.example/', html: SNAPSHOT, thumbnail: PNG_1PX }) });
  return { u, projectId, pageId: page.body.data.page._id as string };
}

describe('export settings and licence rules', () => {
  let h: Harness;
  let u: TestUser;
  let pageId: string;
  let projectId: string;
  const calls: ExportSettingsInput[] = [];

  beforeAll(async () => {
    h = await startHarness('sqlite', {}, { loadEngine: recordingEngine(calls) });
    ({ u, pageId, projectId } = await setup(h));
  });
  afterAll(() => h?.close());

  it.each(['elementor', 'bricks', 'breakdance'])('refuses %s on the free plan with 409 and a reason', async (builder) => {
    const res = await h.call('POST', '/v1/export/', { token: u.token, body: { pageId, exportType: 'entirePage', builder } });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/not available in the Free plan.*upgrade/i);
  });

  it('refuses an empty selector with the spec text', async () => {
    for (const selector of [undefined, '', '   ']) {
      const res = await h.call('POST', '/v1/export/', { token: u.token, body: { pageId, exportType: 'selector', selector, builder: 'gutenberg' } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: EXPORT_MESSAGES.emptySelector });
    }
  });

  it('names the field of a malformed request in words the panel can show', async () => {
    const call = (body: Record<string, unknown>) => h.call('POST', '/v1/export/', { token: u.token, body: { pageId, exportType: 'entirePage', builder: 'elementorFree', ...body } });
    expect((await call({ builder: 'wix' })).body).toEqual({ error: 'Invalid page builder.' });
    expect((await call({ exportType: 'everything' })).body).toEqual({ error: 'Invalid export type.' });
    expect((await call({ builder: 'gutenberg', gutenbergCss: 'inline' })).body).toEqual({ error: 'Invalid gutenberg css mode.' });
    expect((await call({ pageId: undefined })).body).toEqual({ error: 'Page is required.' });
  });

  it('answers 404 for a missing page', async () => {
    const res = await h.call('POST', '/v1/export/', { token: u.token, body: { pageId: 'nope-nope-nope', exportType: 'entirePage', builder: 'gutenberg' } });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Page not found.');
  });

  it('maps selector → cssSelector, numeric breakpoints, stored Webflow token, and responsive: false on free', async () => {
    await h.call('PUT', '/v1/webflow/', { token: u.token, body: { projectId, webflowAPIToken: 'wf-secret-token-1234' } });
    const project = (await h.call('GET', `/v1/projects/${projectId}`, { token: u.token })).body.data.project;
    expect(project.settings.webflowAPIToken).toBe('****1234');
    calls.length = 0;
    const res = await h.call('POST', '/v1/export/', {
      token: u.token,
      body: { pageId, exportType: 'selector', selector: ' #hero ', builder: 'webflow', breakpoints: { desktop: '992', tablet: 991, bad: 'x' }, reduceDomSize: 'standard', copyFontface: 'copy', targetDomain: '' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ template: { title: 't' }, fontFace: '' });
    expect(calls[0]).toMatchObject({
      exportType: 'selector',
      cssSelector: '#hero',
      builder: 'webflow',
      breakpoints: { desktop: 992, tablet: 991 },
      reduceDomSize: 'standard',
      copyFontface: 'copy',
      webflowAPIToken: 'wf-secret-token-1234',
      responsive: false,
    });

    const config = loadConfig({}, { dataDir: h.dataDir, ...h.dbOverrides });
    await runAdmin(['grant', '--email', u.email, '--plan', 'agency'], config);
    calls.length = 0;
    const paid = await h.call('POST', '/v1/export/', { token: u.token, body: { pageId, exportType: 'entirePage', builder: 'elementor' } });
    expect(paid.status).toBe(200);
    expect(calls[0]).toMatchObject({ builder: 'elementor', responsive: true, exportType: 'entirePage' });
    await runAdmin(['revoke', '--email', u.email], config);
  });

  it('stores the Webflow token encrypted at rest', async () => {
    const { openDatabase } = await import('../db/index.ts');
    const { db } = await openDatabase({ dataDir: h.dataDir, databaseUrl: null, databaseSchema: null });
    const row = await db.selectFrom('projects').select('webflow_token').where('id', '=', projectId).executeTakeFirstOrThrow();
    await db.destroy();
    expect(row.webflow_token).toMatch(/^v1\./);
    expect(row.webflow_token).not.toContain('wf-secret-token');
  });
});

describe('engine failures', () => {
  it('turns an engine input error into 400 and anything else into the support text', async () => {
    const calls: ExportSettingsInput[] = [];
    for (const [behaviour, status, error] of [
      ['input', 400, EXPORT_MESSAGES.invalidSelector],
      ['unsupported', 400, 'PageLift cannot export to Webflow yet: no serializer is registered for "webflow".'],
      ['crash', 500, EXPORT_MESSAGES.processingError],
    ] as const) {
      const h = await startHarness('sqlite', {}, { loadEngine: recordingEngine(calls, behaviour) });
      try {
        const { u, pageId } = await setup(h);
        const res = await h.call('POST', '/v1/export/', { token: u.token, body: { pageId, exportType: 'selector', selector: 'div[', builder: 'gutenberg' } });
        expect(res.status).toBe(status);
        expect(res.body).toEqual({ error });
      } finally {
        await h.close();
      }
    }
  });

  it("passes the engine's delivery file through, named from the page", async () => {
    const calls: ExportSettingsInput[] = [];
    const h = await startHarness('sqlite', {}, { loadEngine: recordingEngine(calls, 'file') });
    try {
      const { u, pageId } = await setup(h);
      const res = await h.call('POST', '/v1/export/', { token: u.token, body: { pageId, exportType: 'entirePage', builder: 'gutenberg' } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ file: { name: 'big.json', mimeType: 'application/json', content: '{}' } });
    } finally {
      await h.close();
    }
  });

  it('stores a picture the engine left as a data: URL as a resource (WordPress strips data: URLs from pasted Elementor data)', async () => {
    const h = await startHarness('sqlite', {}, { loadEngine: recordingEngine([], 'dataUrl') });
    try {
      const { u, pageId } = await setup(h);
      const res = await h.call('POST', '/v1/export/', { token: u.token, body: { pageId, exportType: 'entirePage', builder: 'elementorFree' } });
      expect(res.status).toBe(200);
      const url: string = res.body.template.elements[0].settings.image.url;
      expect(url).toMatch(new RegExp(`^${h.server.config.publicUrl}/v1/resources/assets/[a-f0-9]{64}\\.svg$`));
      const stored = await fetch(url);
      expect(stored.status).toBe(200);
      expect(stored.headers.get('content-type')).toBe('image/svg+xml');
      expect(await stored.text()).toBe(DRAWN_SVG);
    } finally {
      await h.close();
    }
  });

  it('answers the support text when the engine cannot be loaded', async () => {
    const h = await startHarness('sqlite', {}, { loadEngine: async () => Promise.reject(new Error('not installed')) });
    try {
      const { u, pageId } = await setup(h);
      const res = await h.call('POST', '/v1/export/', { token: u.token, body: { pageId, exportType: 'entirePage', builder: 'gutenberg' } });
      expect(res.status).toBe(500);
      expect(res.body.error).toBe(EXPORT_MESSAGES.processingError);
    } finally {
      await h.close();
    }
  });
});

describe('ExportQueue', () => {
  it('runs at most `concurrency` jobs at once, in order', async () => {
    const q = new ExportQueue(2, 5_000);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        q.run(async () => {
          running++;
          peak = Math.max(peak, running);
          await new Promise((r) => setTimeout(r, 30));
          order.push(i);
          running--;
        }),
      ),
    );
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(q.active).toBe(0);
  });

  it('times a job out, aborts its signal and frees the slot', async () => {
    const q = new ExportQueue(1, 50);
    let aborted = false;
    await expect(q.run((signal) => new Promise((resolve) => signal.addEventListener('abort', () => ((aborted = true), resolve(1)))) .then(() => new Promise(() => {})))).rejects.toBeInstanceOf(ExportTimeoutError);
    expect(aborted).toBe(true);
    await expect(q.run(async () => 'next')).resolves.toBe('next');
  });
});

const engineReady = fs.existsSync(path.join(REPO_ROOT, 'packages/engine/src/index.ts')) && /export (async )?function exportSnapshot/.test(fs.readFileSync(path.join(REPO_ROOT, 'packages/engine/src/index.ts'), 'utf8'));

describe.runIf(engineReady)('real engine', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h?.close());

  it('exports a selector from a stored page and refuses a selector that matches nothing', async () => {
    const { u, pageId } = await setup(h);
    const res = await h.call('POST', '/v1/export/', { token: u.token, body: { pageId, exportType: 'selector', selector: '#hero', builder: 'elementorFree' } });
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
    expect(JSON.stringify(res.body.template)).toContain('Hello export');
    expect(typeof res.body.fontFace).toBe('string');
    const none = await h.call('POST', '/v1/export/', { token: u.token, body: { pageId, exportType: 'selector', selector: '#does-not-exist', builder: 'elementorFree' } });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ error: EXPORT_MESSAGES.invalidSelector });
  });
});
