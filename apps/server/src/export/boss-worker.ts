import { hostname } from 'node:os';
import type PgBoss from 'pg-boss';
import type { SecretBox } from '../crypto/secrets.ts';
import { newId } from '../ids.ts';
import type { Engine } from './engine.ts';
import { EXPORT_QUEUE_NAME } from './boss.ts';
import type { ExportJobData, ExportOutcome } from './boss-queue.ts';
import { decodeJobPayload } from './job-payload.ts';
import { ExportJobInputError, runWithEngine } from './jobs.ts';
import { type PgSignal, doneChannel, notify, queuedChannel } from './pg-signal.ts';
import { ExportQueue } from './queue.ts';

export interface ExportWorkerOptions {
  concurrency: number;
  /** Opens the Webflow token sealed by the server: the same JWT_SECRET on every machine. */
  secretBox: SecretBox;
  bossSchema: string;
  /** Longest idle pause between two fetches; a "job queued" notification ends it early. */
  pollMs?: number;
  name?: string;
  /** Wakes idle loops when the API queues a job. */
  signal?: PgSignal;
  log?: { info(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
}

/**
 * Worker side of the pg-boss export queue: `concurrency` loops, each fetching one job with
 * pg-boss's `FOR UPDATE SKIP LOCKED` (so any number of workers on any machines share the queue and
 * no job runs twice at once), running the engine within the job's time limit, and completing the
 * job with the outcome. A worker that dies leaves its job active; pg-boss expires it after the
 * time limit and hands it to another worker, up to the job's retry limit.
 */
export class ExportWorker {
  private stopping = false;
  private loops: Promise<void>[] = [];
  private readonly idlers = new Set<() => void>();
  readonly name: string;
  processed = 0;

  constructor(
    private readonly boss: PgBoss,
    private readonly engine: Engine,
    private readonly opts: ExportWorkerOptions,
  ) {
    this.name = opts.name ?? `${hostname()}:${process.pid}:${newId().slice(0, 6)}`;
    opts.signal?.on(queuedChannel(opts.bossSchema), () => this.wakeOne());
  }

  start(): void {
    for (let i = 0; i < this.opts.concurrency; i++) this.loops.push(this.loop());
  }

  /** Finishes the jobs in hand, takes no new ones. */
  async stop(): Promise<void> {
    this.stopping = true;
    for (const wake of [...this.idlers]) wake();
    await Promise.all(this.loops);
  }

  private wakeOne(): void {
    const first = this.idlers.values().next();
    if (!first.done) first.value();
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.idlers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, this.opts.pollMs ?? 1000);
      this.idlers.add(wake);
    });
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      let job: PgBoss.Job<ExportJobData> | undefined;
      try {
        [job] = await this.boss.fetch<ExportJobData>(EXPORT_QUEUE_NAME, { batchSize: 1 });
      } catch (err) {
        this.opts.log?.error({ err }, 'export worker could not fetch a job');
      }
      if (!job) {
        await this.idle();
        continue;
      }
      await this.execute(job);
    }
  }

  private async execute(job: PgBoss.Job<ExportJobData>): Promise<void> {
    const started = Date.now();
    this.opts.log?.info({ job: job.id, worker: this.name }, 'export job started');
    let outcome: ExportOutcome;
    try {
      const exportJob = decodeJobPayload(job.data.payload, this.opts.secretBox);
      const result = await new ExportQueue(1, exportJob.timeoutMs).run((signal) => runWithEngine(this.engine, exportJob, signal));
      outcome = { kind: 'done', result };
    } catch (err) {
      const input = err instanceof ExportJobInputError;
      if (!input) this.opts.log?.error({ err, job: job.id }, 'export failed');
      outcome = { kind: input ? 'input' : 'crash', message: (err as Error).message };
    }
    this.processed++;
    try {
      await this.boss.complete(EXPORT_QUEUE_NAME, job.id, outcome);
      this.opts.log?.info({ job: job.id, worker: this.name, outcome: outcome.kind, ms: Date.now() - started }, 'export job done');
      await notify(this.boss.getDb(), doneChannel(this.opts.bossSchema), job.id);
    } catch (err) {
      this.opts.log?.error({ err, job: job.id }, 'could not store the export result');
    }
  }
}
