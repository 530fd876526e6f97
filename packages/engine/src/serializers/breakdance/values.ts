/**
 * Breakdance value shapes (../shared/formats/breakdance.md §3): unit objects whose `style` is the
 * ready CSS, responsive controls keyed by breakpoint id, and the breakpoint ids themselves.
 */
export interface UnitObject { number: number | string; unit: string; style: string }

/** IR breakpoint name (contract's Breakdance set) → Breakdance breakpoint id. */
export const BREAKPOINT_IDS: Record<string, string> = {
  desktop: 'breakpoint_base',
  tabletLandscape: 'breakpoint_tablet_landscape',
  tablet: 'breakpoint_tablet_portrait',
  phoneLandscape: 'breakpoint_phone_landscape',
  mobile: 'breakpoint_phone_portrait',
};
export const BREAKPOINT_ID_LIST = Object.values(BREAKPOINT_IDS);

/** `48px` → `{number: 48, unit: 'px', style: '48px'}`; keywords and unitless values use unit `custom`. */
export function unitObject(css: string): UnitObject {
  const m = /^(-?[\d.]+)(px|%|em|rem|vw|vh|deg)$/.exec(css);
  if (m) return { number: Number(m[1]), unit: m[2], style: css };
  return { number: css, unit: 'custom', style: css };
}

/** A responsive control value with one entry more: `{breakpoint_base: V, …}`. */
export type Responsive<T> = Record<string, T>;

/** Sets `value` at the dotted `path` under `root`, creating objects on the way. */
export function setPath(root: Record<string, unknown>, path: string[], value: unknown): void {
  let o = root;
  for (const key of path.slice(0, -1)) {
    if (!o[key] || typeof o[key] !== 'object') o[key] = {};
    o = o[key] as Record<string, unknown>;
  }
  o[path[path.length - 1]] = value;
}

/** Sets `value` for breakpoint `bp` of the responsive control at `path`. */
export function setResponsive(root: Record<string, unknown>, path: string[], bp: string, value: unknown): void {
  setPath(root, [...path, bp], value);
}
