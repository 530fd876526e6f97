import { effectiveAt, overridesAnyOf } from '../../ir/responsive.ts';
import { BORDER_WIDTH, MARGINS, PADDING, RADIUS } from '../../ir/styles.ts';
import type { IRNode, Link, ResponsiveStyle, StyleMap } from '../../ir/types.ts';
import { keywordOf, num, round, sameData, toHex, type ColorValue, type StyleValue } from '../../ir/values.ts';

/** Elementor control values (shapes from formats/elementor.md section 3). */
export type Settings = Record<string, unknown>;
export interface Slider { unit: string; size: number | string; sizes: [] }
export interface Dimensions { unit: string; top: string; right: string; bottom: string; left: string; isLinked: boolean }

export interface SerializeContext {
  /** IR breakpoint names, widest first. */
  breakpoints: string[];
  /** Emit `_tablet`/`_mobile` keys (false on the free licence). */
  responsive: boolean;
  /** Pro: declarations no control expresses go to the element's custom CSS (capabilities.customCss). */
  customCss: boolean;
  newId: () => string;
  counts: { nativeWidgets: number; containers: number; fallbacks: number };
  /** False inside a per-look copy of an element already counted (see IRBase.lookCopy). */
  counting?: boolean;
  /** Records a source feature the controls could only approximate. */
  notes: (feature: string, node: IRNode, action?: 'approximated' | 'dropped') => void;
  /** Inline SVG as a picture of its own file (ElementorOptions.svgPictures). */
  svgPictures?: boolean;
}

/** Elementor's device suffix for an IR breakpoint name; the widest is the unsuffixed desktop. */
export function deviceSuffix(ctx: SerializeContext, index: number): string {
  if (index === 0) return '';
  const name = ctx.breakpoints[index];
  return `_${name === 'mobileLandscape' ? 'mobile_extra' : name === 'tabletLandscape' ? 'tablet_extra' : name}`;
}

export const slider = (size: number | string, unit = 'px'): Slider => ({ unit, size, sizes: [] });

/** Dimensions with all four sides filled: one empty side makes Elementor drop the whole rule. */
export function mergeBox(top: number, right: number, bottom: number, left: number, unit = 'px'): Dimensions {
  const s = (n: number) => String(round(n));
  return { unit, top: s(top), right: s(right), bottom: s(bottom), left: s(left), isLinked: top === right && right === bottom && bottom === left };
}

export function colorOf(v: StyleValue | undefined): string | undefined {
  return v?.type === 'color' ? toHex(v) : undefined;
}

export { num };

/** Reads a style property as it applies at breakpoint `index` (after the cascade). */
export type Getter = (prop: string) => StyleValue | undefined;

/**
 * Emits `key` for the base and `key_<device>` wherever one of `props` changes at that device,
 * comparing with what the previous device already gets so no redundant key appears.
 */
export function emitResponsive(
  ctx: SerializeContext,
  node: IRNode,
  settings: Settings,
  key: string,
  props: string[],
  toValue: (get: Getter) => unknown,
  /** always: evaluate at every device; force: also write values equal to the previous device's (Elementor has device-specific defaults). */
  options: { always?: boolean; force?: boolean; responsive?: boolean } = {},
): void {
  if (options.responsive === false) {
    // Elementor has one value for all devices: take the first breakpoint that shows the node.
    const value = toValue(gettersOf(node.style, ctx.breakpoints)[firstShown(ctx.breakpoints, node.hiddenAt)]);
    if (value !== undefined) settings[key] = value;
    return;
  }
  let previous: unknown;
  // A plain loop with no closure per device: this runs some twenty times for every element.
  const { breakpoints } = ctx;
  const last = ctx.responsive ? breakpoints.length : 1;
  const evaluateAll = options.always || options.force;
  const getters = gettersOf(node.style, breakpoints);
  for (let i = 0; i < last; i++) {
    const bp = breakpoints[i];
    if (i > 0 && (node.hiddenAt.includes(bp) || !(evaluateAll || overridesAnyOf(node.style.overrides[bp], props)))) continue;
    const value = toValue(getters[i]);
    if (value === undefined) continue;
    if (previous !== undefined && sameData(value, previous) && !options.force) continue;
    previous = value;
    settings[i === 0 ? key : deviceKey(ctx, key, i)] = value;
  }
}

/**
 * One getter per device for each style, made on its first control and reused by the twenty-odd
 * others (a closure per control and device was most of what the serializer allocated). The
 * serializer never changes a node's style, so the getters stay true.
 */
const gettersMemo = new WeakMap<ResponsiveStyle, { names: string[]; getters: Getter[] }>();

function gettersOf(style: ResponsiveStyle, names: string[]): Getter[] {
  const memo = gettersMemo.get(style);
  if (memo?.names === names) return memo.getters;
  const getters = names.map((_, i): Getter => (prop) => effectiveAt(style, names, i, prop));
  gettersMemo.set(style, { names, getters });
  return getters;
}

/**
 * `key_<device>` for device `index`, spelled once per key and breakpoint list: building it per
 * element made a fresh string each time that the settings object then had to intern.
 */
const deviceKeys = new WeakMap<string[], Map<string, string[]>>();

function deviceKey(ctx: SerializeContext, key: string, index: number): string {
  let byKey = deviceKeys.get(ctx.breakpoints);
  if (!byKey) deviceKeys.set(ctx.breakpoints, (byKey = new Map()));
  let keys = byKey.get(key);
  if (!keys) byKey.set(key, (keys = ctx.breakpoints.map((_, i) => `${key}${deviceSuffix(ctx, i)}`)));
  return keys[index];
}

