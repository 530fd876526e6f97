import { UPLOAD_LIMITS } from '@pagelift/contract';
import { bringToFront } from './scroll-position.ts';

/** Wide enough for the project grid on a retina screen, small enough to stay far below the limit. */
const THUMBNAIL_WIDTH = 800;

/**
 * A picture of what the tab shows, scaled for the project grid. The caller scrolls to the top
 * first (see scroll-position.ts) so the thumbnail is the top of the page.
 *
 * captureVisibleTab only sees the active tab of a window, so the target tab is brought to the
 * front first; from the real toolbar popup it already is.
 */
export async function takeThumbnail(tabId: number): Promise<Blob> {
  await bringToFront(tabId);
  const tab = await chrome.tabs.get(tabId);
  const dataUrl = await chrome.tabs.captureVisibleTab(tab.windowId, { format: 'jpeg', quality: 90 });
  return shrink(await (await fetch(dataUrl)).blob());
}

/** Scales to THUMBNAIL_WIDTH and lowers JPEG quality until the file fits UPLOAD_LIMITS.thumbnailBytes. */
async function shrink(image: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(image);
  const scale = Math.min(1, THUMBNAIL_WIDTH / bitmap.width);
  const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) return image;
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  for (const quality of [0.85, 0.7, 0.5, 0.3]) {
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
    if (blob.size <= UPLOAD_LIMITS.thumbnailBytes) return blob;
  }
  throw new Error('the thumbnail stays over the size limit');
}
