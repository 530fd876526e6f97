import type { ComputedStyle } from '../extract/styled-tree.ts';
import type { StyleMap } from './types.ts';
import {
  isTransparent, keyword, parseBackgroundImage, parseColor, parseLength, parseShadows, primaryFontFamily, px, pxOf,
  type StyleValue,
} from './values.ts';
import { clipsBackgroundToText } from './text-fill.ts';

/** The four sides in CSS order (top, right, bottom, left): the order of the per-side name lists below. */
export const SIDES = ['top', 'right', 'bottom', 'left'] as const;
// Property names built once, in CSS order, for the IR and the serializers: these run for every side
// of every box at every width (a name built per read is a fresh string the lookup must intern first).
export const PADDING = SIDES.map((s) => `padding-${s}` as const);
export const MARGINS = SIDES.map((s) => `margin-${s}` as const);
export const BORDER_STYLE = SIDES.map((s) => `border-${s}-style` as const);
export const BORDER_WIDTH = SIDES.map((s) => `border-${s}-width` as const);
export const BORDER_COLOR = SIDES.map((s) => `border-${s}-color` as const);
/** The four corners in CSS order, as `RADIUS` names them. */
export const CORNERS = ['top-left', 'top-right', 'bottom-right', 'bottom-left'] as const;
export const RADIUS = CORNERS.map((c) => `border-${c}-radius` as const);
/** The IR's own padding of a framed picture (nodes/media.ts), per side. */
export const PICTURE_PADDING = SIDES.map((s) => `picture-padding-${s}` as const);

/**
 * Per computed style, the values its memos derived, one slot per memo. One table for all of them:
 * a WeakMap insert costs about a microsecond here (each memo's own table made the build pay that
 * some 2,500 times on picocss-v2-preview, against one insert per distinct style now).
 */
const derived = new WeakMap<ComputedStyle, unknown[]>();
let memoCount = 0;

/**
 * Identical computed styles share one object (see styled-tree), so the typed maps derived from
 * them are computed once per distinct style. Callers spread or read the result and never mutate it.
 */
export function memoByStyle<T>(fn: (cs: ComputedStyle) => T): (cs: ComputedStyle) => T {
  const slot = memoCount++;
  return (cs) => {
    let slots = derived.get(cs);
    if (slots === undefined) derived.set(cs, (slots = []));
    let value = slots[slot] as T | undefined;
    if (value === undefined) slots[slot] = value = fn(cs);
    return value;
  };
}

function set(map: StyleMap, prop: string, value: StyleValue | undefined): void {
  if (value !== undefined) map[prop] = value;
}

/** Paddings always (zero is meaningful: Elementor's defaults are not zero). */
export const paddingStyle = memoByStyle(function paddingStyle(cs: ComputedStyle): StyleMap {
  const map: StyleMap = {};
  for (const key of PADDING) map[key] = px(pxOf(cs[key]));
  return map;
});

/** Borders only when some side is visible; user-agent `none`/0 borders are dropped. */
export const borderStyle = memoByStyle(function borderStyle(cs: ComputedStyle): StyleMap {
  const map: StyleMap = {};
  const visible = BORDER_STYLE.some((style, k) => cs[style] !== 'none' && cs[style] !== 'hidden' && pxOf(cs[BORDER_WIDTH[k]]) > 0);
  if (visible) {
    // Elementor has one style and one colour per border: take the first visible side's.
    const k = BORDER_STYLE.findIndex((style, j) => cs[style] !== 'none' && pxOf(cs[BORDER_WIDTH[j]]) > 0);
    map['border-style'] = keyword(cs[BORDER_STYLE[k]]);
    set(map, 'border-color', parseColor(cs[BORDER_COLOR[k]]));
    for (const [j, width] of BORDER_WIDTH.entries()) map[width] = px(cs[BORDER_STYLE[j]] === 'none' ? 0 : pxOf(cs[width]));
  }
  // Square corners (most boxes) need no parsing.
  if (RADIUS.every((prop) => cs[prop] === '0px')) return map;
  const radii = RADIUS.map((prop) => parseLength(cs[prop].split(' ')[0] ?? '0'));
  if (radii.some((r) => r && r.value > 0)) {
    RADIUS.forEach((prop, i) => {
      const r = radii[i];
      map[prop] = r ?? px(0);
    });
  }
  return map;
});

