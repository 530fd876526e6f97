import type { Page } from '@pagelift/contract';

/** The snapshot host address of a page: `${iframeApiUrl}/v1/html/{html}?v={htmlVersion}` (spec section 7). */
export function snapshotFrameUrl(iframeApiUrl: string, page: Pick<Page, 'html'> & { htmlVersion?: number | null }): string {
  const base = iframeApiUrl.replace(/\/+$/, '');
  return `${base}/v1/html/${encodeURIComponent(page.html)}?v=${page.htmlVersion ?? 1}`;
}

/** The origin messages from the frame must come from; null when the URL is not absolute http(s). */
export function snapshotOrigin(iframeApiUrl: string): string | null {
  try {
    const url = new URL(iframeApiUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The frame runs with scripts and same-origin allowed, so it is only safe on another origin than
 * the app: a captured page must never run in, or read from, the app's origin.
 */
export function isSeparateOrigin(frameOrigin: string | null, appOrigin: string): frameOrigin is string {
  return frameOrigin !== null && frameOrigin !== appOrigin;
}
