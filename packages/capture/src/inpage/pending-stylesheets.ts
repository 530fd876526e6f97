// Stylesheets the page could not read (cross-origin without CORS) come back from the capture
// script as placeholder comments. The caller's fetch is not bound by CORS (Playwright's
// request context, the extension's service worker): it fetches them, and this puts them in
// place, processed like every other sheet (imports inlined, url()s absolute, one font source).
import { freezeDefinedPseudoClass, inlineCssText, wrapRules, type FetchCssText } from './css-text.ts';
import { escapeStyleText } from './html-escape.ts';
import type { PendingStylesheet } from './types.ts';

export interface ResolvedStylesheets {
  html: string;
  /** Asset URLs the fetched sheets use (to add to the capture's asset list). */
  assets: string[];
  notCaptured: string[];
}

export async function resolvePendingStylesheets(
  html: string,
  pending: readonly PendingStylesheet[],
  fetchText: FetchCssText,
): Promise<ResolvedStylesheets> {
  const assets = new Set<string>();
  const notCaptured: string[] = [];
  let out = html;
  for (const sheet of pending) {
    const text = await fetchText(sheet.url);
    let css = '';
    if (text === null) notCaptured.push(`stylesheet ${sheet.url}: could not be fetched`);
    else {
      const failed: string[] = [];
      css = await inlineCssText(text, sheet.url, fetchText, (url) => assets.add(url), failed);
      for (const url of failed) notCaptured.push(`stylesheet ${url}: could not be fetched`);
      css = wrapRules(freezeDefinedPseudoClass(css), { layer: null, supports: null, media: sheet.media ?? '' });
    }
    out = out.replace(sheet.placeholder, () => escapeStyleText(css));
  }
  return { html: out, assets: [...assets], notCaptured };
}
