// A snapshot file written by `pagelift capture --out` carries its images and fonts as data:
// URLs. WordPress strips data: URLs from pasted builder data, so an export from a file moves
// every such asset into a file of its own and references it by a URL the user serves it from.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { replaceDataUrls } from '@pagelift/contract/data-urls';

/** Content type → file extension for what pages embed; anything else is stored as `.bin`. */
const EXTENSIONS: Record<string, string> = {
  'image/png': 'png', 'image/jpeg': 'jpg', 'image/jpg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp', 'image/avif': 'avif',
  'image/svg+xml': 'svg', 'image/x-icon': 'ico', 'image/vnd.microsoft.icon': 'ico', 'image/bmp': 'bmp',
  'font/woff2': 'woff2', 'font/woff': 'woff', 'font/ttf': 'ttf', 'font/otf': 'otf', 'application/font-woff': 'woff',
  'application/font-woff2': 'woff2', 'application/x-font-ttf': 'ttf', 'application/vnd.ms-fontobject': 'eot',
  'text/css': 'css', 'video/mp4': 'mp4', 'video/webm': 'webm',
};

/** The content type of a file the page names by its path (`.png` → image/png). */
export function contentTypeFor(extension: string): string {
  const ext = extension.replace(/^\./, '').toLowerCase().replace(/^jpeg$/, 'jpg');
  const type = Object.entries(EXTENSIONS).find(([, e]) => e === ext)?.[0];
  return type ?? (ext === 'html' ? 'text/html; charset=utf-8' : ext === 'js' ? 'text/javascript' : 'application/octet-stream');
}

/** base64 data: URLs, as capture's `inlineAssets` writes them (in attributes, srcsets and CSS alike). */
const BASE64_DATA_URL = /(?<![a-z0-9])data:([a-z0-9.+-]+\/[a-z0-9.+-]+)((?:;[a-z0-9.+-]+=[a-z0-9.+"-]+)*);base64,([A-Za-z0-9+/]*={0,2})/gi;
export interface StoredAsset {
  file: string;
  contentType: string;
  bytes: number;
}

/** Writes assets into one folder, each named by the hash of its bytes (so equal assets are stored once). */
export class AssetFolder {
  readonly stored = new Map<string, StoredAsset>();
  constructor(readonly dir: string) {}

  async store(contentType: string, data: Buffer): Promise<string> {
    const type = contentType.toLowerCase();
    const file = `${createHash('sha256').update(data).digest('hex').slice(0, 24)}.${EXTENSIONS[type] ?? 'bin'}`;
    if (!this.stored.has(file)) {
      await mkdir(this.dir, { recursive: true });
      await writeFile(join(this.dir, file), data);
      this.stored.set(file, { file, contentType: type, bytes: data.length });
    }
    return file;
  }
}

async function replaceAsync(text: string, pattern: RegExp, replace: (match: RegExpExecArray) => Promise<string | null>): Promise<string> {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const replacement = await replace(match as RegExpExecArray);
    if (replacement === null) continue;
    out += text.slice(last, match.index) + replacement;
    last = match.index! + match[0].length;
  }
  return out + text.slice(last);
}

/** Moves every base64 data: URL of a snapshot into `folder`; each becomes `baseUrl` + its file name. */
export async function extractDataUrls(html: string, folder: AssetFolder, baseUrl: string): Promise<string> {
  return replaceAsync(html, BASE64_DATA_URL, async (m) => {
    const data = Buffer.from(m[3]!, 'base64');
    // `data:,` style placeholders for assets capture could not fetch hold nothing worth a file.
    if (data.length === 0) return null;
    return baseUrl + (await folder.store(m[1]!, data));
  });
}

/**
 * Replaces every data: URL left in builder data (the engine's own, such as a canvas drawn to a
 * PNG) by a file in `folder`, in every string of the tree. An empty one (`data:,`) becomes ''.
 */
export function externalizeDataUrls<T>(value: T, folder: AssetFolder, baseUrl: string): Promise<T> {
  return replaceDataUrls(value, async ({ mediaType, bytes }) => (bytes.length === 0 ? '' : baseUrl + (await folder.store(mediaType, bytes))));
}

/** Every data: URL still in `value` (for the check that none reaches builder data). */
export function dataUrlsIn(value: unknown): string[] {
  return [...JSON.stringify(value).matchAll(/data:[^"\s)]{0,40}/g)].map((m) => m[0]);
}
