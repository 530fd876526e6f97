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
  // Later declarations of one inline style win: the page's px size gives way to the parent's.
  if (fillsParent(canvas)) attrs.set('style', `${attrs.get('style') ?? ''};width:100%;height:100%;object-fit:contain`.replace(/^;/, ''));
  return dataUrl;
}

/**
 * A canvas that fills its parent's content box is drawn by a script at whatever size the parent
 * has (a responsive chart in a box of set height): without the script, its picture fills the
 * parent at every width, letterboxed, instead of keeping the one size it had at capture. Only a
 * parent whose width does not come from its content (block, flex or grid) qualifies.
 */
function fillsParent(canvas: HTMLCanvasElement): boolean {
  const parent = canvas.parentElement;
  if (!parent) return false;
  const cs = getComputedStyle(parent);
  if (!/^(block|flex|grid|flow-root)$/.test(cs.display) || cs.float !== 'none' || /absolute|fixed/.test(cs.position)) return false;
  const px = (v: string) => parseFloat(v) || 0;
  const p = parent.getBoundingClientRect();
  const c = canvas.getBoundingClientRect();
  const w = p.width - px(cs.paddingLeft) - px(cs.paddingRight) - px(cs.borderLeftWidth) - px(cs.borderRightWidth);
  const h = p.height - px(cs.paddingTop) - px(cs.paddingBottom) - px(cs.borderTopWidth) - px(cs.borderBottomWidth);
  return c.width > 0 && c.height > 0 && Math.abs(c.width - w) <= 1 && Math.abs(c.height - h) <= 1;
}
