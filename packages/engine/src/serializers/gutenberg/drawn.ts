/**
 * Blocks for what other builders keep as HTML: pictures drawn from inline SVG, bare decorative
 * boxes and code shown in a textarea become native blocks whose own CSS carries the look; what
 * none expresses stays `core/html`.
 */
import type { IREmbed, IRIcon } from '../../ir/types.ts';
import { faSvg } from '../fa-svg.ts';
import { htmlBlock, routeCss, classText } from './blocks.ts';
import { count, type GutenbergContext } from './context.ts';
import { declarationsAt, type Decls } from './css.ts';
import { bareBoxLook, svgPicture, textareaText } from './graphics.ts';
import { block, escapeAttr, htmlAttrs } from './markup.ts';
import { attachCss, BlockCss, visibilityRules } from './responsive.ts';

/**
 * A picture drawn from inline SVG (an icon, a logo): an empty `core/group` painting the SVG as
 * its CSS background at the source's size (graphics.ts), a native block where `core/html` was.
 */
export function graphicBlock(ctx: GutenbergContext, node: IREmbed | IRIcon, svg: string): string | undefined {
  const color = node.style.base.color?.type === 'color' ? declarationsAt(node, ctx.breakpoints, 0, ['color']).get('color') : undefined;
  return paintedBox(ctx, node, svgPicture(svg, color));
}

/** An empty `core/group` with `look` (declarations of its own CSS) over the node's placement. */
export function paintedBox(ctx: GutenbergContext, node: IREmbed | IRIcon, look: Decls | undefined): string | undefined {
  const picture = look;
  if (!picture) return undefined;
  count(ctx, 'nativeWidgets');
  const css = new BlockCss();
  routeCss(ctx, node, css, new Set(), () => '');
  visibilityRules(ctx, node, css, 'block');
  css.add('', 0, picture);
  const attrs: Record<string, unknown> = {};
  const classes = attachCss(ctx, css, attrs);
  return block('core/group', attrs, `<div${htmlAttrs([['class', classText(['wp-block-group', ...classes])]])}></div>`);
}

/** An icon: its drawing (the source's SVG, else Font Awesome Free's) as a picture; the Font Awesome tag where there is none. */
export function iconBlock(ctx: GutenbergContext, node: IRIcon): string {
  const svg = node.svg ?? faSvg(node.library, node.iconClass);
  const picture = svg ? graphicBlock(ctx, node, svg) : undefined;
  if (picture) return picture;
  if (node.svg) return htmlBlock(ctx, node, node.svg);
  ctx.notes('icon (Font Awesome is not on a WordPress site)', node, 'fallback');
  return htmlBlock(ctx, node, `<i class="${escapeAttr(node.iconClass)}" aria-hidden="true"></i>`);
}

const textareaLook = (node: IREmbed) => bareBoxLook(node.html.replace(/>[\s\S]*<\/textarea>\s*$/i, '></textarea>'), true);

/** A textarea codeBlock draws natively (else it is an HTML fallback). */
export const drawsAsCode = (node: IREmbed): boolean => textareaText(node.html) !== undefined && !!textareaLook(node);

/**
 * Code shown in a textarea (live samples): a `core/code` block with the textarea's look, the
 * text wrapped as a textarea wraps it. Approximated: the page shows the code, no longer an input.
 */
export function codeBlock(ctx: GutenbergContext, node: IREmbed): string | undefined {
  const text = textareaText(node.html);
  const look = textareaLook(node);
  if (text === undefined || !look) return undefined;
  count(ctx, 'nativeWidgets');
  ctx.notes('textarea (shown as a code block)', node, 'approximated');
  const css = new BlockCss();
  routeCss(ctx, node, css, new Set(), () => '');
  visibilityRules(ctx, node, css, 'block');
  css.add('', 0, new Map([...look, ['white-space', 'pre-wrap'], ['overflow', 'auto'], ['overflow-wrap', 'break-word']]));
  css.add(' code', 0, new Map([['font', 'inherit'], ['color', 'inherit'], ['background', 'none'], ['padding', '0'], ['white-space', 'inherit']]));
  const attrs: Record<string, unknown> = {};
  const classes = attachCss(ctx, css, attrs);
  return block('core/code', attrs, `<pre${htmlAttrs([['class', classText(['wp-block-code', ...classes])]])}><code>${text}</code></pre>`);
}
