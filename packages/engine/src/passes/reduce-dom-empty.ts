import type { IRContainer, IRNode, StyleMap } from '../ir/types.ts';
import { px, type StyleValue } from '../ir/values.ts';
import { MARGINS } from '../ir/styles.ts';
import { everyBp, kw, val } from './reduce-dom-fold.ts';

/** Absent or a zero length (an `auto` margin is not: it takes the free room). */
const zero = (v: StyleValue | undefined): boolean => !v || (v.type === 'unit' && v.value === 0);

/**
 * Reduce DOM Size, `standard`: an empty box that paints nothing and takes no room is dropped
 * (on dashboards, the placeholders of charts and icons the export cannot draw). `paintsNothing` is the
 * pass's own check that a box draws nothing of its own (no paint, padding, border, link or look
 * only custom CSS holds). It takes no room where, at every width, it has no margins, no size along
 * its parent's main axis and no height (no min-height; in a row, no width, min-width or growth either) and
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
    if (!MARGINS.every((p) => zero(n(p))) || !zero(n('min-height'))) return false;
    if ((kw(p('flex-direction')) ?? 'column') === 'column') return zero(p('row-gap'));
    const width = n('width');
    return zero(p('column-gap')) && (zero(width) || kw(width) === 'auto') && zero(n('min-width')) && kw(n('flex-size')) !== 'grow';
  });
}

/**
 * Reduce DOM Size, `standard`: in a column without gap, an empty box whose only size is its height
 * (a spacer: it paints nothing, its min-height and vertical margins in px) becomes margin of the
 * box after it (or, last, of the box before it). Flex columns do not collapse margins, so every
 * box keeps its place. `paintsNothing` is the pass's check, asked of the spacer without its height.
 */
export function spacersToMargins(parent: IRContainer, children: IRNode[], bps: string[], paintsNothing: (node: IRContainer) => boolean): IRNode[] {
  if (!everyBp(bps, (i) => spacingColumn(parent, bps, i))) return children;
  const out = [...children];
  for (let k = 0; k < out.length; k++) {
    const node = out[k];
    if (!isSpacer(node, bps, paintsNothing)) continue;
    const after = k + 1 < out.length ? k + 1 : -1;
    const at = after >= 0 ? after : k - 1;
    const side = after >= 0 ? 'margin-top' : 'margin-bottom';
    const next = out[at];
    if (!next || next.hiddenAt.length || isSpacer(next, bps, paintsNothing) || !everyBp(bps, (i) => isPxLength(val(next, bps, i, side)))) continue;
    out[at] = {
      ...next,
      style: withMargin(next, bps, side, (i) => ['margin-top', 'min-height', 'margin-bottom'].reduce((s, p) => s + pxOf(val(node, bps, i, p)), 0)),
    } as IRNode;
    out.splice(k, 1);
    k--;
  }
  return out.length === children.length ? children : out;
}

const isPxLength = (v: StyleValue | undefined): boolean => !v || (v.type === 'unit' && (v.unit === 'px' || v.value === 0));
const pxOf = (v: StyleValue | undefined): number => (v?.type === 'unit' ? v.value : 0);

function spacingColumn(parent: IRContainer, bps: string[], i: number): boolean {
  const p = (prop: string) => val(parent, bps, i, prop);
  return (
    kw(p('display')) !== 'grid' &&
    (kw(p('flex-direction')) ?? 'column') === 'column' &&
    zero(p('row-gap')) &&
    !(kw(p('justify-content')) ?? '').startsWith('space-')
  );
}

function isSpacer(node: IRNode, bps: string[], paintsNothing: (node: IRContainer) => boolean): node is IRContainer {
  if (node.kind !== 'container' || node.children.length || node.hiddenAt.length) return false;
  const lengths = everyBp(
    bps,
    (i) => ['min-height', 'margin-top', 'margin-bottom'].every((p) => isPxLength(val(node, bps, i, p))) && !val(node, bps, i, 'aspect-ratio'),
  );
  if (!lengths) return false;
  const strip = (m: StyleMap) => Object.fromEntries(Object.entries(m).filter(([k]) => k !== 'min-height'));
  const flat = {
    ...node,
    style: { base: strip(node.style.base), overrides: Object.fromEntries(Object.entries(node.style.overrides).map(([k, v]) => [k, strip(v)])) },
  };
  return paintsNothing(flat);
}

/** `node`'s style with `side` set to its own margin plus `extra(i)` px at every breakpoint. */
function withMargin(node: IRNode, bps: string[], side: string, extra: (i: number) => number): IRNode['style'] {
  const base: StyleMap = { ...node.style.base };
  const overrides: Record<string, StyleMap> = Object.fromEntries(Object.entries(node.style.overrides).map(([k, v]) => [k, { ...v }]));
  let previous: number | undefined;
  bps.forEach((bp, i) => {
    const sum = Math.round((pxOf(val(node, bps, i, side)) + extra(i)) * 100) / 100;
    if (i === 0) base[side] = px(sum);
    else if (sum !== previous) overrides[bp] = { ...overrides[bp], [side]: px(sum) };
    else if (overrides[bp]) delete overrides[bp][side];
    previous = sum;
  });
  return { base, overrides };
}
