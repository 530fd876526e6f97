import { composeStyle, effectiveAt } from '../../ir/responsive.ts';
import { MARGINS, PADDING } from '../../ir/styles.ts';
import type { IRContainer, IRImage, IRNode } from '../../ir/types.ts';
import { keywordOf, type StyleValue } from '../../ir/values.ts';
import { imageBlock } from './blocks.ts';
import type { Decls } from './css.ts';
import type { GutenbergContext } from './context.ts';
import { paints } from './picture-cell.ts';

/** Where the box sits in its parent: the figure takes these over. */
const PLACE = ['width', ...MARGINS, 'align-self', 'flex-size', 'flex-order', 'grid-column', 'grid-row'];
/** The box's place and padding: what the figure takes over from it. */
const TAKEN = new Set<string>([...PLACE, ...PADDING]);
/** What the box may hold besides its place and padding: how it lays out its one child. */
const LAYOUT = new Set(['display', 'flex-direction', 'flex-wrap', 'align-items', 'justify-content', 'row-gap', 'column-gap', 'box-sizing']);
/** The picture's own place in the box: its `<img>` takes these (the width, the side it sits on, the space above and below). */
const PICTURE_PLACE = new Set<string>(['width', 'align-self', ...MARGINS, 'flex-size']);
/** What places the picture other than the box: it may have none of these. */
const SELF_PLACED = new Set<string>(['position', 'top', 'left', 'right', 'bottom', 'flex-order', 'grid-column', 'grid-row', ...PADDING]);

/**
 * Reduce DOM Size, Gutenberg's own step: a box that paints nothing and only pads one picture (a
 * logo in its Bootstrap column, `padding: 0 12px` around a centred `<img>`) is the picture's
 * `core/image`: the figure takes the box's place and padding (by its border box, as the box had
 * them), the `<img>` inside keeps the picture's own width and side. The box lays the picture out at
 * its top and is as tall as it, so the figure's box is the box's and the picture stays where it was.
 */
export function imageCellBlock(ctx: GutenbergContext, node: IRContainer, isRoot: boolean): string | undefined {
  if (!ctx.reduceDomSize || isRoot || node.children.length !== 1) return undefined;
  const child = node.children[0];
  if (child.kind !== 'image') return undefined;
  const bps = ctx.breakpoints;
  if (node.link || node.hover || node.unexpressed?.length || node.lookCopy || paints(node, bps)) return undefined;
  if (child.hover || child.unexpressed?.length || child.lookCopy) return undefined;
  if ([...child.hiddenAt].sort().join() !== [...node.hiddenAt].sort().join()) return undefined;
  const own = (n: IRNode) => [Object.keys(n.style.base), ...Object.values(n.style.overrides).map((m) => Object.keys(m))].flat();
  if (own(node).some((p) => !TAKEN.has(p) && !LAYOUT.has(p) && !/^border-.*-width$/.test(p))) return undefined;
  // The picture is placed by the box alone: no position, order or padding of its own.
  if (own(child).some((p) => SELF_PLACED.has(p))) return undefined;
  const at = (n: IRNode, i: number, p: string) => effectiveAt(n.style, bps, i, p);
  const img: Array<[number, Decls]> = [];
  let last = '';
  for (let i = 0; i < bps.length; i++) {
    const decls = imgPlaceAt(node, child, (n, p) => at(n, i, p));
    if (!decls) return undefined;
    const key = [...decls].join();
    if (i === 0 || key !== last) img.push([i, decls]);
    last = key;
  }
  // The figure: the box's place and padding (the picture's space above and below added to it), the picture's look.
  const props = new Set([...own(child).filter((p) => !PICTURE_PLACE.has(p)), ...PLACE, ...PADDING]);
  const style = composeStyle(bps, props, (p, i) => {
    if (p === 'padding-top' || p === 'padding-bottom') {
      const sum = num(at(node, i, p)) + num(at(child, i, p === 'padding-top' ? 'margin-top' : 'margin-bottom'));
      return { type: 'unit', value: Math.round(sum * 100) / 100, unit: 'px' };
    }
    return TAKEN.has(p) ? at(node, i, p) : at(child, i, p);
  });
  const figure: IRImage = { ...child, style };
  return imageBlock(ctx, figure, { img });
}

/**
 * The `<img>`'s width and side margins at one breakpoint, or undefined where the box does not
 * simply hold the picture there: a flex column laying it out from its top, px padding and a width
 * of its own, the picture with a px or % width (of the box's content box, which is the figure's),
 * no side margins, not grown.
 */
export function imgPlaceAt(node: IRNode, child: IRNode, at: (n: IRNode, p: string) => StyleValue | undefined): Decls | undefined {
  const kw = (n: IRNode, p: string) => keywordOf(at(n, p));
  if ((kw(node, 'display') ?? 'flex') !== 'flex' || (kw(node, 'flex-direction') ?? 'column') !== 'column') return undefined;
  if (!['flex-start', 'start', 'normal', undefined].includes(kw(node, 'justify-content'))) return undefined;
  const boxWidth = at(node, 'width');
  if (boxWidth?.type !== 'unit' || (boxWidth.unit !== 'px' && boxWidth.unit !== '%')) return undefined;
  if (!PADDING.every((p) => isPx(at(node, p)))) return undefined;
  if (!['margin-left', 'margin-right'].every((p) => num(at(child, p)) === 0)) return undefined;
  if (!['margin-top', 'margin-bottom'].every((p) => isPx(at(child, p)) && num(at(child, p)) >= 0)) return undefined;
  if (kw(child, 'flex-size') === 'grow') return undefined;
  const w = at(child, 'width');
  if (w?.type !== 'unit' || (w.unit !== 'px' && w.unit !== '%')) return undefined;
  const align = kw(child, 'align-self') ?? 'flex-start';
  const side: Record<string, [string, string]> = {
    'flex-start': ['0', '0'],
    start: ['0', '0'],
    stretch: ['0', '0'],
    center: ['auto', 'auto'],
    'flex-end': ['auto', '0'],
    end: ['auto', '0'],
  };
  if (!side[align]) return undefined;
  return new Map([
    ['width', `${w.value}${w.unit}`],
    ['margin-left', side[align][0]],
    ['margin-right', side[align][1]],
  ]);
}

const num = (v: StyleValue | undefined) => (v?.type === 'unit' ? v.value : 0);
const isPx = (v: StyleValue | undefined) => !v || (v.type === 'unit' && (v.unit === 'px' || v.value === 0));
