import { BORDER_WIDTH, PADDING, RADIUS } from '../../ir/styles.ts';
import type { IRContainer, ResponsiveStyle, StyleMap } from '../../ir/types.ts';
import { keyword, percent, px, type GradientValue, type StyleValue } from '../../ir/values.ts';

/**
 * Elementor draws a two-stop gradient from the first and last stop only; a gradient whose
 * two ends are transparent (a ring, a stripe) paints nothing there.
 */
export function drawsAsTwoStops(g: GradientValue): boolean {
  return g.stops.length > 0 && (g.stops[0].color.alpha > 0 || g.stops[g.stops.length - 1].color.alpha > 0);
}

/** The gradient Elementor would draw for these layers: the topmost that draws as two stops. */
export function drawableGradient(layers: StyleValue | undefined): GradientValue | undefined {
  if (layers?.type !== 'layers') return undefined;
  return layers.value.find((l): l is GradientValue => l.type === 'gradient' && drawsAsTwoStops(l));
}

const BACKGROUND_LAYER_PROPS = ['background-image', 'background-size', 'background-position', 'background-repeat', 'background-attachment', 'background-clip'];
const FLOW_PROPS = ['flex-direction', 'flex-wrap'];

function pick(map: StyleMap, keys: string[]): StyleMap {
  return Object.fromEntries(keys.filter((k) => map[k] !== undefined).map((k) => [k, map[k]]));
}
function omit(map: StyleMap, keys: string[]): StyleMap {
  return Object.fromEntries(Object.entries(map).filter(([k]) => !keys.includes(k)));
}
const num = (v: StyleValue | undefined) => (v?.type === 'unit' ? v.value : 0);

/**
 * A background colour under a gradient: Elementor's gradient mode makes the container's
 * background colour transparent, so one container cannot show both. The container is written
 * as two: the outer keeps the colour, border, radius, shadow and placement; an inner layer
 * fills the box the gradient is clipped to, carries the gradient and holds the children with
 * the outer's flow. The colour is kept even under an opaque gradient: it is the box's fill
 * (what shows where Elementor's two-stop gradient differs, and what a contrast check or a
 * page's whole background, painted on `body`, is read from), and dropping it loses the box.
 */
export function splitPaintLayer(node: IRContainer): { outer: IRContainer; inner: IRContainer } | undefined {
  const base = node.style.base;
  const color = base['background-color'];
  const layers = base['background-image'];
  if (color?.type !== 'color' || color.alpha === 0 || layers?.type !== 'layers') return undefined;
  if (layers.value.some((l) => l.type === 'image')) return undefined; // classic mode draws colour + image
  const gradient = drawableGradient(layers);
  if (!gradient) return undefined;
  const contentClip = base['background-clip']?.type === 'keyword' && base['background-clip'].value === 'content-box';

  // Content-box clip: the outer keeps the padding, the layer covers the content box.
  // Otherwise the layer covers the padding box and holds the padding itself.
  const layerProps = contentClip ? [] : PADDING;
  const split = (style: ResponsiveStyle, keep: (m: StyleMap, isBase: boolean) => StyleMap): ResponsiveStyle => ({
    base: keep(style.base, true),
    overrides: Object.fromEntries(Object.entries(style.overrides).map(([bp, o]) => [bp, keep(o, false)])),
  });
  const zeroPadding = Object.fromEntries(PADDING.map((p) => [p, px(0)]));
  const outerStyle = split(node.style, (m, isBase) => ({
    ...omit(m, [...BACKGROUND_LAYER_PROPS, ...FLOW_PROPS, ...layerProps]),
    ...(isBase ? { 'flex-direction': keyword('column'), 'flex-wrap': keyword('nowrap'), ...(contentClip ? {} : zeroPadding) } : {}),
  }));
  const innerRadius = (m: StyleMap): StyleMap => {
    const inset = (i: number) => num(m[BORDER_WIDTH[i]]) + (contentClip ? num(m[PADDING[i]]) : 0);
    const out: StyleMap = {};
    RADIUS.forEach((c, i) => {
      const r = m[c];
      if (r?.type === 'unit' && r.unit === 'px' && r.value > 0) out[c] = px(Math.max(0, r.value - Math.max(inset(i), inset((i + 3) % 4))));
    });
    return out;
  };
  const innerStyle = split(node.style, (m, isBase) => ({
    ...pick(m, [...BACKGROUND_LAYER_PROPS, ...FLOW_PROPS, ...layerProps]),
    ...innerRadius(m),
    ...(isBase ? { width: percent(100), 'flex-size': keyword('grow'), ...(contentClip ? zeroPadding : {}) } : {}),
  }));
  delete innerStyle.base['background-clip'];
  const outer: IRContainer = { ...node, style: outerStyle, children: [], unexpressed: undefined };
  const inner: IRContainer = {
    kind: 'container', tag: 'div', children: node.children, style: innerStyle, hiddenAt: [], source: `${node.source} (background layer)`,
    unexpressed: node.unexpressed,
  };
  return { outer, inner };
}
