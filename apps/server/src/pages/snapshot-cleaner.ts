import { Worker } from 'node:worker_threads';
import { HttpError } from '../http/errors.ts';

export interface SnapshotCleanerOptions {
  /** Snapshots cleaned at once, each in its own thread. */
  concurrency: number;
  /** A thread that cleaned a snapshot this big is ended after it, so its parse tree's memory goes back. */
  recycleAfterBytes?: number;
  /** An idle thread is ended after this long. */
  idleMs?: number;
  maxHeapMb?: number;
}

/**
 * Rewrites asset URLs in and sanitises an uploaded snapshot off the event loop (issue 14,
 * finding 5): 4 MB of HTML with 990 assets stalled every other request for 47 s on this
 * 2-core machine under load (4.6 s for 20 MB on a quiet one). At most `concurrency` snapshots
 * are cleaned at once, the rest wait their turn. A thread is kept for the next small snapshot
 * and ended after a big one or when idle, so the hundreds of MB a big parse tree takes go back.
 */
export class SnapshotCleaner {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly idle: { worker: Worker; timer: NodeJS.Timeout; onExit: () => void }[] = [];
  private readonly opts: Required<SnapshotCleanerOptions>;

  constructor(opts: SnapshotCleanerOptions) {
    this.opts = { recycleAfterBytes: 1024 * 1024, idleMs: 10_000, maxHeapMb: 2048, ...opts };
  }

  async clean(html: Buffer, urls: Map<string, string>): Promise<string> {
    if (this.running >= this.opts.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    try {
      return await this.inWorker(html, urls);
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.idle.splice(0).map(({ worker, timer }) => (clearTimeout(timer), worker.terminate())));
  }

  private take(): Worker {
    const kept = this.idle.pop();
    if (kept) {
      clearTimeout(kept.timer);
      kept.worker.off('exit', kept.onExit);
      kept.worker.ref();
      return kept.worker;
    }
    return new Worker(new URL('./snapshot-worker.mjs', import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: this.opts.maxHeapMb } });
  }

  private keep(worker: Worker): void {
    worker.unref();
    const forget = () => {
      const at = this.idle.findIndex((w) => w.worker === worker);
      if (at >= 0) this.idle.splice(at, 1);
    };
    const timer = setTimeout(() => {
      forget();
      void worker.terminate();
    }, this.opts.idleMs);
    timer.unref();
    // A thread that ends while idle is never handed a job.
    worker.once('exit', forget);
    this.idle.push({ worker, timer, onExit: forget });
  }

  private inWorker(html: Buffer, urls: Map<string, string>): Promise<string> {
    const worker = this.take();
    return new Promise<string>((resolve, reject) => {
      const done = (ok: boolean) => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (ok && html.length < this.opts.recycleAfterBytes) this.keep(worker);
        else void worker.terminate();
      };
      const onMessage = (out: string) => {
        done(true);
        resolve(out);
      };
      const onError = (err: Error & { code?: string }) => {
        done(false);
        reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new HttpError(413, 'The snapshot is too large to process.') : err);
      };
      const onExit = (code: number) => {
        done(false);
        reject(new Error(`snapshot cleaner exited with code ${code}`));
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage({ html: new Uint8Array(html.buffer, html.byteOffset, html.byteLength), urls: [...urls] });
    });
  }
}
