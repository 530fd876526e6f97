import { effectiveAt } from '../ir/responsive.ts';
import { BORDER_WIDTH, MARGINS, PADDING, RADIUS } from '../ir/styles.ts';
import type { IRNode } from '../ir/types.ts';
import { toRgbaString, type ColorValue, type StyleValue } from '../ir/values.ts';
import { cssText, PLAIN_CSS } from './css-text.ts';

/**
 * IR style → plain CSS declarations, for the builders whose controls are CSS properties under
 * other names (Bricks, Breakdance). Each serializer maps the declarations it has a control for
 * and writes the rest as the element's custom CSS, so nothing is lost between the two.
 */
export type Decls = Record<string, string>;

export function cssColor(c: ColorValue): string {
  return toRgbaString(c);
}

/** One typed value as CSS text. */
export function cssValue(v: StyleValue | undefined): string | undefined {
  return cssText(v, PLAIN_CSS);
}

const TEXT_PROPS = ['font-family', 'font-size', 'font-weight', 'font-style', 'line-height', 'letter-spacing', 'word-spacing', 'text-transform', 'text-decoration', 'color', 'text-align', 'text-shadow'];
const TEXT_KINDS = new Set<IRNode['kind']>(['heading', 'text', 'button', 'list', 'iconList']);

/** CSS text of a font family as a stack (generic fallback so a missing web font degrades sanely). */
export function fontStack(family: string): string {
  if (/^(sans-serif|serif|monospace|system-ui|cursive|fantasy)$/i.test(family)) return family;
  return `"${family.replace(/"/g, '')}"`;
}

/**
 * The node's look at breakpoint `index` as CSS declarations on the element's own box. Layout
 * names of the IR become CSS (`flex-size` → `flex`, `flex-order` → `order`, image sizes →
 * width/height); containers are flex (or grid) boxes with no gap, children placed by margins.
 */
export function declsAt(node: IRNode, breakpoints: string[], index: number): Decls {
  const g = (p: string) => effectiveAt(node.style, breakpoints, index, p);
  const d: Decls = {};
  const put = (prop: string, v: StyleValue | undefined) => {
    const css = cssValue(v);
    if (css !== undefined && css !== '') d[prop] = css;
  };
  for (const [k, p] of PADDING.entries()) {
    put(p, g(p));
    put(MARGINS[k], g(MARGINS[k]));
  }
  if (node.kind === 'container') {
    if (g('display')?.type === 'keyword' && cssValue(g('display')) === 'grid') {
      d.display = 'grid';
      put('grid-template-columns', g('grid-template-columns'));
      put('grid-template-rows', g('grid-template-rows'));
      put('column-gap', g('column-gap'));
      put('row-gap', g('row-gap'));
    } else {
      d.display = 'flex';
      d['flex-direction'] = cssValue(g('flex-direction')) ?? 'column';
      d['flex-wrap'] = cssValue(g('flex-wrap')) ?? 'nowrap';
      d['align-items'] = 'flex-start';
      d['justify-content'] = 'flex-start';
    }
  }
  if (node.kind === 'image') {
    put('width', g('image-width') ?? g('width'));
    put('height', g('image-height'));
    put('object-fit', g('object-fit'));
    const align = cssValue(g('image-align'));
    if (align && g('image-width')) d['object-position'] = align === 'center' ? 'center' : align;
  } else put('width', g('width'));
  put('min-height', g('min-height'));
  put('align-self', g('align-self'));
  const size = cssValue(g('flex-size'));
  if (size === 'none') d.flex = '0 0 auto';
  else if (size === 'grow') d.flex = '1 1 auto';
  else if (size === 'shrink') d.flex = '0 1 auto';
  put('order', g('flex-order'));
  put('grid-column', g('grid-column'));
  put('grid-row', g('grid-row'));
  const position = cssValue(g('position'));
  if (position === 'absolute' || position === 'fixed') {
    d.position = position;
    put('left', g('left'));
    put('top', g('top'));
  } else if (position === 'static') d.position = 'relative';
  put('z-index', g('z-index'));
  // Paint
  if (node.kind !== 'image' && node.kind !== 'embed') {
    put('background-color', g('background-color'));
    const layers = g('background-image');
    if (layers) {
      put('background-image', layers);
      put('background-size', g('background-size'));
      put('background-position', g('background-position'));
      put('background-repeat', g('background-repeat'));
      put('background-attachment', g('background-attachment'));
      put('background-clip', g('background-clip'));
    }
  }
  const borderStyle = cssValue(g('border-style'));
  if (borderStyle) {
    d['border-style'] = borderStyle;
    put('border-color', g('border-color'));
    for (const p of BORDER_WIDTH) put(p, g(p));
  }
  for (const p of RADIUS) put(p, g(p));
  put('box-shadow', g('box-shadow'));
  put('opacity', g('opacity'));
  put('overflow', g('overflow'));
  if (TEXT_KINDS.has(node.kind)) {
    for (const p of TEXT_PROPS) put(p, g(p));
    if (d['font-family']) d['font-family'] = fontStack(d['font-family']);
    // A button lays out its icon and label as a flex row: its alignment is justify-content.
    if (node.kind === 'button') d['justify-content'] = d['text-align'] === 'center' ? 'center' : d['text-align'] === 'right' ? 'flex-end' : 'flex-start';
  }
  if (node.kind === 'icon') {
    put('font-size', g('font-size'));
    put('color', g('color'));
  }
  return d;
}

/** Declarations of `next` whose value differs from `prev` (a narrower breakpoint's own rules). */
export function changedDecls(prev: Decls, next: Decls): Decls {
  const out: Decls = {};
  for (const [k, v] of Object.entries(next)) if (prev[k] !== v) out[k] = v;
  // A property the wider breakpoint set and this one lacks: reset it.
  for (const k of Object.keys(prev)) if (!(k in next)) out[k] = RESET[k] ?? 'initial';
  return out;
}

const RESET: Decls = { position: 'relative', left: 'auto', top: 'auto', 'z-index': 'auto', order: '0', 'min-height': '0px', 'box-shadow': 'none', opacity: '1', overflow: 'visible', 'background-color': 'transparent', 'background-image': 'none' };

/** One breakpoint's CSS: everything that applies there, and what is new against the wider one. */
export interface BreakpointDecls {
  breakpoint: string;
  full: Decls;
  changed: Decls;
}

/**
 * Per breakpoint (widest first; only the first when not responsive) the declarations that apply
 * there and those new or changed against the wider breakpoint (the first: all). Breakpoints where
 * the node is hidden get `display: none`; the first shown one after them restores its display.
 */
export function responsiveDecls(node: IRNode, breakpoints: string[], responsive: boolean): BreakpointDecls[] {
  const out: BreakpointDecls[] = [];
  let previous: Decls | undefined;
  breakpoints.forEach((bp, i) => {
    if (i > 0 && !responsive) return;
    const hidden = node.hiddenAt.includes(bp);
    const own = declsAt(node, breakpoints, i);
    const full = hidden ? { ...(previous ?? own), display: 'none' } : own;
    if (!hidden && previous?.display === 'none' && !full.display) full.display = 'revert';
    out.push({ breakpoint: bp, full, changed: previous ? changedDecls(previous, full) : full });
    previous = full;
  });
  return out;
}

/** `a: b; c: d` as a rule body. */
export function declText(d: Decls): string {
  return Object.entries(d).map(([k, v]) => `${k}: ${v}`).join('; ');
}
