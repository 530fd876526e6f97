// EXPORT_QUEUE=postgres: the API queues exports in a job table, separate workers take them (SKIP LOCKED).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_MESSAGES, type ExportSettingsInput } from '@pagelift/contract';
import { openDatabase, type Db } from '../db/index.ts';
import { PNG_1PX, pageForm, startHarness, type Harness } from '../test/harness.ts';
import type { Engine } from './engine.ts';
import { loadConfig } from '../config.ts';
import { loadMasterSecret, secretBoxOf, type SecretBox } from '../crypto/secrets.ts';
import { ExportWorker, PostgresExports } from './pg-queue.ts';

class StandInInputError extends Error {}

interface Seen {
  worker: string;
  selector?: string;
  token?: string;
  /** Whether a queue row held the Webflow token in plain text while the job ran. */
  plainTokenInRow?: boolean;
}

/** A stand-in engine: answers from the settings, refuses `div[`, crashes on `#crash`. */
function standInEngine(seen: Seen[], worker: string, db: () => Db): Engine {
  return {
    ExportInputError: StandInInputError,
    async exportSnapshot(html: string, settings: ExportSettingsInput) {
      const rows = await db().selectFrom('export_jobs').select('payload').execute();
      const token = settings.webflowAPIToken;
      seen.push({ worker, selector: settings.cssSelector, token, plainTokenInRow: token ? rows.some((r) => r.payload.includes(token)) : undefined });
      await new Promise((r) => setTimeout(r, 50));
      if (settings.cssSelector === 'div[') throw new StandInInputError(EXPORT_MESSAGES.invalidSelector);
      if (settings.cssSelector === '#crash') throw new Error('boom');
      return { template: { title: settings.cssSelector ?? 'page', content: [], length: html.length }, fontFace: '', report: { worker } };
    },
  };
}

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL export queue', () => {
  let h: Harness;
  let workerDb: Db;
  let workerBox: SecretBox;
  const seen: Seen[] = [];
  const workers: ExportWorker[] = [];
  let token: string;
  let pageId: string;

  beforeAll(async () => {
    // The API must never load an engine itself in this mode.
    h = await startHarness('postgres', { exportQueue: 'postgres', exportMaxPerUser: 50, exportMaxInFlight: 50 }, { loadEngine: async () => Promise.reject(new Error('the API must not run exports')) });
    // Workers are separate: their own connection pool, as on another machine.
    ({ db: workerDb } = await openDatabase({ ...h.dbOverrides, dataDir: h.dataDir }));
    // As a worker derives it: from the same JWT_SECRET (here the generated one in DATA_DIR).
    workerBox = secretBoxOf(loadMasterSecret(h.server.config.jwtSecret, h.dataDir));
    for (const name of ['w1', 'w2']) {
      const w = new ExportWorker(workerDb, standInEngine(seen, name, () => workerDb), { concurrency: 2, timeoutMs: 30_000, pollMs: 50, name, secretBox: workerBox });
      w.start();
      workers.push(w);
    }
    const u = await h.createUser('pgq');
    token = u.token;
    const projectId = (await h.call('POST', '/v1/projects', { token, body: { name: 'Q', url: 'queue.example' } })).body.data.project._id;
    const page = await h.call('POST', '/v1/pages', { token, form: pageForm({ projectId, sourceUrl: 'https://queue.example/', html: '<div id="a">A</div>', thumbnail: PNG_1PX }) });
    pageId = page.body.data.page._id;
  });
  afterAll(async () => {
    for (const w of workers) await w.stop();
    await workerDb?.destroy();
    await h?.close();
  });

  const exportSelector = (selector: string) => h.call('POST', '/v1/export/', { token, body: { pageId, exportType: 'selector', selector, builder: 'gutenberg' } });

  it('runs every queued export exactly once across two workers', async () => {
    seen.length = 0;
    const selectors = ['#a', '#b', '#c', '#d', '#e', '#f'];
    const answers = await Promise.all(selectors.map(exportSelector));
    for (const [i, res] of answers.entries()) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.template.title).toBe(selectors[i]);
      expect(['w1', 'w2']).toContain(res.body.report.worker);
    }
    expect(seen.map((s) => s.selector).sort()).toEqual([...selectors].sort());
    // Finished jobs are removed.
    expect(await workerDb.selectFrom('export_jobs').selectAll().execute()).toEqual([]);
  });

  it('keeps the Webflow token sealed in the job row, and the worker gets it', async () => {
    seen.length = 0;
    const res = await h.call('POST', '/v1/export/', { token, body: { pageId, exportType: 'selector', selector: '#wf', builder: 'gutenberg', webflowAPIToken: 'wf-plain-token-42' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(seen).toEqual([expect.objectContaining({ selector: '#wf', token: 'wf-plain-token-42', plainTokenInRow: false })]);
  });

  it('passes the engine refusal back as 400 and a crash as the support text', async () => {
    const refused = await exportSelector('div[');
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: EXPORT_MESSAGES.invalidSelector });
    const crashed = await exportSelector('#crash');
    expect(crashed.status).toBe(500);
    expect(crashed.body).toEqual({ error: EXPORT_MESSAGES.processingError });
  });

  it('withdraws a job no worker takes in time', async () => {
    for (const w of workers.splice(0)) await w.stop();
    const queue = new PostgresExports(workerDb, { waitMs: 300, timeoutMs: 1_000, pollMs: 50, secretBox: workerBox });
    await expect(queue.run({ snapshotHtml: '<p>x</p>', settings: { exportType: 'entirePage', builder: 'gutenberg' } as ExportSettingsInput, baseUrl: 'http://x', timeoutMs: 1_000 })).rejects.toThrow(/no export worker took the job/);
    expect(await workerDb.selectFrom('export_jobs').selectAll().execute()).toEqual([]);
  });
});

describe('EXPORT_QUEUE', () => {
  it('defaults to inprocess, accepts postgres with DATABASE_URL only, refuses anything else', () => {
    expect(loadConfig({}).exportQueue).toBe('inprocess');
    expect(loadConfig({ EXPORT_QUEUE: 'postgres', DATABASE_URL: 'postgres://db/x' }).exportQueue).toBe('postgres');
    expect(() => loadConfig({ EXPORT_QUEUE: 'postgres' })).toThrow(/needs DATABASE_URL/);
    expect(() => loadConfig({ EXPORT_QUEUE: 'redis' })).toThrow(/inprocess or postgres/);
  });
});
