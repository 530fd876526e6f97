/**
 * Reduce DOM Size `standard`: a column box that paints nothing and only narrows or centres its
 * children (a `max-width` container, a timeline panel with side padding, a padded box around one
 * painted text) gives them to its column parent, one child as well as several (`unwrap` in
 * reduce-dom.ts only takes unpadded wrappers): each child, spanning the box, takes the box's content width (px), its alignment and its
 * side margins plus padding, so it sits where it did; the box's vertical margins and padding go to
 * the first and last child (flex columns do not collapse margins). Boxes with a gap, a min-height,
 * a grid, a link, or a width the children cannot take in px keep their children.
 */
import { composeStyle } from '../ir/responsive.ts';
import { BORDER_WIDTH, MARGINS, PADDING } from '../ir/styles.ts';
import type { IRContainer, IRNode, StyleMap } from '../ir/types.ts';
import type { StyleValue } from '../ir/values.ts';
import { bareBox, everyBp, kw, num, sameHidden, spansParent, val } from './reduce-dom-fold.ts';

const px = (value: number): StyleValue => ({ type: 'unit', value: Math.round(value * 100) / 100, unit: 'px' });
const isPx = (v: StyleValue | undefined) => !v || (v.type === 'unit' && (v.unit === 'px' || v.value === 0));
/** The box's spacing, which must be px: the children take it over as px margins. */
const SPACING = [...PADDING, ...MARGINS];

/** `node`'s children placed in its column parent, or [node]. `paint`: the properties that make a box draw (reduce-dom.ts). */
export function spliceNarrow(node: IRNode, bps: string[], paint: readonly string[]): IRNode[] {
  if (node.kind !== 'container' || node.children.length < 1 || node.link || node.hover || node.unexpressed?.length || node.lookCopy) return [node];
  const box = node as IRContainer;
  // A table's rows stay its own: builders that have a table element build it from them.
  if (/^table\b/.test(box.source)) return [node];
  const g = (i: number, p: string) => val(box, bps, i, p);
  const column = (n: IRNode, i: number) => kw(val(n, bps, i, 'display')) !== 'grid' && (kw(val(n, bps, i, 'flex-direction')) ?? 'column') === 'column';
  if (!bareBox({ ...box, style: withoutFrame(box.style) }, bps, paint)) return [node];
  const fits = everyBp(bps, (i) => {
    const w = g(i, 'width');
    if (!column(box, i) || num(g(i, 'row-gap')) !== 0 || num(g(i, 'min-height')) !== 0 || !SPACING.every((p) => isPx(g(i, p)))) return false;
    if (BORDER_WIDTH.some((p) => num(g(i, p)) !== 0) || kw(g(i, 'flex-size')) === 'grow') return false;
    // The children's width in px: the box's px width less its padding, or the box spans unpadded.
    const pxWidth = w?.type === 'unit' && w.unit === 'px';
    const spanning = w?.type === 'unit' && w.unit === '%' && w.value === 100 && num(g(i, 'padding-left')) === 0 && num(g(i, 'padding-right')) === 0;
    const align = kw(g(i, 'align-self')) ?? 'flex-start';
    return (pxWidth || spanning) && ['flex-start', 'stretch', 'center', 'flex-end'].includes(align);
  });
  if (!fits || !box.children.every((c) => spansParent(c, bps) && sameHidden(c, box))) return [node];
  // Centred children stay centred only where the padding is even on both sides.
  if (!everyBp(bps, (i) => kw(g(i, 'align-self')) !== 'center' || num(g(i, 'padding-left')) === num(g(i, 'padding-right')))) return [node];
  const last = box.children.length - 1;
  return box.children.map((child, k) => {
    const at = (prop: string, i: number): StyleValue | undefined => {
      const own = val(child, bps, i, prop);
      const w = g(i, 'width');
      if (prop === 'width') return w?.type === 'unit' && w.unit === 'px' ? px(w.value - num(g(i, 'padding-left')) - num(g(i, 'padding-right'))) : own;
      if (prop === 'align-self') return g(i, 'align-self') ?? own;
      if (prop === 'margin-left' || prop === 'margin-right') {
        const side = prop.slice('margin-'.length);
        return px(num(g(i, prop)) + num(g(i, `padding-${side}`)));
      }
      const side = prop.slice('margin-'.length);
      if ((prop === 'margin-top' && k === 0) || (prop === 'margin-bottom' && k === last)) return px(num(own) + num(g(i, prop)) + num(g(i, `padding-${side}`)));
      return own;
    };
    const props = new Set([
      ...Object.keys(child.style.base),
      ...Object.values(child.style.overrides).flatMap(Object.keys),
      'width',
      'align-self',
      'margin-left',
      'margin-right',
      'margin-top',
      'margin-bottom',
    ]);
    return { ...child, style: composeStyle(bps, props, at) } as IRNode;
  });
}

/** The box's style without its padding and layout, which the children take over. */
function withoutFrame(style: IRContainer['style']): IRContainer['style'] {
  const drop = (k: string) => k.startsWith('padding-');
  const strip = (m: StyleMap) => Object.fromEntries(Object.entries(m).filter(([k]) => !drop(k)));
  return { base: strip(style.base), overrides: Object.fromEntries(Object.entries(style.overrides).map(([k, v]) => [k, strip(v)])) };
}
