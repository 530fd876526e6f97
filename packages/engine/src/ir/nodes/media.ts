/** IR build: images and videos. */
import { NATURAL_SIZE_ATTRIBUTE, type NodeView, type StyledNode } from '../../extract/styled-tree.ts';
import { borderStyle, borderWidths, decorationStyle, paddings, PICTURE_PADDING } from '../styles.ts';
import type { StyleMap } from '../types.ts';
import { keyword, px } from '../values.ts';
import { objectPositionKeyword } from '../object-position.ts';
import { type Draft, describe } from '../build-support.ts';
import type { IRBuilder } from '../build.ts';

export function imageDraft(this: IRBuilder, node: StyledNode, img: StyledNode): Draft | null {
  const src = this.absolute(img.currentSrc || img.attrs.src || '');
  if (!src) {
    this.options.report.note('image without a source', 'dropped', describe(img));
    return null;
  }
  if (src.startsWith('data:')) this.options.report.note('data: URL image', 'approximated', describe(img), 'Elementor cannot import data: URLs on paste');
  // An inline wrapper's box is its line box (strut height), not the picture: place by the img then.
  const wrapperInline = node !== img && this.viewOf(node, this.primary)?.style.display === 'inline';
  const boxNode = node === img || wrapperInline ? img : node;
  const draft = this.baseDraft(boxNode, { kind: 'image', src, alt: img.attrs.alt ?? '', style: { base: {}, overrides: {} }, hiddenAt: [], source: describe(img) }, (_cs, i) => {
    const v = this.viewOf(img, i);
    const s = v?.style;
    const map: StyleMap = {};
    if (!s) return map;
    Object.assign(map, borderStyle(s), decorationStyle(s));
    // A picture with padding is framed: its background shows around it (a thumbnail's white mat).
    const pad = paddings(s);
    if (pad.some((p) => p > 0)) {
      pad.forEach((p, k) => (map[PICTURE_PADDING[k]] = px(p)));
      if (map['background-color']) map['picture-background'] = map['background-color'];
    }
    delete map['background-color'];
    delete map['background-image'];
    map['image-height'] = px(v.box.h);
    // The picture's own width: for builders whose markup sizes it in a shrink-to-fit box (a link).
    map['picture-width'] = px(v.box.w);
    // A wrapper (link, picture) can be wider than the picture it holds (max-height, text-align).
    const outer = this.viewOf(boxNode, i);
    if (outer && boxNode !== img && v.box.w < outer.box.w - 1) {
      map['image-width'] = px(v.box.w);
      const left = v.box.x - outer.box.x;
      const right = outer.box.x + outer.box.w - (v.box.x + v.box.w);
      map['image-align'] = keyword(Math.abs(left - right) < 2 ? 'center' : left > right ? 'right' : 'left');
    }
    if (s['object-fit'] && s['object-fit'] !== 'fill') {
      map['object-fit'] = keyword(s['object-fit']);
      // A crop or letterbox shows the part of the picture its position names (a face, a logo's left edge).
      const position = objectPositionKeyword(s['object-position']);
      if (position) map['object-position'] = keyword(position);
    } else if (keepsBoxHeight(img, v, src)) map['object-fit'] = keyword('fill');
    return map;
  });
  return draft;
}

/** Box and picture proportions further apart than this are a stretched picture, not rounding. */
const ASPECT_TOLERANCE = 0.03;

/**
 * Whether the picture's box has a height of its own that `height: auto` would lose: a picture
 * stretched to another proportion (width and height both set by CSS or attributes), an SVG (its
 * box comes from CSS or a viewBox, and the drawing keeps its proportion inside whatever box it
 * gets), or a file that did not load (the box the source kept for it).
 */
export function keepsBoxHeight(img: StyledNode, v: NodeView, src: string): boolean {
  if (/^data:image\/svg|\.svg(?:[?#]|$)/i.test(src)) return true;
  const natural = /^(\d+)x(\d+)$/.exec(img.attrs[NATURAL_SIZE_ATTRIBUTE] ?? '');
  if (!natural) return false;
  const [nw, nh] = [Number(natural[1]), Number(natural[2])];
  if (nw === 0 || nh === 0) return true;
  const p = paddings(v.style);
  const b = borderWidths(v.style);
  const w = v.box.w - p[1] - p[3] - b[1] - b[3];
  const h = v.box.h - p[0] - p[2] - b[0] - b[2];
  if (w <= 0 || h <= 0) return false;
  return Math.abs(w / h / (nw / nh) - 1) > ASPECT_TOLERANCE;
}

export function videoDraft(this: IRBuilder, node: StyledNode): Draft | null {
  const src = this.absolute(node.currentSrc || node.attrs.src || this.find(node, (n) => n.tag === 'source')?.attrs.src || '');
  if (!src) return null;
  return this.leaf(node, { kind: 'video', provider: 'hosted', url: src });
}

export function videoFromUrl(this: IRBuilder, node: StyledNode, src: string): Draft {
  const provider = /vimeo/.test(src) ? 'vimeo' : 'youtube';
  let url = src;
  const yt = /(?:embed\/|v=|youtu\.be\/)([\w-]{6,})/.exec(src);
  if (provider === 'youtube' && yt) url = `https://www.youtube.com/watch?v=${yt[1]}`;
  const vm = /vimeo\.com\/(?:video\/)?(\d+)/.exec(src);
  if (provider === 'vimeo' && vm) url = `https://vimeo.com/${vm[1]}`;
  return this.leaf(node, { kind: 'video', provider, url });
}
