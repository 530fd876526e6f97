/**
 * Painted inline boxes on their own: a wrapper whose only content is one or more inline-blocks
 * that paint a box (md3's 64 x 64 gradient icon tile in a centred card header, a lone badge).
 * As inline markup in a text element such a box loses its size and its gradient (inline styles
 * carry text looks only), so each becomes an element of its own.
 */
import type { Box, ComputedStyle, StyledNode } from '../extract/styled-tree.ts';
import { isRendered, round1, textShown } from './build-support.ts';
import type { IRBuilder } from './build.ts';
import { paintsBox, paintsPicture } from './styles.ts';
import { pxOf } from './values.ts';

const INLINE_BOX = /^inline-(block|flex|grid)$/;

/** Whether `nodes` (siblings) hold at least one painted inline box and nothing else but whitespace. */
export function paintedInlineBoxesOnly(this: IRBuilder, nodes: StyledNode[]): boolean {
  let boxes = 0;
  for (const n of nodes) {
    if (n.kind === 'text') {
      if (n.text.trim() && textShown(n)) return false;
      continue;
    }
    const v = this.viewOf(n, this.primary);
    if (!isRendered(v)) continue;
    if (!INLINE_BOX.test(v.style.display) || !paintsBox(v.style) || !(v.box.w > 0 && v.box.h > 0)) return false;
    boxes++;
  }
  return boxes > 0;
}

/**
 * A lone inline-block of text shorter than its parent's line (a form label set in 12 px type in a 15 px column,
 * above its input). As loose text it would take the parent's line height (the strut) and push what follows
 * down a few pixels per row; as an element of its own it keeps its own type and height.
 */
export function loneShortInlineBlock(this: IRBuilder, nodes: StyledNode[], parent: StyledNode): StyledNode | undefined {
  let found: StyledNode | undefined;
  for (const n of nodes) {
    if (n.kind === 'text') {
      if (n.text.trim() && textShown(n)) return undefined;
      continue;
    }
    const v = this.viewOf(n, this.primary);
    if (!isRendered(v)) continue;
    if (found || v.style.display !== 'inline-block') return undefined;
    found = n;
  }
  const box = found && this.viewOf(found, this.primary)?.box;
  const parentLine = pxOf(this.viewOf(parent, this.primary)?.style['line-height']);
  return found && box && this.hasText(found) && box.h > 0 && box.h < parentLine - 1 ? found : undefined;
}

/**
 * What an empty painted inline box (no text inside) needs, beyond the text looks inline markup carries, to
 * show in a line of text: its size, its line position and its picture. iCheck's 22 × 22 checkbox before
 * "I agree to the terms" is a sprite cell of a background image on an inline-block; written with `display`
 * alone it was a box of no size, and the picture was gone. Colour, padding and border come with inlineDiff.
 */
export function emptyInlineBoxCss(cs: ComputedStyle, box: Box): string {
  if (!INLINE_BOX.test(cs.display) || !(box.w > 0 && box.h > 0) || !paintsBox(cs)) return '';
  const parts = [`width:${round1(box.w)}px`, `height:${round1(box.h)}px`, 'box-sizing:border-box'];
  if (cs['vertical-align'] && cs['vertical-align'] !== 'baseline') parts.push(`vertical-align:${cs['vertical-align']}`);
  if (paintsPicture(cs)) {
    parts.push(`background-image:${cs['background-image']}`, `background-position:${cs['background-position']}`);
    parts.push(`background-size:${cs['background-size']}`, `background-repeat:${cs['background-repeat']}`);
  }
  return parts.join(';');
}
