import { composeStyle, effectiveAt } from '../../ir/responsive.ts';
import { BORDER_WIDTH, MARGINS, PADDING } from '../../ir/styles.ts';
import type { IRContainer, IREmbed, IRIcon, IRNode } from '../../ir/types.ts';
import { keywordOf, type StyleValue } from '../../ir/values.ts';
import type { GutenbergContext } from './context.ts';
import { graphicBlock, iconBlock } from './drawn.ts';

/** A box draws something of its own: a colour, an image, a border, a shadow. */
export function paints(node: IRNode, bps: string[]): boolean {
  return bps.some((_, i) => {
    const v = (p: string) => effectiveAt(node.style, bps, i, p);
    const bg = v('background-color');
    if (bg?.type === 'color' && bg.alpha > 0) return true;
    if (v('background-image') || v('box-shadow')) return true;
    return BORDER_WIDTH.some((p) => num(v(p)) > 0);
  });
}

const num = (v: StyleValue | undefined) => (v?.type === 'unit' ? v.value : 0);
const CELL = ['grid-column', 'grid-row'];
/** What may change with the breakpoint on a picture in flow (its place; its size may not). */
export const PICTURE_PLACE = new Set<string>(['align-self', ...MARGINS]);
/** A cell's own spacing, which must be zero: the picture takes the cell's place as it is. */
const CELL_SPACING = [...PADDING, ...MARGINS];

/**
 * Reduce DOM Size, Gutenberg's own step: a grid cell that paints nothing and only places one
 * picture (a logo in a logo cloud, centred or at the start of its cell, at its top) is the
 * picture itself, placed in the cell's grid area with the same alignment (`justify-self`) and
 * margins: one empty group painting the picture instead of two.
 */
export function pictureCellBlock(ctx: GutenbergContext, node: IRContainer): string | undefined {
  const bps = ctx.breakpoints;
  const child = node.children[0];
  if (node.children.length !== 1 || paints(node, bps) || node.link || node.hover || node.unexpressed?.length) return undefined;
  if (child.kind !== 'icon' && !(child.kind === 'embed' && child.reason === 'inline SVG')) return undefined;
  if (child.link || child.hover || child.unexpressed?.length || child.lookCopy || child.style.base.position) return undefined;
  if ([...child.hiddenAt].sort().join() !== [...node.hiddenAt].sort().join()) return undefined;
  if (Object.values(child.style.overrides).some((m) => Object.keys(m).some((p) => !PICTURE_PLACE.has(p)))) return undefined;
  const at = (n: IRNode, i: number, p: string) => effectiveAt(n.style, bps, i, p);
  const every = (test: (i: number) => boolean) => bps.every((_, i) => test(i));
  // A cell of a grid, spanning it, without padding or margins of its own, laying out a column.
  if (!every((i) => CELL.every((p) => at(node, i, p)) && (keywordOf(at(node, i, 'flex-direction')) ?? 'column') === 'column')) return undefined;
  if (!every((i) => CELL_SPACING.every((p) => num(at(node, i, p)) === 0) && keywordOf(at(node, i, 'display')) !== 'grid')) return undefined;
  const width = at(child, 0, 'width');
  if (width?.type !== 'unit' || width.unit !== 'px') return undefined;
  const justify: string[] = [];
  for (let i = 0; i < bps.length; i++) {
    const align = keywordOf(at(child, i, 'align-self')) ?? 'flex-start';
    const sides = num(at(child, i, 'margin-left')) === 0 && num(at(child, i, 'margin-right')) === 0;
    if (align === 'center' && sides) justify.push('center');
    else if (align === 'flex-start' || align === 'start') justify.push('start');
    else return undefined;
  }
  const place = (i: number, p: string): StyleValue | undefined => {
    if (CELL.includes(p)) return at(node, i, p);
    if (p === 'justify-self') return { type: 'keyword', value: justify[i] };
    if (p === 'align-self') return { type: 'keyword', value: 'start' };
    return at(child, i, p);
  };
  const props = new Set([...Object.keys(child.style.base), ...CELL, 'justify-self', 'align-self']);
  const picture = { ...child, style: composeStyle(bps, props, (p, i) => place(i, p)) } as IRIcon | IREmbed;
  return picture.kind === 'icon' ? iconBlock(ctx, picture) : graphicBlock(ctx, picture, picture.html);
}
