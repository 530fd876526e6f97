/**
 * Framed pictures: an `<img>` with padding, usually over a background colour and inside a border
 * (Bootstrap's `.img-thumbnail`, round avatars with a white ring). Elementor's image widget styles
 * the `<img>` with a border and radius but no padding or background, so the frame goes to the
 * widget's own box (`_padding`, `_background_*`, `_border_*`) and the picture fills what is inside.
 */
import type { IRImage } from '../../ir/types.ts';
import {
  borderStyleOf, colorOf, emitResponsive, mergeBox, num, radiusOf, shadowOf, slider, type Getter, type SerializeContext, type Settings, type Slider,
} from './controls.ts';

const SIDES = ['top', 'right', 'bottom', 'left'] as const;

/** Whether the picture has padding of its own at its base breakpoint. */
export function isFramed(node: IRImage): boolean {
  return SIDES.some((s) => num(node.style.base[`picture-padding-${s}`]) > 0);
}

/** Padding plus border of the frame on each side, in px (what the picture's box holds besides the picture). */
export function frameInsets(g: Getter): [number, number, number, number] {
  return SIDES.map((s) => num(g(`picture-padding-${s}`)) + (g('border-style') ? num(g(`border-${s}-width`)) : 0)) as [number, number, number, number];
}

/** A px size of the picture's box, less the frame across (`axis` 1: left + right, 0: top + bottom). */
export function insideFrame(size: Slider | undefined, g: Getter, axis: 0 | 1): Slider | undefined {
  if (!size || size.unit !== 'px') return size;
  const i = frameInsets(g);
  return slider(Math.max(1, Math.round((Number(size.size) - (axis ? i[1] + i[3] : i[0] + i[2])) * 100) / 100));
}

/**
 * The frame on the widget's box; the picture keeps the corners' curve inside it (a % radius is
 * the same curve, a px radius is smaller by the frame's width).
 */
export function emitPictureFrame(ctx: SerializeContext, node: IRImage, settings: Settings): void {
  const base = node.style.base;
  emitResponsive(ctx, node, settings, '_padding', SIDES.map((s) => `picture-padding-${s}`), (g) => mergeBox(...(SIDES.map((s) => num(g(`picture-padding-${s}`))) as [number, number, number, number])));
  const background = colorOf(base['picture-background']);
  if (background) {
    settings._background_background = 'classic';
    settings._background_color = background;
  }
  if (base['border-style']) {
    settings._border_border = borderStyleOf(base['border-style']);
    emitResponsive(ctx, node, settings, '_border_width', SIDES.map((s) => `border-${s}-width`), (g) => mergeBox(...(SIDES.map((s) => num(g(`border-${s}-width`))) as [number, number, number, number])));
    settings._border_color = colorOf(base['border-color']) ?? '';
  }
  emitResponsive(ctx, node, settings, '_border_radius', ['border-top-left-radius'], (g) => radiusOf(g));
  emitResponsive(ctx, node, settings, 'image_border_radius', ['border-top-left-radius'], (g) => {
    const outer = radiusOf(g);
    if (!outer || outer.unit === '%') return outer;
    const inset = frameInsets(g);
    const inner = (r: string, k: number) => Math.max(0, Number(r) - inset[k]);
    return mergeBox(inner(outer.top, 0), inner(outer.right, 1), inner(outer.bottom, 2), inner(outer.left, 3));
  });
  const shadow = shadowOf(base['box-shadow']);
  if (shadow) {
    settings._box_shadow_box_shadow_type = 'yes';
    settings._box_shadow_box_shadow = shadow;
  }
}
