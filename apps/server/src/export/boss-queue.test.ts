// EXPORT_QUEUE=postgres: the API sends exports to pg-boss, separate workers take them (SKIP LOCKED),
// a job whose worker dies is retried up to EXPORT_ATTEMPTS, the Webflow token stays sealed.
import pg from 'pg';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXPORT_MESSAGES, type ExportSettingsInput } from '@pagelift/contract';
import { PNG_1PX, pageForm, startHarness, type Harness } from '../test/harness.ts';
import type { Engine, ExportResult } from './engine.ts';
import { loadConfig } from '../config.ts';
import { loadMasterSecret, secretBoxOf, type SecretBox } from '../crypto/secrets.ts';
import { EXPORT_QUEUE_NAME, bossSchemaOf, startBoss } from './boss.ts';
import { BossExports } from './boss-queue.ts';
import { ExportNotStartedError } from './queue.ts';
import { ExportWorker } from './boss-worker.ts';
import { PgSignal, queuedChannel } from './pg-signal.ts';

class StandInInputError extends Error {}

interface Seen {
  worker: string;
  selector?: string;
  token?: string;
  /** Whether pg-boss's job table held the Webflow token in plain text while the job ran. */
  plainTokenInTable?: boolean;
}

/** A stand-in engine: answers from the settings, refuses `div[`, crashes on `#crash`. */
function standInEngine(seen: Seen[], worker: string, jobTable: () => Promise<string>): Engine {
  return {
    ExportInputError: StandInInputError,
    async exportSnapshot(html: string, settings: ExportSettingsInput) {
      const token = settings.webflowAPIToken;
      seen.push({ worker, selector: settings.cssSelector, token, plainTokenInTable: token ? (await jobTable()).includes(token) : undefined });
      await new Promise((r) => setTimeout(r, 50));
      if (settings.cssSelector === 'div[') throw new StandInInputError(EXPORT_MESSAGES.invalidSelector);
      if (settings.cssSelector === '#crash') throw new Error('boom');
      return { template: { title: settings.cssSelector ?? 'page', content: [], length: html.length }, fontFace: '', report: { worker } as unknown as ExportResult['report'] };
    },
  };
}

