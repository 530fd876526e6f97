/**
 * IR value → CSS text, once for every serializer. The builders differ only in spelling: how a
 * colour is written, the separator of lists (layers, gradient stops), rounding of gradient
 * numbers, the shape a radial gradient names, URL quoting, and whether an empty list is a value.
 * Each serializer names its spelling (`CssSpelling`) and calls `cssText`.
 */
import { round, toRgbaString, type ColorValue, type GradientValue, type ShadowValue, type StyleValue } from '../ir/values.ts';

export interface CssSpelling {
  color: (c: ColorValue) => string;
  /** Between layers and between gradient stops: `', '` or `','`. */
  listSeparator: string;
  /** Round gradient angles and stop positions to 2 decimals. */
  roundGradients: boolean;
  /** What a radial gradient starts with (`circle`, `circle at 50% 50%`), or '' for nothing. */
  radialShape: string;
  /** Percent-encode `"` in image URLs. */
  escapeUrlQuotes: boolean;
  /** An empty layer list or tuple is no value (undefined) rather than ''. */
  emptyIsUndefined: boolean;
}

/** `#rrggbb` when opaque, else `rgba(r,g,b,a)`: one spelling for JSON and HTML alike. */
export function hexOrRgba(c: ColorValue): string {
  const h = (n: number) => Math.max(0, Math.min(255, n)).toString(16).padStart(2, '0');
  return c.alpha >= 1 ? `#${h(c.r)}${h(c.g)}${h(c.b)}` : `rgba(${c.r},${c.g},${c.b},${c.alpha})`;
}

export function shadowText(s: ShadowValue, color: (c: ColorValue) => string): string {
  return `${s.inset ? 'inset ' : ''}${s.x}px ${s.y}px ${s.blur}px ${s.spread}px ${color(s.color)}`;
}

export function gradientText(g: GradientValue, sp: CssSpelling): string {
  const n = (v: number) => (sp.roundGradients ? round(v) : v);
  const stops = g.stops.map((s) => `${sp.color(s.color)} ${n(s.position)}%`).join(sp.listSeparator);
  const fn = `${g.repeating ? 'repeating-' : ''}${g.kind}-gradient`;
  if (g.kind === 'linear') return `${fn}(${n(g.angle)}deg${sp.listSeparator}${stops})`;
  return sp.radialShape ? `${fn}(${sp.radialShape}${sp.listSeparator}${stops})` : `${fn}(${stops})`;
}

/** A typed IR value as CSS text in spelling `sp` (undefined for what has no CSS spelling). */
export function cssText(v: StyleValue | undefined, sp: CssSpelling): string | undefined {
  if (!v) return undefined;
  const list = (items: StyleValue[], sep: string) => {
    const parts = items.map((i) => cssText(i, sp)).filter((s): s is string => !!s);
    return parts.length || !sp.emptyIsUndefined ? parts.join(sep) : undefined;
  };
  switch (v.type) {
    case 'unit':
      return v.unit === 'number' ? String(v.value) : `${v.value}${v.unit}`;
    case 'keyword':
      return v.value;
    case 'color':
      return sp.color(v);
    case 'shadow':
      return shadowText(v, sp.color);
    case 'gradient':
      return gradientText(v, sp);
    case 'image':
      return `url("${sp.escapeUrlQuotes ? v.url.replace(/"/g, '%22') : v.url}")`;
    case 'layers':
      return list(v.value, sp.listSeparator);
    case 'tuple':
      return list(v.value, ' ');
  }
}

/** Bricks and Breakdance: rgba colours, spaced lists, values as the IR has them. */
export const PLAIN_CSS: CssSpelling = {
  color: toRgbaString,
  listSeparator: ', ',
  roundGradients: false,
  radialShape: '',
  escapeUrlQuotes: false,
  emptyIsUndefined: false,
};
/** Gutenberg: the spelling `save()` must reproduce byte for byte (hex colours, no spaces, rounded). */
export const GUTENBERG_CSS: CssSpelling = {
  color: hexOrRgba,
  listSeparator: ',',
  roundGradients: true,
  radialShape: 'circle',
  escapeUrlQuotes: true,
  emptyIsUndefined: true,
};
/** Webflow: rgba colours, spaced lists, radial gradients centred explicitly as its style panel writes them. */
export const WEBFLOW_CSS: CssSpelling = {
  color: toRgbaString,
  listSeparator: ', ',
  roundGradients: false,
  radialShape: 'circle at 50% 50%',
  escapeUrlQuotes: true,
  emptyIsUndefined: false,
};
