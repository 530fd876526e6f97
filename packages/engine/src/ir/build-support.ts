/** IR build: the draft type, tag sets and the pure helpers the build modules share (box, order, glyph and CSS-text rules). */
import type { Box, ComputedStyle, NodeView, StyledNode } from '../extract/styled-tree.ts';
import type { ReportCollector } from '../report.ts';
import type { Decls } from './fallback-css.ts';
import { emOf, type InlineScale } from './inline-scale.ts';
import { contentBox, unionBoxes } from './layout.ts';
import { borderStyle, borderWidths, decorationStyle, memoByStyle, paddings, paddingStyle, paintsPicture, textStyle } from './styles.ts';
import { fa4Glyph } from './fa4-names.ts';
import { memoByText } from './memo-by-text.ts';
import { faGlyphForSvg, svgPaths, type FaGlyph } from './svg-icons.ts';
import { clipsBackgroundToText, gradientTextCss } from './text-fill.ts';
import type { IRNode, StyleMap } from './types.ts';
import { parseColor, px, pxOf, toRgbaString, type StyleValue } from './values.ts';

export interface BuildOptions {
  /** Breakpoint names, widest first (index 0 is the base). */
  breakpoints: string[];
  baseUrl: string;
  report: ReportCollector;
  /** Fold wrappers that add nothing visible into their only child. */
  mergeElements: boolean;
  /** Viewport width per breakpoint (same order as `breakpoints`). */
  viewportWidths?: number[];
  /** The builder's max width (px) of each narrower breakpoint, for media queries in HTML fallbacks (index 0 unused). */
  deviceMaxWidths?: Array<number | undefined>;
}

/** A node while the layout pass still adds per-breakpoint styles to it. */
export interface Draft {
  ir: IRNode;
  /** Per breakpoint: full style, or undefined where the node is not rendered. */
  perBp: Array<StyleMap | undefined>;
  boxes: Array<Box | undefined>;
  position: Array<string | undefined>;
  /** Containers only: the style used to find the content box. */
  styles: Array<ComputedStyle | undefined>;
  children: Draft[];
  /** Own visual (background/border/padding/link/position): a wrapper with any is kept. */
  visual: boolean;
  /** Per breakpoint: text that fits on one line. */
  singleLine?: boolean[];
  order?: string[];
}

export const MAX_DEPTH = 400;
export const REPLACED = new Set(['img', 'svg', 'video', 'iframe', 'canvas', 'input', 'select', 'textarea', 'object', 'embed', 'picture', 'audio', 'hr', 'button', 'math']);
export const VOID_TAGS = new Set(['input', 'img', 'br', 'hr', 'source', 'embed', 'wbr', 'area', 'col', 'track']);
export const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
export const KEPT_INLINE_TAGS = new Set(['a', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'small', 'sub', 'sup', 'mark', 'br', 'span', 'abbr', 'time', 'q', 'cite', 'kbd', 'del', 'ins']);
export const FA_CLASS = /(^|\s)(fa|fas|far|fab|fa-solid|fa-regular|fa-brands)(\s|$)/;

export function describe(node: StyledNode): string {
  const cls = node.attrs.class ? classPart(node.attrs.class) : '';
  return `${node.tag}${cls}${node.attrs.id ? `#${node.attrs.id}` : ''}`;
}

/**
 * `.first.second` of a class attribute. Every node is described, and a page repeats a few hundred
 * class strings: each is split once.
 */
const classPart = memoByText(4096, (classAttr) =>
  classAttr.trim().split(/\s+/).filter(Boolean).slice(0, 2).map((c) => `.${c}`).join(''),
);

/** A rendered box with an area that paints a url() picture (a logo, an icon sprite, a toggler glyph). */
export function showsPicture(view: NodeView | undefined): boolean {
  return isRendered(view) && view.box.w > 0 && view.box.h > 0 && paintsPicture(view.style);
}

export function isRendered(view: NodeView | undefined): view is NodeView {
  if (!view) return false;
  const s = view.style;
  if (s.display === 'none' || s.visibility === 'hidden' || s.visibility === 'collapse') return false;
  // Fully transparent boxes (hover overlays such as portfolio captions) show nothing; Elementor
  // Free has no container opacity, so exporting them would paint them over their siblings.
  if (s.opacity !== undefined && Number(s.opacity) === 0) return false;
  // Screen-reader-only text (1×1 clipped boxes) is not visible content.
  if (view.box.w <= 1 && view.box.h <= 1 && (s['overflow-x'] === 'hidden' || s['clip-path'] !== 'none')) return false;
  return true;
}

