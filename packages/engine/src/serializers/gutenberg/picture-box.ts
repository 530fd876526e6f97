import { effectiveAt } from '../../ir/responsive.ts';
import type { IRContainer, IREmbed, IRIcon, IRNode } from '../../ir/types.ts';
import { keywordOf, type StyleValue } from '../../ir/values.ts';
import { faSvg } from '../fa-svg.ts';
import { groupBlock } from './blocks.ts';
import type { GutenbergContext } from './context.ts';
import { declarationsAt } from './css.ts';
import { svgPicture } from './graphics.ts';

/**
 * Reduce DOM Size, Gutenberg's own step: a box holding only pictures (icons, inline SVG: a social
 * button, a stacked Font Awesome badge) is one `core/group` painting them as layers of its own
 * background, at their size and place, over its own colour; each picture was an empty group
 * painting itself the same way. Where a picture's place or size is not known in px at every
 * width (it moves with a breakpoint, its box's padding changes, it sits in a row or a grid with
 * others), the box keeps its children.
 */
export function pictureBoxBlock(ctx: GutenbergContext, node: IRContainer, isRoot: boolean): string | undefined {
  if (!ctx.reduceDomSize || isRoot || !node.children.length || node.lookCopy) return undefined;
  const bps = ctx.breakpoints;
  const at = (n: IRNode, i: number, p: string) => effectiveAt(n.style, bps, i, p);
  const every = (test: (i: number) => boolean) => bps.every((_, i) => test(i));
  if (every((i) => keywordOf(at(node, i, 'display')) === 'grid') || node.style.base['background-image']) return undefined;
  if ((node.unexpressed ?? []).some((d) => /^\s*background/i.test(d))) return undefined;
  // The box's frame places the pictures: it must not change with the breakpoint.
  const frame = (p: string) => /^(padding|border)-/.test(p);
  if (Object.values(node.style.overrides).some((m) => Object.keys(m).some(frame))) return undefined;
  const flow = node.children.length === 1 && (keywordOf(node.style.base['flex-direction']) ?? 'column') === 'column';
  const layers: string[][] = [];
  for (const child of node.children) {
    const layer = pictureLayer(ctx, node, child, flow);
    if (!layer) return undefined;
    layers.push(layer);
  }
  // Later children paint over earlier ones: the first CSS layer is the top one.
  layers.reverse();
  const decls = [
    `background-image: ${layers.map((l) => l[0]).join(', ')}`,
    `background-position: ${layers.map((l) => l[1]).join(', ')}`,
    `background-size: ${layers.map((l) => l[2]).join(', ')}`,
    'background-repeat: no-repeat',
  ];
  return groupBlock(ctx, { ...node, children: [], unexpressed: [...(node.unexpressed ?? []), ...decls] }, [], false);
}

const pxOf = (v: StyleValue | undefined): number | undefined =>
  v?.type === 'unit' && (v.unit === 'px' || v.value === 0) ? v.value : v === undefined ? 0 : undefined;

/** [image, position, size] of `child` as a background layer of `box`, or undefined. */
function pictureLayer(ctx: GutenbergContext, box: IRContainer, child: IRNode, flow: boolean): string[] | undefined {
  if (child.kind !== 'icon' && !(child.kind === 'embed' && child.reason === 'inline SVG')) return undefined;
  if (child.link || child.hover || child.unexpressed?.length || child.lookCopy || Object.keys(child.style.overrides).length) return undefined;
  if ([...child.hiddenAt].sort().join() !== [...box.hiddenAt].sort().join()) return undefined;
  const svg = child.kind === 'icon' ? (child.svg ?? faSvg(child.library, child.iconClass)) : (child as IREmbed).html;
  const color = declarationsAt(child, ctx.breakpoints, 0, ['color']).get('color');
  const picture = svg ? svgPicture(svg, color) : undefined;
  const w = pxOf(child.style.base.width);
  if (!picture || !w) return undefined;
  // A height in px is the box's; in em (Font Awesome's 1 em) the drawing's own proportions give it from the width.
  const height = picture.get('height');
  const aspect = Number(picture.get('aspect-ratio')) || viewBoxAspect(svg!);
  const h = height && /^[\d.]+px$/.test(height) ? parseFloat(height) : aspect > 0 ? w / aspect : undefined;
  if (!h) return undefined;
  const image = picture.get('background-image')!;
  const size = `${round(w)}px ${round(h)}px`;
  const b = (p: string) => pxOf(box.style.base[p]);
  const c = (p: string) => pxOf(child.style.base[p]);
  if (keywordOf(child.style.base.position) === 'absolute') {
    const [top, left] = [c('top'), c('left')];
    if (top === undefined || left === undefined || child.style.base.right || child.style.base.bottom) return undefined;
    return [image, `${round(left)}px ${round(top)}px`, size];
  }
  if (!flow || (child as IRIcon | IREmbed).style.base.position) return undefined;
  const lengths = [
    'padding-top',
    'padding-left',
    'padding-bottom',
    'border-top-width',
    'border-bottom-width',
    'padding-right',
    'border-left-width',
    'border-right-width',
  ].map(b);
  const margins = ['margin-top', 'margin-left', 'margin-right', 'margin-bottom'].map(c);
  if ([...lengths, ...margins].some((v) => v === undefined)) return undefined;
  const [pt, pl, pb, bt, bb, pr, bl, br] = lengths as number[];
  const [mt, ml, mr, mb] = margins as number[];
  // The box keeps its height without the picture only where its min-height already holds it.
  const extent = bt + pt + mt + h + mb + pb + bb;
  if (!ctx.breakpoints.every((_, i) => (pxOf(effectiveAt(box.style, ctx.breakpoints, i, 'min-height')) ?? 0) >= extent - 0.5)) return undefined;
  const align = keywordOf(child.style.base['align-self']) ?? 'flex-start';
  // `center` centres in the padding box: the content box's centre where both sides are alike.
  const x =
    align === 'center' && ml === 0 && mr === 0 && pl === pr && bl === br
      ? 'center'
      : align === 'flex-start' || align === 'start'
        ? `${round(pl + ml)}px`
        : undefined;
  return x ? [image, `${x} ${round(pt + mt)}px`, size] : undefined;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Width / height of the root `<svg>`'s viewBox, or 0. */
function viewBoxAspect(svg: string): number {
  const box = (/^\s*<svg\b[^>]*\sviewBox\s*=\s*"([^"]*)"/i.exec(svg)?.[1] ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  return box.length === 4 && box[2] > 0 && box[3] > 0 ? box[2] / box[3] : 0;
}
