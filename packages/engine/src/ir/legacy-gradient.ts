/**
 * WebKit's prefixed gradients, as Chromium computes them. Themes written for old browsers
 * (AdminLTE 2's `bg-*-gradient` boxes, Bootstrap 2/3 buttons and navbars) set
 * `background: -webkit-gradient(linear, left bottom, left top, color-stop(0, #39cccc), …)` last,
 * so the computed `background-image` keeps that syntax and the shorthand leaves no colour: a
 * parser that knows only `linear-gradient()` drops the box's whole paint.
 */
import { parseColor, parseGradient, round, splitTopLevel, type GradientStop, type GradientValue } from './values.ts';

/** Computed legacy angles: 0deg points right and turns counter-clockwise (modern: 0deg up, clockwise). */
const LEGACY_SIDES: Record<string, string> = {
  top: 'to bottom', bottom: 'to top', left: 'to right', right: 'to left',
  'left top': 'to right bottom', 'top left': 'to right bottom', 'right top': 'to left bottom', 'top right': 'to left bottom',
  'left bottom': 'to right top', 'bottom left': 'to right top', 'right bottom': 'to left top', 'bottom right': 'to left top',
};

/** A GradientValue from a prefixed gradient layer, or undefined for anything else. */
export function parseLegacyGradient(css: string): GradientValue | undefined {
  const s = css.trim();
  const box = /^-webkit-gradient\((.*)\)$/.exec(s);
  if (box) return parseBoxGradient(box[1]);
  const prefixed = /^-webkit-(repeating-)?(linear|radial)-gradient\((.*)\)$/.exec(s);
  if (!prefixed) return undefined;
  const [, repeating = '', kind, body] = prefixed;
  if (kind === 'radial') return parseGradient(`${repeating}radial-gradient(${body})`);
  const args = splitTopLevel(body);
  const first = (args[0] ?? '').replace(/\s+/g, ' ');
  // The first argument says where the gradient starts (modern syntax: where it goes to).
  const deg = /^(-?[\d.]+)deg$/.exec(first);
  if (deg) args[0] = `${round((((90 - Number(deg[1])) % 360) + 360) % 360)}deg`;
  else if (first in LEGACY_SIDES) args[0] = LEGACY_SIDES[first];
  else if (/^center( center)?$/.test(first)) args.shift();
  return parseGradient(`${repeating}linear-gradient(${args.join(', ')})`);
}

/** A point of `-webkit-gradient()`: percentages of the box (keywords as computed, or left as words). */
function point(css: string): [number, number] | undefined {
  const words: Record<string, number> = { left: 0, top: 0, center: 50, right: 100, bottom: 100 };
  const parts = css.trim().split(/\s+/);
  if (parts.length !== 2) return undefined;
  const xy = parts.map((p) => (p in words ? words[p] : /^-?[\d.]+%$/.test(p) ? Number(p.slice(0, -1)) : /^-?[\d.]+(px)?$/.test(p) ? Number.NaN : undefined));
  if (xy.some((v) => v === undefined)) return undefined;
  return xy as [number, number];
}

/** `from(c)`, `to(c)`, `color-stop(f, c)` (f a fraction or a percentage) → stop at 0..1. */
function stop(css: string): { at: number; color: GradientStop['color'] } | undefined {
  const m = /^(from|to|color-stop)\((.*)\)$/.exec(css.trim());
  if (!m) return undefined;
  if (m[1] !== 'color-stop') {
    const color = parseColor(m[2]);
    return color && { at: m[1] === 'from' ? 0 : 1, color };
  }
  const [at, c] = splitTopLevel(m[2]);
  const color = parseColor(c ?? '');
  if (!color || at === undefined) return undefined;
  const f = at.endsWith('%') ? Number(at.slice(0, -1)) / 100 : Number(at);
  return Number.isFinite(f) ? { at: f, color } : undefined;
}

/**
 * `-webkit-gradient(linear, P1, P2, stops…)` and `(radial, P1, r1, P2, r2, stops…)`. A linear
 * gradient runs from P1 to P2: its angle is that direction, and along an axis its stops are
 * placed where P1 and P2 put them (a gradient over the top half keeps its stops in that half).
 */
function parseBoxGradient(body: string): GradientValue | undefined {
  const args = splitTopLevel(body);
  const kind = args[0]?.trim();
  if (kind !== 'linear' && kind !== 'radial') return undefined;
  const stopArgs = args.slice(kind === 'linear' ? 3 : 5);
  const raw = stopArgs.map(stop);
  if (!raw.length || raw.some((r) => !r)) return undefined;
  const sorted = (raw as Array<{ at: number; color: GradientStop['color'] }>).sort((a, b) => a.at - b.at);
  if (kind === 'radial') {
    return { type: 'gradient', kind: 'radial', angle: 180, stops: sorted.map((r) => ({ color: r.color, position: round(r.at * 100) })), repeating: false };
  }
  const p1 = point(args[1] ?? '');
  const p2 = point(args[2] ?? '');
  if (!p1 || !p2) return undefined;
  let angle = 180;
  let from = 0;
  let span = 100;
  const [dx, dy] = [p2[0] - p1[0], p2[1] - p1[1]];
  if (Number.isFinite(dx) && Number.isFinite(dy) && (dx !== 0 || dy !== 0)) {
    angle = round(((Math.atan2(dx, -dy) * 180) / Math.PI + 360) % 360);
    // Along one axis the modern gradient line spans the whole box from the side it starts at.
    if (dx === 0) [from, span] = dy > 0 ? [p1[1], dy] : [100 - p1[1], -dy];
    else if (dy === 0) [from, span] = dx > 0 ? [p1[0], dx] : [100 - p1[0], -dx];
  }
  return { type: 'gradient', kind: 'linear', angle, stops: sorted.map((r) => ({ color: r.color, position: round(from + r.at * span) })), repeating: false };
}
