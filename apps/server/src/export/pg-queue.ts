import { hostname } from 'node:os';
import { sql } from 'kysely';
import type { SecretBox } from '../crypto/secrets.ts';
import type { Db } from '../db/index.ts';
import { newId, nowIso } from '../ids.ts';
import type { Engine, ExportResult } from './engine.ts';
import { decodeJobPayload, encodeJobPayload } from './job-payload.ts';
import { type ExportBackend, type ExportJob, ExportJobInputError, runWithEngine } from './jobs.ts';
import { ExportNotStartedError, ExportQueue } from './queue.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface PostgresExportsOptions {
  /** How long a job may wait for a worker before it is withdrawn (ms). */
  waitMs: number;
  /** The job's own time limit; the submitter gives up this long after a worker took it. */
  timeoutMs: number;
  pollMs?: number;
  /** Seals the Webflow token in the job row; workers need the same key (JWT_SECRET). */
  secretBox: SecretBox;
}

/**
 * Submitting side of the PostgreSQL export queue: inserts a job row and waits for a worker to
 * finish it. The row carries the snapshot and settings, the worker writes the result or the error
 * back; the submitter then deletes the row.
 */
export class PostgresExports implements ExportBackend {
  readonly kind = 'postgres' as const;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly opts: PostgresExportsOptions,
  ) {}

  async run(job: ExportJob, waitSignal?: AbortSignal): Promise<ExportResult> {
    if (waitSignal?.aborted) throw new ExportNotStartedError('export given up before it started');
    const id = newId();
    const created = Date.now();
    await this.db
      .insertInto('export_jobs')
      .values({ id, status: 'queued', payload: encodeJobPayload(job, this.opts.secretBox), result: null, error: null, error_kind: null, worker: null, created_at: nowIso(), started_at: null, finished_at: null })
      .execute();
    const poll = this.opts.pollMs ?? 200;
    try {
      while (!this.closed) {
        const row = await this.db.selectFrom('export_jobs').select(['status', 'result', 'error', 'error_kind', 'started_at']).where('id', '=', id).executeTakeFirst();
        if (!row) throw new Error('export job disappeared');
        if (waitSignal?.aborted && row.status === 'queued') {
          // Taken back only if no worker claimed it meanwhile.
          const gone = await this.db.deleteFrom('export_jobs').where('id', '=', id).where('status', '=', 'queued').executeTakeFirst();
          if (Number(gone.numDeletedRows) === 1) throw new ExportNotStartedError('export given up before it started');
        }
        if (row.status === 'done') return JSON.parse(row.result ?? 'null') as ExportResult;
        if (row.status === 'failed') {
          if (row.error_kind === 'input') throw new ExportJobInputError(row.error ?? 'Invalid export input.');
          throw new Error(`export worker failed: ${row.error ?? 'unknown error'}`);
        }
        const now = Date.now();
        if (row.status === 'queued' && now - created > this.opts.waitMs) throw new Error(`no export worker took the job within ${this.opts.waitMs} ms`);
        // A worker that died mid-job never answers: give up a little after the job's own limit.
        if (row.status === 'running' && row.started_at && now - Date.parse(row.started_at) > this.opts.timeoutMs + 10_000) throw new Error('the export worker did not answer in time');
        await sleep(poll);
      }
      throw new Error('server is stopping');
    } finally {
      await this.db.deleteFrom('export_jobs').where('id', '=', id).execute().catch(() => {});
    }
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}

export interface ExportWorkerOptions {
  concurrency: number;
  /** Opens the Webflow token sealed by the server: the same JWT_SECRET on every machine. */
  secretBox: SecretBox;
  timeoutMs: number;
  pollMs?: number;
  name?: string;
  log?: { info(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
}

/**
 * Worker side: `concurrency` loops, each claiming the oldest queued job with
 * `SELECT … FOR UPDATE SKIP LOCKED`, so any number of workers on any machines share the table
 * and no job runs twice.
 */
export class ExportWorker {
  private stopping = false;
  private loops: Promise<void>[] = [];
  private readonly queue: ExportQueue;
  readonly name: string;
  processed = 0;

  constructor(
    private readonly db: Db,
    private readonly engine: Engine,
    private readonly opts: ExportWorkerOptions,
  ) {
    this.queue = new ExportQueue(opts.concurrency, opts.timeoutMs);
    this.name = opts.name ?? `${hostname()}:${process.pid}:${newId().slice(0, 6)}`;
  }

  start(): void {
    for (let i = 0; i < this.opts.concurrency; i++) this.loops.push(this.loop());
  }

  /** Finishes the jobs in hand, takes no new ones. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.loops);
  }

  /** Claims one queued job, or returns null. */
  async claim(): Promise<{ id: string; payload: string } | null> {
    const result = await sql<{ id: string; payload: string }>`
      UPDATE export_jobs SET status = 'running', worker = ${this.name}, started_at = ${nowIso()}
      WHERE id = (SELECT id FROM export_jobs WHERE status = 'queued' ORDER BY created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING id, payload`.execute(this.db);
    return result.rows[0] ?? null;
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      let job: { id: string; payload: string } | null = null;
      try {
        job = await this.claim();
      } catch (err) {
        this.opts.log?.error({ err }, 'export worker could not claim a job');
      }
      if (!job) {
        await sleep(this.opts.pollMs ?? 250);
        continue;
      }
      await this.execute(job.id, decodeJobPayload(job.payload, this.opts.secretBox));
    }
  }

  private async execute(id: string, job: ExportJob): Promise<void> {
    let update: { status: 'done' | 'failed'; result: string | null; error: string | null; error_kind: 'input' | 'crash' | null };
    try {
      const result = await this.queue.run((signal) => runWithEngine(this.engine, job, signal));
      update = { status: 'done', result: JSON.stringify(result), error: null, error_kind: null };
    } catch (err) {
      const input = err instanceof ExportJobInputError;
      if (!input) this.opts.log?.error({ err, job: id }, 'export failed');
      update = { status: 'failed', result: null, error: (err as Error).message, error_kind: input ? 'input' : 'crash' };
    }
    this.processed++;
    await this.db
      .updateTable('export_jobs')
      .set({ ...update, finished_at: nowIso() })
      .where('id', '=', id)
      .execute()
      .catch((err) => this.opts.log?.error({ err, job: id }, 'could not store the export result'));
  }
}
