import type { IRButton, IRContainer, IRDivider, IREmbed, IRHeading, IRIcon, IRIconList, IRImage, IRList, IRNode, IRText, IRVideo, Link } from '../../ir/types.ts';
import { BORDER_WIDTH, MARGINS, PADDING } from '../../ir/styles.ts';
import { keywordOf } from '../../ir/values.ts';
// WordPress texturizes post content on output (`the_content` → `wptexturize`), blocks included: the same guard as Elementor's text.
import { guardShortcodes, guardTexturize } from '../texturize.ts';
import { declarationsAt, type Decls } from './css.ts';
import { count, type GutenbergContext } from './context.ts';
import { block, escapeAttr, htmlAttrs, joinBlocks } from './markup.ts';
import { attachCss, BlockCss, rulesText, visibilityRules } from './responsive.ts';
import { nativeStyle, type SupportSet } from './styles.ts';
import { svgDataUrl } from '../../ir/svg-file.ts';
import { faSvg } from '../fa-svg.ts';
import { imageHeightRules } from './image-height.ts';
import { listItemRules } from './list-items.ts';

/** Properties that place a box in its parent (as opposed to painting it). */
const PLACEMENT = new Set([
  ...MARGINS, 'width', 'align-self', 'flex-size', 'flex-order', 'position', 'top', 'left', 'right', 'bottom',
  'z-index', 'grid-column', 'grid-row',
]);

/** Where a property's CSS goes: `''` the block itself, a descendant selector, or `null` (handled elsewhere / dropped). */
type Route = (prop: string) => string | null;

/**
 * The block's own CSS: every base property not written natively, every per-breakpoint change,
 * the declarations no control expresses, and visibility per breakpoint.
 */
export function routeCss(ctx: GutenbergContext, node: IRNode, css: BlockCss, consumed: Set<string>, route: Route): void {
  const bps = ctx.breakpoints;
  const add = (i: number, decls: Decls, prop: string) => {
    const sub = route(prop);
    if (sub !== null) css.add(sub, i, decls);
  };
  for (const prop of Object.keys(node.style.base)) if (!consumed.has(prop)) add(0, declarationsAt(node, bps, 0, [prop]), prop);
  if (ctx.responsive) {
    for (let i = 1; i < bps.length; i++) {
      if (node.hiddenAt.includes(bps[i])) continue;
      for (const prop of Object.keys(node.style.overrides[bps[i]] ?? {})) add(i, declarationsAt(node, bps, i, [prop]), prop);
    }
  }
  const unexpressed = new Map<string, string>();
  for (const decl of node.unexpressed ?? []) {
    const at = decl.indexOf(':');
    if (at > 0) unexpressed.set(decl.slice(0, at).trim(), decl.slice(at + 1).trim());
  }
  css.add('', 0, unexpressed);
}

/** Border-box sizing where a width meets padding or a border (WordPress leaves most blocks content-box). */
export function boxSizing(node: IRNode, css: BlockCss, sub = ''): void {
  const b = node.style.base;
  const n = (p: string) => (b[p]?.type === 'unit' ? (b[p] as { value: number }).value : 0);
  if (!b.width) return;
  if (PADDING.some((p, k) => n(p) || n(BORDER_WIDTH[k]))) css.add(sub, 0, new Map([['box-sizing', 'border-box']]));
}

interface Wrapper {
  attrs: Record<string, unknown>;
  classes: string[];
  inline: Decls;
}

/** Native style attributes + the block's CSS for `node`, as the wrapper's attributes, classes and inline style. */
function styled(ctx: GutenbergContext, node: IRNode, set: SupportSet, route: Route, display: string, attrs: Record<string, unknown> = {}): Wrapper & { css: BlockCss } {
  const native = nativeStyle(node, set);
  if (Object.keys(native.style).length) attrs.style = native.style;
  const css = new BlockCss();
  routeCss(ctx, node, css, native.consumed, route);
  visibilityRules(ctx, node, css, display);
  for (const [sub, bp, decls] of ctx.extraRules?.get(node) ?? []) css.add(sub, bp, decls);
  return { attrs, classes: native.classes, inline: native.inline, css };
}

function finish(ctx: GutenbergContext, w: Wrapper & { css: BlockCss }): void {
  w.classes.push(...attachCss(ctx, w.css, w.attrs));
}

