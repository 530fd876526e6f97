/**
 * Computed colours Chromium gives outside `rgb()`: `color-mix()` and `color(srgb …)` compute to
 * `color(srgb r g b / a)` (channels 0–1), `oklab()`/`oklch()` stay in their space. Builders store
 * sRGB, so these are converted (out-of-gamut channels clamped); an unreadable value is undefined.
 */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  alpha: number;
}

const NUM = String.raw`(-?[\d.]+(?:e-?\d+)?%?|none)`;
const FUNCTION = new RegExp(String.raw`^(color|oklab|oklch)\(\s*(?:([a-z0-9-]+)\s+)?${NUM}\s+${NUM}\s+${NUM}(?:\s*/\s*${NUM})?\s*\)$`, 'i');

const num = (s: string, percentOf = 1): number => (s === 'none' ? 0 : s.endsWith('%') ? (Number(s.slice(0, -1)) / 100) * percentOf : Number(s));

const gammaEncode = (c: number): number => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);
const gammaDecode = (c: number): number => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const channel = (c: number): number => Math.round(Math.max(0, Math.min(1, c)) * 255);

/** Linear sRGB from Oklab (Björn Ottosson's matrices, as CSS Color 4 uses them). */
function oklabToLinearSrgb(L: number, a: number, b: number): [number, number, number] {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

/** Linear sRGB from linear Display P3 (CSS Color 4's matrices through XYZ, combined). */
function p3ToLinearSrgb(r: number, g: number, b: number): [number, number, number] {
  return [
    1.2249401 * r - 0.2249404 * g + 0 * b,
    -0.0420569 * r + 1.0420571 * g + 0 * b,
    -0.0196376 * r - 0.0786361 * g + 1.0982735 * b,
  ];
}

export function parseColorFunction(css: string): Rgba | undefined {
  const m = FUNCTION.exec(css.trim());
  if (!m) return undefined;
  const [, fn, space, c1, c2, c3, a] = m;
  const alpha = a === undefined ? 1 : Math.max(0, Math.min(1, num(a)));
  let linear: [number, number, number];
  if (fn.toLowerCase() === 'color') {
    const rgb: [number, number, number] = [num(c1), num(c2), num(c3)];
    if (space === 'srgb') return { r: channel(rgb[0]), g: channel(rgb[1]), b: channel(rgb[2]), alpha };
    if (space === 'srgb-linear') linear = rgb;
    else if (space === 'display-p3') linear = p3ToLinearSrgb(...(rgb.map((c) => gammaDecode(c)) as [number, number, number]));
    else return undefined;
  } else if (fn.toLowerCase() === 'oklab') {
    linear = oklabToLinearSrgb(num(c1), num(c2, 0.4), num(c3, 0.4));
  } else {
    const hue = (num(c3) * Math.PI) / 180;
    const chroma = num(c2, 0.4);
    linear = oklabToLinearSrgb(num(c1), chroma * Math.cos(hue), chroma * Math.sin(hue));
  }
  const [r, g, b] = linear.map((c) => channel(gammaEncode(c)));
  return { r, g, b, alpha };
}
