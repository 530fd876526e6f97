/** IR build, HTML re-serialisation: inline markup of text elements, fallback markup with the look inlined, absolute URLs. */
import { PLACEHOLDER_COLOR_ATTRIBUTE, type ComputedStyle, type NodeView, type StyledNode } from '../extract/styled-tree.ts';
import { wrapGradientText } from './text-fill.ts';
import { keepsOneLine, unbreakableHtml } from './nowrap.ts';
import { placeholderCss, pseudoElementCss, responsiveFallbackCss } from './fallback-css.ts';
import { BORDER_COLOR, BORDER_STYLE, borderWidths, SIDES } from './styles.ts';
import type { Link, StyleMap } from './types.ts';
import { parseColor, px, toRgbaString } from './values.ts';
import { KEPT_INLINE_TAGS, VOID_TAGS, describe, escapeAttr, escapeHtml, fallbackBoxDecls, fourCorners, fourSides, inlineDiff, isRendered, pseudoBoxDecls, textShown } from './build-support.ts';
import type { IRBuilder } from './build.ts';
import { inlineScale } from './inline-scale.ts';
import { emptyInlineBoxCss } from './inline-boxes.ts';

/** An inline element's style and its parent's at one breakpoint, where both are rendered. */
const inlineViews = (own: NodeView | undefined, parent: NodeView | undefined) => (isRendered(own) && isRendered(parent) ? { own: own.style, parent: parent.style } : undefined);

export function absolute(this: IRBuilder, url: string): string {
  if (!url || url.startsWith('data:')) return url;
  try {
    return new URL(url, this.options.baseUrl).href;
  } catch {
    return url;
  }
}

export function linkOf(this: IRBuilder, node: StyledNode): Link {
  return { href: this.absolute(node.attrs.href ?? ''), newTab: node.attrs.target === '_blank', nofollow: /nofollow/.test(node.attrs.rel ?? '') };
}

export function absolutizeLayers(this: IRBuilder, m: StyleMap): void {
  const layers = m['background-image'];
  if (layers?.type !== 'layers') return;
  // A fresh object: style maps share values between nodes with the same computed style.
  m['background-image'] = { type: 'layers', value: layers.value.map((l) => (l.type === 'image' ? { ...l, url: this.absolute(l.url) } : l)) };
}

export function innerHtml(this: IRBuilder, node: StyledNode): string {
  const cs = this.viewOf(node, this.primary)!.style;
  // The block's own gradient text paints its content (its box keeps no background).
  return wrapGradientText(cs, node.children.map((c) => this.nodeHtml(c, cs, node)).join('').trim().replace(/\s+/g, ' '));
}

/** Inline markup with only the styles that differ from the enclosing block (links always get colour). */
export function nodeHtml(this: IRBuilder, node: StyledNode, parent: ComputedStyle, parentNode?: StyledNode): string {
  if (node.kind === 'text') {
    if (node.text.trim() && !textShown(node)) return '';
    const pre = parent['white-space'].startsWith('pre');
    if (pre) return escapeHtml(node.text).replace(/\n/g, '<br>');
    const text = escapeHtml(node.text.replace(/\s+/g, ' '));
    return keepsOneLine(parent['white-space']) ? unbreakableHtml(text) : text;
  }
  const v = this.viewOf(node, this.primary);
  if (!isRendered(v)) return '';
  if (node.tag === 'br') return '<br>';
  if (this.isIcon(node)) {
    this.options.report.note('icon font inside text', 'approximated', describe(node), 'needs the icon font on the target site');
    return `<i class="${escapeAttr(node.attrs.class ?? '')}" aria-hidden="true"></i>`;
  }
  const tag = KEPT_INLINE_TAGS.has(node.tag) ? node.tag : 'span';
  const cs = v.style;
  const scale = parentNode ? inlineScale(this.bps.map((_, i) => inlineViews(this.viewOf(node, i), this.viewOf(parentNode, i)))) : {};
  const css = [inlineDiff(cs, parent, tag === 'a', scale), this.hasText(node) ? '' : emptyInlineBoxCss(cs, v.box)].filter(Boolean).join(';');
  let attrs = css ? ` style="${escapeAttr(css)}"` : '';
  if (tag === 'a') {
    const link = this.linkOf(node);
    attrs = ` href="${escapeAttr(link.href)}"${link.newTab ? ' target="_blank" rel="noopener"' : ''}${attrs}`;
  }
  const inner = node.children.map((c) => this.nodeHtml(c, cs, node)).join('');
  return `<${tag}${attrs}>${inner}</${tag}>`;
}

