/**
 * SVG pictures as PNG files, drawn by the export's own Chromium before it is released. Elementor's
 * paste imports every picture into the media library, and WordPress refuses `.svg` uploads unless
 * the site allows unfiltered uploads: an SVG file would paste as Elementor's placeholder. The PNG
 * is drawn at twice the box it shows in, so it stays sharp on high-density screens.
 */
import type { CDPSession } from 'playwright-core';

/** One picture to draw: its SVG file and the CSS box (px) it shows in. */
export interface PictureRequest {
  url: string;
  width: number;
  height: number;
}

/** Requests that draw the same file at the same size are one drawing. */
export function pictureKey({ url, width, height }: PictureRequest): string {
  return `${width}x${height} ${url}`;
}

/** Pixels per CSS pixel of the drawn file. */
export const PICTURE_SCALE = 2;

/** The script that draws each request on a canvas and answers its PNG data: URL (null where it cannot). */
export function rasterizeExpression(requests: PictureRequest[]): string {
  return `(async (requests, scale) => Promise.all(requests.map(async ({ url, width, height }) => {
    try {
      const img = new Image();
      img.src = url;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(width * scale));
      canvas.height = Math.max(1, Math.round(height * scale));
      canvas.getContext('2d').drawImage(img, 0, 0, canvas.width, canvas.height);
      return canvas.toDataURL('image/png');
    } catch {
      return null;
    }
  })))(${JSON.stringify(requests)}, ${PICTURE_SCALE})`;
}

/** Each request as a PNG data: URL, in order; null where Chromium could not draw it. */
export async function rasterizePictures(cdp: CDPSession, requests: PictureRequest[]): Promise<Array<string | null>> {
  if (!requests.length) return [];
  const r = await cdp.send('Runtime.evaluate', { expression: rasterizeExpression(requests), awaitPromise: true, returnByValue: true });
  if (r.exceptionDetails) throw new Error(r.exceptionDetails.text);
  const value = r.result.value as unknown;
  return Array.isArray(value) ? value.map((v) => (typeof v === 'string' && v.startsWith('data:image/png;base64,') ? v : null)) : requests.map(() => null);
}
