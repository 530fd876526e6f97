import type { SnapshotMeta } from '@pagelift/contract';
import { ExtensionError } from './errors.ts';
import { resolvePendingStylesheets, type PendingStylesheet } from './pending-stylesheets.ts';

/** The in-page script of @pagelift/capture, bundled as is; it defines this global and nothing else. */
export const CAPTURE_SCRIPT_FILE = 'capture.js';
export const CAPTURE_GLOBAL = '__pageliftCapture';

export interface TabSnapshot {
  html: string;
  meta?: SnapshotMeta;
  /** Absolute URLs of every file the snapshot refers to. */
  assets: string[];
  /** Files the page made (a canvas's pixels): their stand-in URL -> the bytes as a data: URL, read instead of fetched. */
  madeAssets: Map<string, string>;
}

interface RawCapture {
  html: string;
  meta?: SnapshotMeta;
  assets: unknown[];
  pendingStylesheets?: PendingStylesheet[];
}

/**
 * Runs the shared in-page capture script in the tab and brings back the snapshot. The script is
 * injected as a file into the extension's isolated world, so the page's own scripts can neither
 * tamper with it nor clash with it. What the page could not read itself (cross-origin
 * stylesheets) is fetched here, where CORS does not apply.
 */
export async function captureTab(tabId: number): Promise<TabSnapshot> {
  let raw: RawCapture;
  try {
    await chrome.scripting.executeScript({ target: { tabId }, files: [CAPTURE_SCRIPT_FILE] });
    const [injection] = await chrome.scripting.executeScript({
      target: { tabId },
      func: async (globalName: string) => {
        const api = (globalThis as unknown as Record<string, { captureInPage?: () => Promise<unknown> } | undefined>)[globalName];
        if (typeof api?.captureInPage !== 'function') throw new Error('the capture script did not load');
        return api.captureInPage();
      },
      args: [CAPTURE_GLOBAL],
    });
    raw = check(injection?.result);
  } catch (error) {
    throw explain(error);
  }
  const resolved = await resolvePendingStylesheets(raw.html, raw.pendingStylesheets ?? []);
  const assets = new Set(assetUrls(raw.assets));
  for (const url of resolved.assets) assets.add(url);
  const meta = raw.meta
    ? {
        ...raw.meta,
        counts: { ...raw.meta.counts, assets: assets.size },
        notCaptured: [...raw.meta.notCaptured, ...resolved.notCaptured],
      }
    : undefined;
  return { html: resolved.html, meta, assets: [...assets], madeAssets: madeAssets(raw.assets) };
}

function explain(error: unknown): ExtensionError {
  const text = error instanceof Error ? error.message : String(error);
  if (/cannot access|cannot be scripted|chrome:\/\/|extensions gallery|PAGELIFT_NOT_HTML/i.test(text)) {
    return new ExtensionError(
      'restricted-page',
      'PageLift cannot read this page: Chrome keeps browser pages, the Web Store and PDFs away from extensions, and only HTML pages can be added. Open a regular web page and try again.',
    );
  }
  if (/no tab with id/i.test(text)) return new ExtensionError('capture-failed', 'The tab was closed before the page could be captured.');
  return new ExtensionError('capture-failed', `The page could not be captured: ${text}`);
}

function check(result: unknown): RawCapture {
  if (!result || typeof result !== 'object') throw new Error('the capture script returned nothing');
  const r = result as Partial<RawCapture>;
  if (typeof r.html !== 'string' || !r.html) throw new Error('the capture script returned no HTML');
  return { html: r.html, meta: r.meta, assets: Array.isArray(r.assets) ? r.assets : [], pendingStylesheets: r.pendingStylesheets };
}

/** Assets arrive as { url, kind } records (strings are accepted too). */
function assetUrls(assets: unknown[]): string[] {
  return assets
    .map((a) => (typeof a === 'string' ? a : a && typeof a === 'object' ? (a as { url?: unknown }).url : undefined))
    .filter((url): url is string => typeof url === 'string' && url.length > 0);
}

/** Records carrying `dataUrl`: files the page made, with their bytes. */
function madeAssets(assets: unknown[]): Map<string, string> {
  const made = new Map<string, string>();
  for (const a of assets) {
    const { url, dataUrl } = (a && typeof a === 'object' ? a : {}) as { url?: unknown; dataUrl?: unknown };
    if (typeof url === 'string' && typeof dataUrl === 'string' && /^data:image\//.test(dataUrl)) made.set(url, dataUrl);
  }
  return made;
}
