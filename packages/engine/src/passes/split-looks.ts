import { effectiveAt, overridesAnyOf, splitResponsive } from '../ir/responsive.ts';
import type { BuilderCapabilities } from '../ir/capabilities.ts';
import type { IRContainer, IRNode, StyleMap } from '../ir/types.ts';
import type { Pass } from './types.ts';

type ResponsiveGroup = keyof BuilderCapabilities['responsive'];

/** Look properties by the capability group that lets a builder change them per breakpoint. */
const LOOK_PROPS: ReadonlyArray<readonly [string, ResponsiveGroup]> = [
  ['color', 'color'],
  ['background-color', 'background'],
  ['background-image', 'background'],
  ['border-style', 'border'],
  ['border-color', 'border'],
  ['box-shadow', 'shadow'],
  ['text-shadow', 'shadow'],
  ['font-family', 'typography'],
  ['font-weight', 'typography'],
  ['font-style', 'typography'],
  ['text-transform', 'typography'],
  ['text-decoration', 'typography'],
  ['icon-color', 'color'],
  ['icon-gap', 'typography'],
  // Absolute at desktop, in the flow below (an overlapping text card that stacks on phones).
  ['position', 'position'],
];

/** Every look property (what Elementor stores once for all devices: its colour, font and border-style controls). */
export const NON_RESPONSIVE_PROPS: readonly string[] = LOOK_PROPS.map(([p]) => p);

/** The look properties a builder with these capabilities cannot change per breakpoint (none: no split needed). */
export function fixedLookProps(capabilities: BuilderCapabilities): string[] {
  return LOOK_PROPS.filter(([, group]) => capabilities.responsive[group] === false).map(([p]) => p);
}

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
export function lookGroups(node: IRNode, bps: string[], props: readonly string[] = NON_RESPONSIVE_PROPS): number[][] {
  const visible: number[] = [];
  for (let i = 0; i < bps.length; i++) if (!node.hiddenAt.includes(bps[i])) visible.push(i);
  // Most nodes override none of these properties: one look, nothing to compare.
  if (!someOverrideSets(node, props)) return visible.length ? [visible] : [];
  const groups = new Map<string, number[]>();
  for (const i of visible) {
    const key = JSON.stringify(props.map((p) => effectiveAt(node.style, bps, i, p) ?? null));
    const g = groups.get(key);
    if (g) g.push(i);
    else groups.set(key, [i]);
  }
  return [...groups.values()];
}

/** Whether some breakpoint's overrides set one of `props` (asked of every node). */
function someOverrideSets(node: IRNode, props: readonly string[]): boolean {
  for (const bp in node.style.overrides) if (overridesAnyOf(node.style.overrides[bp], props)) return true;
  return false;
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
 * Some builders (Elementor) cannot change a colour (or font, border style …) per device. Where
 * the source does, the element is emitted once per look, each copy shown only on its devices
 * with the builder's responsive visibility. `props`: the look properties the target cannot vary.
 */
export function splitPerBreakpointLooks(
  node: IRNode,
  bps: string[],
  onTooBig: (node: IRNode) => void,
  props: readonly string[] = NON_RESPONSIVE_PROPS,
): IRNode[] {
  if (node.kind === 'container') node.children = node.children.flatMap((c) => splitPerBreakpointLooks(c, bps, onTooBig, props));
  const groups = lookGroups(node, bps, props);
  if (groups.length < 2) return [node];
  if (countNodes(node) > MAX_SPLIT_NODES) {
    onTooBig(node);
    return [node];
  }
  return groups.map((g, k) => (k === 0 ? restyleFor(node, bps, g) : { ...restyleFor(node, bps, g), lookCopy: true }));
}

/** The pass: per-look copies where the target cannot vary a look property per breakpoint (responsive exports only). */
export const splitLooksPass: Pass = {
  name: 'split-looks',
  when: (ctx) => ctx.settings.responsive && fixedLookProps(ctx.capabilities).length > 0,
  run: (doc, ctx) => {
    if (doc.breakpoints.length < 2) return doc;
    const props = fixedLookProps(ctx.capabilities);
    // The root too: the output may hold several top-level containers, one per look.
    const roots = splitPerBreakpointLooks(
      doc.root,
      doc.breakpoints,
      (node) => ctx.note('colour or font that changes per breakpoint', 'approximated', node, 'too large to duplicate; the desktop look is kept'),
      props,
    );
    return { ...doc, roots: roots as IRContainer[] };
  },
};
