/**
 * Reduce DOM Size, the folds: a box with one child becomes one node where one box can draw both.
 *
 * - `foldStack`: a box whose only child is an unpainted box (padding allowed, no border) inside
 *   its content box takes that box's children and layout; the child's vertical margins and its
 *   padding add to the box's padding (flex boxes do not collapse margins, so the children start
 *   at the same place).
 * - `foldIntoText`: a box whose only child is a text or heading spanning its content box (a card
 *   title bar, a badge row) becomes that text with the box's look: its paint, border, placement
 *   and padding, the text's own margins turned into padding.
 *
 * Both check every breakpoint of the IR and give up where the boxes differ at any width.
 */
import { composeStyle, effectiveAt, resetValue } from '../ir/responsive.ts';
import { BORDER_WIDTH, MARGINS, PADDING } from '../ir/styles.ts';
import type { IRContainer, IRHeading, IRImage, IRNode, IRText, ResponsiveStyle, StyleMap } from '../ir/types.ts';
import { sameData, type StyleValue } from '../ir/values.ts';

export const val = (node: IRNode, bps: string[], i: number, prop: string): StyleValue | undefined => effectiveAt(node.style, bps, i, prop);
export const num = (v: StyleValue | undefined): number => (v?.type === 'unit' ? v.value : 0);
const isPx = (v: StyleValue | undefined): boolean => !v || (v.type === 'unit' && (v.unit === 'px' || v.value === 0));
export const kw = (v: StyleValue | undefined): string | undefined => (v?.type === 'keyword' ? v.value : undefined);
export const everyBp = (bps: string[], test: (i: number) => boolean): boolean => bps.every((_, i) => test(i));

/** Every property either style names, at any breakpoint. */
function propsOf(...styles: ResponsiveStyle[]): Set<string> {
  const out = new Set<string>();
  for (const s of styles) for (const m of [s.base, ...Object.values(s.overrides)]) for (const k of Object.keys(m)) out.add(k);
  return out;
}

const px = (value: number): StyleValue => ({ type: 'unit', value: Math.round(value * 100) / 100, unit: 'px' });
export const sameHidden = (a: IRNode, b: IRNode) => sameData([...a.hiddenAt].sort(), [...b.hiddenAt].sort());

/** The box has no behaviour a fold could lose: no link, hover, custom CSS or per-look copy, never a grid. */
function plainBox(node: IRNode, bps: string[], grid = false): boolean {
  return !node.link && !node.hover && !node.unexpressed?.length && !node.lookCopy && (grid || everyBp(bps, (i) => kw(val(node, bps, i, 'display')) !== 'grid'));
}

/** Not a grid, or a grid of px rows (a taller box gives the extra height to no track). */
function pxTracks(node: IRNode, bps: string[], i: number): boolean {
  if (kw(val(node, bps, i, 'display')) !== 'grid') return true;
  return (kw(val(node, bps, i, 'grid-template-rows')) ?? '')
    .trim()
    .split(/\s+/)
    .every((t) => /^\d+(?:\.\d+)?px$/.test(t));
}

/** Spans its parent's content box at every breakpoint: 100 % wide, no side margins, not grown. */
export function spansParent(node: IRNode, bps: string[]): boolean {
  return everyBp(bps, (i) => {
    const w = val(node, bps, i, 'width');
    const align = kw(val(node, bps, i, 'align-self')) ?? 'flex-start';
    return (
      w?.type === 'unit' &&
      w.unit === '%' &&
      w.value === 100 &&
      num(val(node, bps, i, 'margin-left')) === 0 &&
      num(val(node, bps, i, 'margin-right')) === 0 &&
      (align === 'flex-start' || align === 'stretch') &&
      kw(val(node, bps, i, 'flex-size')) !== 'grow'
    );
  });
}

/** Vertical margins that padding can stand for: px, not negative. */
function paddableMargins(node: IRNode, bps: string[]): boolean {
  return everyBp(bps, (i) => ['margin-top', 'margin-bottom'].every((p) => isPx(val(node, bps, i, p)) && num(val(node, bps, i, p)) >= 0));
}

const pxPadding = (node: IRNode, bps: string[]) => everyBp(bps, (i) => PADDING.every((p) => isPx(val(node, bps, i, p))));

