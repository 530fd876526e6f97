import type PgBoss from 'pg-boss';
import type { SecretBox } from '../crypto/secrets.ts';
import type { ExportResult } from './engine.ts';
import { EXPIRY_GRACE_SECONDS, EXPORT_QUEUE_NAME, startBoss } from './boss.ts';
import { encodeJobPayload } from './job-payload.ts';
import { type ExportBackend, type ExportJob, ExportJobInputError } from './jobs.ts';
import { PgSignal, doneChannel, notify, queuedChannel } from './pg-signal.ts';
import { ExportNotStartedError } from './queue.ts';

/** What a worker stores as the job's output. Engine errors are answers, not retries: only a dead worker is retried. */
export type ExportOutcome = { kind: 'done'; result: ExportResult } | { kind: 'input'; message: string } | { kind: 'crash'; message: string };

/** The job data: the payload is `encodeJobPayload`'s text, so the Webflow token stays sealed in pg-boss's table. */
export interface ExportJobData {
  payload: string;
}

export interface BossExportsOptions {
  /** How long a job may wait for a worker before it is withdrawn (ms). */
  waitMs: number;
  /** Tries per job: a job whose worker died (expired past its time limit) is run again until this many. */
  attempts: number;
  /** pg-boss's maintenance interval: expired jobs are noticed within it. */
  superviseSeconds: number;
  /** Seals the Webflow token; workers open it with the same key (JWT_SECRET). */
  secretBox: SecretBox;
  bossSchema: string;
  /** See BossOptions.synchronousCommit (EXPORT_QUEUE_SYNCHRONOUS_COMMIT). */
  synchronousCommit?: boolean;
  /** Longest pause between two looks at a job (the notification usually comes first). */
  maxPollMs?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Seconds pg-boss lets a worker hold a job: the export's own limit plus a little, then it is someone else's. */
export function expiryOf(job: Pick<ExportJob, 'timeoutMs'>): number {
  return Math.ceil(job.timeoutMs / 1000) + EXPIRY_GRACE_SECONDS;
}

/**
 * Submitting side of the pg-boss export queue (EXPORT_QUEUE=postgres): sends the job, wakes the
 * workers (NOTIFY), and waits for the completion notification, looking at the job with a growing
 * pause in case a notification is missed. The job is deleted once answered.
 */
export class BossExports implements ExportBackend {
  readonly kind = 'postgres' as const;
  private closed = false;
  /** Per waiting job: its completion notification arrived (even before anyone waited for it). */
  private readonly waiters = new Map<string, { notified: boolean; wake?: () => void }>();
  private readonly deletions = new Set<Promise<unknown>>();

  private constructor(
    readonly boss: PgBoss,
    private readonly signal: PgSignal,
    private readonly opts: BossExportsOptions,
  ) {
    signal.on(doneChannel(opts.bossSchema), (id) => {
      const waiter = this.waiters.get(id);
      if (!waiter) return;
      waiter.notified = true;
      waiter.wake?.();
    });
  }

  static async open(databaseUrl: string, opts: BossExportsOptions, onError?: (err: Error) => void): Promise<BossExports> {
    const boss = await startBoss({ databaseUrl, schema: opts.bossSchema, superviseSeconds: opts.superviseSeconds, synchronousCommit: opts.synchronousCommit ?? false, onError });
    const signal = new PgSignal(databaseUrl, [doneChannel(opts.bossSchema)], onError);
    try {
      await signal.start();
    } catch (err) {
      await boss.stop({ graceful: false, wait: false }).catch(() => {});
      throw err;
    }
    return new BossExports(boss, signal, opts);
  }

