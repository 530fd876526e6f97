/**
 * An inline SVG (a logo, an icon's drawing) as a picture a core block can paint: the SVG as a
 * CSS image of the block's own CSS, sized as the source sized it. WordPress keeps the block's
 * CSS (`style.css`) as written for users with `edit_css`; an `<img src="data:…">` it would strip.
 */
import { rootAttr, rootStyle, selfContained, svgDataUrl, viewBoxAspect } from '../../ir/svg-file.ts';
import { MARGINS } from '../../ir/styles.ts';
import type { Decls } from './css.ts';


const LENGTH = /^-?\d*\.?\d+(?:px|em|rem)$/;

/**
 * The declarations that paint `svg` as the background of a block box whose width is the SVG's
 * (the box's placement is written apart): its height (a length, or the viewBox's aspect ratio),
 * the picture centred and contained as an SVG's own `preserveAspectRatio` default draws it.
 * Undefined where a picture cannot stand in for the markup: references to the page
 * (`<use href="#…">`, `url(#…)` outside the SVG), scripts, or no size to give the box.
 */
export function svgPicture(svg: string, fallbackColor?: string): Decls | undefined {
  if (!/^\s*<svg\b/i.test(svg) || /<script\b|<foreignObject\b/i.test(svg)) return undefined;
  if (!selfContained(svg)) return undefined;
  const decls: Decls = new Map();
  const height = rootStyle(svg, 'height');
  const aspect = viewBoxAspect(svg);
  const attrW = Number(rootAttr(svg, 'width'));
  const attrH = Number(rootAttr(svg, 'height'));
  if (height && LENGTH.test(height)) decls.set('height', height);
  else if (aspect) decls.set('aspect-ratio', `${round(aspect)}`);
  else if (attrW > 0 && attrH > 0) decls.set('aspect-ratio', `${round(attrW / attrH)}`);
  else return undefined;
  const own = rootStyle(svg, 'color');
  const color = own && !/currentcolor|inherit/i.test(own) ? own : fallbackColor;
  decls.set('background-image', `url("${svgDataUrl(svg, color)}")`);
  decls.set('background-position', 'center');
  decls.set('background-size', 'contain');
  decls.set('background-repeat', 'no-repeat');
  return decls;
}

const round = (n: number) => Math.round(n * 10000) / 10000;

const PLACED_BY_WRAPPER = new Set<string>(['width', 'margin', ...MARGINS, 'display']);

/**
 * A bare decorative box (an element with no content whose look no block control draws: layered
 * backgrounds, border images) as the declarations of its inline style, for a block's own CSS.
 * Undefined unless `html` is one empty element with a style attribute.
 */
export function bareBoxLook(html: string, control = false): Decls | undefined {
  const m = /^\s*<([a-z][a-z0-9]*)\b[^>]*?\sstyle="([^"]*)"[^>]*>\s*<\/\1>\s*$/i.exec(html);
  if (!m || (!control && /<(script|iframe|input|textarea|select)\b/i.test(html))) return undefined;
  const style = m[2].replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&#39;/g, "'");
  const decls: Decls = new Map();
  let depth = 0;
  let start = 0;
  const push = (part: string) => {
    const at = part.indexOf(':');
    if (at <= 0) return;
    const prop = part.slice(0, at).trim().toLowerCase();
    const value = part.slice(at + 1).trim();
    if (value && !PLACED_BY_WRAPPER.has(prop)) decls.set(prop, value);
  };
  for (let i = 0; i < style.length; i++) {
    const c = style[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ';' && depth === 0) {
      push(style.slice(start, i));
      start = i + 1;
    }
  }
  push(style.slice(start));
  // `&` would end the block CSS's scope (WordPress splits it on `&`).
  return decls.size && ![...decls.values()].some((v) => v.includes('&')) ? decls : undefined;
}

/** The text of a lone `<textarea>` (as escaped HTML text), or undefined. */
export function textareaText(html: string): string | undefined {
  const m = /^\s*<textarea\b[^>]*>([^<]*)<\/textarea>\s*$/i.exec(html);
  return m ? m[1] : undefined;
}
