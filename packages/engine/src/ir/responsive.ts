import type { ResponsiveStyle, StyleMap } from './types.ts';
import { keyword, px, sameData, sameValue, type StyleValue } from './values.ts';

/**
 * The value that cancels an inherited wider-breakpoint value when a narrower breakpoint
 * lacks the property (e.g. a desktop margin that mobile does not have).
 */
export function resetValue(prop: string): StyleValue | undefined {
  if (resetsToZero(prop)) return px(0);
  if (prop === 'align-self') return keyword('flex-start');
  if (prop === 'position') return keyword('static');
  if (prop === 'z-index') return keyword('auto');
  if (prop === 'flex-order') return { type: 'unit', value: 0, unit: 'number' };
  if (prop === 'opacity') return { type: 'unit', value: 1, unit: 'number' };
  if (prop === 'background-color') return { type: 'color', r: 0, g: 0, b: 0, alpha: 0 };
  if (prop === 'overflow') return keyword('visible');
  // Elementor's `shrink` is the CSS default (grow 0, shrink 1).
  if (prop === 'flex-size') return keyword('shrink');
  if (prop === 'height') return keyword('auto');
  return undefined;
}

const ZERO_RESET = /^(margin|padding)-|^border-.*-(width|radius)$|-gap$|^min-height$|^(top|left|right|bottom)$/;
const zeroResets = new Map<string, boolean>();

/** Whether a length property resets to 0 px; asked per property name, the few dozen names are tested once each. */
function resetsToZero(prop: string): boolean {
  let zero = zeroResets.get(prop);
  if (zero === undefined) zeroResets.set(prop, (zero = ZERO_RESET.test(prop)));
  return zero;
}

/**
 * Splits full per-breakpoint styles (widest first) into a base and minimal overrides: a
 * narrower breakpoint lists a property only when its value differs from what cascades down
 * to it, which is exactly how `_tablet`/`_mobile` keys behave. The base is a copy of the first
 * map unless `adoptBase` (the caller gives that map up: it becomes the base).
 */
export function splitResponsive(perBreakpoint: StyleMap[], names: string[], adoptBase = false): ResponsiveStyle {
  // Object.assign, not spreads: keys added to a spread's copy make new hidden classes (see boxLook).
  const base: StyleMap = adoptBase ? (perBreakpoint[0] ?? {}) : Object.assign({}, perBreakpoint[0]);
  const overrides: Record<string, StyleMap> = {};
  // A spread, though: this scratch copy gains few keys, and the drafts' maps are fast-mode objects
  // (see boxLook), which a spread copies as a block where Object.assign re-adds the keys one by one
  // and turns a copy of more than 16 into a dictionary.
  const effective: StyleMap = { ...base };
  for (let i = 1; i < perBreakpoint.length; i++) {
    const current = perBreakpoint[i];
    if (!current) continue;
    // This runs for every node of the page: no closure or key list per breakpoint.
    let diff: StyleMap | undefined;
    for (const prop in current) diff = settle(prop, current, effective, diff);
    for (const prop in effective) if (!(prop in current)) diff = settle(prop, current, effective, diff);
    if (diff) overrides[names[i]] = diff;
  }
  return { base, overrides };
}

/**
 * Brings `prop` of the cascaded style `effective` to its value in `current` (a reset where
 * `current` lacks it), noting a change in the breakpoint's `diff` (made on the first change).
 */
function settle(prop: string, current: StyleMap, effective: StyleMap, diff: StyleMap | undefined): StyleMap | undefined {
  const value = current[prop] ?? (effective[prop] !== undefined ? resetValue(prop) : undefined);
  if (value === undefined || sameValue(value, effective[prop])) return diff;
  const changed = diff ?? {};
  changed[prop] = value;
  effective[prop] = value;
  return changed;
}

/**
 * A node's style from its per-breakpoint styles (undefined where it is hidden). Where it is hidden
 * its style is moot: the nearest shown breakpoint's is borrowed, so the base (desktop) carries real
 * values even for mobile-only elements and no override is wasted. `adoptBase`: the caller hands
 * the maps over (the IR build's drafts end here), so the widest shown map becomes the base itself
 * instead of a copy of it; splitting never changes it.
 */
export function finalStyle(perBreakpoint: Array<StyleMap | undefined>, names: string[], adoptBase = false): ResponsiveStyle {
  const filled: StyleMap[] = [];
  for (let i = 0; i < perBreakpoint.length; i++) filled.push(perBreakpoint[i] ?? nearestShown(perBreakpoint, i)!);
  return splitResponsive(filled, names, adoptBase);
}

/** The first shown breakpoint narrower than `i`, else the nearest wider one. */
function nearestShown(perBreakpoint: Array<StyleMap | undefined>, i: number): StyleMap | undefined {
  for (let j = i + 1; j < perBreakpoint.length; j++) if (perBreakpoint[j]) return perBreakpoint[j];
  for (let j = i - 1; j >= 0; j--) if (perBreakpoint[j]) return perBreakpoint[j];
  return undefined;
}

/** A responsive style from each property's value at each breakpoint (overrides only where it changes). */
export function composeStyle(bps: string[], props: Iterable<string>, at: (prop: string, i: number) => StyleValue | undefined): ResponsiveStyle {
  const base: StyleMap = {};
  const overrides: Record<string, StyleMap> = {};
  for (const prop of props) {
    let prev: StyleValue | undefined;
    bps.forEach((bp, i) => {
      const v = at(prop, i);
      if (i === 0) {
        if (v !== undefined) base[prop] = v;
      } else if (!sameData(v, prev)) {
        const value = v ?? resetValue(prop);
        if (value !== undefined) (overrides[bp] ??= {})[prop] = value;
      }
      prev = v;
    });
  }
  return { base, overrides };
}

/** The value a property has at breakpoint `index` after the cascade. */
export function effectiveAt(style: ResponsiveStyle, names: string[], index: number, prop: string): StyleValue | undefined {
  let value = style.base[prop];
  for (let i = 1; i <= index; i++) {
    const o = style.overrides[names[i]]?.[prop];
    if (o !== undefined) value = o;
  }
  return value;
}

/**
 * Whether one breakpoint's overrides set any of `props` (the base not looked at): whether that
 * breakpoint needs a value of its own. Asked for every control of every element: a plain loop.
 */
export function overridesAnyOf(overrides: StyleMap | undefined, props: readonly string[]): boolean {
  if (!overrides) return false;
  for (const p of props) if (overrides[p] !== undefined) return true;
  return false;
}
