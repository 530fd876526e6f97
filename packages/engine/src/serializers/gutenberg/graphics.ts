/**
 * An inline SVG (a logo, an icon's drawing) as a picture a core block can paint: the SVG as a
 * CSS image of the block's own CSS, sized as the source sized it. WordPress keeps the block's
 * CSS (`style.css`) as written for users with `edit_css`; an `<img src="data:…">` it would strip.
 */
import type { Decls } from './css.ts';

/** An inline SVG as a CSS image: its own namespace, `currentColor` resolved (an image does not inherit colour). */
export function svgDataUrl(svg: string, color: string | undefined): string {
  let markup = xmlCase(svg.replace(/\sstyle="[^"]*"/, ''));
  if (!/\sxmlns=/.test(markup)) markup = markup.replace(/^<svg/i, '<svg xmlns="http://www.w3.org/2000/svg"');
  if (color) markup = markup.replace(/currentColor/gi, color);
  return `data:image/svg+xml,${encodeURIComponent(markup).replace(/'/g, '%27').replace(/\(/g, '%28').replace(/\)/g, '%29')}`;
}

/** SVG's mixed-case names, which an HTML serialization may have lower-cased (an SVG file is XML: case counts). */
const MIXED_CASE = [
  'viewBox', 'preserveAspectRatio', 'gradientUnits', 'gradientTransform', 'patternUnits', 'patternContentUnits', 'patternTransform', 'clipPathUnits',
  'maskUnits', 'maskContentUnits', 'spreadMethod', 'stdDeviation', 'textLength', 'lengthAdjust', 'markerWidth', 'markerHeight', 'markerUnits', 'refX', 'refY',
  'linearGradient', 'radialGradient', 'clipPath', 'textPath', 'feGaussianBlur', 'feOffset', 'feBlend', 'feColorMatrix', 'feFlood', 'feComposite', 'feMerge', 'feMergeNode',
];
const CASE_OF = new Map(MIXED_CASE.map((n) => [n.toLowerCase(), n]));

/** `svg` with SVG's mixed-case element and attribute names restored. */
export function xmlCase(svg: string): string {
  const named = (name: string) => CASE_OF.get(name.toLowerCase()) ?? name;
  return svg.replace(/<(\/?)([a-z][a-z0-9]*)([^>]*)>/gi, (_, slash: string, tag: string, rest: string) => {
    // Attribute names only: the text between quoted values.
    const attrs = rest.split(/("[^"]*"|'[^']*')/).map((part, i) => (i % 2 ? part : part.replace(/([a-z][a-z0-9-]*)(?=\s*=)/gi, named))).join('');
    return `<${slash}${named(tag)}${attrs}>`;
  });
}

const LENGTH = /^-?\d*\.?\d+(?:px|em|rem)$/;

/** Width / height of the root `<svg>`'s viewBox, or 0 when it has none (or an empty one). */
export function viewBoxAspect(svg: string): number {
  const box = (rootAttr(svg, 'viewBox') ?? '').trim().split(/[\s,]+/).map(Number);
  return box.length === 4 && box[2] > 0 && box[3] > 0 ? box[2] / box[3] : 0;
}

/** The root `<svg>` tag's attribute `name` (case-insensitive), or undefined. */
function rootAttr(svg: string, name: string): string | undefined {
  const open = /^\s*<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  return new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(open)?.[1];
}

/** The root's inline declaration `prop`. */
function rootStyle(svg: string, prop: string): string | undefined {
  const style = rootAttr(svg, 'style') ?? '';
  return new RegExp(`(?:^|;)\\s*${prop}\\s*:\\s*([^;]+)`, 'i').exec(style)?.[1]?.trim();
}

/**
 * The declarations that paint `svg` as the background of a block box whose width is the SVG's
 * (the box's placement is written apart): its height (a length, or the viewBox's aspect ratio),
 * the picture centred and contained as an SVG's own `preserveAspectRatio` default draws it.
 * Undefined where a picture cannot stand in for the markup: references to the page
 * (`<use href="#…">`, `url(#…)` outside the SVG), scripts, or no size to give the box.
 */
export function svgPicture(svg: string, fallbackColor?: string): Decls | undefined {
  if (!/^\s*<svg\b/i.test(svg) || /<script\b|<foreignObject\b/i.test(svg)) return undefined;
  const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  for (const m of svg.matchAll(/(?:href="#|url\(#)([^")]+)/g)) if (!ids.has(m[1])) return undefined;
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

const PLACED_BY_WRAPPER = new Set(['width', 'margin', 'margin-top', 'margin-right', 'margin-bottom', 'margin-left', 'display']);

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
