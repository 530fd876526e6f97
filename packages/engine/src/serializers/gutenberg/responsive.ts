import type { IRNode } from '../../ir/types.ts';
import { declsText, type Decls } from './css.ts';
import type { GutenbergContext } from './context.ts';

/** One rule of a block's own CSS: `sub` is appended to the block's selector (`''`, `' img'`, `':hover'`). */
export interface BlockRule {
  sub: string;
  /** Breakpoint index (0 = desktop, no media query). */
  bp: number;
  decls: Decls;
}

/** Collects a block's rules; several rules for one (sub, bp) merge. */
export class BlockCss {
  readonly rules: BlockRule[] = [];

  add(sub: string, bp: number, decls: Decls): void {
    if (!decls.size) return;
    const existing = this.rules.find((r) => r.sub === sub && r.bp === bp);
    if (existing) for (const [k, v] of decls) existing.decls.set(k, v);
    else this.rules.push({ sub, bp, decls: new Map(decls) });
  }

  get empty(): boolean {
    return this.rules.length === 0;
  }
}

/**
 * `display:none` where the source does not render the node, and its own display back where it
 * does again (the ranges cascade from desktop down).
 */
export function visibilityRules(ctx: GutenbergContext, node: IRNode, css: BlockCss, shownDisplay: string): void {
  let hidden = false;
  ctx.breakpoints.forEach((bp, i) => {
    if (i > 0 && !ctx.responsive) return;
    const now = node.hiddenAt.includes(bp);
    if (now !== hidden || (i === 0 && now)) css.add('', i, new Map([['display', now ? 'none' : shownDisplay]]));
    hidden = now;
  });
}

/**
 * The media query of breakpoint `i`: the IR's narrower breakpoints are max-width ranges
 * (Gutenberg row of the spec: tablet ≤ 780 px, mobile ≤ 360 px).
 */
function mediaOf(ctx: GutenbergContext, i: number): string {
  return `@media (max-width: ${ctx.maxWidths[ctx.breakpoints[i]]}px)`;
}

/**
 * The block's rules as text for `selector` (`&` for WordPress 7.0's per-block CSS, a class for
 * the stylesheet mode). Every declaration is `!important`: the rules must beat the inline
 * styles `save()` writes for the desktop values, the layout CSS WordPress generates and the
 * theme's element styles, whatever order they print in.
 */
export function rulesText(ctx: GutenbergContext, css: BlockCss, selector: string): string {
  const out: string[] = [];
  const rule = (r: BlockRule) => `${selector}${r.sub}{${declsText(r.decls, true)}}`;
  for (let i = 0; i < ctx.breakpoints.length; i++) {
    const rules = css.rules.filter((r) => r.bp === i);
    if (!rules.length) continue;
    if (i === 0) out.push(...rules.map(rule));
    else out.push(`${mediaOf(ctx, i)}{${rules.map(rule).join('')}}`);
  }
  return out.join('');
}

/**
 * Attaches a block's CSS. `block` mode (WordPress 7.0): the desktop rules as the block's own
 * `style.css` + `has-custom-css`. WordPress 7.0 scopes that CSS with a plain split on `&`
 * (`WP_Theme_JSON::process_blocks_custom_css`): one level of nesting, no `@media` (checked on
 * 7.0.4: a nested media query comes out unconditional). So the per-breakpoint rules go, in
 * both modes, to the export's one scoped stylesheet under a class of the block; `stylesheet`
 * mode (older sites) puts the desktop rules there too. Returns the classes for the wrapper.
 */
export function attachCss(ctx: GutenbergContext, css: BlockCss, attrs: Record<string, unknown>): string[] {
  if (css.empty) return [];
  const classes: string[] = [];
  const addClass = (cls: string) => {
    attrs.className = attrs.className ? `${attrs.className} ${cls}` : cls;
    classes.push(cls);
  };
  const desktop = css.rules.filter((r) => r.bp === 0);
  if (ctx.cssMode === 'block' && desktop.length) {
    const style = (attrs.style ??= {}) as Record<string, unknown>;
    style.css = rulesText(ctx, only(desktop), '&');
    // `has-custom-css` is what 7.0's save() writes for `style.css`; as the block's own class too it
    // keeps the markup current (not "migrated") on 6.8-line editors, which ignore the CSS.
    addClass('has-custom-css');
  }
  const sheet = ctx.cssMode === 'block' ? css.rules.filter((r) => r.bp > 0) : css.rules;
  if (sheet.length) {
    const cls = `${ctx.prefix}-${++ctx.classCount}`;
    addClass(cls);
    ctx.sheet.push(rulesText(ctx, only(sheet), `.${cls}`));
  }
  return classes;
}

function only(rules: BlockRule[]): BlockCss {
  const css = new BlockCss();
  for (const r of rules) css.add(r.sub, r.bp, r.decls);
  return css;
}
