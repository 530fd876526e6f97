import type { IRContainer, IRIconList, IRNode, Link } from '../../ir/types.ts';
import { cssColor, declText, responsiveDecls, type Decls } from '../css-style.ts';
import type { NoteAction, SerializeCounts } from '../types.ts';
import { BREAKPOINT_SUFFIX, colorObject, toSettings, type Settings } from './settings.ts';

/** One element of the flat `content` list (formats/bricks.md §2). */
export interface BricksElement {
  id: string;
  name: string;
  parent: string | 0;
  children: string[];
  settings: Settings;
  label?: string;
}

export interface BricksContext {
  breakpoints: string[];
  /** Breakpoint name → max width, for the media queries of `_cssCustom`. */
  widths: Record<string, number>;
  responsive: boolean;
  newId: () => string;
  content: BricksElement[];
  /** The source element (`tag.class#id`) of each element, for class names. */
  sourceOf: Map<BricksElement, string>;
  counts: SerializeCounts;
  counting: boolean;
  note: (feature: string, node: IRNode, action?: NoteAction) => void;
}

const LAYOUT_NAMES = new Set(['section', 'container', 'block', 'div']);
const TAGS = new Set(['header', 'footer', 'article', 'main', 'aside', 'nav', 'section', 'a']);
const FA_LIBRARY: Record<string, string> = { 'fa-solid': 'fontawesomeSolid', 'fa-regular': 'fontawesomeRegular', 'fa-brands': 'fontawesomeBrands' };

export function linkSetting(link: Link): Settings {
  return { type: 'external', url: link.href, ...(link.newTab ? { newTab: true } : {}), ...(link.nofollow ? { rel: 'nofollow' } : {}) };
}

/**
 * The node's look as settings: per breakpoint what changed, under the breakpoint's suffix; what
 * no setting holds goes to `_cssCustom` (`%root%` is the element), in a media query for
 * narrower breakpoints.
 */
export function writeStyle(ctx: BricksContext, node: IRNode, name: string, settings: Settings, extraCss: string[] = []): void {
  const layout = LAYOUT_NAMES.has(name);
  const css: string[] = [];
  responsiveDecls(node, ctx.breakpoints, ctx.responsive).forEach(({ breakpoint, full, changed }, i) => {
    const rest = toSettings(settings, changed, BREAKPOINT_SUFFIX[breakpoint] ?? `:${breakpoint}`, layout, full);
    // An embed's markup carries its whole look inline already.
    if (i === 0 && node.kind !== 'embed') for (const decl of node.unexpressed ?? []) {
      const [k, ...v] = decl.split(':');
      rest[k.trim()] = v.join(':').trim();
    }
    if (!Object.keys(rest).length) return;
    const rule = `%root% { ${declText(rest)}; }`;
    css.push(i === 0 ? rule : `@media (max-width: ${ctx.widths[breakpoint]}px) { ${rule} }`);
  });
  hover(node, settings);
  css.push(...extraCss);
  if (css.length) settings._cssCustom = css.join('\n');
}

function hover(node: IRNode, settings: Settings): void {
  const h = node.hover;
  if (!h) return;
  const color = (k: string) => {
    const v = h[k];
    return v?.type === 'color' ? colorObject(cssColor(v)) : undefined;
  };
  const typography: Settings = {};
  if (color('color')) typography.color = color('color');
  if (h['text-decoration']?.type === 'keyword') typography['text-decoration'] = h['text-decoration'].value;
  if (Object.keys(typography).length) settings['_typography:hover'] = typography;
  if (color('background-color')) settings['_background:hover'] = { color: color('background-color') };
  if (color('border-color')) settings['_border:hover'] = { color: color('border-color') };
}

function add(ctx: BricksContext, name: string, parent: string | 0, settings: Settings, label?: string): BricksElement {
  const el: BricksElement = { id: ctx.newId(), name, parent, children: [], settings, ...(label ? { label } : {}) };
  ctx.content.push(el);
  if (parent !== 0) ctx.content.find((e) => e.id === parent)?.children.push(el.id);
  return el;
}

function count(ctx: BricksContext, what: keyof SerializeCounts): void {
  if (ctx.counting) ctx.counts[what]++;
}

/** Adds `node` (and its subtree, depth first) under `parent`; the first element added is the paste root. */
export function addNode(ctx: BricksContext, node: IRNode, parent: string | 0): void {
  if (!node.lookCopy || !ctx.counting) return addKind(ctx, node, parent);
  ctx.counting = false;
  try {
    addKind(ctx, node, parent);
  } finally {
    ctx.counting = true;
  }
}

