/** IR build, layout pass: each container's flow (or grid) and its children's widths, margins and alignment, from boxes. */
import { parseTracks, planGrid } from './grid.ts';
import { contentBox, detectFlow, paddingLeftBelow, placeFlow } from './layout.ts';
import { MARGINS, borderWidths, paddings } from './styles.ts';
import { keyword, percent, px, pxOf } from './values.ts';
import { type Draft, byReadingOrder, readsInOrder, visualOrder } from './build-support.ts';
import type { IRBuilder } from './build.ts';
import { placesNothing } from './flowless-box.ts';
import { floatsOverFlow } from './float-over-flow.ts';
import { cutsContent } from './scroll-box.ts';

/**
 * A source grid becomes an Elementor grid container when, at every width it shows, its
 * tracks are resolved and every child sits on grid lines (see grid.ts); else false.
 */
export function gridLayout(this: IRBuilder, draft: Draft): boolean {
  const plans = this.bps.map((_, i) => {
    const m = draft.perBp[i];
    const box = draft.boxes[i];
    const cs = draft.styles[i];
    if (!m || !box || !cs) return null;
    if (!/^(inline-)?grid$/.test(cs.display)) return undefined;
    const kids = draft.children.filter((c) => c.perBp[i] && c.boxes[i]);
    if (kids.some((c) => c.position[i])) return undefined;
    const cols = parseTracks(cs['grid-template-columns']);
    const rows = parseTracks(cs['grid-template-rows']);
    if (!cols || !rows) return undefined;
    const content = contentBox(box, borderWidths(cs), paddings(cs));
    return planGrid(content, cols, rows, pxOf(cs['column-gap']), pxOf(cs['row-gap']), kids.map((c) => c.boxes[i]!));
  });
  if (plans.some((p) => p === undefined) || plans.every((p) => p === null)) return false;
  plans.forEach((plan, i) => {
    if (!plan) return;
    const m = draft.perBp[i]!;
    m.display = keyword('grid');
    m['grid-template-columns'] = keyword(plan.columns);
    m['grid-template-rows'] = keyword(plan.rows);
    m['column-gap'] = px(plan.columnGap);
    m['row-gap'] = px(plan.rowGap);
    draft.children.filter((c) => c.perBp[i] && c.boxes[i]).forEach((c, k) => {
      const cm = c.perBp[i]!;
      cm['grid-column'] = keyword(plan.areas[k].column);
      cm['grid-row'] = keyword(plan.areas[k].row);
      cm.width = percent(100);
      for (const margin of MARGINS) cm[margin] = px(0);
      cm['align-self'] = keyword('stretch');
    });
  });
  return true;
}

/** Derives the container's flow and each child's width/margins/alignment from boxes, per breakpoint. */
export function layout(this: IRBuilder, draft: Draft): void {
  if (this.gridLayout(draft)) return;
  const reordered = new Set<number>();
  const visual: Draft[][] = [];
  this.bps.forEach((_, i) => {
    const m = draft.perBp[i];
    const box = draft.boxes[i];
    const cs = draft.styles[i];
    if (!m || !box || !cs) return;
    const borders = borderWidths(cs);
    const pads = paddings(cs);
    const content = contentBox(box, borders, pads);
    const padding = { x: box.x + borders[3], y: box.y + borders[0] };
    for (const c of floatsOverFlow(draft.children, i)) {
      c.position[i] = 'absolute';
      c.perBp[i]!['z-index'] = { type: 'unit', value: 1, unit: 'number' };
    }
    const domOrder = draft.children.filter((c) => c.perBp[i] && c.boxes[i] && !c.position[i] && !placesNothing(c, i));
    for (const c of draft.children) {
      if (!c.perBp[i] || !c.boxes[i] || c.position[i] || !placesNothing(c, i)) continue;
      // No width either: in a row it would take room from the items beside it.
      const cm = c.perBp[i]!;
      cm.width = px(0);
      for (const margin of MARGINS) cm[margin] = px(0);
    }
    // Flex/grid `order` and *-reverse directions paint children out of DOM order; Elementor
    // keeps DOM order, so lay out in visual order and say so with an explicit order.
    let inFlow = visualOrder(domOrder, cs, (c) => c.styles[i]?.order ?? c.order?.[i] ?? '0');
    // Grid auto-placement (dense, spans) can still put a later child above an earlier one.
    let boxes = inFlow.map((c) => c.boxes[i]!);
    if (!readsInOrder(boxes)) {
      inFlow = [...inFlow].sort((a, b) => byReadingOrder(a.boxes[i]!, b.boxes[i]!));
      boxes = inFlow.map((c) => c.boxes[i]!);
    }
    if (inFlow.some((c, k) => c !== domOrder[k])) reordered.add(i);
    const flow = detectFlow(boxes);
    const { placements, end } = placeFlow(content, boxes, flow, inFlow.map((c) => c.ir.kind === 'container'), inFlow.map((c) => heldBottom(c, i)));
    m['flex-direction'] = keyword(flow.direction);
    m['flex-wrap'] = keyword(flow.wrap ? 'wrap' : 'nowrap');
    visual[i] = inFlow;
    inFlow.forEach((c, k) => {
      const p = placements[k];
      const cm = c.perBp[i]!;
      cm.width = p.width.unit === '%' ? percent(p.width.value) : px(p.width.value);
      // Single-line text in a row keeps its natural width: a % width wraps it as soon as
      // the builder's font is a hair wider than the source's.
      if (flow.direction === 'row' && c.singleLine?.[i] && !flow.wrap) cm.width = keyword('auto');
      // Likewise a one-line box narrower than its column (a centred button sized to its label).
      if (flow.direction === 'column' && c.singleLine?.[i] && p.width.unit === 'px') cm.width = keyword('auto');
      // A natural-width box must not shrink either: a few px of wider font would wrap it
      // (navbar brand and button pushed apart by a measured margin).
      if (cm.width?.type === 'keyword') cm['flex-size'] = keyword('none');
      cm['margin-top'] = px(p.marginTop);
      cm['margin-left'] = px(p.marginLeft);
      cm['margin-right'] = px(0);
      cm['margin-bottom'] = px(0);
      cm['align-self'] = keyword(p.alignSelf);
    });
    raiseOverlappedFloats(inFlow, i);
    for (const c of draft.children) {
      const cm = c.perBp[i];
      const cb = c.boxes[i];
      if (!cm || !cb || !c.position[i]) continue;
      cm.position = keyword(c.position[i]!);
      const fixed = c.position[i] === 'fixed';
      cm.left = px(fixed ? cb.x : cb.x - padding.x);
      cm.top = px(fixed ? cb.y : cb.y - padding.y);
      cm.width = px(cb.w);
      if (c.ir.kind === 'container') cm['min-height'] = px(cb.h);
      for (const margin of MARGINS) cm[margin] = px(0);
    }
    void 0;
    // Height the content does not explain (fixed heights, stretched rows, empty boxes) is kept.
    const extent = inFlow.length ? end : content.y;
    // Only rows: a navbar of fixed height whose items fill it. (A column's last child pulled into
    // the padding by a negative margin, Pico's article footer, measured worse with it.)
    const bottomPadding = flow.direction === 'row' ? paddingLeftBelow(content, extent, pads[2]) : undefined;
    if (bottomPadding !== undefined) m['padding-bottom'] = px(bottomPadding);
    if (box.h - (extent - box.y) - pads[2] - borders[2] > 2 || inFlow.length === 0) m['min-height'] = px(box.h);
    // A box that scrolls its content keeps its own height, not its content's (scroll-box.ts).
    if (cutsContent(draft, i)) m.height = px(box.h);
  });
  if (reordered.size) {
    visual.forEach((list, i) => list?.forEach((c, k) => {
      const cm = c.perBp[i];
      if (cm) cm['flex-order'] = { type: 'unit', value: k, unit: 'number' };
    }));
  }
}

