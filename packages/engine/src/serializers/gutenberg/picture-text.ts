import { effectiveAt } from '../../ir/responsive.ts';
import type { IRContainer, IREmbed, IRHeading, IRNode, IRText } from '../../ir/types.ts';
import { keywordOf, type StyleValue } from '../../ir/values.ts';
import { faSvg } from '../fa-svg.ts';
import type { GutenbergContext } from './context.ts';
import { declarationsAt } from './css.ts';
import { viewBoxAspect } from '../../ir/svg-file.ts';
import { svgPicture } from './graphics.ts';
import { paints } from './picture-cell.ts';

const num = (v: StyleValue | undefined) => (v?.type === 'unit' ? v.value : 0);
const isPx = (v: StyleValue | undefined) => !v || (v.type === 'unit' && (v.unit === 'px' || v.value === 0));

/**
 * Reduce DOM Size `advanced`, Gutenberg's own step: a picture (an icon, an inline SVG) standing right above a
 * heading or text in a column (a feature card's icon over its title) is drawn by that text's block
 * as a `::before` box of the picture's size, at the picture's place, the gap below it kept as its
 * margin: one block instead of two. Advanced only: the page looks the same, but a picture drawn by a
 * pseudo-element is no element of its own (tools that look for the page's images miss it: the fidelity
 * scorer's Images fall on landwind, 1.6 points of its 390 px composite). `node`'s children with each such pair merged (the picture's
 * drawing registered in ctx.extraRules for the text), or the children as they are.
 */
export function withPicturesInText(ctx: GutenbergContext, node: IRContainer): IRNode[] {
  if (
    ctx.reduceDomSize !== 'advanced' ||
    (keywordOf(node.style.base['flex-direction']) ?? 'column') !== 'column' ||
    keywordOf(node.style.base.display) === 'grid'
  )
    return node.children;
  if (Object.values(node.style.overrides).some((m) => m['flex-direction'] || m.display)) return node.children;
  const out: IRNode[] = [];
  for (let k = 0; k < node.children.length; k++) {
    const merged = merge(ctx, node.children[k], node.children[k + 1]);
    if (merged) {
      out.push(merged);
      k++;
    } else out.push(node.children[k]);
  }
  return out;
}

function merge(ctx: GutenbergContext, picture: IRNode, text: IRNode | undefined): IRNode | undefined {
  const bps = ctx.breakpoints;
  if (!text || (text.kind !== 'text' && text.kind !== 'heading')) return undefined;
  if (picture.kind !== 'icon' && !(picture.kind === 'embed' && picture.reason === 'inline SVG')) return undefined;
  for (const n of [picture, text]) if (n.link || n.hover || n.unexpressed?.length || n.lookCopy || n.style.base.position) return undefined;
  // The picture may change its size with the breakpoint (the drawing follows), not its place.
  const resized = (m: object) => Object.keys(m).every((p) => p === 'width' || p === 'font-size');
  if ([...picture.hiddenAt].sort().join() !== [...text.hiddenAt].sort().join() || !Object.values(picture.style.overrides).every(resized)) return undefined;
  // The text's box must be the column's: full width, no side margins, nothing painted or padded above its first line.
  const at = (n: IRNode, i: number, p: string) => effectiveAt(n.style, bps, i, p);
  const spans = bps.every((_, i) => {
    const w = at(text, i, 'width');
    return (
      w?.type === 'unit' &&
      w.unit === '%' &&
      w.value === 100 &&
      ['margin-left', 'margin-right', 'padding-top', 'border-top-width'].every((p) => num(at(text, i, p)) === 0)
    );
  });
  if (!spans || paints(text, bps) || bps.some((_, i) => !isPx(at(text, i, 'margin-top')))) return undefined;
  if (Object.values(text.style.overrides).some((m) => m['margin-top'] || m['padding-left'] || m['padding-right'])) return undefined;
  const svg = picture.kind === 'icon' ? (picture.svg ?? faSvg(picture.library, picture.iconClass)) : (picture as IREmbed).html;
  const color = declarationsAt(picture, bps, 0, ['color']).get('color');
  const drawing = svg ? svgPicture(svg, color) : undefined;
  const b = picture.style.base;
  const w = b.width?.type === 'unit' && b.width.unit === 'px' ? b.width.value : undefined;
  if (!drawing || !w || !['margin-top', 'margin-bottom', 'margin-left', 'margin-right'].every((p) => isPx(b[p]))) return undefined;
  const height = drawing.get('height');
  const aspect = Number(drawing.get('aspect-ratio')) || viewBoxAspect(svg!);
  const h = height && /^[\d.]+px$/.test(height) ? parseFloat(height) : aspect > 0 ? w / aspect : undefined;
  if (!h) return undefined;
  // Where the picture sat across the column, as the box's side margins (the text's padding moves it in).
  const align = keywordOf(b['align-self']) ?? 'flex-start';
  const [pl, pr] = ['padding-left', 'padding-right'].map((p) => num(text.style.base[p]));
  const left =
    align === 'center'
      ? pl === pr && num(b['margin-left']) === num(b['margin-right'])
        ? 'auto'
        : undefined
      : align === 'flex-start' || align === 'start'
        ? `${round(num(b['margin-left']) - pl)}px`
        : undefined;
  if (!left) return undefined;
  const before = new Map<string, string>([
    ['content', '""'],
    ['display', 'block'],
    ['width', `${round(w)}px`],
    ['height', `${round(h)}px`],
    ['margin', `0 ${left === 'auto' ? 'auto' : '0'} ${round(num(b['margin-bottom']) + num(text.style.base['margin-top']))}px ${left}`],
    ['background', `${drawing.get('background-image')} center / contain no-repeat`],
  ]);
  const style = {
    base: { ...text.style.base, 'margin-top': { type: 'unit' as const, value: num(b['margin-top']), unit: 'px' as const } },
    overrides: text.style.overrides,
  };
  const merged = { ...(text as IRText | IRHeading), style };
  const rules: Array<[string, number, Map<string, string>]> = [['::before', 0, before]];
  for (let i = 1; i < bps.length && ctx.responsive; i++) {
    const wi = effectiveAt(picture.style, bps, i, 'width');
    const prev = effectiveAt(picture.style, bps, i - 1, 'width');
    if (wi?.type !== 'unit' || wi.unit !== 'px') return undefined;
    const hi = height && /^[\d.]+px$/.test(height) ? h : wi.value / aspect;
    if (prev?.type === 'unit' && prev.value !== wi.value)
      rules.push([
        '::before',
        i,
        new Map([
          ['width', `${round(wi.value)}px`],
          ['height', `${round(hi)}px`],
        ]),
      ]);
  }
  (ctx.extraRules ??= new Map()).set(merged, rules);
  return merged;
}

const round = (n: number) => Math.round(n * 100) / 100;
