/**
 * Gradient text: `background-clip: text` (with a transparent `-webkit-text-fill-color`) paints the
 * element's background inside its glyphs only. Read as a box background, it becomes a coloured
 * rectangle behind plain text; it is the text's own paint, so it travels with the text markup.
 */
import type { ComputedStyle } from '../extract/styled-tree.ts';

/** Whether the background of `cs` paints its glyphs instead of its box. */
export function clipsBackgroundToText(cs: ComputedStyle): boolean {
  const clip = cs['background-clip'] ?? '';
  // Nearly every box is `border-box`: no layer list to split then.
  return clip.includes('text') && clip.split(',').some((v) => v.trim() === 'text');
}

/**
 * Inline declarations that paint text with its background (prefixed too: some themes' editors
 * run engines that only know `-webkit-background-clip: text`), or '' when `cs` has none.
 * The fill is transparent only where the source's is: a solid fill over a clipped gradient
 * shows the fill, as in the source.
 */
export function gradientTextCss(cs: ComputedStyle): string {
  if (!clipsBackgroundToText(cs)) return '';
  const image = cs['background-image'];
  // A clipped picture would need its URL made absolute; gradients are what themes clip.
  if (!image || image === 'none' || image.includes('url(')) return '';
  const fill = cs['-webkit-text-fill-color'];
  const transparent = fill === 'transparent' || /rgba\([^)]*,\s*0\)$/.test(fill ?? '');
  if (!transparent) return '';
  return [
    `background-image:${image}`,
    '-webkit-background-clip:text',
    'background-clip:text',
    '-webkit-text-fill-color:transparent',
  ].join(';');
}

/** `html` wrapped in a span painted with the gradient text of `cs`, or unchanged without one. */
export function wrapGradientText(cs: ComputedStyle, html: string): string {
  const css = gradientTextCss(cs);
  return css && html ? `<span style="${css.replace(/"/g, '&quot;')}">${html}</span>` : html;
}
