import { effectiveAt } from '../../ir/responsive.ts';
import { BORDER_WIDTH, MARGINS, PADDING } from '../../ir/styles.ts';
import type { IRContainer, IREmbed, IRNode } from '../../ir/types.ts';
import { keywordOf, round, type StyleValue } from '../../ir/values.ts';
import { boxWidths, contentWidths, num, sameHidden, type Widths } from '../../passes/reduce-dom-fold.ts';
import { faSvg } from '../fa-svg.ts';
import type { GutenbergContext } from './context.ts';
import { declarationsAt } from './css.ts';
import { svgPicture } from './graphics.ts';

/** A length the steps can add up: unset, px, or zero. */
export const isPx = (v: StyleValue | undefined) => !v || (v.type === 'unit' && (v.unit === 'px' || v.value === 0));
/** Properties of the picture and the text this step reads at the widest breakpoint only: no narrower breakpoint may change them. */
const FIXED = ['width', ...MARGINS, 'align-self', 'padding-left', 'position', 'display', 'flex-order'];

/**
 * Every box's content width in px per breakpoint, where the IR lets it be known (a chain of px and
 * % widths up to the viewport), for the steps that need a picture's size in px.
 */
export function contentWidthMap(roots: IRContainer[], bps: string[], viewport: Widths): Map<IRNode, Widths> {
  const map = new Map<IRNode, Widths>();
  const walk = (node: IRNode, box: Widths) => {
    if (node.kind !== 'container') return;
    const content = contentWidths(node, bps, box);
    map.set(node, content);
    for (const c of node.children) walk(c, boxWidths(c, bps, content));
  };
  for (const r of roots) walk(r, boxWidths(r, bps, viewport));
  return map;
}

/**
 * Reduce DOM Size `advanced`, Gutenberg's own step: a row that starts with a picture (an icon, an
 * inline SVG) followed by a text (a menu link with its icon, a contact line) puts the picture into
 * the text as an inline image (the paragraph's own "inline image" format), at the start of its first
 * line: the text takes the picture's place, a hanging indent (`padding-left` with a negative
 * `text-indent`) keeps every line where it was, and the image sits at the top of the first line with
 * the picture's top offset, at the picture's px size per breakpoint (from the IR's widths). One
 * block fewer, the same look, and the picture is still an image the user can pick in the text.
 * Only where the row keeps its height and places (the picture is no taller than the text's first
 * line, both at the top of the row, the row places its items from the start) and the text sizes
 * itself to its content. The row's children with the picture gone, or undefined.
 */
