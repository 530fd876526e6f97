import { BORDER_COLOR, BORDER_STYLE, BORDER_WIDTH, MARGINS, PADDING, RADIUS } from '../../ir/styles.ts';
import type { IRNode, StyleMap } from '../../ir/types.ts';
import type { ColorValue, GradientValue, StyleValue } from '../../ir/values.ts';
import { cssText, gradientText, WEBFLOW_CSS } from '../css-text.ts';

/** CSS declarations, property → value, in the order they are written. */
export type Decls = Record<string, string>;


export function cssValue(v: StyleValue | undefined): string | undefined {
  return cssText(v, WEBFLOW_CSS);
}

export function gradientCss(g: GradientValue): string {
  return gradientText(g, WEBFLOW_CSS);
}

/** A family name as CSS wants it: quoted when it is not one identifier. */
export function fontFamilyCss(name: string): string {
  if (/^(serif|sans-serif|monospace|cursive|fantasy|system-ui)$/.test(name)) return name;
  return /^[a-zA-Z][\w-]*$/.test(name) ? name : `"${name.replace(/"/g, '')}"`;
}

/** How a node shows where it is visible (the class writes `display` explicitly: Webflow's own defaults differ). */
function displayOf(node: IRNode, m: StyleMap): string {
  if (node.kind === 'container') return m.display?.type === 'keyword' && m.display.value === 'grid' ? 'grid' : 'flex';
  if (node.kind === 'iconList') return 'flex';
  return 'block';
}

const TEXT_PROPS = ['font-family', 'font-size', 'font-weight', 'font-style', 'line-height', 'letter-spacing', 'word-spacing', 'text-transform', 'text-align', 'color', 'text-shadow'] as const;
const TEXT_KINDS = new Set<IRNode['kind']>(['heading', 'text', 'button', 'list', 'iconList', 'icon']);

/**
 * The full CSS of a node at one breakpoint, from its effective IR style there. Every value the
 * source had is written (margins and typography included) so Webflow's own element defaults
 * (`h1` 38 px, `p` margin-bottom 10 px, button blue) never show through.
 */
export function nodeDecls(node: IRNode, m: StyleMap, hidden: boolean): Decls {
  const d: Decls = {};
  const put = (prop: string, v: StyleValue | undefined) => {
    const s = cssValue(v);
    if (s !== undefined && s !== '') d[prop] = s;
  };
  d.display = hidden ? 'none' : displayOf(node, m);
  if (node.kind === 'container') {
    if (d.display === 'grid' || (hidden && m.display?.type === 'keyword' && m.display.value === 'grid')) {
      put('grid-template-columns', m['grid-template-columns']);
      put('grid-template-rows', m['grid-template-rows']);
      put('grid-column-gap', m['column-gap']);
      put('grid-row-gap', m['row-gap']);
    } else {
      put('flex-direction', m['flex-direction'] ?? { type: 'keyword', value: 'column' });
      put('flex-wrap', m['flex-wrap'] ?? { type: 'keyword', value: 'nowrap' });
      d['justify-content'] = 'flex-start';
      d['align-items'] = 'flex-start';
    }
  }
  if (node.kind === 'iconList') d['flex-direction'] = 'column';
  // Placement in the parent (measured from the source boxes).
  for (const p of MARGINS) put(p, m[p]);
  for (const p of PADDING) put(p, m[p]);
  if (node.kind === 'image' && m['image-width']) put('width', m['image-width']);
  else put('width', m.width);
  if (node.kind === 'image') {
    put('height', m['image-height']);
    d['max-width'] = '100%';
    put('object-fit', m['object-fit']);
    const align = m['image-align']?.type === 'keyword' ? m['image-align'].value : undefined;
    if (align && m['image-width']) d['align-self'] = align === 'center' ? 'center' : align === 'right' ? 'flex-end' : 'flex-start';
  }
  put('min-height', m['min-height']);
  if (!d['align-self']) put('align-self', m['align-self']);
  const size = m['flex-size']?.type === 'keyword' ? m['flex-size'].value : undefined;
  if (size === 'none') Object.assign(d, { 'flex-grow': '0', 'flex-shrink': '0', 'flex-basis': 'auto' });
  else if (size === 'grow') Object.assign(d, { 'flex-grow': '1', 'flex-shrink': '1', 'flex-basis': '0%' });
  else if (size === 'shrink') Object.assign(d, { 'flex-grow': '0', 'flex-shrink': '1', 'flex-basis': 'auto' });
  put('order', m['flex-order']);
  for (const [prop, key] of [['grid-column', 'column'], ['grid-row', 'row']] as const) {
    const v = m[prop]?.type === 'keyword' ? m[prop].value : undefined;
    if (!v) continue;
    const [start, end] = v.split('/').map((p) => p.trim());
    d[`grid-${key}-start`] = start;
    if (end) d[`grid-${key}-end`] = end;
  }
  put('position', m.position);
  // The IR places absolute children from their parent's padding box (Elementor containers are
  // positioned); a Webflow Block is static unless its class says otherwise.
  if (!d.position && (node.kind === 'container' || node.kind === 'iconList')) d.position = 'relative';
  put('left', m.left);
  put('top', m.top);
  put('z-index', m['z-index']);
  // Paint (an embed draws its own look inline: painting its wrapper too would draw it twice).
  if (node.kind === 'embed') return d;
  put('background-color', m['background-color']);
  // Webflow's Button (.w-button) paints its own blue; a transparent source button must say so.
  if (node.kind === 'button' && !d['background-color']) d['background-color'] = 'transparent';
  if (node.kind === 'button' && !m['border-style']) for (const p of BORDER_WIDTH) d[p] = '0px';
  if (m['background-image']) {
    put('background-image', m['background-image']);
    put('background-size', m['background-size']);
    put('background-position', m['background-position']);
    put('background-repeat', m['background-repeat']);
    put('background-attachment', m['background-attachment']);
    put('background-clip', m['background-clip']);
  }
  if (m['border-style']) {
    for (const [k, p] of BORDER_WIDTH.entries()) {
      put(p, m[p]);
      put(BORDER_STYLE[k], m['border-style']);
      put(BORDER_COLOR[k], m['border-color']);
    }
  }
  for (const p of RADIUS) put(p, m[p]);
  put('box-shadow', m['box-shadow']);
  put('opacity', m.opacity);
  put('overflow', m.overflow);
  if (TEXT_KINDS.has(node.kind)) {
    for (const p of TEXT_PROPS) {
      if (p === 'font-family') {
        const f = m[p]?.type === 'keyword' ? m[p].value : undefined;
        if (f) d[p] = fontFamilyCss(f);
      } else put(p, m[p]);
    }
    put('text-decoration', m['text-decoration'] ?? { type: 'keyword', value: 'none' });
  }
  if (node.kind === 'list') d['list-style-type'] = (node as { listStyle?: string }).listStyle || 'disc';
  if (node.kind === 'iconList') put('row-gap', m['item-gap']);
  if (node.kind === 'button' || node.link) d.cursor = 'pointer';
  return d;
}

