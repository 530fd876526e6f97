import type { IRButton, IRContainer } from '../../ir/types.ts';
import { keywordOf } from '../../ir/values.ts';
import { boxSizing, buttonItem, classText, routeCss } from './blocks.ts';
import { count, type GutenbergContext } from './context.ts';
import { block, htmlAttrs, joinBlocks } from './markup.ts';
import { attachCss, BlockCss, visibilityRules } from './responsive.ts';

/**
 * Reduce DOM Size, Gutenberg's own step: a box holding only buttons is the `core/buttons` block
 * itself (every `core/button` must sit in one), instead of a `core/group` around one `core/buttons`
 * per button. The row takes the box's whole look and layout (a grid's tracks too) as its CSS; each button its placement.
 */
export function isButtonBox(ctx: GutenbergContext, node: IRContainer, isRoot: boolean): boolean {
  return !!ctx.reduceDomSize && !isRoot && node.children.length > 0 && node.children.every((c) => c.kind === 'button');
}

/** `node`: a box isButtonBox accepted. */
export function buttonsRowBlock(ctx: GutenbergContext, node: IRContainer): string {
  count(ctx, 'containers');
  const css = new BlockCss();
  routeCss(ctx, node, css, new Set(), () => '');
  // What WordPress's flex layout and the theme's block gap would add otherwise (the box's children carry their own margins).
  // A grid box keeps its tracks and gaps (its CSS above): the row is that grid, each button placed in it.
  const grid = keywordOf(node.style.base.display) === 'grid';
  const direction = keywordOf(node.style.base['flex-direction']) ?? 'column';
  const wrap = keywordOf(node.style.base['flex-wrap']) ?? 'nowrap';
  if (grid) css.add('', 0, new Map([['display', 'grid'], ['align-items', 'stretch'], ['justify-content', 'normal']]));
  else css.add('', 0, new Map([['flex-direction', direction], ['flex-wrap', wrap], ['gap', '0'], ['align-items', 'flex-start'], ['justify-content', 'flex-start']]));
  visibilityRules(ctx, node, css, grid ? 'grid' : 'flex');
  boxSizing(node, css);
  const items = (node.children as IRButton[]).map((c) => buttonItem(ctx, c));
  const attrs: Record<string, unknown> = { layout: { type: 'flex', justifyContent: 'left' } };
  const classes = attachCss(ctx, css, attrs);
  return block('core/buttons', attrs, `<div${htmlAttrs([['class', classText(['wp-block-buttons', ...classes])]])}>${joinBlocks(items)}</div>`);
}
