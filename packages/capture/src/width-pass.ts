// Per-width DOM state (issue 15): the window is narrowed to each width the engine renders, the
// page's scripts react (a class on <body>, a collapsed menu), and the in-page script records which
// attributes they changed (inpage/width-states.ts). The serializer then writes those changes
// into the snapshot, so the export shows at 390 px what the page shows there.
import type { Page } from 'playwright-core';
import { captureScriptSource } from './script.ts';

/**
 * Narrower widths to record: Elementor's tablet and phone render widths (768, 390) and a small
 * laptop (1024), where most sidebars collapse. The engine uses the recorded width nearest to
 * each width it renders.
 */
export const STATE_WIDTHS = [1024, 768, 390] as const;

export interface WidthPassOptions {
  widths?: readonly number[];
  /** Wait after each resize for the page's resize handlers, debounced ones included (ms, default 250). */
  settleMs?: number;
}

/** Two frames (the resize event fires in the first), then `ms` for debounced handlers. */
const settleExpression = (ms: number) =>
  `new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, ${ms}))))`;

/**
 * Records the page's state at each of `widths` narrower than the viewport, then restores the
 * viewport, waits for the page to settle back and puts back the attributes a narrower width left
 * changed, before the capture serializes it. A page
 * without a fixed viewport (a browser attached over CDP) is left as it is. Returns the time spent (ms).
 */
export async function recordWidthStates(page: Page, options: WidthPassOptions = {}): Promise<number> {
  const started = performance.now();
  const viewport = page.viewportSize();
  const widths = (options.widths ?? STATE_WIDTHS).filter((w) => viewport && w < viewport.width);
  if (!viewport || !widths.length) return 0;
  const settleMs = options.settleMs ?? 250;
  await page.evaluate(`${await captureScriptSource()}\n;globalThis.__pageliftCapture.recordWidthBaseline()`);
  try {
    for (const width of widths) {
      await page.setViewportSize({ width, height: viewport.height });
      await page.evaluate(settleExpression(settleMs));
      await page.evaluate('globalThis.__pageliftCapture.recordWidthState()');
    }
  } finally {
    await page.setViewportSize(viewport);
    await page.evaluate(settleExpression(settleMs));
    // What a narrower width left behind (a sidebar collapsed for good) goes back to the capture width's state.
    await page.evaluate('globalThis.__pageliftCapture.restoreWidthBaseline()');
  }
  return performance.now() - started;
}
