// URL helpers shared by the in-page script and Node.

/** Schemes whose URLs would run code when followed or loaded. */
export function isJavascriptUrl(value: string): boolean {
  // The URL parser strips leading C0 controls and spaces and removes tabs/newlines anywhere.
  const cleaned = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  return cleaned.startsWith('javascript:') || cleaned.startsWith('vbscript:');
}

/**
 * Resolves `raw` against `base`. Fragment-only references (`#icon`, `url(#gradient)`) point
 * into the document itself and stay relative; `null` when the value is not a URL.
 */
export function absoluteUrl(raw: string, base: string): string | null {
  const value = raw.trim();
  if (value === '' || value.startsWith('#')) return null;
  try {
    return new URL(value, base).href;
  } catch {
    return null;
  }
}

/** An asset the capturer can fetch and the server can store. */
export function isFetchableUrl(url: string): boolean {
  return url.startsWith('http://') || url.startsWith('https://');
}

/** The URL without its fragment: `sprite.svg#icon` and `sprite.svg#logo` are one file. */
export function withoutFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}
