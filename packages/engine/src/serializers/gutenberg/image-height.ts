/** The height of a cropped picture (object-fit) at the narrower breakpoints, as the image block's own CSS. */
import { effectiveAt } from '../../ir/responsive.ts';
import type { IRNode } from '../../ir/types.ts';
import type { BlockCss } from './responsive.ts';

/**
 * A picture cropped to a box (`object-fit`, a fixed `image-height`) gets its desktop height in the
 * block's desktop rule; where the source's box is another height at a narrower breakpoint (a grid
 * of photos whose rows shrink on a phone), that height follows, or the phone kept the desktop's
 * 296px photos in 165px rows.
 */
export function imageHeightRules(node: IRNode, breakpoints: string[], responsive: boolean, css: BlockCss): void {
  if (!responsive) return;
  let last = heightAt(node, breakpoints, 0);
  breakpoints.forEach((_, i) => {
    if (i === 0) return;
    const h = heightAt(node, breakpoints, i);
    if (h === last) return;
    css.add(' img', i, new Map([['height', h ?? 'auto'], ...(h ? [['object-fit', objectFitAt(node, breakpoints, i)] as [string, string]] : [])]));
    last = h;
  });
}

function heightAt(node: IRNode, breakpoints: string[], i: number): string | undefined {
  const h = effectiveAt(node.style, breakpoints, i, 'image-height');
  return effectiveAt(node.style, breakpoints, i, 'object-fit') && h?.type === 'unit' ? `${h.value}px` : undefined;
}

function objectFitAt(node: IRNode, breakpoints: string[], i: number): string {
  const v = effectiveAt(node.style, breakpoints, i, 'object-fit');
  return v?.type === 'keyword' ? v.value : 'cover';
}
