// The in-page capture: runs inside the captured page (Playwright evaluate, extension
// content script). Bundled into one script by `captureScriptSource()`; imports nothing at
// run time.
import { absolutizeCssUrls, freezeDefinedPseudoClass, wrapRules, inlineCssText } from './css-text.ts';
import { addAsset, createContext, liftDataImage, noteNotCaptured, type CaptureContext } from './context.ts';
import { sourceDeclarations } from './lost-declarations.ts';
import { escapeAttribute, escapeStyleText } from './html-escape.ts';
import { Serializer } from './serialize.ts';
import { settlePage } from './settle.ts';
import type { CaptureOptions, InPageCapture, PendingStylesheet } from './types.ts';

export type { AssetKind, AssetRef, CaptureOptions, InPageCapture, PendingStylesheet, SnapshotMetaJson } from './types.ts';
// Browser-safe helpers for the caller of the capture (the extension's service worker): no DOM
// and no Node APIs. Not part of the injected bundle unless used by it.
export { absolutizeCssUrls, inlineCssText, wrapRules, type FetchCssText } from './css-text.ts';
export { escapeStyleText } from './html-escape.ts';
export { resolvePendingStylesheets, type ResolvedStylesheets } from './pending-stylesheets.ts';
export { normalizeSvg, replaceAssetUrls, sniffContentType } from '../asset-urls.ts';

export const CAPTURE_SCRIPT_VERSION = 1;

/** Thrown (as its message) when the tab does not show an HTML document. */
export const NOT_HTML_ERROR = 'PAGELIFT_NOT_HTML';

async function fetchTextInPage(url: string): Promise<string | null> {
  try {
    // Default credentials: cookies only same-origin, so `Access-Control-Allow-Origin: *` works.
    const response = await fetch(url);
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}

async function blobToDataUrl(url: string): Promise<string | null> {
  try {
    const blob = await (await fetch(url)).blob();
    return await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(blob);
    });
  } catch {
    return null;
  }
}

function escapeForDepth(text: string, depth: number): string {
  let out = text;
  for (let i = 0; i < depth; i++) out = escapeAttribute(out);
  return out;
}

/**
 * Sheets whose CSSOM was closed (cross-origin): fetched from the page when CORS allows,
 * otherwise handed to the caller as `pendingStylesheets` (the extension and the CLI can
 * fetch without CORS).
 */
async function resolveDeferredSheets(html: string, ctx: CaptureContext): Promise<{ html: string; pending: PendingStylesheet[] }> {
  const pending: PendingStylesheet[] = [];
  for (const sheet of ctx.deferredSheets) {
    const text = sheet.url ? await fetchTextInPage(sheet.url) : null;
    if (text !== null) {
      const failed: string[] = [];
      const css = await inlineCssText(text, sheet.url, fetchTextInPage, (url) => addAsset(ctx, url, 'background'), failed);
      for (const url of failed) noteNotCaptured(ctx, `stylesheet ${url}: could not be fetched`);
      const wrapped = wrapRules(freezeDefinedPseudoClass(css), { layer: null, supports: null, media: sheet.media });
      html = html.replace(sheet.placeholder, () => escapeForDepth(escapeStyleText(wrapped), sheet.attributeDepth));
    } else if (sheet.url && sheet.attributeDepth === 0) {
      pending.push({ url: sheet.url, placeholder: sheet.placeholder, media: sheet.media });
    } else {
      html = html.replace(sheet.placeholder, '');
      noteNotCaptured(ctx, `stylesheet ${sheet.url || '(inline)'}: its rules could not be read`);
    }
  }
  return { html, pending };
}

/** The declarations of rules the CSSOM could not write back, from their sheet's fetched text. */
async function resolveLostRules(html: string, ctx: CaptureContext): Promise<string> {
  const sources = new Map<string, string | null>();
  for (const rule of ctx.lostRules) {
    if (!sources.has(rule.url)) sources.set(rule.url, await fetchTextInPage(rule.url));
    const source = sources.get(rule.url);
    const body = (source && sourceDeclarations(source, rule.rule)) ?? rule.rule.style.cssText;
    const css = absolutizeCssUrls(body, rule.url, (url) => addAsset(ctx, url, 'background'), (data) => liftDataImage(ctx, data, 'css'));
    html = html.replace(rule.placeholder, () => escapeForDepth(escapeStyleText(css), rule.attributeDepth));
  }
  return html;
}

/**
 * A font face whose family is named nowhere else in the snapshot (kept rules, custom
 * properties, style attributes) can never be used there: its rule and file are dropped.
 */
function releaseFontFaces(html: string, ctx: CaptureContext): string {
  if (!ctx.fontFaces.length) return html;
  const haystack = html.toLowerCase();
  const byPlaceholder = new Map(ctx.fontFaces.map((face) => [face.placeholder, face]));
  return html.replace(/\/\*pagelift-font-face-\d+\*\//g, (placeholder) => {
    const face = byPlaceholder.get(placeholder);
    if (!face || !haystack.includes(face.family)) return '';
    for (const url of face.assets) addAsset(ctx, url, 'font');
    return escapeForDepth(escapeStyleText(face.text), face.attributeDepth);
  });
}

export async function captureInPage(options: CaptureOptions = {}): Promise<InPageCapture> {
  const contentType = document.contentType;
  if (contentType !== 'text/html' && contentType !== 'application/xhtml+xml') {
    throw new Error(`${NOT_HTML_ERROR}: only HTML pages can be captured; this tab shows ${contentType}`);
  }
  await settlePage({
    scroll: options.scroll ?? true,
    settleTimeoutMs: options.settleTimeoutMs ?? 8000,
    scrollStepDelayMs: options.scrollStepDelayMs ?? 120,
    maxScrollMs: options.maxScrollMs ?? 15000,
  });

  const ctx = createContext(options.pruneUnusedCss ?? true);
  const serialized = releaseFontFaces(await resolveLostRules(new Serializer(ctx).document(document), ctx), ctx);
  let { html, pending } = await resolveDeferredSheets(serialized, ctx);
  for (const blobUrl of ctx.blobUrls) {
    const dataUrl = await blobToDataUrl(blobUrl);
    if (dataUrl) html = html.split(blobUrl).join(dataUrl);
    else noteNotCaptured(ctx, `${blobUrl}: blob could not be read`);
  }

  const assets = Array.from(ctx.assets, ([url, kind]) => {
    const dataUrl = ctx.madeAssets.get(url);
    return dataUrl ? { url, kind, dataUrl } : { url, kind };
  });
  return {
    html,
    meta: {
      sourceUrl: location.href,
      title: document.title,
      viewport: { width: innerWidth, height: innerHeight },
      devicePixelRatio: devicePixelRatio,
      capturedAt: new Date().toISOString(),
      counts: { nodes: ctx.nodeCount, stylesheets: ctx.stylesheetCount, assets: assets.length },
      notCaptured: ctx.notCaptured,
    },
    assets,
    pendingStylesheets: pending,
  };
}