/** Background colour, image/gradient layers, shadow, opacity, overflow. */
export const decorationStyle = memoByStyle(function decorationStyle(cs: ComputedStyle): StyleMap {
  const map: StyleMap = {};
  // Gradient text: the background paints the glyphs (see text-fill.ts), not the box.
  const glyphsOnly = clipsBackgroundToText(cs);
  const bg = glyphsOnly ? undefined : parseColor(cs['background-color']);
  if (bg && !isTransparent(bg)) map['background-color'] = bg;
  const layers = glyphsOnly ? [] : parseBackgroundImage(cs['background-image']);
  if (layers.length) {
    map['background-image'] = { type: 'layers', value: layers };
    map['background-size'] = keyword(cs['background-size'].split(',')[0].trim());
    map['background-position'] = keyword(cs['background-position'].split(',')[0].trim());
    map['background-repeat'] = keyword(cs['background-repeat'].split(',')[0].trim());
    if (cs['background-attachment'].startsWith('fixed')) map['background-attachment'] = keyword('fixed');
    // Where the layers are painted (the colour is clipped like the bottom layer).
    const clip = (cs['background-clip'] ?? '').split(',')[0].trim();
    if (clip === 'content-box' || clip === 'padding-box') map['background-clip'] = keyword(clip);
  }
  const shadows = parseShadows(cs['box-shadow']);
  if (shadows.length) map['box-shadow'] = shadows.length === 1 ? shadows[0] : { type: 'layers', value: shadows };
  const opacity = Number(cs.opacity);
  if (opacity < 1) map.opacity = { type: 'unit', value: opacity, unit: 'number' };
  if (cs['overflow-x'] === 'hidden' || cs['overflow-y'] === 'hidden' || cs['overflow-x'] === 'clip') map.overflow = keyword('hidden');
  // Scroll boxes (wide tables, code) clip what overflows them; Elementor's `auto` does the same.
  else if (/auto|scroll/.test(cs['overflow-x']) || /auto|scroll/.test(cs['overflow-y'])) map.overflow = keyword('auto');
  return map;
});

/** Typography and colour, always complete: unset values would let the site kit's leak in. */
export const textStyle = memoByStyle(function textStyle(cs: ComputedStyle): StyleMap {
  const map: StyleMap = {};
  map['font-family'] = keyword(primaryFontFamily(cs['font-family']));
  map['font-size'] = px(pxOf(cs['font-size']));
  map['font-weight'] = keyword(cs['font-weight']);
  map['font-style'] = keyword(cs['font-style'] === 'italic' || cs['font-style'].startsWith('oblique') ? 'italic' : 'normal');
  const lh = parseLength(cs['line-height']);
  map['line-height'] = lh ?? keyword('normal');
  const ls = parseLength(cs['letter-spacing']);
  map['letter-spacing'] = ls ?? px(0);
  const ws = parseLength(cs['word-spacing']);
  if (ws && ws.value !== 0) map['word-spacing'] = ws;
  map['text-transform'] = keyword(cs['text-transform'] || 'none');
  map['text-decoration'] = keyword(cs['text-decoration-line'] || 'none');
  const color = parseColor(cs['-webkit-text-fill-color'] && cs['-webkit-text-fill-color'] !== cs.color ? cs['-webkit-text-fill-color'] : cs.color);
  set(map, 'color', color && color.alpha > 0 ? color : parseColor(cs.color));
  map['text-align'] = keyword(normalizeTextAlign(cs['text-align']));
  const ts = parseShadows(cs['text-shadow']);
  if (ts.length) map['text-shadow'] = ts[0];
  return map;
});

/**
 * `line-height: normal` is the font's own spacing (about 1.15 of the size for Liberation and
 * DejaVu, not the 1.2 a builder would guess): read it off the rendered text. `height` is the
 * text's content height; it holds a whole number of lines. Undefined when no plausible number
 * of lines explains it (mixed sizes, inline boxes taller than the text).
 */
export function measuredNormalLineHeight(height: number, fontSize: number): number | undefined {
  if (!(height > 0) || !(fontSize > 0)) return undefined;
  const lines = Math.max(1, Math.round(height / (fontSize * 1.15)));
  const lh = height / lines;
  return lh >= fontSize * 1.0 && lh <= fontSize * 1.35 ? Math.round(lh * 100) / 100 : undefined;
}

