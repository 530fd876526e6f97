import { effectiveAt } from '../../ir/responsive.ts';
import type { IRNode } from '../../ir/types.ts';
import type { StyleValue } from '../../ir/values.ts';
import { cssText, GUTENBERG_CSS, hexOrRgba } from '../css-text.ts';

/** CSS property → value, in insertion order. */
export type Decls = Map<string, string>;

/** `#rrggbb` or `rgba(…)`: one spelling, written identically into the block JSON and the saved HTML. */
export const cssColor = hexOrRgba;

/** A typed IR value as CSS text (`undefined` for what has no CSS spelling), as `save()` must reproduce it. */
export function cssValue(v: StyleValue | undefined): string | undefined {
  return cssText(v, GUTENBERG_CSS);
}

/** Font families: quoted when they are names, bare when they are CSS generics or `system-ui`. */
export function fontFamilyCss(v: StyleValue | undefined): string | undefined {
  if (v?.type !== 'keyword') return undefined;
  const name = v.value;
  if (/^(system-ui|sans-serif|serif|monospace|cursive|fantasy|ui-[a-z-]+)$/i.test(name)) return name;
  const generic = /serif/i.test(name) && !/sans/i.test(name) ? 'serif' : /mono|courier/i.test(name) ? 'monospace' : 'sans-serif';
  return `'${name.replace(/'/g, '')}', ${generic}`;
}

/**
 * Layout names the IR derives from boxes, as CSS: `flex-size` is Elementor's sizing switch
 * (none = keep the measured width, grow = fill, shrink = CSS default), `flex-order` is `order`.
 */
function layoutDecl(prop: string, v: StyleValue): Array<[string, string]> {
  const value = cssValue(v);
  if (value === undefined) return [];
  if (prop === 'flex-size') return [['flex', value === 'grow' ? '1 1 0%' : value === 'none' ? '0 0 auto' : '0 1 auto']];
  if (prop === 'flex-order') return [['order', value]];
  return [[prop, value]];
}

/** IR-only properties some kinds read themselves (image sizing, icon lists); never written as CSS as they are. */
const NOT_CSS = new Set(['image-width', 'picture-width', 'image-height', 'image-align', 'icon-size', 'icon-gap', 'item-gap', 'icon-align', 'icon-color', 'object-fit', 'object-position',
  'picture-padding-top', 'picture-padding-right', 'picture-padding-bottom', 'picture-padding-left', 'picture-background']);

/** Every CSS declaration of a node at breakpoint `index`, from the effective (cascaded) style. */
export function declarationsAt(node: IRNode, breakpoints: string[], index: number, props: Iterable<string>): Decls {
  const out: Decls = new Map();
  for (const prop of props) {
    if (NOT_CSS.has(prop)) continue;
    const v = effectiveAt(node.style, breakpoints, index, prop);
    if (!v) continue;
    if (prop === 'font-family') {
      const f = fontFamilyCss(v);
      if (f) out.set('font-family', f);
      continue;
    }
    for (const [p, value] of layoutDecl(prop, v)) out.set(p, value);
  }
  return out;
}

/** The declarations a node's style changes at breakpoint `index` (its override map only). */
export function overrideDeclarations(node: IRNode, breakpoints: string[], index: number): Decls {
  const changed = Object.keys(node.style.overrides[breakpoints[index]] ?? {});
  return declarationsAt(node, breakpoints, index, changed);
}

export function declsText(decls: Decls, important: boolean): string {
  return [...decls].map(([p, v]) => `${p}:${v}${important ? ' !important' : ''}`).join(';');
}