export const styleText = (d: Decls): string => [...d].map(([k, v]) => `${k}:${v}`).join(';');
export const classText = (classes: string[]): string => [...new Set(classes)].join(' ');

const GROUP_TAGS = new Set(['div', 'header', 'main', 'section', 'article', 'aside', 'footer', 'nav']);

export function groupBlock(ctx: GutenbergContext, node: IRContainer, inner: string[], isRoot: boolean): string {
  count(ctx, 'containers');
  const grid = keywordOf(node.style.base.display) === 'grid';
  const direction = keywordOf(node.style.base['flex-direction']) ?? 'column';
  const wrap = keywordOf(node.style.base['flex-wrap']) === 'wrap';
  const attrs: Record<string, unknown> = {};
  const tag = GROUP_TAGS.has(node.tag) ? node.tag : 'div';
  if (tag !== 'div') attrs.tagName = tag;
  if (node.tag === 'a' && node.link) ctx.notes('linked box (the link is kept on its texts only)', node, 'approximated');
  if (isRoot) attrs.align = 'full';
  const w = styled(ctx, node, 'group', () => '', grid ? 'grid' : 'flex', attrs);
  // The layout attribute makes WordPress write the flex CSS; the base direction and wrap are native.
  w.attrs.layout = grid
    ? { type: 'grid' }
    : direction === 'row'
      ? { type: 'flex', flexWrap: wrap ? 'wrap' : 'nowrap', justifyContent: 'left', verticalAlignment: 'top' }
      : { type: 'flex', orientation: 'vertical', justifyContent: 'left', verticalAlignment: 'top' };
  if (!grid) {
    w.css.rules.forEach((r) => {
      if (r.bp === 0) {
        r.decls.delete('flex-direction');
        r.decls.delete('flex-wrap');
      }
    });
    if (direction === 'row' && !wrap) w.css.rules.forEach((r) => r.bp === 0 && r.decls.delete('flex-wrap'));
  }
  const style = (w.attrs.style ??= {}) as Record<string, Record<string, unknown>>;
  if (!grid) (style.spacing ??= {}).blockGap = '0px';
  boxSizing(node, w.css);
  finish(ctx, w);
  const classes = ['wp-block-group', ...(isRoot ? ['alignfull'] : []), ...w.classes];
  return block('core/group', w.attrs, `<${tag}${htmlAttrs([['class', classText(classes)], ['style', styleText(w.inline)]])}>${joinBlocks(inner)}</${tag}>`);
}

function linked(html: string, link: Link | undefined): string {
  if (!link) return html;
  const target = link.newTab ? ' target="_blank" rel="noreferrer noopener"' : '';
  return `<a href="${escapeAttr(link.href)}"${target}>${html}</a>`;
}

/** Links inside a text take the text's colour unless the source gave them their own (inline). */
function linkColour(node: IRNode, w: Wrapper & { css: BlockCss }): void {
  const color = node.style.base.color;
  if (color?.type !== 'color') return;
  const c = w.inline.get('color');
  if (!c) return;
  const style = (w.attrs.style ??= {}) as Record<string, Record<string, unknown>>;
  (style.elements ??= {}).link = { color: { text: c } };
  w.classes.push('has-link-color');
  w.css.add(' a', 0, new Map([['text-decoration', 'inherit']]));
}

export function headingBlock(ctx: GutenbergContext, node: IRHeading): string {
  count(ctx, 'nativeWidgets');
  const level = Math.min(6, Math.max(1, node.level));
  const w = styled(ctx, node, 'text', () => '', 'block', level === 2 ? {} : { level });
  linkColour(node, w);
  boxSizing(node, w.css);
  finish(ctx, w);
  const html = linked(guardTexturize(node.html), node.link);
  return block('core/heading', w.attrs, `<h${level}${htmlAttrs([['class', classText(['wp-block-heading', ...w.classes])], ['style', styleText(w.inline)]])}>${html}</h${level}>`);
}

export function paragraphBlock(ctx: GutenbergContext, node: IRText): string {
  count(ctx, 'nativeWidgets');
  const w = styled(ctx, node, 'text', () => '', 'block');
  linkColour(node, w);
  boxSizing(node, w.css);
  finish(ctx, w);
  return block('core/paragraph', w.attrs, `<p${htmlAttrs([['class', classText(w.classes)], ['style', styleText(w.inline)]])}>${linked(guardTexturize(node.html), node.link)}</p>`);
}

