import { composeStyle, effectiveAt } from '../../ir/responsive.ts';
import { MARGINS, PADDING } from '../../ir/styles.ts';
import type { IRContainer, IREmbed, IRNode } from '../../ir/types.ts';
import { keywordOf, type StyleValue } from '../../ir/values.ts';
import { htmlBlock } from './blocks.ts';
import type { GutenbergContext } from './context.ts';
import { drawsAsCode } from './drawn.ts';
import { paints } from './picture-cell.ts';

/** Embeds another step may draw as a native block (a picture, a painted box): not a plain fallback. */
const NATIVE_REASONS = new Set(['inline SVG', 'decorative box']);
/** Where the box sits in its parent: the fallback's own `<div>` takes these over. */
const PLACE = ['width', ...MARGINS, 'align-self', 'flex-size', 'flex-order', 'grid-column', 'grid-row'];
/** The box's place and padding: what the fallback takes over from it. */
const TAKEN = new Set<string>([...PLACE, ...PADDING]);
/** What the box may hold besides its place and padding: how it lays out its one child, which the child fills anyway. */
const LAYOUT = new Set(['display', 'flex-direction', 'flex-wrap', 'align-items', 'justify-content', 'row-gap', 'column-gap', 'box-sizing']);

/**
 * Reduce DOM Size, Gutenberg's own step: a box that paints nothing and only pads one HTML fallback
 * (a form field in its column of a row: Bootstrap's `.col` around an `<input>`) is that fallback,
 * its own `<div>` taking the box's place and padding, sized by its border box as the box was: one
 * `core/html` instead of a group around it. The field fills the box (full width, no margins, no
 * padding of its own) and the box lays it out at its top, so the field's box is the box's.
 */
export function fieldCellBlock(ctx: GutenbergContext, node: IRContainer, isRoot: boolean): string | undefined {
  if (!ctx.reduceDomSize || isRoot || node.children.length !== 1) return undefined;
  const child = node.children[0];
  if (child.kind !== 'embed' || NATIVE_REASONS.has(child.reason) || (child.reason === 'textarea' && drawsAsCode(child))) return undefined;
  const bps = ctx.breakpoints;
  if (node.link || node.hover || node.unexpressed?.length || node.lookCopy || paints(node, bps)) return undefined;
  if (child.link || child.hover || child.unexpressed?.length || child.lookCopy) return undefined;
  if ([...child.hiddenAt].sort().join() !== [...node.hiddenAt].sort().join()) return undefined;
  const own = (n: IRNode) => [Object.keys(n.style.base), ...Object.values(n.style.overrides).map((m) => Object.keys(m))].flat();
  if (own(node).some((p) => !TAKEN.has(p) && !LAYOUT.has(p) && !/^border-.*-width$/.test(p))) return undefined;
  const at = (n: IRNode, i: number, p: string) => effectiveAt(n.style, bps, i, p);
  const every = (test: (i: number) => boolean) => bps.every((_, i) => test(i));
  const fits = (i: number) => {
    const kw = (n: IRNode, p: string) => keywordOf(at(n, i, p));
    if ((kw(node, 'display') ?? 'flex') !== 'flex' || (kw(node, 'flex-direction') ?? 'column') !== 'column') return false;
    if (!['flex-start', 'start', 'normal', undefined].includes(kw(node, 'justify-content'))) return false;
    if (!PADDING.every((p) => isPx(at(node, i, p)))) return false;
    // The field fills the box: full width, no margins or padding of its own, not grown or centred.
    const w = at(child, i, 'width');
    if (w?.type !== 'unit' || w.unit !== '%' || w.value !== 100) return false;
    if (!MARGINS.every((m, k) => num(at(child, i, m)) === 0 && num(at(child, i, PADDING[k])) === 0)) return false;
    return ['flex-start', 'stretch', undefined].includes(kw(child, 'align-self')) && kw(child, 'flex-size') !== 'grow';
  };
  if (!every(fits)) return undefined;
  const props = new Set([...own(child).filter((p) => !TAKEN.has(p)), ...PLACE, ...PADDING]);
  const style = composeStyle(bps, props, (p, i) => (TAKEN.has(p) ? at(node, i, p) : at(child, i, p)));
  const field: IREmbed = { ...child, style };
  return htmlBlock(ctx, field, field.html, true);
}

const num = (v: StyleValue | undefined) => (v?.type === 'unit' ? v.value : 0);
const isPx = (v: StyleValue | undefined) => !v || (v.type === 'unit' && (v.unit === 'px' || v.value === 0));
