/** IR build: the distance between the items of a list. */
import type { Box } from '../extract/styled-tree.ts';

/**
 * The space between consecutive items of a stacked list (the source's `li` margins: Pico's
 * `margin-bottom: .25rem`), the smallest over the list and never negative; `undefined` with fewer
 * than two measured items. A builder's own item margins differ (Twenty Twenty-Five puts 8px above
 * each item), and a few px per item add up down a long list.
 */
export function itemGap(items: Array<Box | undefined>): number | undefined {
  const boxes = items.filter((b): b is Box => Boolean(b && b.h > 0));
  let gap: number | undefined;
  for (let k = 1; k < boxes.length; k++) {
    const g = boxes[k].y - (boxes[k - 1].y + boxes[k - 1].h);
    gap = gap === undefined ? g : Math.min(gap, g);
  }
  return gap === undefined ? undefined : Math.max(0, Math.round(gap * 100) / 100);
}
