import { effectiveAt } from '../../ir/responsive.ts';
import type { IRButton, IRContainer, IRNode } from '../../ir/types.ts';
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

/** Buttons stacked one under the other in a column box, written as one `core/buttons` (see buttonRuns). */
export interface ButtonRun {
  kind: 'buttonRun';
  buttons: IRButton[];
  parent: IRContainer;
}

/**
 * Reduce DOM Size, Gutenberg's own step: two or more buttons right after one another in a column
 * box (an FAQ's question buttons, a form's Reset and Submit) share one `core/buttons` laid out as
 * that column, instead of a `core/buttons` around each. The run spans the box's content box and
 * keeps the box's row gap between its buttons, so each button, placed by its own margins, width
 * and side, stays where it was. Buttons moved by `order` or a position, or shown at different
 * widths than their neighbours, stay on their own.
 */
export function buttonRuns(ctx: GutenbergContext, parent: IRContainer, children: IRNode[]): Array<IRNode | ButtonRun> {
  if (!ctx.reduceDomSize || !isColumnBox(parent, ctx.breakpoints)) return children;
  const out: Array<IRNode | ButtonRun> = [];
  for (const c of children) {
    const prev = out[out.length - 1];
    if (!stackable(c, ctx.breakpoints)) {
      out.push(c);
      continue;
    }
    if (prev && prev.kind === 'buttonRun' && sameShown(prev.buttons[0], c)) prev.buttons.push(c);
    else if (prev && prev.kind === 'button' && stackable(prev, ctx.breakpoints) && sameShown(prev, c)) out[out.length - 1] = { kind: 'buttonRun', buttons: [prev, c], parent };
    else out.push(c);
  }
  return out;
}

const sameShown = (a: IRNode, b: IRNode) => [...a.hiddenAt].sort().join() === [...b.hiddenAt].sort().join();

function isColumnBox(node: IRContainer, bps: string[]): boolean {
  return bps.every((_, i) => keywordOf(effectiveAt(node.style, bps, i, 'display')) !== 'grid' && (keywordOf(effectiveAt(node.style, bps, i, 'flex-direction')) ?? 'column') === 'column');
}

function stackable(node: IRNode, bps: string[]): node is IRButton {
  if (node.kind !== 'button' || node.lookCopy) return false;
  return bps.every((_, i) => {
    const v = (p: string) => effectiveAt(node.style, bps, i, p);
    const order = v('flex-order');
    return (!order || (order.type === 'unit' && order.value === 0)) && (keywordOf(v('position')) ?? 'static') === 'static';
  });
}

/** `run`: buttons buttonRuns put together; the `core/buttons` column holding them, as wide as its box's content. */
export function buttonRunBlock(ctx: GutenbergContext, run: ButtonRun): string {
  count(ctx, 'containers');
  const bps = ctx.breakpoints;
  const css = new BlockCss();
  const gapAt = (i: number) => {
    const g = effectiveAt(run.parent.style, bps, i, 'row-gap');
    return g?.type === 'unit' && g.value ? `${g.value}px` : '0';
  };
  css.add('', 0, new Map([
    ['flex-direction', 'column'], ['flex-wrap', 'nowrap'], ['gap', gapAt(0)], ['align-items', 'flex-start'], ['justify-content', 'flex-start'],
    ['width', '100%'], ['align-self', 'stretch'], ['margin-top', '0'], ['margin-bottom', '0'], ['margin-left', '0'], ['margin-right', '0'],
  ]));
  if (ctx.responsive) for (let i = 1; i < bps.length; i++) if (gapAt(i) !== gapAt(i - 1)) css.add('', i, new Map([['gap', gapAt(i)]]));
  visibilityRules(ctx, run.buttons[0], css, 'flex');
  const items = run.buttons.map((c) => buttonItem(ctx, c));
  const attrs: Record<string, unknown> = { layout: { type: 'flex', orientation: 'vertical', justifyContent: 'left' } };
  const classes = attachCss(ctx, css, attrs);
  return block('core/buttons', attrs, `<div${htmlAttrs([['class', classText(['wp-block-buttons', ...classes])]])}>${joinBlocks(items)}</div>`);
}
