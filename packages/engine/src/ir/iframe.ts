/** IR build: an iframe kept as an HTML element, at its height on every device. */
import type { StyledNode } from '../extract/styled-tree.ts';
import { responsiveFallbackCss } from './fallback-css.ts';
import { escapeAttr, isRendered } from './build-support.ts';
import type { IRBuilder } from './build.ts';

/**
 * The frame's markup: its source, the full width of its widget, and its height per device (a map
 * sized in vh or by a media query is taller on phones). A frame without a source stays blank:
 * `src=""` would name the builder page itself.
 */
export function iframeHtml(this: IRBuilder, node: StyledNode, src: string): string {
  const heights = this.bps.map((_, i) => {
    const v = this.viewOf(node, i);
    return isRendered(v) ? Math.round(v.box.h) : undefined;
  });
  const height = heights[this.primary] ?? heights.find((h) => h !== undefined) ?? 150;
  const className = `pl-fb-${this.fallbackPrefix}-${++this.fallbackCount}`;
  const css = responsiveFallbackCss(className, heights.map((h, i) => (h === undefined ? undefined : { maxWidth: this.options.deviceMaxWidths?.[i], decls: { height: `${h}px` } })));
  const source = src && !src.startsWith('about:') ? ` src="${escapeAttr(src)}"` : '';
  const title = node.attrs.title ? ` title="${escapeAttr(node.attrs.title)}"` : '';
  const cls = css ? ` class="${className}"` : '';
  return `<iframe${source}${title}${cls} width="100%" height="${height}" style="border:0;display:block" loading="lazy"></iframe>${css ? `<style>${css}</style>` : ''}`;
}