describe.runIf(process.env.TEST_DATABASE_URL)('pg-boss export queue', () => {
  let h: Harness;
  let boss: PgBoss;
  let signal: PgSignal;
  let sql: pg.Client;
  let box: SecretBox;
  let schema: string;
  const seen: Seen[] = [];
  const workers: ExportWorker[] = [];
  let token: string;
  let pageId: string;

  const startWorkers = (names: string[]) => {
    for (const name of names) {
      const w = new ExportWorker(boss, standInEngine(seen, name, jobTable), { concurrency: 2, pollMs: 200, name, secretBox: box, bossSchema: schema, signal });
      w.start();
      workers.push(w);
    }
  };
  const stopWorkers = async () => {
    for (const w of workers.splice(0)) await w.stop();
  };
  const jobTable = async () => JSON.stringify((await sql.query(`SELECT data, output FROM ${schema}.job`)).rows);

  beforeAll(async () => {
    // The API must never load an engine itself in this mode. A 1 s export limit: a dead worker's job expires after 6 s.
    h = await startHarness(
      'postgres',
      // Admission bounds are tested in admission.test.ts; here one user sends whole batches at once.
      { exportQueue: 'postgres', exportTimeoutMs: 1_000, exportAttempts: 2, exportQueueSuperviseSeconds: 1, jwtSecret: 'x'.repeat(40), exportMaxPerUser: 100, exportMaxInFlight: 100 },
      { loadEngine: async () => Promise.reject(new Error('the API must not run exports')) },
    );
    schema = bossSchemaOf(null, h.dbOverrides.databaseSchema);
    const url = h.dbOverrides.databaseUrl!;
    // Workers are separate: their own pg-boss and connections, as on another machine, with the same JWT_SECRET.
    boss = await startBoss({ databaseUrl: url, schema, superviseSeconds: 1 });
    signal = new PgSignal(url, [queuedChannel(schema)]);
    await signal.start();
    sql = new pg.Client({ connectionString: url });
    await sql.connect();
    box = secretBoxOf(loadMasterSecret(h.server.config.jwtSecret, h.dataDir));
    startWorkers(['w1', 'w2']);
    const u = await h.createUser('pgq');
    token = u.token;
    const projectId = (await h.call('POST', '/v1/projects', { token, body: { name: 'Q', url: 'queue.example' } })).body.data.project._id;
    const page = await h.call('POST', '/v1/pages', { token, form: pageForm({ projectId, sourceUrl: 'https://queue.example/', html: '<div id="a">A</div>', thumbnail: PNG_1PX }) });
    pageId = page.body.data.page._id;
  });
  afterAll(async () => {
    await stopWorkers();
    await signal?.close();
    await boss?.stop({ graceful: false, wait: true, close: true });
    await sql?.end();
    await h?.close();
  });

  const exportSelector = (selector: string) => h.call('POST', '/v1/export/', { token, body: { pageId, exportType: 'selector', selector, builder: 'gutenberg' } });
  const jobCount = async () => Number((await sql.query(`SELECT count(*) FROM ${schema}.job`)).rows[0].count);
  // Answered jobs are deleted right after the answer, off the request's path.
  const noJobsLeft = () => vi.waitFor(async () => expect(await jobCount()).toBe(0), { timeout: 3_000, interval: 50 });

  it('runs every queued export exactly once across two workers and removes answered jobs', async () => {
    seen.length = 0;
    const selectors = ['#a', '#b', '#c', '#d', '#e', '#f'];
    const answers = await Promise.all(selectors.map(exportSelector));
    for (const [i, res] of answers.entries()) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.template.title).toBe(selectors[i]);
      expect(['w1', 'w2']).toContain(res.body.report.worker);
    }
    expect(seen.map((s) => s.selector).sort()).toEqual([...selectors].sort());
    expect(new Set(seen.map((s) => s.worker)).size).toBe(2);
    await noJobsLeft();
  });

  it('keeps the Webflow token sealed in the job, and the worker gets it', async () => {
    seen.length = 0;
    const res = await h.call('POST', '/v1/export/', { token, body: { pageId, exportType: 'selector', selector: '#wf', builder: 'gutenberg', webflowAPIToken: 'wf-plain-token-42' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(seen).toEqual([expect.objectContaining({ selector: '#wf', token: 'wf-plain-token-42', plainTokenInTable: false })]);
  });

  it('passes the engine refusal back as 400 and a crash as the support text, without retrying them', async () => {
    seen.length = 0;
    const refused = await exportSelector('div[');
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: EXPORT_MESSAGES.invalidSelector });
    const crashed = await exportSelector('#crash');
    expect(crashed.status).toBe(500);
    expect(crashed.body).toEqual({ error: EXPORT_MESSAGES.processingError });
    expect(seen.map((s) => s.selector)).toEqual(['div[', '#crash']);
  });

  it('keeps answering when the notification connections drop, and reopens them', { timeout: 30_000 }, async () => {
    const killed = await sql.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE 'pagelift-signal %' AND application_name LIKE $1`, [`%${schema}`]);
    // The API's "done" listener and the workers' "queued" listener.
    expect(killed.rowCount).toBe(2);
    const res = await exportSelector('#after-drop');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await vi.waitFor(async () => {
      const names = (await sql.query(`SELECT application_name FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE $1`, [`pagelift-signal %${schema}`])).rows;
      expect(names).toHaveLength(2);
    }, { timeout: 10_000, interval: 200 });
    expect((await exportSelector('#reconnected')).status).toBe(200);
  });

  it('hands the job of a worker that died to another worker once it expires', { timeout: 30_000 }, async () => {
    await stopWorkers();
    seen.length = 0;
    const answer = exportSelector('#orphan');
    // A worker that takes the job and dies: it holds the job (state active) and never completes it.
    let taken: PgBoss.Job[] = [];
    while (!taken.length) taken = await boss.fetch(EXPORT_QUEUE_NAME, { batchSize: 1 });
    const started = Date.now();
    startWorkers(['w3']);
    const res = await answer;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.report.worker).toBe('w3');
    expect(seen.map((s) => s.selector)).toEqual(['#orphan']);
    // Not before the 1 s export limit + 5 s grace.
    expect(Date.now() - started).toBeGreaterThanOrEqual(5_500);
  });

  it('fails the export once every try died (EXPORT_ATTEMPTS), with the support text', { timeout: 40_000 }, async () => {
    await stopWorkers();
    const answer = exportSelector('#cursed');
    let tries = 0;
    const deadline = Date.now() + 30_000;
    while (tries < 2 && Date.now() < deadline) {
      const jobs = await boss.fetch(EXPORT_QUEUE_NAME, { batchSize: 1 });
      tries += jobs.length;
      if (!jobs.length) await new Promise((r) => setTimeout(r, 100));
    }
    expect(tries).toBe(2);
    const res = await answer;
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: EXPORT_MESSAGES.processingError });
    await noJobsLeft();
  });

  it('drops an export whose caller went away before a worker took it (issue 14, finding 3)', { timeout: 30_000 }, async () => {
    await stopWorkers();
    seen.length = 0;
    const queue = await BossExports.open(h.dbOverrides.databaseUrl!, { waitMs: 60_000, attempts: 1, superviseSeconds: 1, secretBox: box, bossSchema: schema });
    try {
      const gone = new AbortController();
      const settings = { exportType: 'selector', cssSelector: '#gone', builder: 'gutenberg' } as ExportSettingsInput;
      const run = queue.run({ snapshotHtml: '<div id="gone">x</div>', settings, baseUrl: 'http://x', timeoutMs: 1_000 }, gone.signal);
      await vi.waitFor(async () => expect(await jobCount()).toBe(1), { timeout: 5_000, interval: 50 });
      gone.abort();
      await expect(run).rejects.toBeInstanceOf(ExportNotStartedError);
      await noJobsLeft();
    } finally {
      await queue.close();
    }

    // Through the API: the client hangs up while its export waits; the server withdraws the job.
    const hangUp = new AbortController();
    const request = fetch(`${h.server.apiUrl}/v1/export/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ pageId, exportType: 'selector', selector: '#hung-up', builder: 'gutenberg' }),
      signal: hangUp.signal,
    }).catch((err: Error) => err);
    await vi.waitFor(async () => expect(await jobCount()).toBe(1), { timeout: 5_000, interval: 50 });
    hangUp.abort();
    await request;
    await noJobsLeft();

    // A worker that starts now runs the next export, and never the two abandoned ones.
    startWorkers(['w4']);
    const later = await exportSelector('#later');
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    expect(seen.map((s) => s.selector)).toEqual(['#later']);
  });

  it('withdraws a job no worker takes in time', async () => {
    await stopWorkers();
    const queue = await BossExports.open(h.dbOverrides.databaseUrl!, { waitMs: 300, attempts: 1, superviseSeconds: 1, secretBox: box, bossSchema: schema });
    try {
      await expect(queue.run({ snapshotHtml: '<p>x</p>', settings: { exportType: 'entirePage', builder: 'gutenberg' } as ExportSettingsInput, baseUrl: 'http://x', timeoutMs: 1_000 })).rejects.toThrow(/no export worker took the job/);
      await noJobsLeft();
    } finally {
      await queue.close();
    }
  });
});

