/**
 * A page's own SVG files shown as pictures (`<img src="logo.svg">`, `data:image/svg+xml`, a box's
 * `background-image: url(x.svg)`), drawn as PNG files for builders that import pictures into
 * WordPress's media library (Elementor: `rasterPictures`), which refuses `.svg` uploads on a
 * default site. An `<img>` is drawn fitted in its content box; a background at the tile its size
 * paints, where that size is `cover`, `contain` or `100% 100%` and the layer is the box's only one (a
 * tiled, stacked or otherwise sized SVG background keeps its URL).
 */
import type { StyledNode } from '../extract/styled-tree.ts';
import { pictureKey, type PictureRequest } from '../render/rasterize-pictures.ts';
import type { IRImage, IRNode, ResponsiveStyle, StyleMap } from './types.ts';
import { keyword, keywordOf, num, px, pxOf } from './values.ts';
import { borderWidths, decorationStyle } from './styles.ts';

/** A URL that names an SVG file (a data: URL of one, or a path ending in `.svg`). */
export function isSvgFile(url: string): boolean {
  return /^data:image\/svg\+xml|\.svg(?:[?#]|$)/i.test(url);
}

/** The node's style at each breakpoint: the base, then each override laid over the wider ones. */
export function cascadedMaps(style: ResponsiveStyle): StyleMap[] {
  const maps = [style.base];
  for (const m of Object.values(style.overrides)) maps.push({ ...maps[maps.length - 1], ...m });
  return maps;
}

/**
 * An `<img>` of an SVG file drawn at its own proportion, fitted in its largest content box over the
 * widths (its box less the picture's padding and borders) as the `<img>` fits it: `object-fit:
 * cover` crops, anything else letterboxes (an SVG keeps its proportion even under `fill`). The PNG
 * has the file's shape, so the builder's own `contain`/`cover` fits it into the box at every width,
 * whatever shape the box takes there.
 */
export function imageSvgRequest(node: IRImage): PictureRequest | undefined {
  if (!isSvgFile(node.src)) return undefined;
  const boxes = cascadedMaps(node.style)
    .map((m) => ({
      width: num(m['picture-width']) - num(m['picture-padding-left']) - num(m['picture-padding-right']) - num(m['border-left-width']) - num(m['border-right-width']),
      height: num(m['image-height']) - num(m['picture-padding-top']) - num(m['picture-padding-bottom']) - num(m['border-top-width']) - num(m['border-bottom-width']),
    }))
    .filter((b) => b.width > 0 && b.height > 0);
  if (!boxes.length) return undefined;
  const largest = boxes.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));
  return { url: node.src, ...largest, fit: imageFit(node.style.base) };
}

/** How an `<img>` fits an SVG file in its box: `cover` crops, anything else letterboxes. */
function imageFit(m: StyleMap): 'cover' | 'contain' {
  return keywordOf(m['object-fit']) === 'cover' ? 'cover' : 'contain';
}

/**
 * The image shows `png` (drawn at the SVG file's own shape) instead of the file, fitted in its box
 * as the source fitted the file: a `fill` the source never stretched (an SVG keeps its proportion)
 * becomes `contain`, which would otherwise stretch the PNG.
 */
export function showImagePng(node: IRImage, png: string): void {
  node.src = png;
  const contain = (m: StyleMap) => {
    if (m['object-fit']) m['object-fit'] = keyword(imageFit(m));
  };
  contain(node.style.base);
  Object.values(node.style.overrides).forEach(contain);
}

/**
 * How a simple SVG background is sized: `cover` or `contain`; `fill` for `100% 100%` (the tile is
 * the painting area, and the SVG keeps its proportion inside it, centred: Bootstrap 4's navbar
 * toggler); `width` for `100%` (`100% auto`: the tile is the box's width at the SVG's own
 * proportion, Bootstrap 5's toggler).
 */
export type SvgBackgroundSize = 'cover' | 'contain' | 'fill' | 'width';

/**
 * The SVG file and size of a background simple enough to draw as one tile: one layer, an SVG file,
 * sized `cover`, `contain`, `100% 100%` or `100%`, and not repeated where a repeat would show (a
 * `cover` or `100% 100%` tile covers the box, so its repeats never do; a `100%` tile is drawn as
 * itself, so its repeats are the same drawing).
 */
export function simpleSvgBackground(m: StyleMap): { url: string; fit: SvgBackgroundSize } | undefined {
  const layers = m['background-image'];
  if (layers?.type !== 'layers' || layers.value.length !== 1) return undefined;
  const [layer] = layers.value;
  if (layer.type !== 'image' || !isSvgFile(layer.url)) return undefined;
  const size = keywordOf(m['background-size']);
  const fit = size === 'cover' || size === 'contain' ? size : size === '100% 100%' ? 'fill' : size === '100%' || size === '100% auto' ? 'width' : undefined;
  if (!fit) return undefined;
  if (fit === 'contain' && keywordOf(m['background-repeat']) !== 'no-repeat') return undefined;
  return { url: layer.url, fit };
}

/** A styled node's view at each width (undefined where it is not rendered), and the build's URL resolution. */
export interface TreeViews {
  views: (node: StyledNode) => Array<{ box: { w: number; h: number }; style: Record<string, string> } | undefined>;
  absolute: (url: string) => string;
}

/** Background drawings are asked for once per file and size keyword, at the largest box that paints them. */
export function backgroundKey({ url, fit }: { url: string; fit: string }): string {
  return `${fit} ${url}`;
}

