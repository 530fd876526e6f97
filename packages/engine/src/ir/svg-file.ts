/**
 * An inline SVG as a file of its own (a picture any builder can show where the page drew the SVG
 * in its markup): its own namespace, SVG's mixed-case names restored, `currentColor` resolved,
 * since an image neither inherits the page's colour nor shares its document.
 */

/** An inline SVG as a data: URL: its own namespace, `currentColor` resolved (an image does not inherit colour). */
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

/** Width / height of the root `<svg>`'s viewBox, or 0 when it has none (or an empty one). */
export function viewBoxAspect(svg: string): number {
  const box = (rootAttr(svg, 'viewBox') ?? '').trim().split(/[\s,]+/).map(Number);
  return box.length === 4 && box[2] > 0 && box[3] > 0 ? box[2] / box[3] : 0;
}

/** The root `<svg>` tag's attribute `name` (case-insensitive), or undefined. */
export function rootAttr(svg: string, name: string): string | undefined {
  const open = /^\s*<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  return new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(open)?.[1];
}

/** The root's inline declaration `prop`. */
export function rootStyle(svg: string, prop: string): string | undefined {
  const style = rootAttr(svg, 'style') ?? '';
  return new RegExp(`(?:^|;)\\s*${prop}\\s*:\\s*([^;]+)`, 'i').exec(style)?.[1]?.trim();
}

/** Whether every `href="#…"` / `url(#…)` of `svg` names an element inside it (a picture file cannot see the page's sprites). */
export function selfContained(svg: string): boolean {
  const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  for (const m of svg.matchAll(/(?:href="#|url\(#)([^")]+)/g)) if (!ids.has(m[1])) return false;
  return true;
}

/** Markup longer than this is a chart or an illustration, not an icon or a logo: a file of it gains nothing. */
export const MAX_PICTURE_MARKUP = 16_000;

/**
 * `svg` as a picture file (a data: URL) that draws exactly what the inline markup draws, or
 * undefined where a file would lose something: scripts and `<foreignObject>` (a file runs and
 * embeds neither), `<text>` (a file cannot use the page's web fonts), `<image>` and references
 * to the page or elsewhere (a file loads nothing and sees no page sprite), no size of its own
 * (no viewBox, no width and height), or markup past MAX_PICTURE_MARKUP.
 */
export function svgPictureFile(svg: string, color: string | undefined): string | undefined {
  if (!/^\s*<svg\b/i.test(svg) || svg.length > MAX_PICTURE_MARKUP) return undefined;
  if (/<(?:script|foreignObject|text|image|iframe)\b/i.test(svg) || /\shref="(?!#)/i.test(svg) || /url\((?!#)/i.test(svg)) return undefined;
  if (!selfContained(svg)) return undefined;
  const sized = viewBoxAspect(svg) > 0 || (Number(rootAttr(svg, 'width')) > 0 && Number(rootAttr(svg, 'height')) > 0);
  return sized ? svgDataUrl(svg, color) : undefined;
}