/** The index of the first breakpoint that shows the node (0 when none does). */
function firstShown(breakpoints: string[], hiddenAt: string[]): number {
  for (let i = 0; i < breakpoints.length; i++) if (!hiddenAt.includes(breakpoints[i])) return i;
  return 0;
}


/** Shorthand for controls Elementor does not make responsive (colours, font family, weight …). */
export function emitOnce(ctx: SerializeContext, node: IRNode, settings: Settings, key: string, props: string[], toValue: (get: Getter) => unknown): void {
  emitResponsive(ctx, node, settings, key, props, toValue, { responsive: false });
}

export function sliderOf(v: StyleValue | undefined): Slider | undefined {
  if (v?.type !== 'unit') return undefined;
  return slider(v.value, v.unit === 'number' ? 'custom' : v.unit);
}

export function urlControl(link: Link): Settings {
  return { url: link.href, is_external: link.newTab ? 'on' : '', nofollow: link.nofollow ? 'on' : '', custom_attributes: '' };
}

const BOX_PROPS = { padding: PADDING, margin: MARGINS, border: BORDER_WIDTH };

export function boxOf(get: Getter, prefix: 'padding' | 'margin' | 'border'): Dimensions | undefined {
  const sides = BOX_PROPS[prefix].map((p) => get(p));
  if (sides.every((v) => v === undefined)) return undefined;
  return mergeBox(num(sides[0]), num(sides[1]), num(sides[2]), num(sides[3]));
}

export function radiusOf(get: Getter): Dimensions | undefined {
  const corners = RADIUS.map((p) => get(p));
  if (corners.every((v) => v === undefined)) return undefined;
  const unit = corners.find((c) => c?.type === 'unit' && c.unit === '%') ? '%' : 'px';
  // Elementor's dimension order is top(-left), right(top-right), bottom(-right), left(bottom-left).
  return mergeBox(num(corners[0]), num(corners[1]), num(corners[2]), num(corners[3]), unit);
}

export function shadowOf(v: StyleValue | undefined): Settings | undefined {
  const s = v?.type === 'layers' ? v.value[0] : v;
  if (s?.type !== 'shadow') return undefined;
  return { horizontal: s.x, vertical: s.y, blur: s.blur, spread: s.spread, color: rgba(s.color) };
}

export function rgba(c: ColorValue): string {
  return c.alpha >= 1 ? toHex(c) : `rgba(${c.r},${c.g},${c.b},${c.alpha})`;
}

/** Every typography field, so the kit's global font never applies. */
export function emitTypography(ctx: SerializeContext, node: IRNode, settings: Settings, prefix = 'typography'): void {
  settings[`${prefix}_typography`] = 'custom';
  emitOnce(ctx, node, settings, `${prefix}_font_family`, ['font-family'], (g) => fontFamily(g('font-family')));
  emitResponsive(ctx, node, settings, `${prefix}_font_size`, ['font-size'], (g) => sliderOf(g('font-size')));
  emitOnce(ctx, node, settings, `${prefix}_font_weight`, ['font-weight'], (g) => keywordOf(g('font-weight')));
  emitOnce(ctx, node, settings, `${prefix}_font_style`, ['font-style'], (g) => keywordOf(g('font-style')));
  emitOnce(ctx, node, settings, `${prefix}_text_transform`, ['text-transform'], (g) => keywordOf(g('text-transform')));
  emitOnce(ctx, node, settings, `${prefix}_text_decoration`, ['text-decoration'], (g) => {
    const d = keywordOf(g('text-decoration'));
    return d && ['underline', 'overline', 'line-through', 'none'].includes(d) ? d : 'none';
  });
  emitResponsive(ctx, node, settings, `${prefix}_line_height`, ['line-height'], (g) => {
    const lh = g('line-height');
    // `normal` depends on the font; 1.2 is Chromium's usual value for Latin fonts.
    return lh?.type === 'unit' ? sliderOf(lh) : slider(1.2, 'em');
  });
  emitResponsive(ctx, node, settings, `${prefix}_letter_spacing`, ['letter-spacing'], (g) => sliderOf(g('letter-spacing')) ?? slider(0));
  emitResponsive(ctx, node, settings, `${prefix}_word_spacing`, ['word-spacing'], (g) => sliderOf(g('word-spacing')));
}

export { keywordOf };

/** Names that exist only on Apple/Windows or as CSS generics; Elementor needs one concrete family. */
const NOT_A_FAMILY = /^(sans-serif|serif|monospace|cursive|fantasy)$/i;

export function fontFamily(v: StyleValue | undefined): string | undefined {
  const name = keywordOf(v);
  if (!name) return undefined;
  return NOT_A_FAMILY.test(name) ? genericFallback(name) : name;
}

function genericFallback(name: string): string {
  if (/serif/i.test(name) && !/sans/i.test(name)) return 'Times New Roman';
  if (/mono/i.test(name)) return 'Courier New';
  return 'Arial';
}

export function alignOf(v: StyleValue | undefined): string | undefined {
  const a = keywordOf(v);
  return a && ['left', 'center', 'right', 'justify'].includes(a) ? a : undefined;
}

/**
 * Elementor's border control knows solid, double, dotted, dashed and groove. The 3-D styles
 * map to their nearest: ridge is groove's mirror; inset/outset (user-agent buttons) draw a
 * plain frame in today's browsers, so solid.
 */
export function borderStyleOf(v: StyleValue | undefined): string {
  const s = keywordOf(v);
  if (s === 'solid' || s === 'double' || s === 'dotted' || s === 'dashed' || s === 'groove') return s;
  if (s === 'ridge') return 'groove';
  return 'solid';
}
