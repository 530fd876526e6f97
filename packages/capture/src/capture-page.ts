// Capture from Node through Playwright: settle + scroll + serialize in the page (the same
// script the extension injects), then fetch the assets with the page's own browser context.
import type { Page } from 'playwright-core';
import type { SnapshotMeta } from '@pagelift/contract';
import { normalizeSvg, replaceAssetUrls, sniffContentType } from './asset-urls.ts';
import { CaptureError } from './errors.ts';
import { resolvePendingStylesheets } from './inpage/pending-stylesheets.ts';
import { NOT_HTML_ERROR } from './inpage/index.ts';
import type { AssetKind, CaptureOptions, InPageCapture } from './inpage/types.ts';
import { DEFAULT_CAPTURE_LIMITS, formatBytes, type CaptureLimits } from './limits.ts';
import { captureExpression } from './script.ts';
import { recordWidthStates, type WidthPassOptions } from './width-pass.ts';

export interface SnapshotAsset {
  /** Absolute URL, exactly as it occurs in `html`. */
  url: string;
  kind: AssetKind;
  contentType: string;
  data: Buffer;
}

export interface Snapshot {
  html: string;
  meta: SnapshotMeta;
  assets: SnapshotAsset[];
  /** JPEG of the first viewport, when asked for. */
  thumbnail?: Buffer;
}

export interface CapturePageOptions extends CaptureOptions {
  limits?: Partial<CaptureLimits>;
  /** Also take a viewport screenshot for the project's page grid. */
  thumbnail?: boolean;
  /** Progress lines for people ("fetching assets 12/40"). */
  onProgress?: (line: string) => void;
  assetConcurrency?: number;
  /** Per-request timeout for assets and stylesheets (ms, default 20000). */
  fetchTimeoutMs?: number;
  /** Record what the page's scripts change at narrower widths (width-pass.ts; default on, false: off). */
  widthStates?: boolean | WidthPassOptions;
}

/** Replaces an asset we could not keep: the snapshot must never reach back to the source. */
const UNAVAILABLE_URL = 'data:,';

async function mapWithConcurrency<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index], index);
    }
  });
  await Promise.all(workers);
  return results;
}

/** A file the page made (canvas pixels): decoded from its data: URL instead of fetched. */
function madeAsset(url: string, dataUrl: string, maxBytes: number, notCaptured: string[]): SnapshotAsset | null {
  const comma = dataUrl.indexOf(',');
  const header = dataUrl.slice(5, comma);
  const body = dataUrl.slice(comma + 1);
  const data = header.endsWith(';base64') ? Buffer.from(body, 'base64') : Buffer.from(decodeURIComponent(body), 'utf8');
  if (comma < 0 || data.length === 0) {
    notCaptured.push(`${url}: the page made no bytes for it`);
    return null;
  }
  if (data.length > maxBytes) {
    notCaptured.push(`${url}: ${formatBytes(data.length)} is over the ${formatBytes(maxBytes)} asset limit`);
    return null;
  }
  return { url, kind: 'image', contentType: sniffContentType(data, header.split(';')[0] || null), data };
}

/** Navigates `page` to `url` and fails clearly unless it is an HTML page that loaded. */
export async function openPage(page: Page, url: string, timeoutMs = 45_000): Promise<void> {
  let response;
  try {
    response = await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
  } catch (error) {
    throw new CaptureError('NAVIGATION_FAILED', `could not open ${url}: ${(error as Error).message.split('\n')[0]}`);
  }
  if (response && response.status() >= 400) throw new CaptureError('NAVIGATION_FAILED', `${url} answered HTTP ${response.status()}`);
  const type = (response?.headers()['content-type'] ?? 'text/html').split(';')[0].trim();
  if (type !== 'text/html' && type !== 'application/xhtml+xml') {
    throw new CaptureError('NOT_HTML', `${url} is ${type}, not an HTML page: only HTML pages can be captured`);
  }
}