const noMinHeight = (node: IRNode, bps: string[]) => everyBp(bps, (i) => num(val(node, bps, i, 'min-height')) === 0);

/** Paints nothing and has no padding or border of its own. */
export function bareBox(node: IRNode, bps: string[], paint: readonly string[]): boolean {
  return everyBp(bps, (i) => {
    const g = (p: string) => val(node, bps, i, p);
    for (const p of paint) {
      const v = g(p);
      if (!v || sameData(v, resetValue(p))) continue;
      if (p === 'background-color' && v.type === 'color' && v.alpha === 0) continue;
      if (p === 'position' && kw(v) === 'static') continue;
      if (p === 'z-index' && kw(v) === 'auto') continue;
      if ((p === 'top' || p === 'left') && num(v) === 0 && !g('position')) continue;
      return false;
    }
    return PADDING.every((p, k) => num(g(p)) === 0 && num(g(BORDER_WIDTH[k])) === 0);
  });
}

const LAYOUT = ['display', 'flex-direction', 'flex-wrap', 'column-gap', 'row-gap', 'grid-template-columns', 'grid-template-rows'];

/** `outer`'s padding-top/bottom plus `inner`'s vertical margins (and `inner`'s padding when `withPadding`), at breakpoint `i`. */
function paddingWith(outer: IRNode, inner: IRNode, bps: string[], prop: string, i: number, withPadding: boolean): StyleValue | undefined {
  const side = prop.slice('padding-'.length);
  const extra = side === 'top' || side === 'bottom' ? num(val(inner, bps, i, `margin-${side}`)) : 0;
  const own = withPadding ? num(val(inner, bps, i, prop)) : 0;
  const base = val(outer, bps, i, prop);
  if (!extra && !own) return base;
  return px(num(base) + extra + own);
}

/** Per breakpoint, a box's width in px where the IR lets it be known (else undefined). */
export type Widths = Array<number | undefined>;

/** `node`'s border-box width per breakpoint: its px width, or its % of the parent's content width. */
export function boxWidths(node: IRNode, bps: string[], parentContent: Widths): Widths {
  return bps.map((_, i) => {
    const w = val(node, bps, i, 'width');
    if (w?.type !== 'unit') return undefined;
    if (w.unit === 'px') return w.value;
    const parent = parentContent[i];
    return w.unit === '%' && parent !== undefined ? (w.value / 100) * parent : undefined;
  });
}

/** The content width inside `box` (px paddings and borders taken off). */
export function contentWidths(node: IRNode, bps: string[], box: Widths): Widths {
  return bps.map((_, i) => {
    const sides = ['padding-left', 'padding-right', 'border-left-width', 'border-right-width'].map((p) => val(node, bps, i, p));
    const b = box[i];
    return b === undefined || !sides.every(isPx) ? undefined : b - sides.reduce((s, v) => s + num(v), 0);
  });
}

/**
 * Where `inner` sits across `outer`'s content box at breakpoint `i`, as the horizontal padding
 * `outer` would need to put `inner`'s content box there: [left, right] in px, or undefined when
 * the widths cannot be compared (a % box in a px one) or `inner` sticks out.
 */
export function horizontalPadding(outer: IRNode, inner: IRNode, bps: string[], i: number, outerWidth?: number): [number, number] | undefined {
  const g = (n: IRNode, p: string) => val(n, bps, i, p);
  const props = ['padding-left', 'padding-right', 'border-left-width', 'border-right-width'];
  if (!props.every((p) => isPx(g(outer, p))) || !['margin-left', 'margin-right'].every((p) => isPx(g(inner, p)))) return undefined;
  const [pl, pr, bl, br] = props.map((p) => num(g(outer, p)));
  const ml = num(g(inner, 'margin-left'));
  const align = kw(g(inner, 'align-self')) ?? 'flex-start';
  if (kw(g(inner, 'flex-size')) === 'grow') return undefined;
  const w = g(inner, 'width');
  if (w?.type === 'unit' && w.unit === '%' && w.value === 100) {
    if (ml !== 0 || num(g(inner, 'margin-right')) !== 0) return undefined;
    return [pl, pr];
  }
  if (outerWidth === undefined) return undefined;
  const content = outerWidth - pl - pr - bl - br;
  const width = w?.type === 'unit' && w.unit === 'px' ? w.value : w?.type === 'unit' && w.unit === '%' ? (w.value / 100) * content : undefined;
  if (width === undefined) return undefined;
  const slack = content - width;
  // A centred or end-aligned child: the free space goes to the padding on its sides.
  const mr = num(g(inner, 'margin-right'));
  const free = slack - ml - mr;
  const before = align === 'center' ? free / 2 : align === 'flex-end' ? free : 0;
  if (before < -0.5) return undefined;
  const left = pl + ml + Math.max(0, before);
  const right = pl + pr + content - left - width;
  return left > -0.5 && right > -0.5 ? [Math.max(0, left), Math.max(0, right)] : undefined;
}

