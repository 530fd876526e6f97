/**
 * Small pictures as a container's background. Elementor's image widget puts its <img> on a line
 * of the theme's text (inline-block, vertical-align middle): a picture shorter than that line
 * moves down and adds space below (a 24 px picture in Twenty Twenty-Five: 5 px lower, 30 px tall).
 * An empty container painting the picture has exactly the source's box.
 */
import { PADDING } from '../../ir/styles.ts';
import type { IRContainer, IRImage, StyleMap } from '../../ir/types.ts';
import { keyword, keywordOf, px } from '../../ir/values.ts';
import { backgroundPositionOf } from '../../ir/object-position.ts';

/** Pictures at least this tall clear the line box of common theme text (about 1.4 x 22 px). */
export const LINE_BOX_HEIGHT = 40;

/** Properties only the image widget reads; the container gets the picture's box instead. */
const IMAGE_ONLY = [
  'image-height', 'picture-width', 'image-width', 'image-align', 'object-fit', 'object-position',
  'picture-padding-top', 'picture-padding-right', 'picture-padding-bottom', 'picture-padding-left', 'picture-background',
];

function sizeMode(fit: string | undefined, src: string): string | undefined {
  if (fit === undefined || fit === 'cover') return 'cover';
  if (fit === 'contain') return 'contain';
  // `fill` marks a box the picture does not fill by its own proportion: an SVG keeps its
  // proportion inside it (contain); a stretched or missing raster picture has no background twin.
  if (fit === 'fill' && /^data:image\/svg|\.svg(?:[?#]|$)/i.test(src)) return 'contain';
  return undefined;
}

/**
 * The container that paints `node` as its background, or undefined when the image widget is
 * the faithful choice (tall enough, narrower than its box, stretched, faded).
 */
export function pictureBox(node: IRImage, breakpoints: string[]): IRContainer | undefined {
  const maps: StyleMap[] = [node.style.base, ...breakpoints.slice(1).map((bp) => node.style.overrides[bp]).filter((m): m is StyleMap => Boolean(m))];
  const shown = breakpoints.filter((bp) => !node.hiddenAt.includes(bp));
  if (!shown.length || node.style.base.opacity) return undefined;
  for (const m of maps) {
    if (m['image-width']) return undefined;
    const h = m['image-height'];
    if (h && (h.type !== 'unit' || h.value >= LINE_BOX_HEIGHT)) return undefined;
  }
  const fits = new Set(maps.map((m) => keywordOf(m['object-fit'])).filter(Boolean));
  const fit = keywordOf(node.style.base['object-fit']);
  const size = sizeMode(fit, node.src);
  if (!size || fits.size > 1) return undefined;

  const toBox = (m: StyleMap, base: boolean): StyleMap => {
    const out: StyleMap = { ...m };
    for (const p of IMAGE_ONLY) delete out[p];
    if (m['image-height']) out['min-height'] = m['image-height'];
    if (base) {
      out['background-image'] = { type: 'layers', value: [{ type: 'image', url: node.src }] };
      out['background-size'] = keyword(size);
      out['background-position'] = keyword(backgroundPositionOf(keywordOf(m['object-position'])));
      out['background-repeat'] = keyword('no-repeat');
      // Elementor's container default padding (10 px) would grow the box.
      for (const p of PADDING) out[p] = px(0);
      if (!out.width && m['picture-width']) out.width = m['picture-width'];
    } else if (m['picture-width'] && !node.style.base.width && !m.width) out.width = m['picture-width'];
    return out;
  };
  const overrides: Record<string, StyleMap> = {};
  for (const [bp, m] of Object.entries(node.style.overrides)) overrides[bp] = toBox(m, false);
  return {
    kind: 'container',
    tag: node.link ? 'a' : 'div',
    children: [],
    style: { base: toBox(node.style.base, true), overrides },
    hiddenAt: node.hiddenAt,
    source: node.source,
    ...(node.link ? { link: node.link } : {}),
    ...(node.hover ? { hover: node.hover } : {}),
    ...(node.unexpressed ? { unexpressed: node.unexpressed } : {}),
    ...(node.lookCopy ? { lookCopy: node.lookCopy } : {}),
  };
}
