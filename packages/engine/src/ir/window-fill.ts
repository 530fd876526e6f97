/**
 * A page shorter than the window still shows its background down to the window's bottom: the
 * body's background paints the whole canvas (CSS 2.1 §14.2). Exported whole, the body becomes the
 * root container, whose background stops where its content does: a centred sign-in box or a 404
 * message on a coloured page would float on a short coloured band above the theme's white. Where
 * the source was shorter than the window, the root keeps at least the window's height (100vh, so
 * it fills the visitor's window, whatever its height, as the canvas does).
 */
import type { NodeView } from '../extract/styled-tree.ts';
import type { StyleMap } from './types.ts';
import { isTransparent, pxOf, type UnitValue } from './values.ts';

export const WINDOW_HEIGHT: UnitValue = { type: 'unit', value: 100, unit: 'vh' };

/** Whether the root's own paint (a colour or image the body gave it) would end above the window's bottom edge. */
export function fillsWindow(root: StyleMap, body: NodeView, windowHeight: number): boolean {
  const bg = root['background-color'];
  const layers = root['background-image'];
  const paints = (bg?.type === 'color' && !isTransparent(bg)) || (layers?.type === 'layers' && layers.value.length > 0);
  if (!paints) return false;
  const bottom = body.box.y + body.box.h + Math.max(0, pxOf(body.style['margin-bottom']));
  return bottom < windowHeight - 1;
}