export function foldStack(node: IRContainer, bps: string[], paint: readonly string[], box: Widths = []): IRContainer {
  if (node.children.length !== 1) return node;
  const inner = node.children[0];
  // An inner grid hands its tracks to a box that is none: they size against the same content box.
  if (inner.kind !== 'container' || !plainBox(node, bps) || !plainBox(inner, bps, true) || !sameHidden(node, inner)) return node;
  if (!noMinHeight(node, bps) && !everyBp(bps, (i) => pxTracks(inner, bps, i))) return node;
  // The inner box may have padding (it paints nothing, so its padding only moves its children in): it adds to the outer's.
  // Its min-height too may go (innerMinHeight): the outer box then holds the same height.
  const innerLook = { ...inner, style: without(inner.style, (p) => p.startsWith('padding-') || p === 'min-height') };
  if (!bareBox(innerLook, bps, paint) || !pxPadding(inner, bps)) return node;
  const sides = bps.map((_, i) => horizontalPadding(node, inner, bps, i, box[i]));
  if (sides.some((x) => !x)) return node;
  if (!paddableMargins(inner, bps)) return node;
  const minHeight = noMinHeight(inner, bps) ? undefined : innerMinHeight(node, inner, bps);
  if (minHeight === null) return node;
  const vertical = everyBp(bps, (i) => ['margin-top', 'margin-bottom', 'padding-top', 'padding-bottom'].every((p) => num(val(inner, bps, i, p)) === 0));
  // Margins turned into padding keep the children in place; a min-height stays the outer's border-box height.
  if (!vertical && !minHeight && !everyBp(bps, (i) => ['padding-top', 'padding-bottom', 'min-height'].every((p) => isPx(val(node, bps, i, p))))) return node;
  const props = propsOf(node.style, inner.style).add('padding-left').add('padding-right');
  const style = composeStyle(bps, props, (prop, i) => {
    if (LAYOUT.includes(prop)) return val(inner, bps, i, prop);
    if (prop === 'min-height' && minHeight) return minHeight[i];
    if (prop === 'padding-top' || prop === 'padding-bottom') return paddingWith(node, inner, bps, prop, i, true);
    if (prop === 'padding-left' || prop === 'padding-right') return px(sides[i]![prop === 'padding-left' ? 0 : 1] + num(val(inner, bps, i, prop)));
    return val(node, bps, i, prop);
  });
  return foldStack({ ...node, style, children: inner.children }, bps, paint, box);
}

const VERTICAL_FRAME = ['padding-top', 'padding-bottom', 'border-top-width', 'border-bottom-width'];

/**
 * The outer box's min-height (border box, per breakpoint) that holds what the inner box's did:
 * the inner's min-height plus the outer's vertical padding and borders and the inner's vertical
 * margins, or the outer's own where that is taller. Null where the inner's height places its
 * children (they are centred or pushed to the end in it, or stretched in a column) or a length
 * is not in px; the outer box has the same content box after the fold, so children at its top
 * stay where they were.
 */