/**
 * Whether a text node shows at some breakpoint. Text always has a box where its parent renders,
 * unless a clipping ancestor cut it away (extract/clipped-content.ts); whitespace may have none.
 */
export function textShown(node: StyledNode): boolean {
  // No values array: asked of every text node, several times.
  for (const bp in node.views) if (node.views[bp]) return true;
  return false;
}

// Most text and attribute values hold none of these: one scan then, not a copy per replace.
const HTML_SPECIAL = /[&<>]/;
const ATTR_SPECIAL = /[&<>"]/;

export function escapeHtml(text: string): string {
  if (!HTML_SPECIAL.test(text)) return text;
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
export function escapeAttr(text: string): string {
  if (!ATTR_SPECIAL.test(text)) return text;
  return escapeHtml(text).replace(/"/g, '&quot;');
}


/**
 * Whether a box is about as wide as its text needs (padding and border aside): such a box can
 * take its natural width in a row. A wider one (stretched, or centred text in a fixed width)
 * must keep its measured width. Without measured text, assume it fits.
 */
export function fitsContent(view: NodeView, text: Box[]): boolean {
  const extent = unionBoxes(text);
  if (!extent) return true;
  const p = paddings(view.style);
  const b = borderWidths(view.style);
  return view.box.w - p[1] - p[3] - b[1] - b[3] - extent.w <= 4;
}

/**
 * The page root stands for `body`, pasted full width with no margin; the body's margin (8 px by
 * default) becomes padding so its children keep their offsets. Top and left come from where
 * the body box sits (a child's margin may have collapsed through it).
 */
export function bodyMarginAsPadding(m: StyleMap, body: NodeView): StyleMap {
  const add = (side: string, extra: number) => px((m[`padding-${side}`]?.type === 'unit' ? (m[`padding-${side}`] as { value: number }).value : 0) + Math.max(0, extra));
  return {
    'padding-top': add('top', body.box.y),
    'padding-left': add('left', body.box.x),
    'padding-right': add('right', pxOf(body.style['margin-right'])),
    'padding-bottom': add('bottom', pxOf(body.style['margin-bottom'])),
  };
}

/**
 * Loose text in a block container flows across the container's whole content width; the union
 * of its line boxes is only as wide as the text happened to be. Given that narrower width, the
 * builder's slightly different font metrics wrap the last word: use the content width. Start-
 * aligned text in a box of inline-level content only (a label: checkbox, then text) whose lines
 * begin right of the content edge shares its line with the element before it: it keeps its own
 * extent, or it would be laid over that element (a row then places it beside it). Beside block
 * children the box's flow is left to the layout pass as before.
 */
export function anonymousTextBox(lines: Box, parent: NodeView, inlineOnly = false): Box {
  if (!/^(block|flow-root|list-item|table-cell)$/.test(parent.style.display)) return lines;
  const c = contentBox(parent.box, borderWidths(parent.style), paddings(parent.style));
  const startAligned = /^(start|left|justify|-webkit-left)$/.test(parent.style['text-align'] || 'start');
  if (inlineOnly && startAligned && lines.x > c.x + 1) return lines;
  return { x: c.x, y: lines.y, w: c.w, h: lines.h };
}

/**
 * A text node's rects are its glyphs' content areas, not its line boxes: with a line height
 * above the font's (Bootstrap's 1.5), each line's half-leading lies outside them. Loose text
 * measured that way gets the half-leading above it as a top margin and the one below it added
 * to the next sibling's margin, and Elementor, which lays the text out in full line boxes, then
 * moves everything after it down by a leading per run. The union of n lines is (n - 1) line
 * heights plus one content area, so it grows to n line heights; Chromium puts the floor of the
 * half-leading above the content area and the rest below.
 * Only when that is what the height says: a run taller than its lines (an inline image) stays.
 */
export function lineBoxesOf(lines: Box, lineHeight: number, fontSize: number): Box {
  if (!(lineHeight > fontSize) || !(fontSize > 0) || lines.h <= 0) return lines;
  const n = Math.max(1, Math.ceil((lines.h - 0.5) / lineHeight));
  const full = n * lineHeight;
  const missing = full - lines.h;
  if (missing <= 0 || lines.h < (n - 1) * lineHeight + fontSize - 0.5) return lines;
  return { x: lines.x, y: lines.y - Math.floor(missing / 2), w: lines.w, h: full };
}

/** The box values of a fallback's root that follow the breakpoints (see fallback-css.ts). */
export function fallbackBoxDecls(cs: ComputedStyle, box: Box): Decls {
  const decls: Decls = {
    height: `${Math.round(box.h)}px`,
    'font-size': cs['font-size'],
    'line-height': cs['line-height'],
    padding: fourSides(cs, 'padding'),
    'border-radius': cs['border-top-left-radius'],
  };
  // A background icon sized and placed in rem (Pico's search, select and date icons) scales with the root font.
  if (cs['background-image'] && cs['background-image'] !== 'none') {
    decls['background-position'] = cs['background-position'];
    decls['background-size'] = cs['background-size'];
  }
  return decls;
}

/** The computed padding or margin as a four-value shorthand (top right bottom left). */
export function fourSides(cs: ComputedStyle, box: 'padding' | 'margin'): string {
  return `${cs[`${box}-top`]} ${cs[`${box}-right`]} ${cs[`${box}-bottom`]} ${cs[`${box}-left`]}`;
}

/** The four computed corner radii in `border-radius` order. */
export function fourCorners(cs: ComputedStyle): string {
  return `${cs['border-top-left-radius']} ${cs['border-top-right-radius']} ${cs['border-bottom-right-radius']} ${cs['border-bottom-left-radius']}`;
}

/** The look of a control's drawn pseudo-element box: size, paint, shape and its offset. */
export function pseudoBoxDecls(cs: ComputedStyle): Decls {
  const decls: Decls = {
    content: cs.content && cs.content !== 'normal' && cs.content !== 'none' ? cs.content : '""',
    display: cs.display,
    width: cs.width,
    height: cs.height,
    margin: fourSides(cs, 'margin'),
    'border-radius': fourCorners(cs),
    'background-color': cs['background-color'],
  };
  if (cs.position === 'absolute') Object.assign(decls, { position: 'absolute', top: cs.top, left: cs.left });
  if (cs['background-image'] && cs['background-image'] !== 'none') Object.assign(decls, { 'background-image': cs['background-image'], 'background-position': cs['background-position'], 'background-size': cs['background-size'], 'background-repeat': cs['background-repeat'] });
  if (cs['box-shadow'] && cs['box-shadow'] !== 'none') decls['box-shadow'] = cs['box-shadow'];
  if (cs.transform && cs.transform !== 'none') decls.transform = cs.transform;
  return decls;
}

/** The glyph of Font Awesome's SVG replacement (`<svg data-prefix="fas" data-icon="star">`). */
export function faReplacementGlyph(attrs: Record<string, string>): FaGlyph {
  const prefix = attrs['data-prefix'];
  const library = prefix === 'fab' ? 'fa-brands' : prefix === 'far' ? 'fa-regular' : 'fa-solid';
  const short = prefix === 'fab' ? 'fab' : prefix === 'far' ? 'far' : 'fas';
  return { iconClass: `${short} fa-${attrs['data-icon']}`, library };
}

/** The glyph of a Font Awesome `<i class="fas fa-star">`. */
export function faFontGlyph(cls: string): FaGlyph {
  let library: FaGlyph['library'] = /\b(fab|fa-brands)\b/.test(cls) ? 'fa-brands' : /\b(far|fa-regular)\b/.test(cls) ? 'fa-regular' : 'fa-solid';
  let name = cls.split(/\s+/).find((c) => /^fa-[a-z0-9-]+$/.test(c) && !['fa-solid', 'fa-regular', 'fa-brands', 'fa-fw', 'fa-lg', 'fa-2x', 'fa-3x', 'fa-4x', 'fa-5x', 'fa-stack', 'fa-inverse', 'fa-stack-1x', 'fa-stack-2x'].includes(c)) ?? 'fa-star';
  // Version 4 markup names no style (`fa fa-facebook`): its brands and outline icons are not solid.
  const v4 = /(^|\s)fa(\s|$)/.test(cls) && !/\b(fas|far|fab|fal|fad|fa-solid|fa-regular|fa-brands)\b/.test(cls) ? fa4Glyph(name.slice(3)) : undefined;
  if (v4) [library, name] = [v4.library, `fa-${v4.name}`];
  const prefix = library === 'fa-brands' ? 'fab' : library === 'fa-regular' ? 'far' : 'fas';
  return { iconClass: `${prefix} ${name}`, library };
}

/**
 * A system UI stack is written as the family `system-ui` (F24). Elementor quotes every family
 * (`font-family: "system-ui", Sans-serif`), and a quoted generic is a family name: it shows the
 * visitor's UI font only where the name itself resolves (Chromium on Linux through fontconfig's
 * `system-ui` alias, checked in the lab), elsewhere the kit's fallback generic. Leaving the family
 * empty is worse: Elementor then prints the kit's global font (Roboto on a new site, loaded from
 * Google Fonts) for the widget, never the theme's or the system's.
 */
export const SYSTEM_UI_NOTE = 'written as the family "system-ui"; Elementor quotes it, so browsers that do not resolve that name show the site kit\'s fallback generic (Sans-serif) instead of the visitor\'s UI font';

/** Where a row-flex box puts its content along the row (left/center/right), or undefined when it is not a row flex box. */
export function flexContentAlign(cs: Pick<ComputedStyle, 'display' | 'flex-direction' | 'justify-content'>): 'left' | 'center' | 'right' | undefined {
  if (!/flex/.test(cs.display) || !/^row/.test(cs['flex-direction'] || 'row')) return undefined;
  const j = (cs['justify-content'] || 'normal').replace(/^(safe|unsafe)\s+/, '');
  if (j === 'center' || j === 'space-around' || j === 'space-evenly') return 'center';
  if (j === 'flex-end' || j === 'end' || j === 'right') return cs['flex-direction'] === 'row-reverse' ? 'left' : 'right';
  if (j === 'space-between') return undefined;
  return cs['flex-direction'] === 'row-reverse' ? 'right' : 'left';
}

export function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

/** The Font Awesome glyph an inline SVG draws, when it is a known icon set's drawing. */
export function knownSvgGlyph(svg: StyledNode): FaGlyph | undefined {
  const paths = svgPaths(svg);
  return paths ? faGlyphForSvg(svg.attrs.viewbox, paths) : undefined;
}

/** Text of a computed `content` value (`"\f101"`, `"→"`); empty for none/normal/counters/images. */
export function parseContent(css: string | undefined): string {
  const m = /^"((?:[^"\\]|\\.)*)"$/.exec(css?.trim() ?? '');
  if (!m) return '';
  return m[1].replace(/\\([0-9a-fA-F]{1,6})\s?/g, (_s, hex: string) => String.fromCodePoint(parseInt(hex, 16))).replace(/\\(.)/g, '$1');
}