/** Markup for an HTML fallback, with the computed look inlined on its root. */
export function outerHtml(this: IRBuilder, node: StyledNode, root: boolean): string {
  if (node.kind === 'text') return escapeHtml(node.text);
  const placeholder = node.attrs[PLACEHOLDER_COLOR_ATTRIBUTE];
  const placeholderColor = placeholder === undefined ? undefined : parseColor(placeholder === 'transparent' ? 'rgba(0, 0, 0, 0)' : placeholder);
  // One string built in place: this runs for every element of an inline SVG drawing.
  let attrs = '';
  for (const k in node.attrs) {
    if (k.startsWith('on') || k === 'style' || k === 'class' || k.startsWith('data-pagelift')) continue;
    const val = node.attrs[k];
    attrs += ` ${k}="${escapeAttr(k === 'src' || k === 'href' ? this.absolute(val) : val)}"`;
  }
  let style = '';
  const v = this.viewOf(node, this.primary);
  if (v) {
    const cs = v.style;
    if (root) {
      const color = parseColor(cs.color);
      // Width follows the widget (whose width is responsive); inline styles cannot follow breakpoints.
      // An SVG with a viewBox scales with its width: a px height would freeze the desktop shape.
      const height = node.tag === 'svg' && node.attrs.viewbox ? 'auto' : `${Math.round(v.box.h)}px`;
      style = `width:100%;height:${height};display:block;box-sizing:border-box;margin:0;`;
      if (color) style += `color:${toRgbaString(color)};`;
      if (node.tag !== 'svg') {
        style += `font-family:${cs['font-family']};font-size:${cs['font-size']};`;
        style += `padding:${fourSides(cs, 'padding')};`;
        const bc = parseColor(cs['background-color']);
        if (bc && bc.alpha > 0) style += `background-color:${toRgbaString(bc)};`;
        const bw = borderWidths(cs);
        SIDES.forEach((side, k) => {
          style += bw[k] > 0 ? `border-${side}:${bw[k]}px ${cs[BORDER_STYLE[k]]} ${cs[BORDER_COLOR[k]]};` : `border-${side}:0;`;
        });
        style += `border-radius:${fourCorners(cs)};`;
        if (cs['box-shadow'] && cs['box-shadow'] !== 'none') style += `box-shadow:${cs['box-shadow']};`;
        if (cs['border-image-source'] && cs['border-image-source'] !== 'none') {
          style += `border-image:${cs['border-image-source']} ${cs['border-image-slice']} / ${cs['border-image-width']} / ${cs['border-image-outset']} ${cs['border-image-repeat']};`;
        }
        // Themed controls (Pico): own drawing instead of the UA's, tick/chevron/search icons as
        // data: backgrounds, the accent of native checkboxes and ranges, a disabled control's fade.
        if (cs.appearance && cs.appearance !== 'auto') style += `appearance:${cs.appearance};`;
        if (cs.opacity && Number(cs.opacity) < 1) style += `opacity:${cs.opacity};`;
        if (cs['accent-color'] && cs['accent-color'] !== 'auto') style += `accent-color:${cs['accent-color']};`;
        if (cs['background-image'] !== 'none') {
          style += `background-image:${cs['background-image']};background-position:${cs['background-position']};background-size:${cs['background-size']};background-repeat:${cs['background-repeat']};`;
          if (cs['background-clip'] && cs['background-clip'] !== 'border-box') style += `background-clip:${cs['background-clip']};`;
        }
        style += `line-height:${cs['line-height']};font-weight:${cs['font-weight']};`;
      }
    }
  }
  let styleAttr = style ? ` style="${escapeAttr(style)}"` : '';
  let responsiveCss = '';
  if (root && v && node.tag !== 'svg') {
    const className = `pl-fb-${this.fallbackPrefix}-${++this.fallbackCount}`;
    responsiveCss = responsiveFallbackCss(className, this.bps.map((_, i) => {
      const view = this.viewOf(node, i);
      if (!isRendered(view)) return undefined;
      return { maxWidth: this.options.deviceMaxWidths?.[i], decls: fallbackBoxDecls(view.style, view.box) };
    }));
    if (placeholderColor && node.attrs.placeholder !== undefined) responsiveCss += placeholderCss(className, toRgbaString(placeholderColor));
    // A themed control's own pseudo-element boxes (a switch's knob) travel as rules beside it.
    if (node.tag === 'input') {
      for (const which of ['before', 'after'] as const) {
        const views = node.pseudo[which];
        if (!views || !isRendered(views[this.bps[this.primary]])) continue;
        responsiveCss += pseudoElementCss(className, which, this.bps.map((name, i) => {
          const pv = views[name];
          return isRendered(pv) && isRendered(this.viewOf(node, i)) ? { maxWidth: this.options.deviceMaxWidths?.[i], decls: pseudoBoxDecls(pv.style) } : undefined;
        }));
      }
    }
    if (responsiveCss) styleAttr = ` class="${className}"${styleAttr}`;
  }
  const tail = responsiveCss ? `<style>${responsiveCss}</style>` : '';
  if (VOID_TAGS.has(node.tag)) return `<${node.tag}${attrs}${styleAttr}>${tail}`;
  const inner = node.children.map((c) => this.outerHtml(c, false)).join('');
  return `<${node.tag}${attrs}${styleAttr}>${inner}</${node.tag}>${tail}`;
}
