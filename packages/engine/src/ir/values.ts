/**
 * Typed style values: the IR never carries raw CSS strings a serializer would have to
 * re-parse. Parsers here read Chromium's *computed* serialisation (colours as rgb()/rgba(),
 * lengths in px, shadows colour-first), which is far more regular than authored CSS.
 */
import { parseLegacyGradient } from './legacy-gradient.ts';
import { parseColorFunction } from './color-spaces.ts';
import { memoByText } from './memo-by-text.ts';

export type Unit = 'px' | '%' | 'em' | 'vh' | 'deg' | 'number';
export interface UnitValue { type: 'unit'; value: number; unit: Unit }
export interface KeywordValue { type: 'keyword'; value: string }
export interface ColorValue { type: 'color'; r: number; g: number; b: number; alpha: number }
export interface ShadowValue {
  type: 'shadow'; x: number; y: number; blur: number; spread: number; color: ColorValue; inset: boolean;
}
export interface GradientStop { color: ColorValue; position: number }
export interface GradientValue {
  type: 'gradient'; kind: 'linear' | 'radial'; angle: number; stops: GradientStop[]; repeating: boolean;
}
export interface ImageValue { type: 'image'; url: string }
export interface LayersValue { type: 'layers'; value: StyleValue[] }
export interface TupleValue { type: 'tuple'; value: StyleValue[] }

export type StyleValue =
  | UnitValue | KeywordValue | ColorValue | ShadowValue | GradientValue | ImageValue | LayersValue | TupleValue;

export const px = (value: number): UnitValue => ({ type: 'unit', value: round(value), unit: 'px' });
export const percent = (value: number): UnitValue => ({ type: 'unit', value: round(value), unit: '%' });
export const keyword = (value: string): KeywordValue => ({ type: 'keyword', value });
/** The number of a unit value (its unit aside), 0 for anything else. */
export const num = (v: StyleValue | undefined): number => (v?.type === 'unit' ? v.value : 0);
/** The keyword a value holds, if it is one. */
export function keywordOf(v: StyleValue | undefined): string | undefined {
  return v?.type === 'keyword' ? v.value : undefined;
}

