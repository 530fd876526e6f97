import type { ExportSettingsInput } from '@pagelift/contract';
import type { Engine, ExportResult } from './engine.ts';
import { ExportQueue } from './queue.ts';

/** Everything a worker needs to run one export; plain data, so it can travel through a database. */
export interface ExportJob {
  snapshotHtml: string;
  settings: ExportSettingsInput;
  baseUrl: string;
  timeoutMs: number;
  /** Names the delivery file when the template is too big for the clipboard (the page name). */
  title?: string;
}

/** The engine refused the input (e.g. a selector that matches nothing): the client is told why (400). */
export class ExportJobInputError extends Error {}

/**
 * Where exports run. `inprocess`: here, bounded by EXPORT_CONCURRENCY. `postgres`: a job table that
 * export workers (`npm run worker -w @pagelift/server`) on any machine take jobs from.
 */
export interface ExportBackend {
  readonly kind: 'inprocess' | 'postgres';
  run(job: ExportJob): Promise<ExportResult>;
  close(): Promise<void>;
}

/** Runs one job with a loaded engine, turning the engine's input errors into ExportJobInputError. */
export async function runWithEngine(engine: Engine, job: ExportJob, signal: AbortSignal): Promise<ExportResult> {
  try {
    return await engine.exportSnapshot(job.snapshotHtml, job.settings, { baseUrl: job.baseUrl, signal, timeoutMs: job.timeoutMs, title: job.title });
  } catch (err) {
    if (err instanceof engine.ExportInputError) throw new ExportJobInputError(err.message);
    if (engine.UnsupportedBuilderError && err instanceof engine.UnsupportedBuilderError) throw new ExportJobInputError(err.message);
    throw err;
  }
}

/** The default: exports run in this process, at most `concurrency` at once, each within its time limit. */
export class InProcessExports implements ExportBackend {
  readonly kind = 'inprocess' as const;
  readonly queue: ExportQueue;

  constructor(
    concurrency: number,
    timeoutMs: number,
    private readonly load: () => Promise<Engine>,
  ) {
    this.queue = new ExportQueue(concurrency, timeoutMs);
  }

  async run(job: ExportJob): Promise<ExportResult> {
    const engine = await this.load();
    return this.queue.run((signal) => runWithEngine(engine, job, signal));
  }

  async close(): Promise<void> {}
}
