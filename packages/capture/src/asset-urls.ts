// Asset helpers without DOM or Node APIs (the extension's service worker uses them too):
// rewriting asset URLs by exact string as the server does on upload, recognising file types.

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Replaces every occurrence of each URL in `html` that ends at a URL boundary (quote,
 * parenthesis, whitespace, comma, `#`, `&`, end), so `a.png` does not rewrite inside
 * `a.png.html` or `a.png?v=2`. Longer URLs are tried first.
 */
export function replaceAssetUrls(html: string, replacements: Map<string, string>): string {
  if (replacements.size === 0) return html;
  const urls = [...replacements.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(?:${urls.map(escapeRegExp).join('|')})(?=[\\s"'(),<>#&;\\\\\`]|$)`, 'g');
  return html.replace(pattern, (url) => replacements.get(url) ?? url);
}

/** Recognises the file types a page uses from their first bytes. */
export function sniffContentType(data: Uint8Array, declared: string | null): string {
  const b = data;
  const starts = (...bytes: number[]) => bytes.every((x, i) => b[i] === x);
  const ascii = (offset: number, text: string) => [...text].every((ch, i) => b[offset + i] === ch.charCodeAt(0));
  if (starts(0x89, 0x50, 0x4e, 0x47)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (ascii(0, 'GIF8')) return 'image/gif';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  if (ascii(4, 'ftypavif') || ascii(4, 'ftypavis')) return 'image/avif';
  if (starts(0x00, 0x00, 0x01, 0x00)) return 'image/x-icon';
  if (ascii(0, 'BM')) return 'image/bmp';
  if (ascii(0, 'wOF2')) return 'font/woff2';
  if (ascii(0, 'wOFF')) return 'font/woff';
  if (starts(0x00, 0x01, 0x00, 0x00) || ascii(0, 'true')) return 'font/ttf';
  if (ascii(0, 'OTTO')) return 'font/otf';
  const head = new TextDecoder().decode(b.subarray(0, 512)).trimStart().toLowerCase();
  if (head.startsWith('<') && head.includes('<svg')) return 'image/svg+xml';
  return declared?.split(';')[0].trim() || 'application/octet-stream';
}

/**
 * An SVG's `<?xml ...?>` declaration says nothing when the file is UTF-8, and content sniffers
 * that see it (file-type reports "xml") stop recognising the file as an image: stored with a
 * generic type, browsers then refuse it (ORB). So UTF-8 SVGs go without it.
 */
export function normalizeSvg(data: Uint8Array): Uint8Array {
  const text = new TextDecoder().decode(data);
  const declaration = /^\uFEFF?\s*<\?xml\b[^>]*\?>\s*/.exec(text);
  if (!declaration) return data;
  const encoding = /encoding\s*=\s*["']([^"']+)["']/i.exec(declaration[0])?.[1];
  if (encoding && !/^utf-?8$/i.test(encoding)) return data;
  return new TextEncoder().encode(text.slice(declaration[0].length));
}
