import { composeStyle } from '../../ir/responsive.ts';
import { PADDING } from '../../ir/styles.ts';
import type { IRContainer, IRNode } from '../../ir/types.ts';
import { round, type StyleValue } from '../../ir/values.ts';
import { bareBox, everyBp, kw, num, sameHidden, val } from '../../passes/reduce-dom-fold.ts';
import { PAINT } from '../../passes/reduce-dom.ts';
import type { GutenbergContext } from './context.ts';

/** Where the box sits in its parent: the row takes these over. */
const PLACE = ['width', 'margin-left', 'margin-right', 'flex-size', 'flex-order', 'grid-column', 'grid-row'];
/** What the box may hold besides its place: how it lays out its one child (and a zero padding, bareBox). */
const BOX_OWN = new Set([...PLACE, 'align-self', 'margin-top', 'margin-bottom', 'display', 'flex-direction', 'flex-wrap', 'align-items', 'justify-content', 'row-gap', 'column-gap', 'box-sizing', ...PADDING]);
const SIDE_OF: Record<string, string> = { 'flex-start': 'flex-start', start: 'flex-start', stretch: 'flex-start', center: 'center', 'flex-end': 'flex-end', end: 'flex-end' };
const isPx = (v: StyleValue | undefined) => !v || (v.type === 'unit' && (v.unit === 'px' || v.value === 0));
const own = (n: IRNode) => [Object.keys(n.style.base), ...Object.values(n.style.overrides).map((m) => Object.keys(m))].flat();

/**
 * Reduce DOM Size, Gutenberg's own step: a box that paints nothing and only places one row of a
 * fixed width at its end or centre (a navbar's collapse wrapper around its right-aligned links) is
 * that row, as wide as the box, its items pushed to the same side by `justify-content`. The row's
 * items fill it exactly (their widths and side margins add up to its px width, at every width
 * where it shows), so they land where they were; their % widths become px of the row they had.
 * A stretched box stood at the top of its line with the row at its top: the row is not stretched.
 * The row standing for the box (render it as usual), or undefined.
 */
export function placedRow(ctx: GutenbergContext, node: IRContainer, isRoot: boolean): IRContainer | undefined {
  const bps = ctx.breakpoints;
  if (!ctx.reduceDomSize || isRoot || node.children.length !== 1) return undefined;
  const row = node.children[0];
  if (row.kind !== 'container' || row.children.length < 2) return undefined;
  for (const n of [node, row]) if (n.link || n.hover || n.unexpressed?.length || n.lookCopy) return undefined;
  if (!sameHidden(node, row) || own(node).some((p) => !BOX_OWN.has(p)) || !bareBox(node, bps, PAINT) || !bareBox(row, bps, PAINT)) return undefined;
  const shown = (c: IRNode, i: number) => !c.hiddenAt.includes(bps[i]);
  const fits = everyBp(bps, (i) => {
    if (node.hiddenAt.includes(bps[i])) return true;
    const g = (n: IRNode, p: string) => val(n, bps, i, p);
    if ((kw(g(node, 'display')) ?? 'flex') !== 'flex' || (kw(g(node, 'flex-direction')) ?? 'column') !== 'column') return false;
    if (!['flex-start', 'start', 'normal', undefined].includes(kw(g(node, 'justify-content')))) return false;
    if (kw(g(row, 'display')) === 'grid' || kw(g(row, 'flex-direction')) !== 'row' || kw(g(row, 'flex-wrap')) === 'wrap') return false;
    if (!['flex-start', 'start', 'normal', undefined].includes(kw(g(row, 'justify-content')))) return false;
    if (num(g(row, 'column-gap')) !== 0 || !SIDE_OF[kw(g(row, 'align-self')) ?? 'flex-start'] || kw(g(row, 'flex-size')) === 'grow') return false;
    if (!['margin-left', 'margin-right'].every((p) => num(g(row, p)) === 0)) return false;
    if (!['margin-top', 'margin-bottom'].every((p) => isPx(g(row, p)) && isPx(g(node, p)))) return false;
    const w = g(row, 'width');
    if (w?.type !== 'unit' || w.unit !== 'px') return false;
    let used = 0;
    for (const c of row.children.filter((c) => shown(c, i))) {
      const cw = g(c, 'width');
      if (cw?.type !== 'unit' || (cw.unit !== 'px' && cw.unit !== '%') || kw(g(c, 'flex-size')) === 'grow') return false;
      if (!['margin-left', 'margin-right'].every((p) => isPx(g(c, p)))) return false;
      used += (cw.unit === '%' ? (cw.value / 100) * w.value : cw.value) + num(g(c, 'margin-left')) + num(g(c, 'margin-right'));
    }
    return Math.abs(used - w.value) <= 1;
  });
  if (!fits) return undefined;
  const rowProps = new Set([...own(row), ...PLACE, 'align-self', 'justify-content', 'margin-top', 'margin-bottom']);
  const style = composeStyle(bps, rowProps, (p, i) => {
    if (PLACE.includes(p)) return val(node, bps, i, p);
    if (p === 'align-self') {
      const a = kw(val(node, bps, i, p)) ?? 'flex-start';
      return { type: 'keyword', value: a === 'stretch' ? 'flex-start' : a };
    }
    if (p === 'justify-content') return { type: 'keyword', value: SIDE_OF[kw(val(row, bps, i, 'align-self')) ?? 'flex-start'] };
    if (p === 'margin-top' || p === 'margin-bottom') return { type: 'unit', value: round(num(val(node, bps, i, p)) + num(val(row, bps, i, p))), unit: 'px' };
    return val(row, bps, i, p);
  });
  // The items' % widths were of the row's px width: px now that the row is the box's width.
  const children = row.children.map((c) => {
    if (!everyBp(bps, (i) => val(c, bps, i, 'width')?.type !== 'unit' || (val(c, bps, i, 'width') as { unit: string }).unit !== '%')) {
      const width = composeStyle(bps, ['width'], (_, i) => {
        const cw = val(c, bps, i, 'width');
        const rw = num(val(row, bps, i, 'width'));
        return cw?.type === 'unit' && cw.unit === '%' ? { type: 'unit', value: round((cw.value / 100) * rw), unit: 'px' } : cw;
      });
      const overrides = { ...c.style.overrides };
      for (const bp of bps.slice(1)) {
        const next = { ...(overrides[bp] ?? {}) };
        delete next.width;
        if (width.overrides[bp]?.width) next.width = width.overrides[bp].width;
        if (Object.keys(next).length) overrides[bp] = next;
        else delete overrides[bp];
      }
      const base = { ...c.style.base };
      if (width.base.width) base.width = width.base.width;
      else delete base.width;
      return { ...c, style: { base, overrides } } as IRNode;
    }
    return c;
  });
  return { ...row, style, children, hiddenAt: node.hiddenAt };
}
