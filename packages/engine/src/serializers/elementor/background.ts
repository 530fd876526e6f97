import type { StyleMap } from '../../ir/types.ts';
import { keywordOf, round, type GradientValue, type ImageValue } from '../../ir/values.ts';
import { slider, type Settings, type Slider } from './controls.ts';
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

const POSITIONS = new Set(['center center', 'center left', 'center right', 'top center', 'top left', 'top right', 'bottom center', 'bottom left', 'bottom right']);

/** A computed length (`12px`, `50%`) as a slider; undefined for anything else (`auto`, calc()). */
function lengthSlider(v: string | undefined): Slider | undefined {
  const m = /^(-?[\d.]+)(px|%)$/.exec(v ?? '');
  return m ? slider(round(Number(m[1])), m[2]) : undefined;
}

/**
 * Computed `x y` (lengths or percentages) → Elementor's `<y> <x>` keyword pair, or `initial` with
 * x/y sliders when a side is neither start, centre nor end (a sprite offset, a logo inset).
 */
export function backgroundPositionSettings(css: string | undefined, group: string): Settings {
  const [x = '50%', y = '50%'] = (css ?? '').split(' ');
  const word = (v: string, axis: 'x' | 'y') => {
    if (v === '0%' || v === '0px') return axis === 'x' ? 'left' : 'top';
    if (v === '100%') return axis === 'x' ? 'right' : 'bottom';
    if (v === '50%') return 'center';
    return undefined;
  };
  const value = `${word(y, 'y')} ${word(x, 'x')}`;
  if (POSITIONS.has(value)) return { [`${group}_position`]: value };
  const xs = lengthSlider(x);
  const ys = lengthSlider(y);
  if (!css || !xs || !ys) return { [`${group}_position`]: 'center center' };
  return { [`${group}_position`]: 'initial', [`${group}_xpos`]: xs, [`${group}_ypos`]: ys };
}

/**
 * Computed `background-size` → Elementor's size select; a width (`100%`, `120px`, `50% auto`)
 * becomes `initial` + `bg_width`, which Elementor prints as `<width> auto`. A height given as
 * well can only be approximated by the width alone.
 */
export function backgroundSizeSettings(css: string | undefined, group: string): Settings {
  const size = css ?? 'auto';
  if (size === 'cover' || size === 'contain') return { [`${group}_size`]: size };
  const [w] = size.split(' ');
  const width = lengthSlider(w);
  return width ? { [`${group}_size`]: 'initial', [`${group}_bg_width`]: width } : { [`${group}_size`]: 'auto' };
}

/** The image layer of a classic background: picture, position, repeat, size. */
export function backgroundImageSettings(image: ImageValue, base: StyleMap, group: string): Settings {
  const rep = keywordOf(base['background-repeat']);
  return {
    [`${group}_image`]: { url: image.url, id: '', size: '', alt: '' },
    ...backgroundPositionSettings(keywordOf(base['background-position']), group),
    [`${group}_repeat`]: rep && ['repeat', 'no-repeat', 'repeat-x', 'repeat-y'].includes(rep) ? rep : 'no-repeat',
    ...backgroundSizeSettings(keywordOf(base['background-size']), group),
  };
}
