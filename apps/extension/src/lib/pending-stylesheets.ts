import { escapeStyleText, inlineCssText, wrapRules } from './capture-helpers.ts';

export interface PendingStylesheet {
  url: string;
  /** The comment in the snapshot that the processed text replaces. */
  placeholder: string;
  media?: string;
}

/**
 * Stylesheets the page itself could not read (cross-origin without CORS) come back from the
 * capture script as placeholders. The extension's fetch is not bound by CORS, so fetch them here,
 * process them with the capture package's own CSS code (imports inlined, url()s absolute) and put
 * them in place. Their url()s join the asset list.
 */
export async function resolvePendingStylesheets(
  html: string,
  pending: readonly PendingStylesheet[],
  fetchImpl: typeof fetch = fetch,
): Promise<{ html: string; assets: string[]; notCaptured: string[] }> {
  const assets = new Set<string>();
  const notCaptured: string[] = [];
  const fetchText = async (url: string): Promise<string | null> => {
    try {
      const response = await fetchImpl(url, { credentials: 'include', cache: 'force-cache', signal: AbortSignal.timeout(30_000) });
      return response.ok ? await response.text() : null;
    } catch {
      return null;
    }
  };
  let out = html;
  for (const sheet of pending) {
    const text = await fetchText(sheet.url);
    if (text === null) {
      out = out.replace(sheet.placeholder, '');
      notCaptured.push(`stylesheet ${sheet.url}: could not be fetched`);
      continue;
    }
    const failed: string[] = [];
    const css = await inlineCssText(text, sheet.url, fetchText, (url) => assets.add(url), failed);
    for (const url of failed) notCaptured.push(`stylesheet ${url}: could not be fetched`);
    const wrapped = wrapRules(css, { layer: null, supports: null, media: sheet.media ?? '' });
    out = out.replace(sheet.placeholder, () => escapeStyleText(wrapped));
  }
  return { html: out, assets: [...assets], notCaptured };
}
