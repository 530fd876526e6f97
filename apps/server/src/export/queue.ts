/** Thrown when a job ran past its time limit. */
export class ExportTimeoutError extends Error {
  constructor(ms: number) {
    super(`export timed out after ${ms} ms`);
  }
}

/** A waiting job given up before it started (its caller went away, or it waited too long). */
export class ExportNotStartedError extends Error {}

/**
 * In-process bounded queue: at most `concurrency` jobs run at once (each export drives a browser),
 * the rest wait in FIFO order. Every job gets an AbortSignal that fires at its time limit.
 */
export class ExportQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly timeoutMs: number,
  ) {}

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** `waitSignal` only counts while the job waits: aborted then, the job is dropped without starting. */
  async run<T>(job: (signal: AbortSignal) => Promise<T>, waitSignal?: AbortSignal): Promise<T> {
    if (waitSignal?.aborted) throw new ExportNotStartedError('export given up before it started');
    if (this.running >= this.concurrency) {
      await new Promise<void>((resolve, reject) => {
        const start = () => {
          waitSignal?.removeEventListener('abort', giveUp);
          resolve();
        };
        const giveUp = () => {
          const at = this.waiting.indexOf(start);
          if (at >= 0) this.waiting.splice(at, 1);
          reject(new ExportNotStartedError('export given up before it started'));
        };
        this.waiting.push(start);
        waitSignal?.addEventListener('abort', giveUp, { once: true });
      });
    }
    this.running++;
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          controller.abort(new ExportTimeoutError(this.timeoutMs));
          reject(new ExportTimeoutError(this.timeoutMs));
        }, this.timeoutMs);
      });
      return await Promise.race([job(controller.signal), timeout]);
    } finally {
      clearTimeout(timer);
      this.running--;
      this.waiting.shift()?.();
    }
  }
}