function addKind(ctx: BricksContext, node: IRNode, parent: string | 0): void {
  const s: Settings = {};
  const leaf = (name: string, extraCss: string[] = [], what: keyof SerializeCounts = 'nativeWidgets') => {
    const el = add(ctx, name, parent, s);
    ctx.sourceOf.set(el, node.source);
    writeStyle(ctx, node, name, s, extraCss);
    count(ctx, what);
    return el;
  };
  switch (node.kind) {
    case 'container':
      return container(ctx, node, parent);
    case 'heading':
      Object.assign(s, { text: node.html, tag: `h${node.level}` });
      if (node.link) s.link = linkSetting(node.link);
      leaf('heading');
      return;
    case 'text':
      s.text = node.link ? `<a href="${node.link.href}"${node.link.newTab ? ' target="_blank" rel="noopener"' : ''} style="color:inherit;text-decoration:inherit">${node.html}</a>` : node.html;
      s.tag = 'div';
      leaf('text-basic');
      return;
    case 'list':
      s.text = `<${node.ordered ? 'ol' : 'ul'}>${node.itemsHtml.map((h) => `<li>${h}</li>`).join('')}</${node.ordered ? 'ol' : 'ul'}>`;
      leaf('text', [`%root% ul, %root% ol { margin: 0; padding: 0; list-style-position: inside; list-style-type: ${node.listStyle}; }`]);
      return;
    case 'image':
      Object.assign(s, { image: { url: node.src, external: true, filename: node.src.split('/').pop()?.split('?')[0] ?? '' }, altText: node.alt });
      if (node.link) Object.assign(s, { link: 'url', url: linkSetting(node.link) });
      leaf('image');
      return;
    case 'button':
      Object.assign(s, { text: node.text, tag: node.link ? 'a' : 'span' });
      if (node.link) s.link = linkSetting(node.link);
      if (node.icon) Object.assign(s, { icon: { library: FA_LIBRARY[node.icon.library], icon: node.icon.iconClass }, iconPosition: node.icon.after ? 'right' : 'left' });
      leaf('button', [`%root% { display: inline-flex; align-items: center; gap: ${node.icon?.gap ?? 0}px; }`]);
      return;
    case 'icon':
      s.icon = { library: FA_LIBRARY[node.library], icon: node.iconClass };
      if (node.link) s.link = linkSetting(node.link);
      leaf('icon', ['%root% { display: block; line-height: 1; }']);
      return;
    case 'video':
      if (node.provider === 'youtube') Object.assign(s, { videoType: 'youtube', youTubeId: /v=([\w-]+)/.exec(node.url)?.[1] ?? node.url });
      else if (node.provider === 'vimeo') Object.assign(s, { videoType: 'vimeo', vimeoId: /(\d+)/.exec(node.url)?.[1] ?? node.url });
      else Object.assign(s, { videoType: 'file', fileUrl: node.url });
      leaf('video');
      return;
    case 'divider':
      leaf('div', ['%root% { height: 0; }']);
      return;
    case 'iconList':
      return iconList(ctx, node, parent);
    case 'embed':
      // Bricks' Code element prints its HTML when it may execute code: the per-node fallback.
      Object.assign(s, { code: node.html, executeCode: true });
      leaf('code', [], 'fallbacks');
      return;
  }
}

function container(ctx: BricksContext, node: IRContainer, parent: string | 0): void {
  const s: Settings = {};
  const name = parent === 0 ? 'section' : 'block';
  if (TAGS.has(node.tag) && !(name === 'section' && node.tag === 'section')) s.tag = node.tag;
  if (node.tag === 'a' && node.link) s.link = linkSetting(node.link);
  const el = add(ctx, name, parent, s, node.source.slice(0, 40));
  ctx.sourceOf.set(el, node.source);
  writeStyle(ctx, node, name, s);
  count(ctx, 'containers');
  for (const child of node.children) addNode(ctx, child, el.id);
}

/** Rows of icon + text: a block of rows (block > icon + text-basic), every part a native element. */
function iconList(ctx: BricksContext, node: IRIconList, parent: string | 0): void {
  const s: Settings = {};
  const list = add(ctx, 'block', parent, s);
  const base = node.style.base;
  const val = (k: string) => (base[k]?.type === 'unit' ? (base[k] as { value: number }).value : 0);
  // The list's own box (as a container) plus its text style, inherited by the rows.
  writeStyle(ctx, { ...node, kind: 'container', tag: 'div', children: [] } as IRContainer, 'block', s);
  const text = responsiveDecls({ ...node, kind: 'text', html: '' } as IRNode, [ctx.breakpoints[0]], false)[0].full;
  const typography: Decls = Object.fromEntries(Object.entries(text).filter(([k]) => /^(font-|line-height|letter-spacing|text-transform|color)/.test(k)));
  toSettings(s, typography, '', false, typography);
  s._rowGap = `${val('item-gap')}px`;
  // One source element (as Elementor's icon list counts): the coverage report stays comparable.
  count(ctx, 'nativeWidgets');
  const iconColor = base['icon-color'];
  const align = base['icon-align']?.type === 'keyword' ? (base['icon-align'] as { value: string }).value : 'center';
  for (const item of node.items) {
    const row = add(ctx, 'block', list.id, { _direction: 'row', _alignItems: align === 'start' ? 'flex-start' : align === 'end' ? 'flex-end' : 'center', _width: '100%', _columnGap: `${val('icon-gap')}px` });
    add(ctx, 'icon', row.id, {
      icon: { library: FA_LIBRARY[item.icon.library], icon: item.icon.iconClass },
      _typography: { 'font-size': `${val('icon-size')}px`, ...(iconColor?.type === 'color' ? { color: colorObject(cssColor(iconColor)) } : {}) },
      _flexShrink: '0',
      _cssCustom: `%root% { display: block; line-height: 1; width: ${val('icon-size')}px; text-align: center; }`,
    });
    add(ctx, 'text-basic', row.id, { text: item.html, tag: 'div', _flexGrow: '1' });
  }
}
