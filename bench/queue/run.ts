/**
 * Queue bench (EXPORT_QUEUE=postgres on pg-boss):
 *  1. queue overhead per job: the same no-work engine behind the in-process queue and behind pg-boss
 *     (submit → NOTIFY → a worker fetches → completes → NOTIFY → the submitter reads the output),
 *     jobs one after another; overhead = median pg-boss latency − median in-process latency.
 *  2. export throughput (exports per minute) with 1, 2 and 4 worker processes (`src/export/worker.ts`,
 *     EXPORT_CONCURRENCY=1 each, real engine and Chromium) on the engine's small fixture pages.
 *
 *   DATABASE_URL=postgres://… npm run queue -w @pagelift/bench    options: --jobs N (overhead, default 200)
 *                                                                 --exports N (per worker count, default 24) --workers 1,2,4
 * Uses a fresh PostgreSQL schema (dropped afterwards). Writes bench/queue/REPORT.md and report.json.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { ExportSettingsInput } from '../../packages/contract/src/index.ts';
import { secretBoxOf } from '../../apps/server/src/crypto/secrets.ts';
import { dropPostgresSchema } from '../../apps/server/src/db/index.ts';
import { bossSchemaOf, startBoss } from '../../apps/server/src/export/boss.ts';
import { BossExports } from '../../apps/server/src/export/boss-queue.ts';
import { ExportWorker } from '../../apps/server/src/export/boss-worker.ts';
import type { Engine, ExportResult } from '../../apps/server/src/export/engine.ts';
import { type ExportJob, InProcessExports } from '../../apps/server/src/export/jobs.ts';
import { PgSignal, queuedChannel } from '../../apps/server/src/export/pg-signal.ts';
import { type ChildService, startService } from '../../apps/server/src/test/processes.ts';
import { REPO_ROOT } from '../lib/fidelity.ts';

const { values: args } = parseArgs({ options: { jobs: { type: 'string', default: '200' }, exports: { type: 'string', default: '24' }, workers: { type: 'string', default: '1,2,4' } } });
const JOBS = Math.max(10, Number(args.jobs));
const EXPORTS = Math.max(4, Number(args.exports));
const WORKER_COUNTS = args.workers!.split(',').map(Number).filter((n) => n > 0);
const databaseUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  console.error('bench/queue needs DATABASE_URL (or TEST_DATABASE_URL): a PostgreSQL database it may create a schema in');
  process.exit(1);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const round = (x: number, d = 1) => Math.round(x * 10 ** d) / 10 ** d;

const schema = `bench_${randomBytes(4).toString('hex')}`;
const bossSchema = bossSchemaOf(null, schema);
const secret = 'bench-queue-secret-'.padEnd(48, 'x');
const secretBox = secretBoxOf(Buffer.from(secret, 'utf8'));
const job = (snapshotHtml: string): ExportJob => ({ snapshotHtml, settings: { exportType: 'entirePage', builder: 'elementorFree' } as ExportSettingsInput, baseUrl: 'http://127.0.0.1:1', timeoutMs: 60_000 });

/** No work at all: what is measured is the queue. */
const instantEngine: Engine = { ExportInputError: class extends Error {}, exportSnapshot: async () => ({ template: { ok: true }, fontFace: '', report: {} as ExportResult['report'] }) };

async function sequentialLatencies(run: (j: ExportJob) => Promise<unknown>, n: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n + 10; i++) {
    const t = performance.now();
    await run(job(`<p>${i}</p>`));
    if (i >= 10) out.push(performance.now() - t); // the first 10 warm connections and plans
  }
  return out;
}

async function overhead() {
  const inproc = new InProcessExports(1, 60_000, async () => instantEngine);
  const inprocMs = await sequentialLatencies((j) => inproc.run(j), JOBS);
  // Submitter and worker with their own pg-boss instances and connections, as on two machines.
  const submitter = await BossExports.open(databaseUrl!, { waitMs: 60_000, attempts: 3, superviseSeconds: 10, secretBox, bossSchema });
  const workerBoss = await startBoss({ databaseUrl: databaseUrl!, schema: bossSchema, superviseSeconds: 10, synchronousCommit: false });
  const signal = new PgSignal(databaseUrl!, [queuedChannel(bossSchema)]);
  await signal.start();
  const worker = new ExportWorker(workerBoss, instantEngine, { concurrency: 1, secretBox, bossSchema, signal, pollMs: 2000 });
  worker.start();
  const bossMs = await sequentialLatencies((j) => submitter.run(j), JOBS);
  await worker.stop();
  await signal.close();
  await workerBoss.stop({ graceful: false, wait: true, close: true });
  await submitter.close();
  return {
    jobs: JOBS,
    inprocessMedianMs: round(median(inprocMs), 3),
    pgBossMedianMs: round(median(bossMs), 2),
    pgBossP95Ms: round(pct(bossMs, 0.95), 2),
    overheadMedianMs: round(median(bossMs) - median(inprocMs), 2),
  };
}

