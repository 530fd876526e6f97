import type { Builder } from '@pagelift/contract';
import type { IRButton, IRContainer, IRDocument, IRNode } from '../../ir/types.ts';
import { extractClasses, preferredName } from '../../passes/extract-classes.ts';
import type { BuilderCapabilities, BuilderSerializer, DeliveryFile, SerializeOptions, SerializeResult } from '../types.ts';
import { applyComboClasses } from './combos.ts';
import { cssValue, fontFamilyCss, type Decls } from './css.ts';
import { faSvg } from '../fa-svg.ts';
import { inlineChildren } from './inline.ts';
import { nodeLook, variantKeys } from './looks.ts';
import { baseData, PayloadBuilder, type VariantKey, type WebflowElementNode, type XscpData } from './payload.ts';

export type { XscpData, WebflowNode, WebflowStyle, WebflowElementNode, WebflowTextNode, WebflowAsset } from './payload.ts';

/** Tags a Webflow Block may carry (its tag setting); anything else is a `div`. */
const BLOCK_TAGS = new Set(['div', 'header', 'footer', 'nav', 'main', 'article', 'aside', 'address', 'figure', 'section']);

interface Context {
  out: PayloadBuilder;
  bps: string[];
  keys: VariantKey[];
  options: SerializeOptions;
  counts: { nativeWidgets: number; containers: number; fallbacks: number };
}

/**
 * IR → `@webflow/XscpData` (formats/webflow.md): one root node first, then depth first; text
 * as string nodes; Webflow's own element types; every node's look as one class (equal looks
 * share it), base values in `styleLess`, `medium`/`small`/`tiny` only where a value differs,
 * `main_hover` for hover. Images reference PageLift's URLs; `applyWebflowAssets` swaps in
 * the user's uploaded Webflow assets.
 */
export function toXscpData(input: IRDocument, options: SerializeOptions): { template: XscpData; counts: Context['counts'] } {
  const doc = input.classes ? input : extractClasses(input);
  const responsive = options.settings.responsive !== false;
  const bps = responsive ? doc.breakpoints : doc.breakpoints.slice(0, 1);
  const ctx: Context = { out: new PayloadBuilder(), bps, keys: variantKeys(bps, options.breakpoints), options, counts: { nativeWidgets: 0, containers: 0, fallbacks: 0 } };
  const roots = doc.roots?.length ? doc.roots : [doc.root];
  const fontEmbed = options.settings.copyFontface === 'export' && options.fontFaceCss ? options.fontFaceCss : '';
  if (roots.length === 1 && !fontEmbed) {
    emit(ctx, roots[0]);
  } else {
    // Exactly one root: several top-level nodes are reported to crash the Designer's paste.
    const wrapper = ctx.out.element('Block', 'div', baseData({ tag: 'div', text: false }));
    wrapper.classes = classList(ctx, 'page-wrapper', { main: { display: 'flex', 'flex-direction': 'column', width: '100%' } });
    for (const r of roots) wrapper.children.push(emit(ctx, r));
    if (fontEmbed) wrapper.children.push(embed(ctx, `<style>${fontEmbed}</style>`, 'font-faces', { display: 'none' })._id);
  }
  applyComboClasses(ctx.out.nodes, ctx.out.styles);
  return { template: ctx.out.envelope(), counts: ctx.counts };
}

function classList(ctx: Context, name: string, look: Parameters<PayloadBuilder['classFor']>[1]): string[] {
  const id = ctx.out.classFor(name, look);
  return id ? [id] : [];
}

function classOf(ctx: Context, node: IRNode): string[] {
  const look = nodeLook(node, ctx.bps, ctx.keys);
  // Webflow's Container (.w-container) caps itself at 940/728 px; the source's own widths win.
  if (node.kind === 'container' && isContainerSource(node) && look.main) look.main['max-width'] = 'none';
  return classList(ctx, node.className ?? preferredName(node), look);
}

