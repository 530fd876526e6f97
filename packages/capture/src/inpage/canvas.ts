// A canvas is blank without the script that drew it: it becomes an <img> of its pixels.
import type { Attributes } from './attributes.ts';
import { addMadeAsset, noteNotCaptured, type CaptureContext } from './context.ts';

/**
 * Returns the data URL, or null when the canvas is tainted (cross-origin drawing). The pixels
 * become an asset file (a stand-in URL in `src`), as a downloaded image would: a builder site
 * strips data: URLs.
 */
export function canvasImage(canvas: HTMLCanvasElement, attrs: Attributes, ctx: CaptureContext): string | null {
  let dataUrl: string;
  try {
    dataUrl = canvas.toDataURL('image/png');
  } catch {
    noteNotCaptured(ctx, `canvas${canvas.id ? '#' + canvas.id : ''}: tainted by cross-origin content, left blank`);
    return null;
  }
  // A canvas without pixels (0 wide or high) has nothing to show.
  if (!dataUrl.startsWith('data:image/')) return null;
  // The bitmap size is the canvas's default CSS size; the <img> gets it through width/height.
  attrs.set('width', String(canvas.width));
  attrs.set('height', String(canvas.height));
  attrs.set('src', addMadeAsset(ctx, dataUrl, 'canvas'));
  return dataUrl;
}