export async function capturePage(page: Page, options: CapturePageOptions = {}): Promise<Snapshot> {
  const limits = { ...DEFAULT_CAPTURE_LIMITS, ...options.limits };
  const progress = options.onProgress ?? (() => {});
  const request = page.context().request;
  const timeout = options.fetchTimeoutMs ?? 20_000;
  const referer = page.url();

  // Scripts may still be fetching data after `load`; best effort, a busy page still gets captured.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});

  const widthNotes: string[] = [];
  if (options.widthStates !== false) {
    progress('narrowing the window to record what the page changes per width');
    const ms = await recordWidthStates(page, options.widthStates === true ? {} : options.widthStates).catch((error: Error) => {
      widthNotes.push(`per-width state: ${error.message.split('\n')[0]}`);
      return 0;
    });
    if (ms) progress(`recorded per-width state in ${Math.round(ms)} ms`);
  }

  progress('settling the page and scrolling to the end');
  const { scroll, settleTimeoutMs, scrollStepDelayMs, maxScrollMs, pruneUnusedCss } = options;
  let raw: InPageCapture;
  try {
    raw = (await page.evaluate(await captureExpression({ scroll, settleTimeoutMs, scrollStepDelayMs, maxScrollMs, pruneUnusedCss }))) as InPageCapture;
  } catch (error) {
    const message = (error as Error).message;
    if (message.includes(NOT_HTML_ERROR)) throw new CaptureError('NOT_HTML', message.slice(message.indexOf(NOT_HTML_ERROR) + NOT_HTML_ERROR.length + 2).split('\n')[0]);
    throw new CaptureError('CAPTURE_FAILED', `the capture script failed in the page: ${message.split('\n')[0]}`);
  }
  const notCaptured = [...raw.meta.notCaptured, ...widthNotes];
  const assetKinds = new Map(raw.assets.map((a) => [a.url, a.kind] as const));
  const madeAssets = new Map(raw.assets.flatMap((a) => (a.dataUrl ? [[a.url, a.dataUrl] as const] : [])));
  let html = raw.html;

  const fetchText = async (url: string): Promise<string | null> => {
    try {
      const response = await request.get(url, { timeout, headers: { referer }, failOnStatusCode: false });
      return response.ok() ? await response.text() : null;
    } catch {
      return null;
    }
  };
  if (raw.pendingStylesheets.length) {
    progress(`fetching ${raw.pendingStylesheets.length} cross-origin stylesheets`);
    const resolved = await resolvePendingStylesheets(html, raw.pendingStylesheets, fetchText);
    html = resolved.html;
    notCaptured.push(...resolved.notCaptured);
    for (const url of resolved.assets) if (!assetKinds.has(url)) assetKinds.set(url, 'background');
  }

  const urls = [...assetKinds.keys()];
  if (urls.length > limits.assetCount) {
    throw new CaptureError('TOO_MANY_ASSETS', `the page uses ${urls.length} assets; at most ${limits.assetCount} can be captured`);
  }
  const fetchAsset = async (url: string): Promise<SnapshotAsset | null> => {
    try {
      const response = await request.get(url, { timeout, headers: { referer }, failOnStatusCode: false });
      if (!response.ok()) notCaptured.push(`${url}: HTTP ${response.status()}`);
      else {
        const data = await response.body();
        if (data.length > limits.assetBytes) notCaptured.push(`${url}: ${formatBytes(data.length)} is over the ${formatBytes(limits.assetBytes)} asset limit`);
        else if (data.length === 0) notCaptured.push(`${url}: empty response`);
        else {
          const contentType = sniffContentType(data, response.headers()['content-type'] ?? null);
          return { url, kind: assetKinds.get(url)!, contentType, data: contentType === 'image/svg+xml' ? Buffer.from(normalizeSvg(data)) : data };
        }
      }
    } catch (error) {
      notCaptured.push(`${url}: ${(error as Error).message.split('\n')[0]}`);
    }
    return null;
  };
  progress(`fetching ${urls.length} assets`);
  let done = 0;
  const fetched = await mapWithConcurrency(urls, options.assetConcurrency ?? 6, async (url) => {
    const made = madeAssets.get(url);
    const asset = made ? madeAsset(url, made, limits.assetBytes, notCaptured) : await fetchAsset(url);
    done++;
    if (done % 20 === 0 || done === urls.length) progress(`fetched ${done}/${urls.length} assets`);
    return asset;
  });
  const assets = fetched.filter((a): a is SnapshotAsset => a !== null);
  const missing = urls.filter((_url, i) => fetched[i] === null);
  html = replaceAssetUrls(html, new Map(missing.map((url) => [url, UNAVAILABLE_URL])));

  const totalBytes = assets.reduce((sum, a) => sum + a.data.length, 0);
  if (totalBytes > limits.totalBytes) {
    throw new CaptureError('ASSETS_TOO_LARGE', `the page's assets add up to ${formatBytes(totalBytes)}; at most ${formatBytes(limits.totalBytes)} can be captured`);
  }
  const htmlBytes = Buffer.byteLength(html);
  if (htmlBytes > limits.htmlBytes) {
    throw new CaptureError('HTML_TOO_LARGE', `the snapshot document is ${formatBytes(htmlBytes)}; at most ${formatBytes(limits.htmlBytes)} can be captured`);
  }

  const thumbnail = options.thumbnail ? await page.screenshot({ type: 'jpeg', quality: 70 }) : undefined;
  const meta: SnapshotMeta = {
    ...raw.meta,
    counts: { ...raw.meta.counts, assets: assets.length },
    notCaptured,
  };
  return { html, meta, assets, thumbnail };
}

/** The snapshot as one file with every asset as a data: URL (`--out`, the bench). */
export function inlineAssets(snapshot: Snapshot): string {
  return replaceAssetUrls(
    snapshot.html,
    new Map(snapshot.assets.map((a) => [a.url, `data:${a.contentType};base64,${a.data.toString('base64')}`])),
  );
}
