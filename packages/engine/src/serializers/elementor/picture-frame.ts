/**
 * Framed pictures: an `<img>` with padding, usually over a background colour and inside a border
 * (Bootstrap's `.img-thumbnail`, round avatars with a white ring, an illustration inset by
 * `px-3`). Elementor's image widget gives the `<img>` a border and radius but no padding or
 * background, so the picture grew into its padding. The padding becomes the `<img>`'s own border
 * in the mat's colour (transparent without one): the picture sits where it did, and the `<img>`
 * keeps the box it had. The source's border goes one level out, on the widget's box, with the
 * outer radius and the shadow.
 */
import { BORDER_WIDTH, PICTURE_PADDING } from '../../ir/styles.ts';
import type { IRImage } from '../../ir/types.ts';
import {
  borderStyleOf, colorOf, emitResponsive, mergeBox, num, radiusOf, shadowOf, slider, type Getter, type SerializeContext, type Settings, type Slider,
} from './controls.ts';

const TRANSPARENT = '#00000000';

/** Whether the picture has padding of its own at its base breakpoint. */
export function isFramed(node: IRImage): boolean {
  return PICTURE_PADDING.some((p) => num(node.style.base[p]) > 0);
}

/** The source border's width on each side, in px: what the widget's box adds around the `<img>`. */
export function outerBorder(g: Getter): [number, number, number, number] {
  return BORDER_WIDTH.map((p) => (g('border-style') ? num(g(p)) : 0)) as [number, number, number, number];
}

/** A px size of the picture's box less the outer border across (`axis` 1: left + right, 0: top + bottom). */
export function insideFrame(size: Slider | undefined, g: Getter, axis: 0 | 1): Slider | undefined {
  if (!size || size.unit !== 'px') return size;
  const b = outerBorder(g);
  return slider(Math.max(1, Math.round((Number(size.size) - (axis ? b[1] + b[3] : b[0] + b[2])) * 100) / 100));
}

/** The mat as the `<img>`'s border, the source border, radius and shadow on the widget's box. */
export function emitPictureFrame(ctx: SerializeContext, node: IRImage, settings: Settings): void {
  const base = node.style.base;
  settings.image_border_border = 'solid';
  emitResponsive(ctx, node, settings, 'image_border_width', PICTURE_PADDING, (g) => mergeBox(...(PICTURE_PADDING.map((p) => num(g(p))) as [number, number, number, number])));
  settings.image_border_color = colorOf(base['picture-background']) ?? TRANSPARENT;
  if (base['border-style']) {
    settings._border_border = borderStyleOf(base['border-style']);
    emitResponsive(ctx, node, settings, '_border_width', BORDER_WIDTH, (g) => mergeBox(...outerBorder(g)));
    settings._border_color = colorOf(base['border-color']) ?? '';
  }
  emitResponsive(ctx, node, settings, '_border_radius', ['border-top-left-radius'], (g) => radiusOf(g));
  // The <img> sits inside the outer border: a px radius is smaller by its width, a % radius is the same curve.
  emitResponsive(ctx, node, settings, 'image_border_radius', ['border-top-left-radius'], (g) => {
    const outer = radiusOf(g);
    if (!outer || outer.unit === '%') return outer;
    const b = outerBorder(g);
    const inner = (r: string, k: number) => Math.max(0, Number(r) - b[k]);
    return mergeBox(inner(outer.top, 0), inner(outer.right, 1), inner(outer.bottom, 2), inner(outer.left, 3));
  });
  const shadow = shadowOf(base['box-shadow']);
  if (shadow) {
    settings._box_shadow_box_shadow_type = 'yes';
    settings._box_shadow_box_shadow = shadow;
  }
}
