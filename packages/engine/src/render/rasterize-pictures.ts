/**
 * SVG pictures as PNG files, drawn by the export's own Chromium before it is released. Elementor's
 * paste imports every picture into the media library, and WordPress refuses `.svg` uploads unless
 * the site allows unfiltered uploads: an SVG file would paste as Elementor's placeholder. The PNG
 * is drawn at up to twice the box it shows in, so it stays sharp on high-density screens; its
 * display size stays the box's, in CSS px, whatever its pixel size (the IR sizes it).
 */
import type { CDPSession } from 'playwright-core';

/**
 * One picture to draw: its SVG file and the CSS box (px) it shows in. Without `fit` the file is
 * stretched to the box (an inline SVG's own file has the box's shape). With it, the PNG keeps the
 * file's own proportion, at the size `contain` or `cover` gives it in the box (an `<img>`'s
 * picture, a background's tile), and the builder fits it again by the same keyword; `width` draws
 * it at the box's width (a background sized `100%`).
 */
export interface PictureRequest {
  url: string;
  width: number;
  height: number;
  fit?: 'contain' | 'cover' | 'width';
}

/** Requests that draw the same file at the same size (and fit) are one drawing. */
export function pictureKey({ url, width, height, fit }: PictureRequest): string {
  return `${width}x${height}${fit ? ` ${fit}` : ''} ${url}`;
}

/** Pixels per CSS pixel of the drawn file, at most (a picture over PICTURE_PIXEL_BUDGET gets fewer). */
export const PICTURE_SCALE = 2;

/**
 * Pixels one drawing may have before it gets fewer than PICTURE_SCALE per CSS pixel: a picture
 * whose box is over a quarter of this (256 × 256 CSS px) is drawn at the scale that fits it,
 * sqrt(budget / box area), and never below 1 pixel per CSS pixel (512 × 512 CSS px and over).
 * Why: the drawing (SVG raster, then PNG encode) costs the page's main thread by the pixel, ~50 ms
 * per million on the bench box, and runs behind the `:hover` script while the export waits for
 * both: a 1440 px wide decoration at 2× is 1 Mpx, a box the size of the viewport several. The
 * fidelity scorer renders at device scale 1, so it sees no change down to 1×. The trade-off: on
 * a high-density screen a large picture (a full-width wave, a hero illustration) shows softer,
 * while icons, logos and avatars (256 × 256 CSS px and under), whose edges show it most, keep 2×.
 * The scale falls smoothly with the area, so a larger box never gets a smaller drawing.
 */
export const PICTURE_PIXEL_BUDGET = 2 ** 18;

/**
 * How long one picture's file may take to arrive and decode before it is given up (it keeps its
 * URL). The page's load has its own limit, after which a slow file only costs fidelity; without
 * this one, a file still hanging then would hold the drawing, and the export, until the export's
 * own time limit failed it whole.
 */
export const PICTURE_DECODE_TIMEOUT_MS = 5_000;

/** The script that draws each request on a canvas and answers its PNG data: URL (null where it cannot). */
export function rasterizeExpression(requests: PictureRequest[], timeoutMs = PICTURE_DECODE_TIMEOUT_MS): string {
  return `(async (requests, maxScale, budget, timeoutMs) => Promise.all(requests.map(async ({ url, width, height, fit }) => {
    let timer;
    try {
      const img = new Image();
      img.src = url;
      await Promise.race([img.decode(), new Promise((_, reject) => { timer = setTimeout(() => reject(new Error('timeout')), timeoutMs); })]);
      let [w, h] = [width, height];
      const [nw, nh] = [img.naturalWidth, img.naturalHeight];
      if (fit && nw > 0 && nh > 0) {
        const s = fit === 'cover' ? Math.max(width / nw, height / nh) : fit === 'width' ? width / nw : Math.min(width / nw, height / nh);
        [w, h] = [nw * s, nh * s];
      }
      const scale = Math.min(maxScale, Math.max(1, Math.sqrt(budget / (w * h))));
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(w * scale));
      canvas.height = Math.max(1, Math.round(h * scale));
      canvas.getContext('2d').drawImage(img, 0, 0, canvas.width, canvas.height);
      // A file from another origin taints the canvas: toDataURL throws, and the file keeps its URL.
      return canvas.toDataURL('image/png');
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  })))(${JSON.stringify(requests)}, ${PICTURE_SCALE}, ${PICTURE_PIXEL_BUDGET}, ${timeoutMs})`;
}

/** Each request as a PNG data: URL, in order; null where Chromium could not draw it. */
export async function rasterizePictures(cdp: CDPSession, requests: PictureRequest[], timeoutMs = PICTURE_DECODE_TIMEOUT_MS): Promise<Array<string | null>> {
  if (!requests.length) return [];
  const r = await cdp.send('Runtime.evaluate', { expression: rasterizeExpression(requests, timeoutMs), awaitPromise: true, returnByValue: true });
  if (r.exceptionDetails) throw new Error(r.exceptionDetails.text);
  const value = r.result.value as unknown;
  return Array.isArray(value) ? value.map((v) => (typeof v === 'string' && v.startsWith('data:image/png;base64,') ? v : null)) : requests.map(() => null);
}
