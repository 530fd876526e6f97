import { UPLOAD_LIMITS } from '@pagelift/contract';
import { ExtensionError, megabytes } from './errors.ts';

export interface CollectedAsset {
  url: string;
  /** Multipart field name, as PageUploadManifest requires: asset1, asset2, ... */
  field: string;
  blob: Blob;
}

export interface SkippedAsset {
  url: string;
  reason: string;
}

export interface CollectedAssets {
  assets: CollectedAsset[];
  skipped: SkippedAsset[];
  bytes: number;
}

export interface CollectOptions {
  /** Bytes already spoken for in the upload (html, thumbnail): the total limit covers everything. */
  reservedBytes?: number;
  concurrency?: number;
  timeoutMs?: number;
  onProgress?: (done: number, total: number) => void;
  fetchImpl?: typeof fetch;
  /** Files the page made (canvas pixels): URL -> data: URL with their bytes, read instead of the URL. */
  madeAssets?: ReadonlyMap<string, string>;
}

/**
 * Downloads the page's assets from the user's own browser: the extension's fetch carries the
 * user's cookies and, with host permissions, ignores CORS, so it gets what the user sees, including
 * files a server-side fetch could not reach (intranets, signed-in areas, bot walls).
 *
 * An asset that cannot be fetched or is over the per-file limit is skipped (the server then keeps
 * its absolute URL in the snapshot); going over the count or total limit fails the whole upload,
 * because the page would arrive incomplete without saying so.
 */
export async function collectAssets(urls: readonly string[], options: CollectOptions = {}): Promise<CollectedAssets> {
  const unique = [...new Set(urls)];
  const skipped: SkippedAsset[] = [];
  const wanted: string[] = [];
  for (const url of unique) {
    if (/^https?:\/\//i.test(url)) wanted.push(url);
    else if (!/^data:/i.test(url)) skipped.push({ url, reason: 'not an http(s) address' });
  }
  if (wanted.length > UPLOAD_LIMITS.assetCount) {
    throw new ExtensionError(
      'too-large',
      `This page is too large to add: it uses ${wanted.length} files (images, fonts, styles) and the limit is ${UPLOAD_LIMITS.assetCount}.`,
    );
  }
  const budget = UPLOAD_LIMITS.totalBytes - (options.reservedBytes ?? 0);
  const doFetch = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const results: (Blob | null)[] = new Array(wanted.length).fill(null);
  let bytes = 0;
  let done = 0;
  let next = 0;
  let overBudget = false;

  const fetchOne = async (index: number): Promise<void> => {
    const url = wanted[index];
    try {
      const response = await doFetch(options.madeAssets?.get(url) ?? url, {
        credentials: 'include',
        cache: 'force-cache', // the tab just loaded these files: reuse the browser's copy
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        skipped.push({ url, reason: `HTTP ${response.status}` });
        return;
      }
      const declared = Number(response.headers.get('content-length') ?? NaN);
      if (declared > UPLOAD_LIMITS.assetBytes) {
        await response.body?.cancel();
        skipped.push({ url, reason: `larger than ${megabytes(UPLOAD_LIMITS.assetBytes)}` });
        return;
      }
      const blob = await response.blob();
      if (blob.size === 0) {
        skipped.push({ url, reason: 'empty response' });
        return;
      }
      if (blob.size > UPLOAD_LIMITS.assetBytes) {
        skipped.push({ url, reason: `larger than ${megabytes(UPLOAD_LIMITS.assetBytes)}` });
        return;
      }
      bytes += blob.size;
      if (bytes > budget) overBudget = true;
      results[index] = blob;
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'could not be downloaded';
      skipped.push({ url, reason });
    } finally {
      done += 1;
      options.onProgress?.(done, wanted.length);
    }
  };

  const worker = async (): Promise<void> => {
    while (!overBudget && next < wanted.length) await fetchOne(next++);
  };
  options.onProgress?.(0, wanted.length);
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 6, wanted.length) }, worker));
  if (overBudget) {
    throw new ExtensionError(
      'too-large',
      `This page is too large to add: its files come to more than ${megabytes(UPLOAD_LIMITS.totalBytes)}, the upload limit.`,
    );
  }

  const assets: CollectedAsset[] = [];
  wanted.forEach((url, index) => {
    const blob = results[index];
    if (blob) assets.push({ url, field: `asset${assets.length + 1}`, blob });
  });
  return { assets, skipped, bytes };
}