  /**
   * `waitSignal` aborted while the job still waits for a worker (the caller went away, or waited
   * too long) withdraws it: no worker will take it (ExportNotStartedError). A job a worker holds
   * already is waited for as before.
   */
  async run(job: ExportJob, waitSignal?: AbortSignal): Promise<ExportResult> {
    if (waitSignal?.aborted) throw new ExportNotStartedError('export given up before it started');
    const expireInSeconds = expiryOf(job);
    const id = await this.boss.send(EXPORT_QUEUE_NAME, { payload: encodeJobPayload(job, this.opts.secretBox) } satisfies ExportJobData, {
      retryLimit: this.opts.attempts - 1,
      retryDelay: 0,
      expireInSeconds,
    });
    if (!id) throw new Error('pg-boss did not accept the export job');
    this.waiters.set(id, { notified: false });
    const sent = Date.now();
    // Every try may use its whole time limit plus the time pg-boss needs to notice a dead worker.
    const deadline = sent + this.opts.waitMs + this.opts.attempts * (expireInSeconds + this.opts.superviseSeconds) * 1000;
    await notify(this.boss.getDb(), queuedChannel(this.opts.bossSchema), id).catch(() => {});
    let pause = 50;
    const onGiveUp = () => this.waiters.get(id)?.wake?.();
    waitSignal?.addEventListener('abort', onGiveUp, { once: true });
    try {
      // The first look waits for the worker's notification (or the first pause): the job cannot be done yet.
      await this.waitFor(id, pause);
      while (!this.closed) {
        if (waitSignal?.aborted && (await this.withdraw(id))) throw new ExportNotStartedError('export given up before a worker took it');
        const row = await this.boss.getJobById<ExportJobData>(EXPORT_QUEUE_NAME, id);
        if (!row) throw new Error('export job disappeared');
        if (row.state === 'completed') return outcomeResult(row.output as ExportOutcome);
        if (row.state === 'failed') throw new Error(`export job failed after ${row.retryCount + 1} tries: ${failureMessage(row.output)}`);
        if (row.state === 'cancelled') throw new Error('export job was cancelled');
        const now = Date.now();
        if (row.state === 'created' && now - sent > this.opts.waitMs) {
          await this.boss.cancel(EXPORT_QUEUE_NAME, id);
          throw new Error(`no export worker took the job within ${this.opts.waitMs} ms`);
        }
        if (now > deadline) {
          await this.boss.cancel(EXPORT_QUEUE_NAME, id);
          throw new Error('the export workers did not answer in time');
        }
        pause = Math.min(pause * 2, this.opts.maxPollMs ?? 1000);
        await this.waitFor(id, pause);
      }
      throw new Error('server is stopping');
    } finally {
      waitSignal?.removeEventListener('abort', onGiveUp);
      this.waiters.delete(id);
      // The answer does not wait for the clean-up; close() does.
      const deletion = this.boss.deleteJob(EXPORT_QUEUE_NAME, id).catch(() => {});
      this.deletions.add(deletion);
      void deletion.then(() => this.deletions.delete(deletion));
    }
  }

  /**
   * Cancels the job if no worker holds it (waiting, or back for another try), in one statement so
   * a worker's fetch (SKIP LOCKED) and this never both win. True when it was withdrawn.
   */
  private async withdraw(id: string): Promise<boolean> {
    const res = (await this.boss.getDb().executeSql(
      `UPDATE ${this.opts.bossSchema}.job SET state = 'cancelled', completed_on = now() WHERE name = $1 AND id = $2 AND state IN ('created', 'retry') RETURNING id`,
      [EXPORT_QUEUE_NAME, id],
    )) as { rows: unknown[] };
    return res.rows.length > 0;
  }

  /** Resolves once the job's completion notification has come (or came already), or after `ms`. */
  private waitFor(id: string, ms: number): Promise<void> {
    const waiter = this.waiters.get(id);
    if (!waiter) return Promise.resolve();
    if (waiter.notified) {
      waiter.notified = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        waiter!.wake = undefined;
        resolve();
      }
      waiter.wake = done;
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const waiter of [...this.waiters.values()]) waiter.wake?.();
    await Promise.all([...this.deletions]);
    await this.signal.close();
    await this.boss.stop({ graceful: false, wait: true, close: true }).catch(() => {});
    await sleep(0);
  }
}

function outcomeResult(outcome: ExportOutcome): ExportResult {
  if (outcome?.kind === 'done') return outcome.result;
  if (outcome?.kind === 'input') throw new ExportJobInputError(outcome.message);
  throw new Error(`export worker failed: ${outcome?.kind === 'crash' ? outcome.message : 'no result'}`);
}

function failureMessage(output: unknown): string {
  const value = (output as { value?: { message?: string }; message?: string } | null) ?? {};
  return value.value?.message ?? value.message ?? 'unknown error';
}