/** Hover IR values (colour, background, border colour, decoration) as CSS. */
export function hoverDecls(hover: StyleMap): Decls {
  const d: Decls = {};
  for (const [prop, v] of Object.entries(hover)) {
    const s = cssValue(v);
    if (s === undefined) continue;
    if (prop === 'border-color') for (const p of BORDER_COLOR) d[p] = s;
    else d[prop] = s;
  }
  return d;
}

/** Declarations no typed IR value carries (filters, transforms, blend modes, extra layers): Webflow classes take them as they are. */
export function rawDecls(lines: string[] | undefined): Decls {
  const d: Decls = {};
  for (const line of lines ?? []) {
    const at = line.indexOf(':');
    if (at <= 0) continue;
    const prop = line.slice(0, at).trim();
    const value = line.slice(at + 1).trim();
    // Webflow's paste parser is reported to choke on exotic transitions; they are not styles anyway.
    if (prop && value && !/^transition/.test(prop)) d[prop] = value;
  }
  return d;
}

/**
 * What a property falls back to where a wider breakpoint set it and this one does not:
 * classes cascade desktop-first, so a narrower variant must undo it explicitly.
 */
export function resetCss(prop: string): string {
  if (/^(margin|padding)-|^border-.*-(width|radius)$|^min-height$|gap$/.test(prop)) return '0px';
  if (/^border-.*-style$/.test(prop)) return 'none';
  if (/^border-.*-color$/.test(prop)) return 'currentcolor';
  if (/^(width|height|top|left|right|bottom|z-index|align-self|flex-basis)$/.test(prop) || /^grid-(row|column)-(start|end)$/.test(prop)) return 'auto';
  if (/^(max-width|box-shadow|text-shadow|background-image|transform|filter|clip-path|text-transform|text-decoration)$/.test(prop)) return 'none';
  if (prop === 'background-color') return 'transparent';
  if (prop === 'position') return 'static';
  if (prop === 'opacity') return '1';
  if (prop === 'overflow') return 'visible';
  if (prop === 'order' || prop === 'flex-grow') return '0';
  if (prop === 'flex-shrink') return '1';
  if (prop === 'object-fit') return 'fill';
  if (prop === 'mix-blend-mode') return 'normal';
  if (prop === 'letter-spacing' || prop === 'word-spacing' || prop === 'font-style') return 'normal';
  return 'initial';
}

export function declsText(d: Decls): string {
  return Object.entries(d).map(([p, v]) => `${p}: ${v};`).join(' ');
}

/** `prop: value; …` → declarations (the inverse of declsText; values may hold `;` only inside quotes/parens). */
export function parseDecls(text: string): Decls {
  const d: Decls = {};
  let depth = 0;
  let quote = '';
  let start = 0;
  const flush = (end: number) => {
    const part = text.slice(start, end);
    const at = part.indexOf(':');
    if (at > 0) d[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) { if (c === quote) quote = ''; continue; }
    if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ';' && depth === 0) { flush(i); start = i + 1; }
  }
  flush(text.length);
  return d;
}

export type { ColorValue };
