/**
 * A Font Awesome glyph inside text (`<a><i class="fa fa-home"></i> Home</a>`), as inline markup.
 *
 * The builders' sites load no Font Awesome 4 (and Elementor enqueues its own Font Awesome only on
 * pages with an icon widget), so an `<i class="fa …">` in a text widget shows nothing there. The
 * glyph's own drawing from Font Awesome Free, as an inline `<svg>` 1 em tall in `currentColor`,
 * shows the same icon at the same size and colour in every builder, in a box as wide as the
 * source `<i>` (the glyph's advance, or a fixed-width icon column, `fa-fw`), the drawing centred in it.
 */
import type { ComputedStyle, StyledNode } from '../extract/styled-tree.ts';
import { describe, escapeAttr, faFontGlyph } from './build-support.ts';
import { faDrawing } from './fa-svg.ts';
import type { IRBuilder } from './build.ts';

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The icon's inline `<svg>`, or the `<i>` itself when Font Awesome Free has no drawing of that name. */
export function textIconHtml(this: IRBuilder, node: StyledNode, parent: ComputedStyle): string {
  const cls = node.attrs.class ?? '';
  const glyph = faFontGlyph(cls);
  const drawing = faDrawing(glyph.library, glyph.iconClass);
  if (!drawing) {
    this.options.report.note('icon font inside text', 'approximated', describe(node), 'not in Font Awesome Free: needs the icon font on the target site');
    return `<i class="${escapeAttr(cls)}" aria-hidden="true"></i>`;
  }
  const v = this.viewOf(node, this.primary)!;
  const cs = v.style;
  if (cs.position === 'absolute' || cs.position === 'fixed') {
    // Out of the line's flow: a drawing in the line would push the text aside.
    this.options.report.note('positioned icon font glyph inside text', 'approximated', describe(node), 'needs the icon font on the target site');
    return `<i class="${escapeAttr(cls)}" aria-hidden="true"></i>`;
  }
  const size = parseFloat(cs['font-size']) || 16;
  const parentSize = parseFloat(parent['font-size']) || size;
  // The source glyph's box keeps the line as it was (a wider drawing would wrap a shrink-wrapped
  // widget's text); a drawing wider than that box overflows it, centred, at its full height.
  const box = round3(v.box.w > 0 ? v.box.w / size : drawing.width);
  const fit = box < drawing.width - 0.01 ? ' preserveAspectRatio="xMidYMid slice"' : '';
  const own: string[] = [];
  // In em of the enclosing text, so the icon follows the text's size at every breakpoint.
  if (Math.abs(size - parentSize) > 0.1) own.push(`font-size:${round3(size / parentSize)}em`);
  if (cs.color !== parent.color) own.push(`color:${cs.color}`);
  const floated = cs.float === 'left' || cs.float === 'right';
  for (const side of floated ? (['top', 'right', 'bottom', 'left'] as const) : (['left', 'right'] as const)) {
    const m = parseFloat(cs[`margin-${side}`]);
    if (m) own.push(`margin-${side}:${round3(m / size)}em`);
  }
  const paths = drawing.paths.map((d) => `<path d="${d}"/>`).join('');
  const svg = (css: string[]) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${drawing.viewBox}" fill="currentColor"${fit} aria-hidden="true" style="${escapeAttr(css.join(';'))}">${paths}</svg>`;
  const drawn = svg(['position:absolute', 'left:0', 'top:50%', 'margin-top:-0.5em', 'height:1em', `width:${box}em`, 'overflow:visible']);
  // A floated glyph (a menu link's chevron pulled right) floats the same way, in a box of its
  // size with the drawing centred in it, as the glyph was centred on the float's line.
  if (floated) {
    const holder = [`float:${cs.float}`, 'display:block', 'position:relative', `width:${box}em`, `height:${round3(v.box.h / size)}em`, ...own];
    return `<span style="${escapeAttr(holder.join(';'))}">${drawn}</span>`;
  }
  // The glyph was a character: the line breaks around it only where it broke around the glyph.
  // An SVG in the line is an atomic inline, which Chromium breaks around anywhere (a word joiner
  // does not hold it): the line holds an inline span as wide as the glyph instead, and the
  // drawing sits in it out of flow, 1em tall, centred on the span's line (as on Font Awesome's baseline).
  const holder = ['position:relative', `padding-left:${box}em`, ...own];
  return `<span style="${escapeAttr(holder.join(';'))}">${drawn}</span>`;
}
