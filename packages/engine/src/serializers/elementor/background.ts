import type { StyleMap } from '../../ir/types.ts';
import type { GradientValue, ImageValue } from '../../ir/values.ts';
import { drawableGradient } from './paint-layer.ts';

/** Elementor holds one image and one two-stop gradient: pick the topmost of each. */
export function parseBackgroundLayers(style: StyleMap): { image?: ImageValue; gradient?: GradientValue } {
  const layers = style['background-image'];
  if (layers?.type !== 'layers') return {};
  // Elementor draws a gradient's end stops only: take the first whose ends show.
  return {
    image: layers.value.find((l): l is ImageValue => l.type === 'image'),
    gradient: drawableGradient(layers),
  };
}
