import { effectiveAt, splitResponsive } from './responsive.ts';
import type { IRNode, StyleMap } from './types.ts';

/** Properties Elementor stores once for all devices (its colour, font and border-style controls). */
export const NON_RESPONSIVE_PROPS = [
  'color', 'background-color', 'background-image', 'border-style', 'border-color', 'box-shadow', 'text-shadow',
  'font-family', 'font-weight', 'font-style', 'text-transform', 'text-decoration', 'icon-color', 'icon-gap',
] as const;

/** Largest subtree worth duplicating; bigger ones keep the first look and get a report note. */
export const MAX_SPLIT_NODES = 80;

function fullStyleAt(node: IRNode, bps: string[], i: number): StyleMap {
  const props = new Set([...Object.keys(node.style.base), ...Object.values(node.style.overrides).flatMap((o) => Object.keys(o))]);
  const map: StyleMap = {};
  for (const p of props) {
    const v = effectiveAt(node.style, bps, i, p);
    if (v !== undefined) map[p] = v;
  }
  return map;
}

/** Visible breakpoints grouped by an identical non-responsive look, in breakpoint order. */
export function lookGroups(node: IRNode, bps: string[]): number[][] {
  const visible = bps.flatMap((bp, i) => (node.hiddenAt.includes(bp) ? [] : [i]));
  // Most nodes override none of these properties: one look, nothing to compare.
  const overridden = Object.values(node.style.overrides).some((o) => NON_RESPONSIVE_PROPS.some((p) => o[p] !== undefined));
  if (!overridden) return visible.length ? [visible] : [];
  const groups = new Map<string, number[]>();
  for (const i of visible) {
    const key = JSON.stringify(NON_RESPONSIVE_PROPS.map((p) => effectiveAt(node.style, bps, i, p) ?? null));
    const g = groups.get(key);
    if (g) g.push(i);
    else groups.set(key, [i]);
  }
  return [...groups.values()];
}

function countNodes(node: IRNode): number {
  return 1 + (node.kind === 'container' ? node.children.reduce((n, c) => n + countNodes(c), 0) : 0);
}

/** A copy of `node` shown only at the breakpoints of `group`, styled as it looks there. */
export function restyleFor(node: IRNode, bps: string[], group: number[]): IRNode {
  const perBp = bps.map((_, i) => {
    const nearest = group.includes(i) ? i : group.reduce((best, g) => (Math.abs(g - i) < Math.abs(best - i) ? g : best), group[0]);
    return fullStyleAt(node, bps, nearest);
  });
  return { ...node, style: splitResponsive(perBp, bps), hiddenAt: bps.filter((_, i) => !group.includes(i)) } as IRNode;
}

/**
 * Elementor cannot change a colour (or font, border style …) per device. Where the source
 * does, the element is emitted once per look, each copy shown only on its devices with
 * Elementor's native responsive visibility.
 */
export function splitPerBreakpointLooks(node: IRNode, bps: string[], onTooBig: (node: IRNode) => void): IRNode[] {
  if (node.kind === 'container') node.children = node.children.flatMap((c) => splitPerBreakpointLooks(c, bps, onTooBig));
  const groups = lookGroups(node, bps);
  if (groups.length < 2) return [node];
  if (countNodes(node) > MAX_SPLIT_NODES) {
    onTooBig(node);
    return [node];
  }
  return groups.map((g, k) => (k === 0 ? restyleFor(node, bps, g) : { ...restyleFor(node, bps, g), lookCopy: true }));
}