function listMarkup(ctx: GutenbergContext, node: IRNode, ordered: boolean, items: string[], listStyle: string, extra?: (css: BlockCss) => void): string {
  const w = styled(ctx, node, 'text', () => '', 'block', ordered ? { ordered: true } : {});
  w.css.add('', 0, new Map([['list-style-type', listStyle]]));
  listItemRules(node, ctx.breakpoints, ctx.responsive, w.css);
  extra?.(w.css);
  linkColour(node, w);
  boxSizing(node, w.css);
  finish(ctx, w);
  const tag = ordered ? 'ol' : 'ul';
  const inner = items.map((html) => block('core/list-item', {}, `<li>${guardTexturize(html)}</li>`));
  return block('core/list', w.attrs, `<${tag}${htmlAttrs([['class', classText(['wp-block-list', ...w.classes])], ['style', styleText(w.inline)]])}>${joinBlocks(inner)}</${tag}>`);
}

export function listBlock(ctx: GutenbergContext, node: IRList): string {
  count(ctx, 'nativeWidgets');
  return listMarkup(ctx, node, node.ordered, node.itemsHtml, node.listStyle || 'disc');
}

/**
 * Rows of icon + text: a list without markers whose icons are drawn by the list's CSS from the
 * source's own SVG (a data URL on `li::before`), so the list stays one native, editable block.
 * Font Awesome glyphs without a drawing are dropped (no icon font on a WordPress site).
 */
export function iconListBlock(ctx: GutenbergContext, node: IRIconList): string {
  count(ctx, 'nativeWidgets');
  const b = node.style.base;
  const n = (p: string) => (b[p]?.type === 'unit' ? (b[p] as { value: number }).value : 0);
  const size = n('icon-size');
  const color = b['icon-color']?.type === 'color' ? declarationsAt({ ...node, style: { base: { c: b['icon-color'] }, overrides: {} } }, ctx.breakpoints, 0, ['c']).get('c') : undefined;
  const drawings = node.items.map((i) => {
    const svg = i.icon.svg ?? faSvg(i.icon.library, i.icon.iconClass);
    return svg ? svgDataUrl(svg, color) : undefined;
  });
  if (drawings.some((d) => !d)) ctx.notes('icon of an icon list (no icon font on the site)', node, 'dropped');
  const centred = keywordOf(b['icon-align']) !== 'flex-start' && keywordOf(b['icon-align']) !== 'start';
  return listMarkup(ctx, node, false, node.items.map((i) => i.html), 'none', (css) => {
    // The text keeps its place after the icon (the rows their gap: listItemRules).
    css.add(' li', 0, new Map([['padding-left', `${size + n('icon-gap')}px`], ['position', 'relative']]));
    const same = drawings.every((d) => d === drawings[0]);
    drawings.forEach((d, k) => {
      if (!d || (same && k > 0)) return;
      css.add(same ? ' li::before' : ` li:nth-child(${k + 1})::before`, 0, new Map([
        ['content', '""'], ['position', 'absolute'], ['left', '0'], ['top', centred ? `calc(50% - ${size / 2}px)` : '0'], ['width', `${size}px`], ['height', `${size}px`],
        ['background', `url("${d}") center / contain no-repeat`],
      ]));
    });
  });
}

/**
 * `cell` (image-cell.ts): the figure stands for the unpainted box that held the picture. Its
 * padding is the figure's own (by its border box), and the picture's width and side in the box
 * ride on the `<img>` (per breakpoint) instead of the figure's 100 %.
 */
export interface ImageCell {
  img: Array<[number, Decls]>;
}