export function sameLine(a: Box, b: Box): boolean {
  return Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.5;
}

/** Whether boxes, in this order, go left-to-right within a line, then top-to-bottom. */
export function readsInOrder(boxes: Box[]): boolean {
  for (let k = 1; k < boxes.length; k++) {
    const a = boxes[k - 1];
    const b = boxes[k];
    if (sameLine(a, b) ? b.x + 2 < a.x : b.y + 2 < a.y) return false;
  }
  return true;
}

/** Left-to-right within a line (vertically overlapping boxes), otherwise top-to-bottom. */
export function byReadingOrder(a: Box, b: Box): number {
  return sameLine(a, b) ? a.x - b.x : a.y - b.y;
}

/** Children in painting order: stable by computed `order`, reversed for *-reverse directions. */
export function visualOrder<T>(children: T[], parent: ComputedStyle, orderOf: (c: T) => string): T[] {
  const isFlexOrGrid = /flex|grid/.test(parent.display);
  if (!isFlexOrGrid) return children;
  const sorted = children.map((c, i) => ({ c, i, o: Number(orderOf(c)) || 0 })).sort((a, b) => a.o - b.o || a.i - b.i).map((x) => x.c);
  return parent['flex-direction'].endsWith('-reverse') && parent.display.includes('flex') ? sorted.reverse() : sorted;
}

