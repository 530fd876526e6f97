/** The spacing of a list block's items, as the list's own CSS. */
import { effectiveAt } from '../../ir/responsive.ts';
import type { IRNode } from '../../ir/types.ts';
import type { BlockCss } from './responsive.ts';

/**
 * Items keep the source's distance between them (the IR's `item-gap`, per breakpoint) and no other
 * margin: a theme's own list-item margins (Twenty Twenty-Five puts 8px above every `li`) would
 * otherwise add up down a list and push everything below it.
 */
export function listItemRules(node: IRNode, breakpoints: string[], responsive: boolean, css: BlockCss): void {
  css.add(' > li', 0, new Map([['margin-top', '0'], ['margin-bottom', '0']]));
  let last: string | undefined;
  breakpoints.forEach((_, i) => {
    if (i > 0 && !responsive) return;
    const v = effectiveAt(node.style, breakpoints, i, 'item-gap');
    const gap = v?.type === 'unit' ? `${v.value}px` : undefined;
    if (gap === undefined || gap === last) return;
    css.add(' > li + li', i, new Map([['margin-top', gap]]));
    last = gap;
  });
}
