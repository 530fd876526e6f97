import { type FileTypeResult, fileTypeFromBuffer, fileTypeFromFile } from 'file-type';

/** Content types we serve from /v1/resources, by the extension we stored. Nothing here is HTML. */
export const RESOURCE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
  svg: 'image/svg+xml',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  eot: 'application/vnd.ms-fontobject',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  css: 'text/css; charset=utf-8',
  bin: 'application/octet-stream',
};

/** Raster images we accept as avatars and thumbnails (SVG can carry script, so not here). */
const RASTER_IMAGES = new Set(['png', 'jpg', 'gif', 'webp', 'avif', 'bmp', 'ico']);

function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head);
}

function looksLikeCss(bytes: Buffer, url: string): boolean {
  if (!/\.css(\?|#|$)/i.test(url)) return false;
  const text = bytes.subarray(0, 4096).toString('utf8');
  return !/<\s*(html|script|body|head|!doctype)/i.test(text);
}

/** The extension matching an asset's bytes (the URL only breaks ties for text formats). */
export async function assetExtension(bytes: Buffer, url: string): Promise<string> {
  return extensionOf(bytes, url, () => fileTypeFromBuffer(bytes));
}

/** assetExtension for an asset spooled to a file: `head` is its first 4,096 bytes (or all of it). */
export async function assetFileExtension(file: string, head: Buffer, url: string): Promise<string> {
  return extensionOf(head, url, () => fileTypeFromFile(file));
}

async function extensionOf(head: Buffer, url: string, detect: () => Promise<FileTypeResult | undefined>): Promise<string> {
  // file-type answers `xml` for an SVG that opens with an XML declaration, and a browser refuses
  // an image served as octet-stream, so the SVG check has to come first.
  if (looksLikeSvg(head)) return 'svg';
  const type = await detect();
  if (type) {
    const ext = type.ext === 'jpeg' ? 'jpg' : type.ext;
    if (ext in RESOURCE_TYPES) return ext;
    return 'bin';
  }
  if (looksLikeCss(head, url)) return 'css';
  return 'bin';
}

/** The raster image extension of these bytes, or null when they are not an image. */
export async function imageExtension(bytes: Buffer): Promise<string | null> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type) return null;
  const ext = type.ext === 'jpeg' ? 'jpg' : type.ext === 'cur' ? 'ico' : type.ext;
  return RASTER_IMAGES.has(ext) ? ext : null;
}
