import type { IRContainer, IRNode } from '../ir/types.ts';
import type { StyleValue } from '../ir/values.ts';
import { everyBp, kw, SIDES, val } from './reduce-dom-fold.ts';

/** Absent or a zero length (an `auto` margin is not: it takes the free room). */
const zero = (v: StyleValue | undefined): boolean => !v || (v.type === 'unit' && v.value === 0);

/**
 * Reduce DOM Size, `standard`: an empty box that paints nothing and takes no room is dropped
 * (on dashboards, the placeholders of charts and icons the export cannot draw). `paintsNothing` is the
 * pass's own check that a box draws nothing of its own (no paint, padding, border, link or look
 * only custom CSS holds). It takes no room where, at every width, it has no margins, no size along
 * its parent's main axis (no min-height in a column; no width, min-width or growth in a row) and
 * the parent is a flex box that would not space it: no gap on that axis, no `space-*`
 * distribution, no baseline alignment (a grid would give it a cell).
 */
export function dropEmptyBoxes(parent: IRContainer, children: IRNode[], bps: string[], paintsNothing: (node: IRContainer) => boolean): IRNode[] {
  const kept = children.filter((c) => !(c.kind === 'container' && c.children.length === 0 && paintsNothing(c) && takesNoRoom(parent, c, bps)));
  return kept.length === children.length ? children : kept;
}

function takesNoRoom(parent: IRContainer, node: IRContainer, bps: string[]): boolean {
  return everyBp(bps, (i) => {
    const p = (prop: string) => val(parent, bps, i, prop);
    const n = (prop: string) => val(node, bps, i, prop);
    if (kw(p('display')) === 'grid' || n('aspect-ratio')) return false;
    const justify = kw(p('justify-content')) ?? '';
    if (justify.startsWith('space-') || (kw(p('align-items')) ?? '').includes('baseline')) return false;
    if (!SIDES.every((s) => zero(n(`margin-${s}`)))) return false;
    if ((kw(p('flex-direction')) ?? 'column') === 'column') return zero(p('row-gap')) && zero(n('min-height'));
    const width = n('width');
    return zero(p('column-gap')) && (zero(width) || kw(width) === 'auto') && zero(n('min-width')) && kw(n('flex-size')) !== 'grow';
  });
}
