// Beyond one machine: two API processes and two export workers on loopback, one PostgreSQL and one
// S3-compatible server (s3rver). 40 exports go through both APIs while one worker is killed with
// SIGKILL in the middle of a job: every export answers once with its own page's content, the killed
// job is run again by the other worker, none is lost or answered twice, and what one API stored
// the other serves. Real engine, real Chromium, small pages (the engine's fixtures).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '../config.ts';
import { testDatabase, type TestDatabase } from '../test/database.ts';
import { PNG_1PX, pageForm, uniqueEmail } from '../test/harness.ts';
import { type ChildService, startApiProcess, startService } from '../test/processes.ts';
import { startTestS3, type TestS3 } from '../test/s3.ts';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink.ts';
import { bossSchemaOf } from './boss.ts';

const FIXTURES = ['small.html', 'native.html', 'button-icons.html', 'themed-controls.html'];
const EXPORTS = 40;

type Api = ChildService & { apiUrl: string; htmlUrl: string };

async function call(api: Api, method: string, url: string, opts: { token?: string; body?: unknown; form?: FormData } = {}) {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(`${api.apiUrl}${url}`, { method, headers, body });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

describe.runIf(process.env.TEST_DATABASE_URL)('two APIs, two workers, one PostgreSQL, one S3 bucket', () => {
  let database: TestDatabase;
  let s3: TestS3;
  let smtp: SmtpSink;
  let dataRoot: string;
  const apis: Api[] = [];
  const workers: ChildService[] = [];

  beforeAll(async () => {
    database = testDatabase('postgres');
    s3 = await startTestS3('pagelift-cluster');
    smtp = await startSmtpSink();
    dataRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'pagelift-cluster-'));
    const { databaseUrl, databaseSchema } = database.overrides;
    const shared = {
      DATABASE_URL: databaseUrl!,
      DATABASE_SCHEMA: databaseSchema!,
      JWT_SECRET: 'cluster-test-secret-'.padEnd(48, 'x'),
      EXPORT_QUEUE: 'postgres',
      EXPORT_TIMEOUT_MS: '30000',
      EXPORT_ATTEMPTS: '3',
      EXPORT_QUEUE_WAIT_MS: '240000',
      EXPORT_QUEUE_SUPERVISE_SECONDS: '1',
      EXPORT_CONCURRENCY: '1',
      // 40 exports from one account at once: the admission bounds (admission.test.ts) are not what this tests.
      EXPORT_MAX_PER_USER: '100',
      EXPORT_MAX_IN_FLIGHT: '100',
      S3_BUCKET: s3.options.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      SMTP_URL: smtp.url,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    };
    // The first API creates the schemas (application and pg-boss); the rest start together.
    apis.push(await startApiProcess('api-a', { ...shared, DATA_DIR: path.join(dataRoot, 'a') }));
    const [b, ...started] = await Promise.all([
      startApiProcess('api-b', { ...shared, DATA_DIR: path.join(dataRoot, 'b') }),
      ...['worker-1', 'worker-2'].map(async (name) => {
        const w = startService(name, 'export/worker.ts', { ...shared, DATA_DIR: path.join(dataRoot, name) });
        await w.waitFor((l) => l.msg === 'export worker started', 90_000);
        return w;
      }),
    ]);
    apis.push(b as Api);
    workers.push(...(started as ChildService[]));
  }, 240_000);

  afterAll(async () => {
    for (const service of [...workers, ...apis]) service.kill('SIGTERM');
    await Promise.race([Promise.all([...workers, ...apis].map((s) => s.exited)), new Promise((r) => setTimeout(r, 15_000))]);
    for (const service of [...workers, ...apis]) service.kill('SIGKILL');
    await smtp?.close();
    await s3?.close();
    await database?.drop();
    if (dataRoot) await fs.rm(dataRoot, { recursive: true, force: true });
  });

  it('answers 40 exports through both APIs once each, correctly, while a worker is killed mid-job', { timeout: 400_000 }, async () => {
    const [a, b] = apis as [Api, Api];
    // An account registered through A, activated through B.
    const email = uniqueEmail('cluster');
    const password = 'correct horse 1';
    const reg = await call(a, 'POST', '/v1/auth/register', { body: { first_name: 'C', last_name: 'L', username: 'cluster', email, password, confirm_password: password } });
    expect(reg.status, JSON.stringify(reg.body)).toBe(200);
    // The token A signed is honoured by B (one JWT_SECRET).
    const token: string = reg.body.data.token;
    const act = await call(b, 'POST', '/v1/auth/active', { token, body: { id: reg.body.data.user._id, code: await smtp.nextCode(email) } });
    expect(act.status, JSON.stringify(act.body)).toBe(200);

    // Pages uploaded through A, each with its own marker text.
    const project = await call(a, 'POST', '/v1/projects', { token, body: { name: 'Cluster', url: 'cluster.example' } });
    expect(project.status, JSON.stringify(project.body)).toBe(201);
    const projectId = project.body.data.project._id;
    const pages: { id: string; marker: string; thumbnailUrl: string; html: string }[] = [];
    for (const [i, fixture] of FIXTURES.entries()) {
      const marker = `Cluster marker ${i} ${fixture}`;
      const source = await fs.readFile(path.join(REPO_ROOT, 'packages/engine/src/__fixtures__', fixture), 'utf8');
      const html = source.replace(/<body([^>]*)>/, `<body$1><p id="marker">${marker}</p>`);
      const res = await call(a, 'POST', '/v1/pages', { token, form: pageForm({ projectId, name: fixture, sourceUrl: `https://cluster.example/${i}`, html, thumbnail: PNG_1PX }) });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      pages.push({ id: res.body.data.page._id, marker, thumbnailUrl: res.body.data.page.thumbnailUrl, html: res.body.data.page.htmlUrl });
    }

    // Files written through A are served by B: the thumbnail from B's API, the snapshot from B's snapshot host.
    const thumbOnB = await fetch(pages[0]!.thumbnailUrl.replace(a.apiUrl, b.apiUrl));
    expect(thumbOnB.status).toBe(200);
    expect(Buffer.from(await thumbOnB.arrayBuffer())).toEqual(PNG_1PX);
    const snapshotOnB = await fetch(pages[1]!.html.replace(new URL(pages[1]!.html).origin, b.htmlUrl));
    expect(snapshotOnB.status).toBe(200);
    expect(await snapshotOnB.text()).toContain(pages[1]!.marker);

    // Kill worker 1 with SIGKILL in the middle of its sixth job (both workers busy until then).
    const [w1, w2] = workers as [ChildService, ChildService];
    const started = (w: ChildService) => w.lines.filter((l) => l.msg === 'export job started');
    const killed = (async () => {
      await w1.waitFor(() => started(w1).length >= 6, 300_000);
      const job = started(w1)[5]!.job as string;
      w1.kill('SIGKILL');
      return job;
    })();

    const t0 = Date.now();
    const answers = await Promise.all(
      Array.from({ length: EXPORTS }, async (_, i) => {
        const page = pages[i % pages.length]!;
        const api = i % 2 === 0 ? a : b;
        const res = await call(api, 'POST', '/v1/export/', { token, body: { pageId: page.id, exportType: 'entirePage', builder: 'elementorFree' } });
        return { i, page, res };
      }),
    );
    const seconds = (Date.now() - t0) / 1000;
    const killedJob = await killed;
    await w1.exited;

    for (const { page, res } of answers) {
      expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
      const template = JSON.stringify(res.body.template);
      // Its own page's marker, no other page's.
      expect(template).toContain(page.marker);
      for (const other of pages) if (other !== page) expect(template).not.toContain(other.marker);
    }

    // The killed job was run again by worker 2; every job was completed exactly once.
    const done = (w: ChildService) => w.lines.filter((l) => l.msg === 'export job done').map((l) => l.job as string);
    expect(done(w1)).not.toContain(killedJob);
    expect(started(w2).map((l) => l.job)).toContain(killedJob);
    // The last "done" lines may still be on their way through the pipes when the last answer arrives.
    await vi.waitFor(() => expect(done(w1).length + done(w2).length).toBeGreaterThanOrEqual(EXPORTS), { timeout: 5_000, interval: 100 });
    const completions = [...done(w1), ...done(w2)];
    expect(completions).toHaveLength(EXPORTS);
    expect(new Set(completions).size).toBe(EXPORTS);
    // Answered jobs are removed (right after each answer): nothing left queued, active or waiting for a retry.
    const client = new pg.Client({ connectionString: database.overrides.databaseUrl! });
    await client.connect();
    try {
      const jobsLeft = async () => (await client.query(`SELECT state, count(*)::int AS n FROM ${bossSchemaOf(null, database.overrides.databaseSchema)}.job GROUP BY state`)).rows;
      await vi.waitFor(async () => expect(await jobsLeft()).toEqual([]), { timeout: 5_000, interval: 100 });
    } finally {
      await client.end();
    }
    console.log(`cluster: ${EXPORTS} exports in ${seconds.toFixed(1)} s through 2 APIs; worker-1 killed during job ${killedJob}; worker-1 finished ${done(w1).length}, worker-2 ${done(w2).length}`);
  });
});
