import { Worker } from 'node:worker_threads';
import { HttpError } from '../http/errors.ts';

/**
 * Rewrites asset URLs in and sanitises an uploaded snapshot off the event loop (issue 14,
 * finding 5): 20 MB of HTML takes seconds of parse5 work, which on the main thread stalled every
 * other request. Each job runs in a worker thread of its own, ended after it, so the hundreds of
 * MB a big parse tree takes go back to the system; at most `concurrency` run at once, the rest
 * wait their turn.
 */
export class SnapshotCleaner {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxHeapMb = 2048,
  ) {}

  async clean(html: Buffer, urls: Map<string, string>): Promise<string> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    try {
      return await this.inWorker(html, urls);
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  private inWorker(html: Buffer, urls: Map<string, string>): Promise<string> {
    return new Promise((resolve, reject) => {
      const worker = new Worker(new URL('./snapshot-worker.mjs', import.meta.url), {
        resourceLimits: { maxOldGenerationSizeMb: this.maxHeapMb },
        stdout: false,
        stderr: false,
      });
      let settled = false;
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        fn();
        void worker.terminate();
      };
      worker.once('message', (out: string) => settle(() => resolve(out)));
      worker.once('error', (err: Error & { code?: string }) =>
        settle(() => reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new HttpError(413, 'The snapshot is too large to process.') : err)),
      );
      worker.once('exit', (code) => settle(() => reject(new Error(`snapshot cleaner exited with code ${code}`))));
      const bytes = new Uint8Array(html.buffer, html.byteOffset, html.byteLength);
      worker.postMessage({ html: bytes, urls: [...urls] });
    });
  }
}
