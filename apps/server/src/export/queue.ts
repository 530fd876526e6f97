/** Thrown when a job ran past its time limit. */
export class ExportTimeoutError extends Error {
  constructor(ms: number) {
    super(`export timed out after ${ms} ms`);
  }
}

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

  async run<T>(job: (signal: AbortSignal) => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
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