export function imageBlock(ctx: GutenbergContext, node: IRImage, cell?: ImageCell): string {
  count(ctx, 'nativeWidgets');
  const w = styled(ctx, node, 'none', (p) => (PLACEMENT.has(p) || (cell && p.startsWith('padding-')) ? '' : ' img'), 'block');
  const b = node.style.base;
  const img: Decls = new Map([['width', '100%'], ['max-width', '100%'], ['display', 'block']]);
  if (b['object-fit'] && b['image-height']?.type === 'unit') {
    img.set('height', `${b['image-height'].value}px`);
    img.set('object-fit', keywordOf(b['object-fit']) ?? 'cover');
  } else img.set('height', 'auto');
  w.css.add(' img', 0, img);
  if (cell) {
    w.css.add('', 0, new Map([['box-sizing', 'border-box']]));
    for (const [bp, decls] of cell.img) if (bp === 0 || ctx.responsive) w.css.add(' img', bp, decls);
  }
  imageHeightRules(node, ctx.breakpoints, ctx.responsive, w.css);
  finish(ctx, w);
  const alt = node.alt ? ` alt="${escapeAttr(node.alt)}"` : ' alt=""';
  const tag = `<img src="${escapeAttr(node.src)}"${alt}/>`;
  const inner = node.link ? `<a href="${escapeAttr(node.link.href)}"${node.link.newTab ? ' target="_blank" rel="noreferrer noopener"' : ''}>${tag}</a>` : tag;
  if (node.link) w.attrs.linkDestination = 'custom';
  return block('core/image', w.attrs, `<figure${htmlAttrs([['class', classText(['wp-block-image', ...w.classes])]])}>${inner}</figure>`);
}

/** A button: placement on the `core/buttons` row, the look on the `<a>` (where `save()` puts it). */
export function buttonBlock(ctx: GutenbergContext, node: IRButton): string {
  const outer = new BlockCss();
  const button = buttonItem(ctx, node, outer);
  const rowAttrs: Record<string, unknown> = { layout: { type: 'flex', justifyContent: 'left' } };
  const rowClasses = attachCss(ctx, outer, rowAttrs);
  return block('core/buttons', rowAttrs, `<div${htmlAttrs([['class', classText(['wp-block-buttons', ...rowClasses])]])}>${button}</div>`);
}

/**
 * The `core/button` of `node`. Its placement goes into `outer` (the CSS of a `core/buttons` row of
 * its own), or, without `outer`, onto the button itself (one item of a row that stands for its box).
 */
export function buttonItem(ctx: GutenbergContext, node: IRButton, outer?: BlockCss): string {
  count(ctx, 'nativeWidgets');
  if (node.icon) ctx.notes('button icon (no icon font on the site)', node, 'dropped');
  const native = nativeStyle(node, 'button');
  const inner = new BlockCss();
  if (outer) {
    routeCss(ctx, node, outer, native.consumed, (p) => (PLACEMENT.has(p) ? '' : null));
    visibilityRules(ctx, node, outer, 'flex');
  }
  routeCss(ctx, node, inner, native.consumed, (p) => (PLACEMENT.has(p) ? null : ' .wp-block-button__link'));
  if (outer) inner.add('', 0, new Map([['width', '100%']]));
  else {
    routeCss(ctx, node, inner, native.consumed, (p) => (PLACEMENT.has(p) ? '' : null));
    visibilityRules(ctx, node, inner, 'block');
  }
  const link = new Map<string, string>([['width', '100%'], ['box-sizing', 'border-box'], ['display', 'block']]);
  if (!native.consumed.has('background-color') && !node.style.base['background-image']) link.set('background', 'none');
  if (!native.consumed.has('border-style')) link.set('border-style', keywordOf(node.style.base['border-style']) ?? 'none');
  inner.add(' .wp-block-button__link', 0, link);
  if (node.hover) {
    const hover = declarationsAt({ ...node, style: { base: node.hover, overrides: {} } }, ctx.breakpoints, 0, Object.keys(node.hover));
    inner.add(' .wp-block-button__link:hover', 0, hover);
  }
  const buttonAttrs: Record<string, unknown> = {};
  if (Object.keys(native.style).length) buttonAttrs.style = native.style;
  const wrapperClasses = attachCss(ctx, inner, buttonAttrs);
  const linkClasses = ['wp-block-button__link', ...native.classes, 'wp-element-button'];
  const href = node.link ? ` href="${escapeAttr(node.link.href)}"` : '';
  const target = node.link?.newTab ? ' target="_blank" rel="noreferrer noopener"' : '';
  const a = `<a${htmlAttrs([['class', classText(linkClasses)]])}${href}${target}${htmlAttrs([['style', styleText(native.inline)]])}>${guardShortcodes(node.text)}</a>`;
  return block('core/button', buttonAttrs, `<div${htmlAttrs([['class', classText(['wp-block-button', ...wrapperClasses])]])}>${a}</div>`);
}

