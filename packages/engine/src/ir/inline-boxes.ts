/**
 * Painted inline boxes on their own: a wrapper whose only content is one or more inline-blocks
 * that paint a box (md3's 64 x 64 gradient icon tile in a centred card header, a lone badge).
 * As inline markup in a text element such a box loses its size and its gradient (inline styles
 * carry text looks only), so each becomes an element of its own.
 */
import type { StyledNode } from '../extract/styled-tree.ts';
import { isRendered, textShown } from './build-support.ts';
import type { IRBuilder } from './build.ts';
import { paintsBox } from './styles.ts';

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
