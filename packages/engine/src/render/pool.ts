import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { launchChromium } from '@pagelift/browser';

/**
 * A bounded pool of browser contexts inside one shared Chromium. The browser is launched on
 * first use (so importing the engine costs nothing) and every export gets a fresh context
 * (no cookies or storage leak between users' snapshots); the bound keeps a 2-core box from
 * thrashing when the server receives many exports at once.
 */
export class BrowserPool {
  private browser: Promise<Browser> | null = null;
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly size = Number(process.env.PAGELIFT_ENGINE_CONTEXTS) || 2) {}

  private launch(): Promise<Browser> {
    if (!this.browser) {
      this.browser = launchChromium().then((b) => {
        // A crashed browser must not poison the pool: the next export relaunches.
        b.on('disconnected', () => {
          this.browser = null;
        });
        return b;
      });
      this.browser.catch(() => {
        this.browser = null;
      });
    }
    return this.browser;
  }

  private async acquireSlot(signal?: AbortSignal): Promise<void> {
    if (this.active < this.size) {
      this.active++;
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const i = this.waiting.indexOf(grant);
        if (i >= 0) this.waiting.splice(i, 1);
        reject(signal?.reason ?? new Error('aborted'));
      };
      const grant = () => {
        signal?.removeEventListener('abort', onAbort);
        this.active++;
        resolve();
      };
      this.waiting.push(grant);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  private releaseSlot(): void {
    this.active--;
    this.waiting.shift()?.();
  }

  /**
   * Runs `job` in a fresh context and always closes it, whatever the job does. A job done with the
   * browser before it is done altogether calls `release` to start the close now; the slot stays
   * taken until both the job and the close have finished. `contextOptions.proxy`: the export's
   * resource relay (resource-relay.ts). With `returnBeforeClose`, the job's answer is handed back
   * as soon as the job ends, while the context still closes (Chromium tears a renderer down in tens
   * of ms, and nobody waits on it); `onClosed` runs once it has closed, before the slot is freed.
   */
  async withContext<T>(
    job: (context: BrowserContext, release: () => void) => Promise<T>,
    signal?: AbortSignal,
    contextOptions: Pick<BrowserContextOptions, 'proxy'> = {},
    { returnBeforeClose = false, onClosed }: { returnBeforeClose?: boolean; onClosed?: () => Promise<void> | void } = {},
  ): Promise<T> {
    await this.acquireSlot(signal);
    let closing: Promise<void> | undefined;
    let context: BrowserContext | null = null;
    const release = () => {
      closing ??= context ? context.close().catch(() => {}) : Promise.resolve();
    };
    try {
      const browser = await this.launch();
      context = await browser.newContext({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, ...contextOptions });
      return await job(context, release);
    } finally {
      release();
      const closed = closing!
        .then(() => onClosed?.())
        .catch(() => {})
        .finally(() => this.releaseSlot());
      if (!returnBeforeClose) await closed;
    }
  }

  /** Resolves once no context is open or closing (a bench waits for it between measured runs). */
  async idle(): Promise<void> {
    while (this.active > 0) await new Promise((r) => setTimeout(r, 5));
  }

  async close(): Promise<void> {
    const b = this.browser;
    this.browser = null;
    if (b) await (await b.catch(() => null))?.close().catch(() => {});
  }
}

let shared: BrowserPool | null = null;

export function enginePool(): BrowserPool {
  shared ??= new BrowserPool();
  return shared;
}

/** Closes the shared Chromium so tests and servers can exit; the next export relaunches it. */
export async function closeEnginePool(): Promise<void> {
  const p = shared;
  shared = null;
  await p?.close();
}
