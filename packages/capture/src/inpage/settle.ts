// Before serializing, the page must show everything a visitor would see after scrolling:
// lazy images, scroll-triggered reveals, web fonts.

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([promise, delay(ms).then(() => undefined)]);
}

async function waitForLoad(timeoutMs: number): Promise<void> {
  if (document.readyState === 'complete') return;
  await withTimeout(new Promise<void>((resolve) => addEventListener('load', () => resolve(), { once: true })), timeoutMs);
}

/** What scrolls the page: the window, or an element when the page sets `overflow` on a full-height wrapper. */
interface Scroller {
  height(): number;
  viewport(): number;
  /** Instant jumps: `scroll-behavior: smooth` on the page would otherwise animate each step. */
  jumpTo(y: number): void;
}

function windowScroller(): Scroller {
  const root = () => document.scrollingElement ?? document.documentElement;
  return {
    height: () => Math.max(root().scrollHeight, document.body?.scrollHeight ?? 0),
    viewport: () => innerHeight,
    jumpTo: (y) => window.scrollTo({ top: y, left: 0, behavior: 'instant' as ScrollBehavior }),
  };
}

function elementScroller(el: Element): Scroller {
  return {
    height: () => el.scrollHeight,
    viewport: () => el.clientHeight,
    jumpTo: (y) => el.scrollTo({ top: y, left: 0, behavior: 'instant' as ScrollBehavior }),
  };
}

/**
 * The window when the document scrolls; otherwise the tallest scrollable element that fills
 * at least half the viewport (`body { overflow: auto; height: 100% }` and app shells).
 */
function findScroller(): Scroller {
  const win = windowScroller();
  if (win.height() > innerHeight + 1) return win;
  let best: Element | null = null;
  for (const el of Array.from(document.querySelectorAll('body, body *'))) {
    if (el.scrollHeight <= el.clientHeight + 1 || el.clientHeight < innerHeight / 2) continue;
    const overflow = getComputedStyle(el).overflowY;
    if (overflow !== 'auto' && overflow !== 'scroll' && overflow !== 'overlay') continue;
    if (!best || el.scrollHeight > best.scrollHeight) best = el;
  }
  return best ? elementScroller(best) : win;
}

/**
 * Scrolls to the end in viewport steps (the page may grow while we go: bounded by
 * `maxMs`), then back to the top, so IntersectionObserver- and scroll-driven loaders fire.
 */
export async function scrollThrough(stepDelayMs: number, maxMs: number): Promise<void> {
  const scroller = findScroller();
  const started = performance.now();
  const step = Math.max(200, Math.floor(scroller.viewport() * 0.8));
  let y = 0;
  while (performance.now() - started < maxMs && y + scroller.viewport() < scroller.height()) {
    y += step;
    scroller.jumpTo(y);
    await delay(stepDelayMs);
  }
  scroller.jumpTo(scroller.height());
  await delay(stepDelayMs);
  scroller.jumpTo(0);
  await delay(stepDelayMs);
}

/** Native lazy images below the fold would stay unloaded in a tall page: load them now. */
function loadLazyImagesEagerly(): void {
  for (const img of Array.from(document.querySelectorAll('img[loading="lazy"]'))) {
    (img as HTMLImageElement).loading = 'eager';
  }
}

async function waitForImages(timeoutMs: number): Promise<void> {
  const pending = Array.from(document.images).filter((img) => !img.complete && (img.currentSrc || img.src));
  await withTimeout(
    Promise.all(pending.map((img) => new Promise<void>((resolve) => {
      img.addEventListener('load', () => resolve(), { once: true });
      img.addEventListener('error', () => resolve(), { once: true });
    }))),
    timeoutMs,
  );
}

export interface SettleOptions {
  scroll: boolean;
  settleTimeoutMs: number;
  scrollStepDelayMs: number;
  maxScrollMs: number;
}

export async function settlePage(options: SettleOptions): Promise<void> {
  await waitForLoad(options.settleTimeoutMs);
  loadLazyImagesEagerly();
  if (options.scroll) await scrollThrough(options.scrollStepDelayMs, options.maxScrollMs);
  await waitForImages(options.settleTimeoutMs);
  if (document.fonts) await withTimeout(document.fonts.ready, options.settleTimeoutMs);
}
