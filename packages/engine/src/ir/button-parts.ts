/**
 * A button widget is one label with at most one icon from the builder's icon set. A link or
 * control that holds more (an inline SVG no icon set has, a second icon such as a menu's
 * chevron, a badge painted in its own box, blocks stacked in rows like a product card) would
 * lose those parts as a button: it becomes a container, whose children keep them.
 */
import type { StyledNode } from '../extract/styled-tree.ts';
import { isRendered, knownSvgGlyph } from './build-support.ts';
import type { IRBuilder } from './build.ts';
import { paintsBox } from './styles.ts';

/** Vertical overlap tolerated between two children that still count as stacked rows (px). */
const ROW_OVERLAP_PX = 1;

export function holdsParts(this: IRBuilder, node: StyledNode): boolean {
  let pictures = 0;
  const stack = [...node.children];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.kind === 'text') continue;
    const v = this.viewOf(n, this.primary);
    if (!isRendered(v)) continue;
    if (n.tag === 'svg') {
      const fromIconSet = (n.attrs['data-icon'] && n.attrs['data-prefix']) || knownSvgGlyph(n);
      if (!fromIconSet) return true;
      pictures++;
      continue;
    }
    if (n.tag === 'img' || this.isIcon(n)) {
      pictures++;
      continue;
    }
    if (paintsBox(v.style) && this.hasText(n)) return true;
    stack.push(...n.children);
  }
  return pictures > 1 || stacksRows(this, node);
}

/** Two or more block-level children placed one below another (a card's picture, title, price). */
function stacksRows(builder: IRBuilder, node: StyledNode): boolean {
  const rows = node.children
    .map((c) => (c.kind === 'element' ? builder.viewOf(c, builder.primary) : undefined))
    .filter((v) => isRendered(v) && !v.style.display.startsWith('inline') && v.box.h > 0)
    .map((v) => v!.box)
    .sort((a, b) => a.y - b.y);
  return rows.some((b, k) => k > 0 && b.y >= rows[k - 1].y + rows[k - 1].h - ROW_OVERLAP_PX);
}