export function withPictureInRow(ctx: GutenbergContext, row: IRContainer): IRNode[] | undefined {
  const bps = ctx.breakpoints;
  if (ctx.reduceDomSize !== 'advanced' || !ctx.contentWidths || row.children.length < 2) return undefined;
  const [picture, text, ...rest] = row.children;
  if (text.kind !== 'text' && text.kind !== 'heading') return undefined;
  if (picture.kind !== 'icon' && !(picture.kind === 'embed' && picture.reason === 'inline SVG')) return undefined;
  const at = (n: IRNode, i: number, p: string) => effectiveAt(n.style, bps, i, p);
  if (!placesFromStart(row, bps, { noWrap: false })) return undefined;
  for (const n of [picture, text]) if (n.link || n.hover || n.unexpressed?.length || n.lookCopy || !sameAcross(n, bps, FIXED)) return undefined;
  if (!sameHidden(picture, text) || /<img\b/i.test(text.html)) return undefined;
  const b = picture.style.base;
  const t = text.style.base;
  const w = b.width;
  if (w?.type !== 'unit' || (w.unit !== 'px' && w.unit !== '%') || !MARGINS.every((p) => isPx(b[p])) || b.position || t.position) return undefined;
  if (PADDING.some((p, k) => num(b[p]) || num(b[BORDER_WIDTH[k]]))) return undefined;
  // The text has nothing at its left edge, and a width its box can grow by the indent: its content's, or a px or % one.
  const tw = t.width;
  const sized =
    keywordOf(tw) === 'auto' || (tw?.type === 'unit' && (tw.unit === 'px' || tw.unit === '%') && !num(t['padding-right']) && !num(t['border-right-width']));
  if (!sized || num(t['padding-left']) || num(t['border-left-width']) || t['text-indent']) return undefined;
  if (!MARGINS.every((p) => isPx(t[p]))) return undefined;
  const top = (n: IRNode) => (keywordOf(n.style.base['align-self']) ?? 'flex-start') === 'flex-start';
  if (!top(picture) || !top(text)) return undefined;
  const image = inlinePicture(picture, bps);
  if (!image) return undefined;
  const { src, aspect } = image;
  const dy = num(b['margin-top']) - num(t['margin-top']);
  const content = ctx.contentWidths.get(row) ?? [];
  const widths = bps.map((_, i) => (w.unit === 'px' ? w.value : content[i] !== undefined ? (w.value / 100) * content[i]! : undefined));
  // The row keeps its height: the picture, at its offset, fits in the text's first line.
  const fits = bps.every((bp, i) => {
    const lh = at(text, i, 'line-height');
    const pw = widths[i];
    if (row.hiddenAt.includes(bp) || text.hiddenAt.includes(bp)) return true;
    return lh?.type === 'unit' && lh.unit === 'px' && pw !== undefined && dy >= 0 && dy + pw / aspect <= lh.value + 0.5;
  });
  if (!fits || widths.some((pw) => pw === undefined)) return undefined;
  const after = num(b['margin-right']) + num(at(row, 0, 'column-gap')) + num(t['margin-left']);
  const rules: Array<[string, number, Map<string, string>]> = [];
  bps.forEach((_, i) => {
    const pw = widths[i]!;
    if (i > 0 && (!ctx.responsive || Math.abs(pw - widths[i - 1]!) < 0.01)) return;
    const indent = `${round(pw + after)}px`;
    const own = new Map([
      ['padding-left', indent],
      ['text-indent', `-${indent}`],
    ]);
    if (tw?.type === 'unit') own.set('width', tw.unit === 'px' ? `${round(tw.value + pw + after)}px` : `calc(${round(tw.value)}% + ${indent})`);
    rules.push(['', i, own]);
    rules.push([
      ' img',
      i,
      new Map([
        ['width', `${round(pw)}px`],
        ['height', `${round(pw / aspect)}px`],
      ]),
    ]);
  });
  const placeText = new Map([['margin-left', `${round(num(b['margin-left']))}px`]]);
  if (tw?.type === 'unit') placeText.set('box-sizing', 'border-box');
  rules.push(['', 0, placeText]);
  const place = new Map([
    ['display', 'inline-block'],
    ['vertical-align', 'top'],
    ['max-width', 'none'],
    ['margin', `${round(dy)}px ${round(after)}px 0 0`],
  ]);
  rules.push([' img', 0, place]);
  const moved = { ...text, html: `<img src="${src.replace(/"/g, '&quot;')}" alt=""/>${text.html}` };
  (ctx.extraRules ??= new Map()).set(moved, rules);
  return [moved, ...rest];
}

/**
 * The image an icon or inline SVG becomes inside a text: its drawing as a data URL and its aspect
 * ratio. Only a picture sized by its aspect ratio (the image's height follows from its width).
 */
/**
 * Whether the row is a flex row (not a grid) that places its items from the start with the same px gap at every
 * breakpoint, and, with `noWrap`, never wraps: where a picture can move into the text beside it.
 */
export function placesFromStart(row: IRContainer, bps: string[], { noWrap }: { noWrap: boolean }): boolean {
  const at = (i: number, p: string) => effectiveAt(row.style, bps, i, p);
  const ok = bps.every((_, i) => {
    const justify = keywordOf(at(i, 'justify-content'));
    return (
      keywordOf(at(i, 'flex-direction')) === 'row' &&
      keywordOf(at(i, 'display')) !== 'grid' &&
      (!noWrap || keywordOf(at(i, 'flex-wrap')) !== 'wrap') &&
      (!justify || ['flex-start', 'start', 'normal'].includes(justify)) &&
      isPx(at(i, 'column-gap'))
    );
  });
  return ok && sameAcross(row, bps, ['column-gap']);
}

export function inlinePicture(picture: IRNode, bps: string[]): { src: string; aspect: number } | undefined {
  if (picture.kind !== 'icon' && !(picture.kind === 'embed' && picture.reason === 'inline SVG')) return undefined;
  const svg = picture.kind === 'icon' ? (picture.svg ?? faSvg(picture.library, picture.iconClass)) : (picture as IREmbed).html;
  const drawing = svg ? svgPicture(svg, declarationsAt(picture, bps, 0, ['color']).get('color')) : undefined;
  const aspect = Number(drawing?.get('aspect-ratio'));
  const src = /^url\("(.*)"\)$/.exec(drawing?.get('background-image') ?? '')?.[1];
  if (!drawing || drawing.has('height') || !(aspect > 0) || !src) return undefined;
  return { src, aspect };
}

/** No narrower breakpoint of `node` changes any of `props`. */
export function sameAcross(node: IRNode, bps: string[], props: string[]): boolean {
  return bps.slice(1).every((bp) => props.every((p) => node.style.overrides[bp]?.[p] === undefined));
}