export function innerMinHeight(outer: IRNode, inner: IRContainer, bps: string[]): Array<StyleValue | undefined> | null {
  const lengths = ['min-height', ...VERTICAL_FRAME, 'margin-top', 'margin-bottom'];
  if (!everyBp(bps, (i) => lengths.every((p) => isPx(val(outer, bps, i, p)) && isPx(val(inner, bps, i, p))))) return null;
  const topPlaced = everyBp(bps, (i) => {
    const justify = kw(val(inner, bps, i, 'justify-content'));
    if (justify && !['flex-start', 'start', 'normal'].includes(justify)) return false;
    const row = kw(val(inner, bps, i, 'flex-direction')) === 'row';
    return inner.children.every((c) => {
      const align = kw(val(c, bps, i, 'align-self')) ?? 'flex-start';
      if (kw(val(c, bps, i, 'flex-size')) === 'grow') return false;
      return row ? align === 'flex-start' || align === 'start' : num(val(c, bps, i, 'margin-top')) >= 0;
    });
  });
  if (!topPlaced || kw(val(inner, bps, 0, 'display')) === 'grid') return null;
  return bps.map((_, i) => {
    const own = num(val(inner, bps, i, 'min-height'));
    const held =
      own +
      ['padding-top', 'padding-bottom', 'border-top-width', 'border-bottom-width'].reduce((s, p) => s + num(val(outer, bps, i, p)), 0) +
      num(val(inner, bps, i, 'margin-top')) +
      num(val(inner, bps, i, 'margin-bottom'));
    const outerMin = num(val(outer, bps, i, 'min-height'));
    const h = own > 0 ? Math.max(held, outerMin) : outerMin;
    return h > 0 ? px(h) : undefined;
  });
}

/** Properties of the box that stay the box's (placement in its parent); the rest of its look moves onto the text. */
const PLACEMENT = ['width', ...MARGINS, 'align-self', 'flex-size', 'flex-order', 'grid-column', 'grid-row'];
/** Layout of the box's content: meaningless on a text. */
const CONTENT_LAYOUT = new Set([...LAYOUT, 'min-height']);

export function foldIntoText(node: IRContainer, bps: string[], paint: readonly string[]): IRNode {
  if (node.children.length !== 1) return node;
  const inner = node.children[0];
  if (inner.kind !== 'text' && inner.kind !== 'heading') return node;
  if (!plainBox(node, bps) || inner.hover || inner.unexpressed?.length || inner.lookCopy || !sameHidden(node, inner)) return node;
  if (!bareBox({ ...inner, style: withoutPadding(inner.style) }, bps, paint) || !spansParent(inner, bps) || !paddableMargins(inner, bps)) return node;
  // A box taller than its text (a min-height) gives the text that min-height: its border box is the box's (the text's margins become padding inside it).
  const minHeight = !noMinHeight(node, bps);
  if (minHeight && !everyBp(bps, (i) => isPx(val(node, bps, i, 'min-height')) && keptBorderBox(node, bps, i) && textTopPlaced(node, bps, i))) return node;
  if (!everyBp(bps, (i) => PADDING.every((p) => isPx(val(node, bps, i, p)) && isPx(val(inner, bps, i, p))))) return node;
  const props = propsOf(node.style, inner.style);
  const style = composeStyle(bps, props, (prop, i) => {
    if (PLACEMENT.includes(prop)) return val(node, bps, i, prop);
    if (prop.startsWith('padding-')) return paddingWith(node, inner, bps, prop, i, true);
    if (prop === 'min-height' && minHeight) return val(node, bps, i, prop);
    if (CONTENT_LAYOUT.has(prop)) return undefined;
    return val(inner, bps, i, prop) ?? val(node, bps, i, prop);
  });
  return { ...(inner as IRText | IRHeading), style } as IRNode;
}

/**
 * The box's min-height means the same on the text: a width is set (serializers size a box with a
 * width and padding by its border box) or nothing pads or frames it.
 */
function keptBorderBox(node: IRNode, bps: string[], i: number): boolean {
  return !!val(node, bps, i, 'width') || VERTICAL_FRAME.every((p) => num(val(node, bps, i, p)) === 0);
}

/** The box puts its text at its top (a column box's content starts there unless it is justified). */
function textTopPlaced(node: IRNode, bps: string[], i: number): boolean {
  const justify = kw(val(node, bps, i, 'justify-content'));
  return (!justify || ['flex-start', 'start', 'normal'].includes(justify)) && kw(val(node, bps, i, 'flex-direction')) !== 'row';
}

function withoutPadding(style: ResponsiveStyle): ResponsiveStyle {
  return without(style, (k) => k.startsWith('padding-'));
}

