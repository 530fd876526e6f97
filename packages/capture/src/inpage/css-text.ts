// CSS text processing that needs no DOM: used in the page (sheets whose CSSOM is unreadable)
// and in Node (stylesheets the page could not fetch because of CORS).
import { absoluteUrl, isFetchableUrl, withoutFragment } from './urls.ts';

/** `url(...)` in its three spellings: double-quoted, single-quoted and bare. */
const CSS_URL = /url\(\s*(?:"((?:[^"\\\n]|\\[\s\S])*)"|'((?:[^'\\\n]|\\[\s\S])*)'|((?:[^)\s'"\\]|\\[\s\S])*))\s*\)/gi;

export function unescapeCss(value: string): string {
  return value.replace(/\\([0-9a-fA-F]{1,6})[ \t\n]?|\\([\s\S])/g, (_m, hex: string | undefined, ch: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16) || 0xfffd) : ch === '\n' ? '' : (ch ?? ''),
  );
}

function cssString(value: string): string {
  return '"' + value.replace(/[\\"]/g, '\\$&').replace(/\n/g, '\\a ') + '"';
}

/**
 * Makes every `url()` in `css` absolute against `base` and reports the http(s) ones through
 * `onAsset` (without fragment). A `data:image/…` URL is replaced by what `onDataImage` returns
 * for it (the stand-in of a made asset), if anything; other `data:` and fragment-only URLs are
 * left alone.
 */
export function absolutizeCssUrls(css: string, base: string, onAsset?: (url: string) => void, onDataImage?: (dataUrl: string) => string | undefined): string {
  return css.replace(CSS_URL, (match, dq: string | undefined, sq: string | undefined, bare: string | undefined) => {
    const raw = unescapeCss(dq ?? sq ?? bare ?? '');
    if (/^\s*data:/i.test(raw)) {
      const lifted = /^\s*data:image\//i.test(raw) ? onDataImage?.(raw.trim()) : undefined;
      return lifted ? `url(${cssString(lifted)})` : match;
    }
    const url = absoluteUrl(raw, base);
    if (!url) return match;
    if (onAsset && isFetchableUrl(url)) onAsset(withoutFragment(url));
    return `url(${cssString(url)})`;
  });
}

/** `@import url(x) media;` / `@import "x" layer(l) supports(...) media;` at the top of a sheet. */
const CSS_IMPORT = /@import\s+(?:url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)|"([^"]*)"|'([^']*)')\s*([^;]*);/gi;

export type FetchCssText = (url: string) => Promise<string | null>;

/**
 * A stylesheet known only as text (its CSSOM is cross-origin): `@import`s are fetched and
 * inlined (wrapped in their media/layer/supports conditions) and `url()`s made absolute.
 * `failed` collects the URLs of imports that could not be fetched.
 */
export async function inlineCssText(
  css: string,
  base: string,
  fetchText: FetchCssText,
  onAsset: (url: string) => void,
  failed: string[],
  depth = 0,
): Promise<string> {
  const withoutComments = pruneFontFaceSources(css.replace(/\/\*[\s\S]*?\*\//g, ''));
  const parts: string[] = [];
  let last = 0;
  for (const m of withoutComments.matchAll(CSS_IMPORT)) {
    const href = m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? '';
    const url = absoluteUrl(unescapeCss(href), base);
    parts.push(absolutizeCssUrls(withoutComments.slice(last, m.index), base, onAsset));
    last = (m.index ?? 0) + m[0].length;
    const text = url && depth < 8 ? await fetchText(url) : null;
    if (text == null) {
      failed.push(url ?? href);
      continue;
    }
    const inner = await inlineCssText(text, url!, fetchText, onAsset, failed, depth + 1);
    parts.push(wrapImported(inner, m[6] ?? ''));
  }
  parts.push(absolutizeCssUrls(withoutComments.slice(last), base, onAsset));
  return parts.join('');
}

/** The import's conditions become blocks around the imported text: `layer(x) supports(y) screen`. */
function wrapImported(css: string, conditions: string): string {
  let rest = conditions.trim();
  let layer: string | null = null;
  let supports: string | null = null;
  const layerMatch = /^layer(?:\(([^)]*)\))?\s*/i.exec(rest);
  if (layerMatch) {
    layer = layerMatch[1] ?? '';
    rest = rest.slice(layerMatch[0].length);
  }
  const supportsMatch = /^supports\(((?:[^()]|\([^()]*\))*)\)\s*/i.exec(rest);
  if (supportsMatch) {
    supports = supportsMatch[1];
    rest = rest.slice(supportsMatch[0].length);
  }
  return wrapRules(css, { layer, supports, media: rest.trim() });
}

export function wrapRules(css: string, c: { layer: string | null; supports: string | null; media: string }): string {
  let out = css;
  if (c.media && c.media.toLowerCase() !== 'all') out = `@media ${c.media} {\n${out}\n}`;
  if (c.supports) out = `@supports (${c.supports}) {\n${out}\n}`;
  if (c.layer !== null) out = `@layer ${c.layer} {\n${out}\n}`.replace('@layer  {', '@layer {');
  return out;
}

const SUPPORTED_FONT_FORMATS = /^(woff2|woff|truetype|opentype|ttf|otf|collection)(-variations)?$/i;

/** Splits at commas outside parentheses and quotes. */
export function splitTopLevel(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(value.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(value.slice(start).trim());
  return parts.filter(Boolean);
}

/**
 * Keeps the `local()` sources and the first `url()` source the browser can use — the file
 * it actually downloads — so one font file per face is collected instead of every format.
 */
export function chooseFontSource(src: string): string {
  const kept: string[] = [];
  for (const entry of splitTopLevel(src)) {
    if (/^local\(/i.test(entry)) {
      kept.push(entry);
      continue;
    }
    if (!/^url\(/i.test(entry)) continue;
    const format = /format\(\s*["']?([^"')]+)["']?\s*\)/i.exec(entry);
    if (format && !SUPPORTED_FONT_FORMATS.test(format[1].trim())) continue;
    kept.push(entry);
    return kept.join(', ');
  }
  return src;
}


const FONT_FACE_BLOCK = /@font-face\s*\{[^}]*\}/gi;
const FONT_SRC_DECLARATION = /(\bsrc\s*:\s*)((?:[^;}"']|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')*)/i;

/** `chooseFontSource` applied to every `@font-face` of a sheet known only as text. */
export function pruneFontFaceSources(css: string): string {
  return css.replace(FONT_FACE_BLOCK, (block) =>
    block.replace(FONT_SRC_DECLARATION, (_m, head: string, value: string) => head + chooseFontSource(value.trim())),
  );
}

/**
 * Custom elements are never defined in a snapshot (no scripts run there), so `:defined` and
 * `:not(:defined)` would flip: component libraries hide undefined elements until their script
 * upgrades them (`:not(:defined) { visibility: hidden }`). The live page had them defined.
 */
export function freezeDefinedPseudoClass(css: string): string {
  if (!css.includes(':defined')) return css;
  return css.replace(/:not\(\s*:defined\s*\)/g, ':not(*)').replace(/:defined\b/g, ':not(:not(*))');
}