/** A line's height in px for the one-line tests: the computed value, or 1.2 font sizes for `normal` (no px value). */
export function lineHeightPx(cs: ComputedStyle): number {
  return pxOf(cs['line-height']) || pxOf(cs['font-size']) * 1.2;
}

export function normalizeTextAlign(css: string): string {
  if (css === 'start' || css === '-webkit-left' || css === 'left') return 'left';
  if (css === 'end' || css === '-webkit-right' || css === 'right') return 'right';
  if (css === 'center' || css === '-webkit-center') return 'center';
  if (css === 'justify') return 'justify';
  return 'left';
}

/** Sides in CSS order (top, right, bottom, left); shared between callers, so read-only. */
export type Sides = readonly [number, number, number, number];

// Memoized: the layout and one-line tests ask for them several times per box and width.
export const borderWidths = memoByStyle(function borderWidths(cs: ComputedStyle): Sides {
  return BORDER_STYLE.map((style, i) => (cs[style] === 'none' ? 0 : pxOf(cs[BORDER_WIDTH[i]]))) as unknown as Sides;
});

export const paddings = memoByStyle(function paddings(cs: ComputedStyle): Sides {
  return PADDING.map((p) => pxOf(cs[p])) as unknown as Sides;
});

/** Whether a box paints a picture (a url() background layer): a logo, an icon sprite, a toggler glyph. */
export function paintsPicture(cs: ComputedStyle): boolean {
  return cs['background-image'] !== 'none' && cs['background-image'].includes('url(');
}

/** Whether a box paints anything of its own (background, border, shadow). Memoized: the build asks it of most boxes several times. */
export const paintsBox = memoByStyle(function paintsBox(cs: ComputedStyle): boolean {
  const bg = parseColor(cs['background-color']);
  const paintsBackground = !clipsBackgroundToText(cs) && ((bg !== undefined && !isTransparent(bg)) || cs['background-image'] !== 'none');
  return paintsBackground || cs['box-shadow'] !== 'none' || borderWidths(cs).some((w) => w > 0);
});

/**
 * Backgrounds Elementor's controls cannot draw: more than a colour plus one image or two-stop
 * gradient (several gradients, ring or stripe stops, repeating ones).
 */
export function backgroundBeyondControls(cs: ComputedStyle): boolean {
  if (clipsBackgroundToText(cs)) return false;
  const layers = parseBackgroundImage(cs['background-image']);
  const gradients = layers.filter((l) => l.type === 'gradient');
  return layers.length > 2 || gradients.length > 1 || gradients.some((g) => g.stops.length > 2 || g.repeating);
}

/** Paint no Elementor control draws: such a background, or a border image. */
export function paintBeyondControls(cs: ComputedStyle): boolean {
  return (Boolean(cs['border-image-source']) && cs['border-image-source'] !== 'none') || backgroundBeyondControls(cs);
}

/**
 * Declarations of `cs` that Elementor's controls cannot carry, as CSS text. Memoized (every node
 * asks, and shadows and backgrounds are parsed for it): shared, so callers copy before keeping it.
 */
export const unexpressedCss = memoByStyle(function unexpressedCss(cs: ComputedStyle): readonly string[] {
  const out: string[] = [];
  if (cs['mix-blend-mode'] && cs['mix-blend-mode'] !== 'normal') out.push(`mix-blend-mode: ${cs['mix-blend-mode']}`);
  if (cs.filter && cs.filter !== 'none') out.push(`filter: ${cs.filter}`);
  if (cs.transform && cs.transform !== 'none') out.push(`transform: ${cs.transform}`);
  if (cs['clip-path'] && cs['clip-path'] !== 'none') out.push(`clip-path: ${cs['clip-path']}`);
  if (parseShadows(cs['box-shadow']).length > 1) out.push(`box-shadow: ${cs['box-shadow']}`);
  if (backgroundBeyondControls(cs)) {
    out.push(`background-image: ${cs['background-image']}`, `background-size: ${cs['background-size']}`, `background-position: ${cs['background-position']}`, `background-repeat: ${cs['background-repeat']}`);
    if (cs['background-clip'] && cs['background-clip'] !== 'border-box') out.push(`background-clip: ${cs['background-clip']}`);
  }
  return out;
});