function without(style: ResponsiveStyle, drop: (prop: string) => boolean): ResponsiveStyle {
  const strip = (m: StyleMap) => Object.fromEntries(Object.entries(m).filter(([k]) => !drop(k)));
  return { base: strip(style.base), overrides: Object.fromEntries(Object.entries(style.overrides).map(([k, v]) => [k, strip(v)])) };
}

/** A frame an image draws on itself as well as its box does: border, background, shadow, corners. */
const FRAME = /^border-|^background-color$|^box-shadow$/;

/**
 * A box whose only child is an image filling it (a bordered grid cell, a framed picture) becomes
 * the image with the box's frame and placement: the image's border box is the box's. The image
 * keeps its content size: a fixed image height grows by the frame's top and bottom borders.
 * A stretched box may be taller than its image (its frame too): folded only when `stretched`
 * (Reduce DOM Size advanced, which trades that difference for fewer blocks).
 */
export function foldIntoImage(node: IRContainer, bps: string[], paint: readonly string[], stretched = false, area: Widths = []): IRNode {
  if (node.children.length !== 1) return node;
  const inner = node.children[0];
  // A stretched box (a grid cell, a row item) can be taller than its image, its frame with it: only `stretched` folds it,
  // or a grid area (`area`, its height per breakpoint) exactly as tall as the framed image.
  const fits = (i: number) => {
    const h = val(inner, bps, i, 'image-height');
    const framed = num(h) + num(val(node, bps, i, 'border-top-width')) + num(val(node, bps, i, 'border-bottom-width'));
    return h?.type === 'unit' && h.unit === 'px' && area[i] !== undefined && Math.abs(area[i]! - framed) <= 0.5;
  };
  if (!stretched && !everyBp(bps, (i) => kw(val(node, bps, i, 'align-self')) !== 'stretch' || fits(i))) return node;
  if (inner.kind !== 'image' || !plainBox(node, bps) || inner.hover || inner.unexpressed?.length || inner.lookCopy || !sameHidden(node, inner)) return node;
  if (!bareBox({ ...node, style: without(node.style, (p) => FRAME.test(p) || PLACEMENT.includes(p)) }, bps, paint) || !noMinHeight(node, bps)) return node;
  if (!bareBox({ ...inner, style: without(inner.style, (p) => p === 'overflow') }, bps, paint) || !spansParent(inner, bps)) return node;
  if (!everyBp(bps, (i) => num(val(inner, bps, i, 'margin-top')) === 0 && num(val(inner, bps, i, 'margin-bottom')) === 0)) return node;
  if (!everyBp(bps, (i) => ['border-top-width', 'border-bottom-width'].every((p) => isPx(val(node, bps, i, p))))) return node;
  const style = composeStyle(bps, propsOf(node.style, inner.style), (prop, i) => {
    if (PLACEMENT.includes(prop)) return val(node, bps, i, prop);
    if (CONTENT_LAYOUT.has(prop)) return undefined;
    const own = val(inner, bps, i, prop);
    if (prop === 'image-height' && own?.type === 'unit')
      return px(own.value + num(val(node, bps, i, 'border-top-width')) + num(val(node, bps, i, 'border-bottom-width')));
    return FRAME.test(prop) ? val(node, bps, i, prop) : own;
  });
  return { ...(inner as IRImage), style };
}

/**
 * The height of the grid area `child` fills in `grid` per breakpoint, where the grid's rows are
 * px tracks (the computed `grid-template-rows`) and the child names its rows (`r / span n`).
 */
export function gridAreaHeights(grid: IRNode, child: IRNode, bps: string[]): Widths {
  return bps.map((_, i) => {
    if (kw(val(grid, bps, i, 'display')) !== 'grid') return undefined;
    const tracks = (kw(val(grid, bps, i, 'grid-template-rows')) ?? '').trim().split(/\s+/);
    if (!tracks.every((t) => /^\d+(?:\.\d+)?px$/.test(t))) return undefined;
    const m = /^(\d+)\s*\/\s*span\s+(\d+)$/.exec(kw(val(child, bps, i, 'grid-row')) ?? '');
    if (!m) return undefined;
    const [start, span] = [Number(m[1]) - 1, Number(m[2])];
    if (start + span > tracks.length) return undefined;
    const rows = tracks.slice(start, start + span).reduce((s, t) => s + parseFloat(t), 0);
    return rows + (span - 1) * num(val(grid, bps, i, 'row-gap'));
  });
}