async function throughput(workerCount: number, pages: string[]) {
  const env = {
    DATABASE_URL: databaseUrl!,
    DATABASE_SCHEMA: schema,
    JWT_SECRET: secret,
    EXPORT_CONCURRENCY: '1',
    EXPORT_TIMEOUT_MS: '120000',
    DATA_DIR: join('/tmp', `pagelift-bench-queue-${schema}`),
  };
  const workers: ChildService[] = [];
  const submitter = await BossExports.open(databaseUrl!, { waitMs: 600_000, attempts: 1, superviseSeconds: 10, secretBox, bossSchema });
  try {
    for (let i = 0; i < workerCount; i++) workers.push(startService(`worker-${i + 1}`, 'export/worker.ts', env));
    await Promise.all(workers.map((w) => w.waitFor((l) => l.msg === 'export worker started', 120_000)));
    // Warm-up: every worker has launched its Chromium before the clock starts.
    const warm = (w: ChildService) => w.lines.some((l) => l.msg === 'export job done');
    while (!workers.every(warm)) await Promise.all(workers.map((_, i) => submitter.run(job(pages[i % pages.length]!))));
    const t0 = performance.now();
    const latencies = await Promise.all(
      Array.from({ length: EXPORTS }, async (_, i) => {
        const t = performance.now();
        const result = (await submitter.run(job(pages[i % pages.length]!))) as { template: unknown };
        if (!JSON.stringify(result.template).includes('Bench page')) throw new Error('an export came back without its page');
        return performance.now() - t;
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    const perWorker = workers.map((w) => w.lines.filter((l) => l.msg === 'export job done').length);
    return { workers: workerCount, exports: EXPORTS, seconds: round(seconds), exportsPerMinute: round((EXPORTS / seconds) * 60), medianLatencyS: round(median(latencies) / 1000, 2), jobsPerWorker: perWorker, loadAvgAfter: round(loadavg()[0]!, 2) };
  } finally {
    for (const w of workers) w.kill('SIGTERM');
    await Promise.race([Promise.all(workers.map((w) => w.exited)), new Promise((r) => setTimeout(r, 15_000))]);
    for (const w of workers) w.kill('SIGKILL');
    await submitter.close();
  }
}

const fixtures = ['small.html', 'native.html', 'button-icons.html', 'themed-controls.html'];
const pages = fixtures.map((f, i) => readFileSync(join(REPO_ROOT, 'packages/engine/src/__fixtures__', f), 'utf8').replace(/<body([^>]*)>/, `<body$1><p>Bench page ${i}</p>`));
const started = new Date().toISOString();
const loadBefore = round(loadavg()[0]!, 2);
let report;
try {
  const queue = await overhead();
  console.log('overhead', queue);
  const runs = [];
  for (const n of WORKER_COUNTS) {
    const r = await throughput(n, pages);
    console.log('throughput', r);
    runs.push(r);
  }
  report = { started, machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, totalMemMB: Math.round(totalmem() / 2 ** 20), node: process.version, loadAvgBefore: loadBefore }, queue, throughput: runs };
} finally {
  await dropPostgresSchema(databaseUrl, schema).catch(() => {});
  await dropPostgresSchema(databaseUrl, bossSchema).catch(() => {});
}

const dir = join(REPO_ROOT, 'bench/queue');
writeFileSync(join(dir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
const q = report.queue;
const md = `# Queue bench: pg-boss export queue

Measured in one run on ${report.started} (\`npm run queue -w @pagelift/bench\`): ${report.machine.cpus} cores (${report.machine.cpuModel}),
${report.machine.totalMemMB} MB, Node ${report.machine.node}, load average ${report.machine.loadAvgBefore} before the run (the machine is shared).
PostgreSQL on loopback. Raw numbers: \`report.json\`.

## Queue overhead per job

The same engine that does no work, behind the in-process queue and behind pg-boss (submitter and worker each with
their own pg-boss and connections, as on two machines: send → NOTIFY → fetch with SKIP LOCKED → complete → NOTIFY →
read the output → delete the job). ${q.jobs} jobs one after another, after 10 warm-up jobs.

| queue | median per job | p95 |
| --- | --- | --- |
| in-process | ${q.inprocessMedianMs} ms | |
| pg-boss | ${q.pgBossMedianMs} ms | ${q.pgBossP95Ms} ms |
| **overhead** | **${q.overheadMedianMs} ms** (target < 50 ms) | |

## Export throughput

${EXPORTS} entire-page exports (elementorFree) of the engine's four small fixture pages, all submitted at once, with
1, 2 and 4 worker processes (\`src/export/worker.ts\`, EXPORT_CONCURRENCY=1, real engine and Chromium each); timed
after every worker has done a warm-up export.

| workers | exports | seconds | exports / minute | median latency | jobs per worker (warm-up included) | load average after |
| --- | --- | --- | --- | --- | --- | --- |
${report.throughput.map((r) => `| ${r.workers} | ${r.exports} | ${r.seconds} | **${r.exportsPerMinute}** | ${r.medianLatencyS} s | ${r.jobsPerWorker.join(' / ')} | ${r.loadAvgAfter} |`).join('\n')}

Every export run on this machine's ${report.machine.cpus} cores: a worker is one Node process driving one Chromium, so
throughput grows with workers only while there are idle cores; on more machines (or cores) each worker adds its own.
On a machine shared with other work (a load average far above the core count, as here) more worker processes also
win a larger share of the CPU, which flatters the 2 and 4 worker rows: read them as "the queue spreads the work and
loses none", not as a scaling curve. The queue's share of an export is the overhead above, not the throughput limit.
`;
writeFileSync(join(dir, 'REPORT.md'), md);
console.log(md);
process.exit(0);