/**
 * The simple SVG backgrounds of the styled tree (simpleSvgBackground of the box's computed style),
 * each file and size keyword once, at the largest painting area (the box less its borders) any box
 * and width gives it. Read off the styled tree, where the boxes are, so the page draws them while
 * the IR is built.
 */
export function svgBackgroundRequests(tree: StyledNode, { views, absolute }: TreeViews): Map<string, PictureRequest> {
  const found = new Map<string, PictureRequest>();
  const visit = (node: StyledNode) => {
    if (node.kind !== 'element') return;
    for (const view of views(node)) {
      if (!view || !view.style['background-image']?.includes('url(')) continue;
      const simple = simpleSvgBackground(decorationStyle(view.style as never));
      if (!simple) continue;
      const [top, right, bottom, left] = borderWidths(view.style as never);
      const width = view.box.w - left - right;
      const height = view.box.h - top - bottom;
      if (!(width > 0 && height > 0)) continue;
      const url = absolute(simple.url);
      const key = backgroundKey({ url, fit: simple.fit });
      const had = found.get(key);
      if (!had || width * height > had.width * had.height) found.set(key, { url, width, height, fit: simple.fit === 'cover' || simple.fit === 'width' ? simple.fit : 'contain' });
    }
    node.children.forEach(visit);
  };
  visit(tree);
  return found;
}

/**
 * The node's SVG background as the same file and keyword at every width (only its base or an
 * override sets it), or undefined.
 */
export function nodeSvgBackground(style: ResponsiveStyle): { url: string; fit: SvgBackgroundSize } | undefined {
  const simple = simpleSvgBackground(style.base);
  if (!simple) return undefined;
  for (const m of cascadedMaps(style).slice(1)) {
    const other = simpleSvgBackground(m);
    if (!other || backgroundKey(other) !== backgroundKey(simple)) return undefined;
  }
  return simple;
}

/**
 * The node's background layer shows `png` instead of its SVG file, in every map that names it. A
 * `fill` tile was drawn contained in the box: it is `contain`ed there again, centred (the builder
 * would stretch `100% 100%` where the SVG kept its proportion).
 */
export function showBackgroundPng(style: ResponsiveStyle, png: string, fit: SvgBackgroundSize): void {
  const swap = (m: StyleMap, base: boolean) => {
    if (m['background-image']) m['background-image'] = { type: 'layers', value: [{ type: 'image', url: png }] };
    if (fit !== 'fill') return;
    if (base || m['background-size']) m['background-size'] = keyword('contain');
    if (base || m['background-position']) m['background-position'] = keyword('50% 50%');
  };
  swap(style.base, true);
  Object.values(style.overrides).forEach((m) => swap(m, false));
}

/** One SVG file of the IR to draw, and what shows the drawing once it is there. */
export interface SvgFileToDraw {
  request: PictureRequest;
  show: (png: string) => void;
}

/**
 * The IR's SVG files to draw: its images' (imageSvgRequest) and its simple backgrounds', for which
 * `backgrounds` (svgBackgroundRequests) holds the sizes.
 */
export function svgFilesToDraw(roots: IRNode[], backgrounds: Map<string, PictureRequest>): SvgFileToDraw[] {
  const found: SvgFileToDraw[] = [];
  const visit = (node: IRNode) => {
    if (node.kind === 'image') {
      const request = imageSvgRequest(node);
      if (request) found.push({ request, show: (png) => showImagePng(node, png) });
    }
    const background = nodeSvgBackground(node.style);
    const request = background && backgrounds.get(backgroundKey(background));
    if (request) found.push({ request, show: (png) => showBackgroundPng(node.style, png, background.fit) });
    if (node.kind === 'container') node.children.forEach(visit);
  };
  roots.forEach(visit);
  return found;
}

/** The `<img>` SVG files of the styled tree at the content box the IR will give them (imageSvgRequest's guess, for drawing ahead). */
export function likelyImageSvgRequests(tree: StyledNode, { views, absolute }: TreeViews): PictureRequest[] {
  const found = new Map<string, PictureRequest>();
  const visit = (node: StyledNode) => {
    if (node.kind !== 'element') return;
    if (node.tag === 'img') {
      const src = absolute(node.currentSrc || node.attrs.src || '');
      const perWidth = views(node).filter((v) => v && v.box.w > 0 && v.box.h > 0);
      if (src && isSvgFile(src) && perWidth.length) {
        // Rounded term by term as the IR's px values are, so the guess is the IR's own request.
        const r = (n: number) => num(px(n));
        const boxes = perWidth.map((v) => ({
          width: r(v!.box.w) - r(pxOf(v!.style['padding-left'])) - r(pxOf(v!.style['padding-right'])) - r(pxOf(v!.style['border-left-width'])) - r(pxOf(v!.style['border-right-width'])),
          height: r(v!.box.h) - r(pxOf(v!.style['padding-top'])) - r(pxOf(v!.style['padding-bottom'])) - r(pxOf(v!.style['border-top-width'])) - r(pxOf(v!.style['border-bottom-width'])),
        }));
        const largest = boxes.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));
        const fit = perWidth[0]!.style['object-fit'] === 'cover' ? 'cover' : 'contain';
        const request: PictureRequest = { url: src, ...largest, fit };
        if (largest.width > 0 && largest.height > 0) found.set(pictureKey(request), request);
      }
    }
    node.children.forEach(visit);
  };
  visit(tree);
  return [...found.values()];
}