export function separatorBlock(ctx: GutenbergContext, node: IRDivider): string {
  count(ctx, 'nativeWidgets');
  const w = styled(ctx, node, 'none', () => '', 'block');
  const b = node.style.base;
  const color = declarationsAt(node, ctx.breakpoints, 0, ['border-color']).get('border-color') ?? '#000000';
  const weight = ['top', 'bottom'].reduce((s, side) => s + (b[`border-${side}-width`]?.type === 'unit' ? (b[`border-${side}-width`] as { value: number }).value : 0), 0);
  w.css.add('', 0, new Map([
    ['border', 'none'], ['border-top', `${Math.max(1, weight)}px ${keywordOf(b['border-style']) ?? 'solid'} ${color}`], ['height', '0'], ['background', 'none'], ['opacity', '1'], ['max-width', 'none'],
  ]));
  finish(ctx, w);
  return block('core/separator', w.attrs, `<hr${htmlAttrs([['class', classText(['wp-block-separator', 'has-alpha-channel-opacity', ...w.classes])]])}/>`);
}

export function videoBlock(ctx: GutenbergContext, node: IRVideo): string {
  count(ctx, 'nativeWidgets');
  const w = styled(ctx, node, 'none', (p) => (PLACEMENT.has(p) ? '' : null), 'block');
  if (node.provider === 'hosted') {
    w.css.add(' video', 0, new Map([['width', '100%']]));
    finish(ctx, w);
    return block('core/video', w.attrs, `<figure${htmlAttrs([['class', classText(['wp-block-video', ...w.classes])]])}><video controls src="${escapeAttr(node.url)}"></video></figure>`);
  }
  const provider = node.provider;
  w.attrs.url = node.url;
  w.attrs.type = 'video';
  w.attrs.providerNameSlug = provider;
  w.attrs.responsive = true;
  w.attrs.className = 'wp-embed-aspect-16-9 wp-has-aspect-ratio';
  finish(ctx, w);
  const classes = ['wp-block-embed', 'is-type-video', `is-provider-${provider}`, `wp-block-embed-${provider}`, 'wp-embed-aspect-16-9', 'wp-has-aspect-ratio', ...w.classes];
  return block('core/embed', w.attrs, `<figure${htmlAttrs([['class', classText(classes)]])}><div class="wp-block-embed__wrapper">\n${node.url}\n</div></figure>`);
}

/**
 * The per-node fallback: `core/html` (never validated, cannot carry a class or block CSS), so
 * the placement is inlined on a wrapper and its per-breakpoint changes ride along in a `<style>`.
 */
export function htmlBlock(ctx: GutenbergContext, node: IREmbed | IRIcon, html: string, padded = false): string {
  count(ctx, 'fallbacks');
  const css = new BlockCss();
  // `padded`: the div also draws the padding of the box it stands for (field-cell.ts), by its border box.
  routeCss(ctx, node, css, new Set(), (p) => (PLACEMENT.has(p) || node.kind === 'icon' || (padded && p.startsWith('padding-')) ? '' : null));
  if (padded) boxSizing(node, css);
  visibilityRules(ctx, node, css, 'block');
  const cls = `${ctx.prefix}-h${++ctx.classCount}`;
  const base = css.rules.find((r) => r.bp === 0)?.decls ?? new Map();
  css.rules.splice(0, css.rules.length, ...css.rules.filter((r) => r.bp !== 0));
  const style = css.empty ? '' : `<style>${rulesText(ctx, css, `.${cls}`)}</style>`;
  return block('core/html', {}, `${sheetHost(ctx)}${style}<div class="${cls}" style="${escapeAttr(styleText(base))}">${html}</div>`);
}

/** Marks where the export's stylesheet goes: the first fallback, when advanced merges the stylesheet into it (index.ts). */
export const SHEET_HOST = '\u0000pagelift-sheet\u0000';

function sheetHost(ctx: GutenbergContext): string {
  if (ctx.reduceDomSize !== 'advanced' || ctx.sheetHosted) return '';
  ctx.sheetHosted = true;
  return SHEET_HOST;
}