/** Two decimals: sub-pixel noise must not create per-breakpoint overrides. */
export function round(n: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

export function parseLength(css: string): UnitValue | undefined {
  const m = /^(-?[\d.]+(?:e-?\d+)?)(px|%|em|deg)?$/.exec(css.trim());
  if (!m) return undefined;
  return { type: 'unit', value: round(Number(m[1])), unit: (m[2] as Unit | undefined) ?? 'number' };
}

/** Length in px or 0: computed widths/paddings/margins are always px or `auto`. */
export function pxOf(css: string | undefined): number {
  // The common case without a regular expression: it runs for every side of every box.
  if (!css || !css.endsWith('px')) return 0;
  const n = Number(css.slice(0, -2));
  return Number.isFinite(n) ? round(n) : 0;
}

/**
 * A page repeats a few dozen colours across some 1 500 reads (every style's colour, background
 * and borders): each text is parsed once. The values are shared, like every style value the IR
 * holds, so nothing may change them.
 */
export const parseColor: (css: string) => ColorValue | undefined = memoByText(4096, parseColorText);

function parseColorText(css: string): ColorValue | undefined {
  const s = css.trim();
  const m = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(s);
  if (m) {
    let alpha = m[4] === undefined ? 1 : m[4].endsWith('%') ? Number(m[4].slice(0, -1)) / 100 : Number(m[4]);
    alpha = round(alpha, 3);
    return { type: 'color', r: Math.round(Number(m[1])), g: Math.round(Number(m[2])), b: Math.round(Number(m[3])), alpha };
  }
  if (s === 'transparent') return { type: 'color', r: 0, g: 0, b: 0, alpha: 0 };
  const fn = parseColorFunction(s);
  if (fn) return { type: 'color', ...fn, alpha: round(fn.alpha, 3) };
  const hex = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(s);
  if (hex) {
    const n = parseInt(hex[1], 16);
    return {
      type: 'color', r: n >> 16, g: (n >> 8) & 255, b: n & 255,
      alpha: hex[2] ? round(parseInt(hex[2], 16) / 255, 3) : 1,
    };
  }
  return undefined;
}

export const isTransparent = (c: ColorValue | undefined): boolean => !c || c.alpha === 0;

/** `#RRGGBB`, or `#RRGGBBAA` when translucent: the shapes Elementor's colour control stores. */
export function toHex(c: ColorValue): string {
  const base = `#${hexByte(c.r)}${hexByte(c.g)}${hexByte(c.b)}`;
  return c.alpha >= 1 ? base : `${base}${hexByte(Math.round(c.alpha * 255))}`;
}

/** The 256 byte values as two upper-case hex digits: every colour control of every element is written through them. */
const HEX_BYTES = Array.from({ length: 256 }, (_, n) => n.toString(16).padStart(2, '0').toUpperCase());

/** A channel clamped to 0-255 as hex digits (a fractional channel keeps its fraction, as toString writes it). */
function hexByte(n: number): string {
  const clamped = Math.max(0, Math.min(255, n));
  return Number.isInteger(clamped) ? HEX_BYTES[clamped] : clamped.toString(16).padStart(2, '0').toUpperCase();
}

export function toRgbaString(c: ColorValue): string {
  return c.alpha >= 1 ? `rgb(${c.r}, ${c.g}, ${c.b})` : `rgba(${c.r}, ${c.g}, ${c.b}, ${c.alpha})`;
}

/** Splits on commas that are not inside parentheses. */
export function splitTopLevel(css: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of css) {
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    if (ch === separator && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

/** Splits on whitespace outside parentheses: `rgb(0, 0, 0) 0px 4px` → 3 tokens. */
function tokens(css: string): string[] {
  return splitTopLevel(css.replace(/\s+/g, ' '), ' ');
}

export function parseShadows(css: string): ShadowValue[] {
  if (!css || css === 'none') return [];
  return splitTopLevel(css).flatMap((layer) => {
    let color: ColorValue | undefined;
    let inset = false;
    const lengths: number[] = [];
    for (const t of tokens(layer)) {
      if (t === 'inset') inset = true;
      else if (parseColor(t)) color = parseColor(t);
      else {
        const l = parseLength(t);
        if (l) lengths.push(l.value);
      }
    }
    if (lengths.length < 2) return [];
    return [{
      type: 'shadow' as const, x: lengths[0], y: lengths[1], blur: lengths[2] ?? 0, spread: lengths[3] ?? 0,
      color: color ?? { type: 'color' as const, r: 0, g: 0, b: 0, alpha: 1 }, inset,
    }];
  });
}

const SIDE_ANGLES: Record<string, number> = {
  'to top': 0, 'to right': 90, 'to bottom': 180, 'to left': 270,
  'to top right': 45, 'to right top': 45, 'to bottom right': 135, 'to right bottom': 135,
  'to bottom left': 225, 'to left bottom': 225, 'to top left': 315, 'to left top': 315,
};

export function parseGradient(css: string): GradientValue | undefined {
  const m = /^(repeating-)?(linear|radial)-gradient\((.*)\)$/.exec(css.trim());
  if (!m) return undefined;
  const args = splitTopLevel(m[3]);
  let angle = 180;
  const first = args[0] ?? '';
  if (!parseColor(tokens(first)[0] ?? '')) {
    args.shift();
    const deg = /^(-?[\d.]+)deg$/.exec(first);
    if (deg) angle = Number(deg[1]);
    else if (first in SIDE_ANGLES) angle = SIDE_ANGLES[first];
  }
  const stops: GradientStop[] = [];
  args.forEach((arg, i) => {
    const [c, pos] = tokens(arg);
    const color = parseColor(c ?? '');
    if (!color) return;
    const p = pos ? parseLength(pos) : undefined;
    const position = p?.unit === '%' ? p.value : args.length > 1 ? (i / (args.length - 1)) * 100 : 0;
    stops.push({ color, position: round(position) });
  });
  if (stops.length === 0) return undefined;
  return { type: 'gradient', kind: m[2] as 'linear' | 'radial', angle, stops, repeating: Boolean(m[1]) };
}

/** Background layers from computed `background-image`: url(...) images and gradients. */
export function parseBackgroundImage(css: string): Array<ImageValue | GradientValue> {
  if (!css || css === 'none') return [];
  return splitTopLevel(css).flatMap((layer): Array<ImageValue | GradientValue> => {
    const url = /^url\(["']?(.*?)["']?\)$/.exec(layer);
    if (url) return [{ type: 'image', url: url[1] }];
    const g = layer.startsWith('-webkit-') ? parseLegacyGradient(layer) : parseGradient(layer);
    return g ? [g] : [];
  });
}

/** Names that exist only on Apple/Windows or are CSS generics: not a family a builder can load. */
const PLATFORM_OR_GENERIC = /^(ui-|system-ui|-apple-system|blinkmacsystemfont|segoe ui|sans-serif|serif|monospace|cursive|fantasy|emoji|math|apple color emoji|segoe ui emoji|segoe ui symbol|noto color emoji)/i;

/** The first concrete family of a computed `font-family` list, unquoted (or the generic if none). */
export function primaryFontFamily(css: string): string {
  let family = familyOf.get(css);
  if (family === undefined) {
    // A page has a handful of font stacks and thousands of nodes.
    if (familyOf.size > 1000) familyOf.clear();
    familyOf.set(css, (family = firstConcreteFamily(css)));
  }
  return family;
}
const familyOf = new Map<string, string>();

function firstConcreteFamily(css: string): string {
  const names = splitTopLevel(css).map((n) => n.replace(/^["']|["']$/g, '').trim()).filter(Boolean);
  // A system UI stack means "the visitor's UI font": the name `system-ui` keeps that meaning
  // (Chromium resolves even the quoted name Elementor prints), where the first concrete name
  // (often Roboto) would make Elementor load a web font the source never showed.
  if (/^(ui-sans-serif|system-ui|-apple-system|blinkmacsystemfont)$/i.test(names[0] ?? '')) return 'system-ui';
  if (/^ui-monospace$/i.test(names[0] ?? '')) return 'monospace';
  if (/^ui-serif$/i.test(names[0] ?? '')) return 'serif';
  return names.find((n) => !PLATFORM_OR_GENERIC.test(n)) ?? names[names.length - 1] ?? '';
}

/** Structural equality of two style values (key order does not matter). */
export function sameValue(a: StyleValue | undefined, b: StyleValue | undefined): boolean {
  if (a === b) return true;
  // The shapes nearly every comparison meets (the responsive split makes some 80 per node), read
  // member by member: px, percent, keyword and parseLength give them exactly these members.
  if (a?.type === 'unit' && b?.type === 'unit') return a.value === b.value && a.unit === b.unit;
  if (a?.type === 'keyword' && b?.type === 'keyword') return a.value === b.value;
  return sameData(a, b);
}

/** Structural equality of JSON-like data (plain objects, arrays, primitives); undefined members count as absent. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  // Members are compared with === before recursing: most are equal numbers and strings, and the
  // style splitting and control emitting call this tens of thousands of times per export.
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i] && !sameData(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let count = 0;
  for (const key in ra) {
    const x = ra[key];
    if (x === undefined) continue;
    count++;
    const y = rb[key];
    if (x !== y && !sameData(x, y)) return false;
  }
  for (const key in rb) if (rb[key] !== undefined) count--;
  return count === 0;
}