function isContainerSource(node: IRNode): boolean {
  return node.kind === 'container' && !node.link && node.tag !== 'section' && /(^|\.)container(-[a-z]+)?(\.|#|$)/.test(node.source);
}

function linkData(node: IRNode, extra: Record<string, unknown>): Record<string, unknown> {
  const url = node.link?.href || '#';
  return baseData({ link: { mode: 'external', url, ...(node.link?.newTab ? { target: '_blank' } : {}) }, ...extra });
}

function sourceTag(node: IRNode): string {
  return /^[a-z0-9]+/i.exec(node.source ?? '')?.[0]?.toLowerCase() ?? '';
}

function embed(ctx: Context, html: string, name: string, look: Decls): WebflowElementNode {
  const node = ctx.out.element('HtmlEmbed', 'div', {
    ...baseData(), search: { exclude: true }, embed: { type: 'html', meta: { html, div: true, iframe: false, script: false, compilable: false } }, insideRTE: false,
  });
  node.v = html;
  node.classes = classList(ctx, name, { main: look });
  return node;
}

function emit(ctx: Context, node: IRNode): string {
  const { out } = ctx;
  if (node.kind === 'button' && node.icon && faSvg(node.icon.library, node.icon.iconClass)) {
    ctx.counts.nativeWidgets++;
    return emitIconButton(ctx, node, node.icon);
  }
  const classes = classOf(ctx, node);
  const dropIcon = () => ctx.options.onNote('icon font glyph inside text', node, 'dropped');
  let el: WebflowElementNode;
  switch (node.kind) {
    case 'container':
      return emitContainer(ctx, node, classes);
    case 'heading':
      el = out.element('Heading', `h${node.level}`, baseData({ tag: `h${node.level}` }), classes);
      el.children = inlineChildren(node.html, out, dropIcon);
      ctx.counts.nativeWidgets++;
      return el._id;
    case 'text':
      if (node.link) el = out.element('Link', 'a', linkData(node, { block: '' }), classes);
      else if (sourceTag(node) === 'p') el = out.element('Paragraph', 'p', baseData(), classes);
      else el = out.element('Block', 'div', baseData({ tag: 'div', text: true }), classes);
      el.children = inlineChildren(node.html, out, dropIcon);
      ctx.counts.nativeWidgets++;
      return el._id;
    case 'button':
      ctx.counts.nativeWidgets++;
      el = out.element('Link', 'a', linkData(node, { button: true, block: '' }), classes);
      if (node.text) el.children = [out.text(node.text)._id];
      if (node.icon) ctx.options.onNote('button icon missing from Font Awesome Free', node, 'dropped');
      return el._id;
    case 'image':
      el = out.element('Image', 'img', baseData({ attr: { id: '', src: node.src, alt: node.alt, loading: 'lazy', width: 'auto', height: 'auto' } }), classes);
      ctx.counts.nativeWidgets++;
      return el._id;
    case 'list': {
      const tag = node.ordered ? 'ol' : 'ul';
      el = out.element('List', tag, baseData({ tag, list: { type: 'list', unstyled: false } }), classes);
      el.children = node.itemsHtml.map((html) => {
        const li = out.element('ListItem', 'li', baseData({ list: { type: 'item' } }));
        li.children = inlineChildren(html, out, dropIcon);
        return li._id;
      });
      ctx.counts.nativeWidgets++;
      return el._id;
    }
    case 'iconList':
      return emitIconList(ctx, node, classes);
    case 'divider':
      el = out.element('Block', 'div', baseData({ tag: 'div', text: false }), classes);
      ctx.counts.nativeWidgets++;
      return el._id;
    case 'icon': {
      if (!faSvg(node.library, node.iconClass)) ctx.options.onNote('icon missing from Font Awesome Free', node, 'dropped');
      // An embed, not a Webflow element: counted as a fallback.
      ctx.counts.fallbacks++;
      return withClasses(embed(ctx, iconHtml(node.library, node.iconClass), 'icon', {}), classes);
    }
    case 'video': {
      ctx.counts.fallbacks++;
      const html = node.provider === 'hosted'
        ? `<video src="${escapeAttr(node.url)}" controls style="width:100%;height:100%"></video>`
        : `<iframe src="${escapeAttr(node.url)}" style="width:100%;height:100%;border:0" allowfullscreen></iframe>`;
      return withClasses(embed(ctx, html, 'video', {}), classes);
    }
    case 'embed':
      ctx.counts.fallbacks++;
      ctx.options.onNote(node.reason, node, 'fallback');
      return withClasses(embed(ctx, node.html, 'embed', {}), classes);
  }
}

function withClasses(node: WebflowElementNode, classes: string[]): string {
  if (classes.length) node.classes = classes;
  return node._id;
}

function emitContainer(ctx: Context, node: IRContainer, classes: string[]): string {
  const { out } = ctx;
  const tag = BLOCK_TAGS.has(node.tag) ? node.tag : 'div';
  let el: WebflowElementNode;
  if (node.link) el = out.element('Link', 'a', linkData(node, { block: 'inline' }), classes);
  else if (tag === 'section') el = out.element('Section', 'section', baseData({ tag: 'section', grid: { type: 'section' } }), classes);
  else if (isContainerSource(node)) el = out.element('BlockContainer', 'div', baseData({ tag: 'div', grid: { type: 'container' } }), classes);
  else el = out.element('Block', tag, baseData({ tag, text: false }), classes);
  ctx.counts.containers++;
  el.children = node.children.map((c) => emit(ctx, c));
  return el._id;
}

/**
 * A button with an icon: Webflow's Button holds text only, so it is a Link Block laid out as a
 * row (the button's own class plus a combo-free row look) holding the icon's SVG and the label.
 */
function emitIconButton(ctx: Context, node: IRNode & { kind: 'button' }, icon: NonNullable<IRButton['icon']>): string {
  const { out } = ctx;
  const look = nodeLook(node, ctx.bps, ctx.keys);
  const align = node.style.base['text-align']?.type === 'keyword' ? node.style.base['text-align'].value : 'left';
  const main = (look.main ??= {});
  // A button hidden on desktop (a navbar toggler) stays hidden there.
  if (main.display !== 'none') main.display = 'flex';
  Object.assign(main, {
    'flex-direction': 'row', 'align-items': 'center', 'column-gap': `${icon.gap ?? 8}px`,
    'justify-content': align === 'center' ? 'center' : align === 'right' ? 'flex-end' : 'flex-start',
  });
  for (const key of ['medium', 'small', 'tiny'] as const) if (look[key]?.display && look[key]!.display !== 'none') look[key]!.display = 'flex';
  const el = out.element('Link', 'a', linkData(node, { block: 'inline' }), classList(ctx, node.className ?? preferredName(node), look));
  // Created in child order: the node list is depth first.
  const svg = () => embed(ctx, faSvg(icon.library, icon.iconClass)!, 'button-icon', { 'flex-shrink': '0', 'line-height': '1' })._id;
  const label = () => (node.text ? [out.text(node.text)._id] : []);
  el.children = icon.after ? [...label(), svg()] : [svg(), ...label()];
  return el._id;
}

/** Rows of icon + text: a flex column of rows, each an icon embed beside a text block. */
function emitIconList(ctx: Context, node: IRNode & { kind: 'iconList' }, classes: string[]): string {
  const { out } = ctx;
  const list = out.element('Block', 'div', baseData({ tag: 'div', text: false }), classes);
  const m = node.style.base;
  const row = classList(ctx, 'icon-list-item', { main: { display: 'flex', 'align-items': (m['icon-align']?.type === 'keyword' && m['icon-align'].value === 'top') ? 'flex-start' : 'center', 'column-gap': cssValue(m['icon-gap']) ?? '8px' } });
  const iconLook: Decls = { 'font-size': cssValue(m['icon-size']) ?? '14px', 'line-height': '1', 'flex-shrink': '0' };
  const color = cssValue(m['icon-color']);
  if (color) iconLook.color = color;
  list.children = node.items.map((item) => {
    const r = out.element('Block', 'div', baseData({ tag: 'div', text: false }), row);
    r.children.push(embed(ctx, iconHtml(item.icon.library, item.icon.iconClass), 'icon-list-icon', iconLook)._id);
    const t = out.element('Block', 'div', baseData({ tag: 'div', text: true }));
    t.children = inlineChildren(item.html, out);
    r.children.push(t._id);
    return r._id;
  });
  ctx.counts.nativeWidgets++;
  return list._id;
}

/** Font Awesome's own drawing as inline SVG (no icon font on a Webflow site); the `<i>` only for an icon Font Awesome Free lacks. */
function iconHtml(library: string, iconClass: string): string {
  return faSvg(library, iconClass) ?? `<i class="${escapeAttr(iconClass)}" aria-hidden="true"></i>`;
}

function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

const CAPABILITIES: BuilderCapabilities = {
  responsive: { color: true, typography: true, border: true, shadow: true, background: true },
  gradients: true,
  customCss: false,
  classes: true,
  hover: true,
  grid: true,
};

/** Webflow's Designer breakpoints PageLift renders: desktop (base), tablet (medium), mobile landscape (small), mobile (tiny). */
const DEVICES = ['desktop', 'tablet', 'mobileLandscape', 'mobile'] as const;

export const webflowSerializer: BuilderSerializer = {
  builders: ['webflow'] as const satisfies readonly Builder[],
  devices: () => DEVICES,
  capabilities: () => CAPABILITIES,
  serialize(doc, options): SerializeResult {
    const { template, counts } = toXscpData(doc, options);
    const embedded = options.settings.copyFontface === 'export';
    return { template, fontFace: embedded ? '' : options.fontFaceCss, counts };
  },
  toFile(result, title): DeliveryFile {
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'webflow-export';
    return { name: `${slug}.json`, mimeType: 'application/json', content: JSON.stringify(result.template) };
  },
};

export { fontFamilyCss };
