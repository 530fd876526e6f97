import type { StyleMap } from '../../ir/types.ts';
import type { GradientValue, ImageValue } from '../../ir/values.ts';

/** Elementor holds one image and one two-stop gradient: pick the topmost of each. */
export function parseBackgroundLayers(style: StyleMap): { image?: ImageValue; gradient?: GradientValue } {
  const layers = style['background-image'];
  if (layers?.type !== 'layers') return {};
  // A layer whose colours are all transparent paints nothing: take the first visible one.
  return {
    image: layers.value.find((l): l is ImageValue => l.type === 'image'),
    gradient: layers.value.find((l): l is GradientValue => l.type === 'gradient' && l.stops.some((s) => s.color.alpha > 0)),
  };
}
