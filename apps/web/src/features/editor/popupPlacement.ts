export interface Point {
  x: number;
  y: number;
}
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * A click inside the frame (the frame's viewport coordinates) in the app page's viewport
 * coordinates: offset by where the frame sits and by its border, clamped into the frame's box.
 */
export function framePointToPage(click: Point, frame: Rect, border: { left: number; top: number } = { left: 0, top: 0 }): Point {
  const x = frame.left + border.left + click.x;
  const y = frame.top + border.top + click.y;
  return {
    x: Math.round(Math.min(Math.max(x, frame.left), frame.left + frame.width)),
    y: Math.round(Math.min(Math.max(y, frame.top), frame.top + frame.height)),
  };
}

/** Roughly how much room the selector popup takes, to decide which way it opens. */
export const POPUP_SIZE = { width: 420, height: 200 };

/**
 * Which corner of the popup sits on the click: below and right of it, flipped left and/or up
 * when it would not fit in the viewport (the popover then keeps it on screen).
 */
export function popupOrigin(at: Point, viewport: { width: number; height: number }, size = POPUP_SIZE, margin = 16): { vertical: 'top' | 'bottom'; horizontal: 'left' | 'right' } {
  const fitsRight = at.x + size.width + margin <= viewport.width;
  const fitsBelow = at.y + size.height + margin <= viewport.height;
  return {
    horizontal: fitsRight || at.x < size.width ? 'left' : 'right',
    vertical: fitsBelow || at.y < size.height ? 'top' : 'bottom',
  };
}