/**
 * A float paints above the backgrounds of the blocks that flow under it (gentelella1's top bar,
 * a float whose 0 px wrapper was dissolved, over the page column that starts at y 0). In the
 * export the later sibling is pulled up over it by a negative margin and paints on top, hiding
 * it: the float is raised instead.
 */
export function raiseOverlappedFloats(inFlow: Draft[], i: number): void {
  inFlow.forEach((c, k) => {
    const box = c.boxes[i]!;
    const float = c.styles[i]?.float;
    const m = c.perBp[i]!;
    if (!float || float === 'none' || m['z-index']) return;
    const covered = inFlow.slice(k + 1).some((later) => {
      const b = later.boxes[i]!;
      return b.y < box.y + box.h - 1 && b.y + b.h > box.y + 1 && b.x < box.x + box.w - 1 && b.x + b.w > box.x + 1;
    });
    if (covered) m['z-index'] = { type: 'unit', value: 1, unit: 'number' };
  });
}

/** Content reaching more than this far below a container's box counts as held below it. */
const HELD_PX = 2;
/** Kinds whose box is their exported size (a text box is its glyphs' extent, which overflows tight line heights). */
const SIZED = new Set(['container', 'image', 'embed', 'video']);
const heldMemo = new WeakMap<Draft, Array<number | undefined>>();

/**
 * Where a child's exported box ends at breakpoint `i`. A builder container grows to hold its
 * in-flow children; a source box may not (floats without a clearfix, a CSS height under the
 * content): what follows it is then measured from the bottom of what it holds (gentelella's page
 * title over its floating halves, then the clearfix that cleared them).
 */
export function heldBottom(d: Draft, i: number): number {
  const box = d.boxes[i]!;
  const own = box.y + box.h;
  if (d.ir.kind !== 'container') return own;
  const memo = heldMemo.get(d) ?? [];
  if (memo[i] !== undefined) return memo[i]!;
  const cs = d.styles[i];
  const below = cs ? paddings(cs)[2] + borderWidths(cs)[2] : 0;
  let bottom = own;
  const direction = d.perBp[i]?.['flex-direction'];
  const row = direction?.type === 'keyword' && direction.value === 'row';
  for (const c of d.children) {
    if (!c.perBp[i] || !c.boxes[i] || c.position[i] || !SIZED.has(c.ir.kind)) continue;
    // In a row, content reaching below the box (links filling a fixed-height navbar into its
    // padding) is sized to the source box by the layout (paddingLeftBelow): floats only there.
    const float = c.styles[i]?.float;
    if (row && (!float || float === 'none')) continue;
    const held = heldBottom(c, i) + below;
    if (held > own + HELD_PX) bottom = Math.max(bottom, held);
  }
  memo[i] = bottom;
  heldMemo.set(d, memo);
  return bottom;
}