export function isZero(v: StyleValue | undefined): boolean {
  return !v || (v.type === 'unit' && Math.abs(v.value) < 0.5);
}

export function paddingZero(): StyleMap {
  return { 'padding-top': px(0), 'padding-right': px(0), 'padding-bottom': px(0), 'padding-left': px(0) };
}

/**
 * Every Elementor container is `position: relative`, so a later container paints over an
 * absolute/fixed one whose z-index is `auto` — unlike the source, where only positioned boxes
 * compete. Such boxes get z-index 1 to keep painting above their static siblings.
 */
export function zIndex(cs: ComputedStyle): StyleMap {
  if (cs.position === 'static') return {};
  if (cs['z-index'] !== 'auto') return { 'z-index': { type: 'unit', value: Number(cs['z-index']), unit: 'number' } };
  if (cs.position === 'absolute' || cs.position === 'fixed' || cs.position === 'sticky') return { 'z-index': { type: 'unit', value: 1, unit: 'number' } };
  return {};
}

/**
 * A box's own look (paddings, paint, borders, stacking) and the same with the typography a text
 * box adds, merged once per distinct computed style: every node spreads one map instead of
 * four or five (less copying, fewer object shapes for the layout's writes). Never mutated.
 */
// Merged by Object.assign, not `{ ...a, ...b }`: V8 adds a second spread's keys to the first's copy
// one new hidden class at a time (measured on picocss's styles: 14 µs against 2 µs for a text look).
// Then spread once: past 16 keys Object.assign's copy is a dictionary-mode object, and every node
// copies its look at every width (nodes/draft.ts, nodes/container.ts). Copying a dictionary means
// sorting and rehashing its keys (3-6 µs for a text look); a spread of one is a fast-mode object
// (one shared hidden class per key order), and a spread of that is a block copy (about 1 µs).
export const boxLook = memoByStyle((cs: ComputedStyle): StyleMap => ({ ...Object.assign({}, paddingStyle(cs), decorationStyle(cs), borderStyle(cs), zIndex(cs)) }));
export const textLook = memoByStyle((cs: ComputedStyle): StyleMap => ({ ...Object.assign({}, textStyle(cs), boxLook(cs)) }));

