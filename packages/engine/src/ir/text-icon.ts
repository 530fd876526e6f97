/**
 * A Font Awesome glyph inside text (`<a><i class="fa fa-home"></i> Home</a>`), as inline markup.
 *
 * The builders' sites load no Font Awesome 4 (and Elementor enqueues its own Font Awesome only on
 * pages with an icon widget), so an `<i class="fa …">` in a text widget shows nothing there. The
 * glyph's own drawing from Font Awesome Free, as an inline `<svg>` 1 em tall in `currentColor`,
 * shows the same icon at the same size and colour in every builder. Its box keeps the source
 * `<i>`'s width (icons set in a fixed-width column, `fa-fw`), the drawing centred in it
 * (the SVG's default `xMidYMid meet`), and sits on the baseline as Font Awesome's own SVG does.
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
  const size = parseFloat(cs['font-size']) || 16;
  const parentSize = parseFloat(parent['font-size']) || size;
  const css = [`display:inline-block`, `height:1em`, `width:${round3(Math.max(drawing.width, v.box.w / size))}em`, 'vertical-align:-0.125em', 'overflow:visible'];
  // In em of the enclosing text, so the icon follows the text's size at every breakpoint.
  if (Math.abs(size - parentSize) > 0.1) css.push(`font-size:${round3(size / parentSize)}em`);
  if (cs.color !== parent.color) css.push(`color:${cs.color}`);
  for (const side of ['left', 'right'] as const) {
    const m = parseFloat(cs[`margin-${side}`]);
    if (m) css.push(`margin-${side}:${round3(m / size)}em`);
  }
  const paths = drawing.paths.map((d) => `<path d="${d}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${drawing.viewBox}" fill="currentColor" aria-hidden="true" style="${escapeAttr(css.join(';'))}">${paths}</svg>`;
}
