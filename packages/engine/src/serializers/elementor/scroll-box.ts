import { PADDING } from '../../ir/styles.ts';
import type { IRContainer, ResponsiveStyle, StyleMap } from '../../ir/types.ts';
import { effectiveAt } from '../../ir/responsive.ts';
import { keyword, percent, px, type StyleValue } from '../../ir/values.ts';

const FLOW_PROPS = ['flex-direction', 'flex-wrap'];
const VERTICAL_INSETS = ['padding-top', 'padding-bottom', 'border-top-width', 'border-bottom-width'];
const num = (v: StyleValue | undefined) => (v?.type === 'unit' ? v.value : 0);

function mapStyle(style: ResponsiveStyle, keep: (m: StyleMap, isBase: boolean) => StyleMap): ResponsiveStyle {
  return {
    base: keep(style.base, true),
    overrides: Object.fromEntries(Object.entries(style.overrides).map(([bp, o]) => [bp, keep(o, false)])),
  };
}

function omit(map: StyleMap, keys: string[]): StyleMap {
  return Object.fromEntries(Object.entries(map).filter(([k]) => !keys.includes(k)));
}

function pick(map: StyleMap, keys: string[]): StyleMap {
  return Object.fromEntries(keys.filter((k) => map[k] !== undefined).map((k) => [k, map[k]]));
}

/**
 * A box held at its own height while its content scrolls or is cut (ir/scroll-box.ts). An
 * Elementor container has no height control and grows to hold its children; a grid container is
 * as tall as its row tracks. The box is written as two: the outer is a one-cell grid whose row is
 * the source's content height and keeps the box's look, placement and `overflow`; an inner
 * container fills the cell and holds the children with the box's flow, overflowing the row as the
 * source's content overflows its box. Where the box is not held, the row is `auto`.
 */
export function splitScrollBox(node: IRContainer, breakpoints: string[]): { outer: IRContainer; inner: IRContainer } | undefined {
  const held = (m: StyleMap | undefined) => m?.height?.type === 'unit';
  if (!held(node.style.base) && !Object.values(node.style.overrides).some(held)) return undefined;
  if (node.style.base.display?.type === 'keyword' && node.style.base.display.value === 'grid') return undefined;
  const row = (i: number): string => {
    const h = effectiveAt(node.style, breakpoints, i, 'height');
    if (h?.type !== 'unit') return 'auto';
    const insets = VERTICAL_INSETS.reduce((sum, p) => sum + num(effectiveAt(node.style, breakpoints, i, p)), 0);
    return `${Math.max(0, Math.round((h.value - insets) * 100) / 100)}px`;
  };
  const outerStyle = mapStyle(node.style, (m, isBase) => ({
    ...omit(m, [...FLOW_PROPS, 'height']),
    ...(isBase
      ? { display: keyword('grid'), 'grid-template-columns': keyword('minmax(0, 1fr)'), 'grid-template-rows': keyword(row(0)), 'column-gap': px(0), 'row-gap': px(0) }
      : {}),
  }));
  breakpoints.forEach((bp, i) => {
    if (i === 0 || row(i) === row(i - 1)) return;
    outerStyle.overrides[bp] = { ...(outerStyle.overrides[bp] ?? {}), 'grid-template-rows': keyword(row(i)) };
  });
  const zeroPadding = Object.fromEntries(PADDING.map((p) => [p, px(0)]));
  const innerStyle = mapStyle(node.style, (m, isBase) => ({
    ...pick(m, FLOW_PROPS),
    ...(isBase ? { width: percent(100), ...zeroPadding } : {}),
  }));
  const outer: IRContainer = { ...node, style: outerStyle, children: [], unexpressed: undefined };
  const inner: IRContainer = {
    kind: 'container', tag: 'div', children: node.children, style: innerStyle, hiddenAt: [], source: `${node.source} (scrolled content)`,
    unexpressed: node.unexpressed,
  };
  return { outer, inner };
}