const INLINE_PROPS = ['color', 'font-weight', 'font-style', 'font-size', 'font-family', 'text-decoration-line', 'text-transform', 'letter-spacing', 'background-color'] as const;

/** CSS text for an inline element: what differs from its parent, plus box paint and link colour. */
export function inlineDiff(cs: ComputedStyle, parent: ComputedStyle, isLink: boolean, scale: InlineScale = {}): string {
  const parts: string[] = [];
  const own = pxOf(cs['font-size']);
  const len = (x: number) => (scale.box && own > 0 ? emOf(x, own) : `${x}px`);
  for (const p of INLINE_PROPS) {
    const mine = cs[p];
    if (p === 'background-color') {
      if (clipsBackgroundToText(cs)) continue;
      const c = parseColor(mine);
      if (c && c.alpha > 0) parts.push(`background-color:${toRgbaString(c)}`);
      continue;
    }
    if (mine !== parent[p] || (isLink && (p === 'color' || p === 'text-decoration-line'))) {
      const prop = p === 'text-decoration-line' ? 'text-decoration' : p;
      parts.push(`${prop}:${p === 'font-size' && scale.font ? `${Math.round(scale.font * 10000) / 10000}em` : mine}`);
    }
  }
  if (cs.display === 'inline-block' || cs.display === 'inline-flex') {
    parts.push('display:inline-block');
    const pad = paddings(cs);
    if (pad.some((x) => x > 0)) parts.push(`padding:${pad.map(len).join(' ')}`);
    const mr = pxOf(cs['margin-right']);
    const ml = pxOf(cs['margin-left']);
    if (mr || ml) parts.push(`margin:0 ${mr}px 0 ${ml}px`);
  } else {
    const pad = paddings(cs);
    if (pad.some((x) => x > 0)) parts.push(`padding:${pad.map(len).join(' ')}`);
  }
  const gradientText = gradientTextCss(cs);
  if (gradientText) parts.push(gradientText);
  const bw = borderWidths(cs);
  if (bw.some((w) => w > 0)) parts.push(`border:${Math.max(...bw)}px ${cs['border-top-style'] === 'none' ? 'solid' : cs['border-top-style']} ${cs['border-top-color']}`);
  const radius = pxOf(cs['border-top-left-radius']);
  if (radius) parts.push(`border-radius:${len(radius)}`);
  return parts.join(';');
}