describe('EXPORT_QUEUE', () => {
  it('defaults to inprocess, accepts postgres with DATABASE_URL only, refuses anything else', () => {
    expect(loadConfig({}).exportQueue).toBe('inprocess');
    expect(loadConfig({ EXPORT_QUEUE: 'postgres', DATABASE_URL: 'postgres://db/x' }).exportQueue).toBe('postgres');
    expect(() => loadConfig({ EXPORT_QUEUE: 'postgres' })).toThrow(/needs DATABASE_URL/);
    expect(() => loadConfig({ EXPORT_QUEUE: 'redis' })).toThrow(/inprocess or postgres/);
    expect(() => loadConfig({ EXPORT_ATTEMPTS: '0' })).toThrow(/EXPORT_ATTEMPTS/);
    expect(loadConfig({}).exportQueueSynchronousCommit).toBe(false);
    expect(loadConfig({ EXPORT_QUEUE_SYNCHRONOUS_COMMIT: 'on' }).exportQueueSynchronousCommit).toBe(true);
  });

  it('keeps pg-boss in its own schema, per test schema when one is set', () => {
    expect(bossSchemaOf(null, null)).toBe('pgboss');
    expect(bossSchemaOf(null, 't_abc')).toBe('t_abc_pgboss');
    expect(bossSchemaOf('queue', 't_abc')).toBe('queue');
    expect(() => bossSchemaOf('Bad-Name', null)).toThrow(/EXPORT_QUEUE_SCHEMA/);
  });
});
