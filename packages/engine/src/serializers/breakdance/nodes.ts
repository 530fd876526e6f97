import type { IRContainer, IRIconList, IRNode } from '../../ir/types.ts';
import { cssColor, declText, responsiveDecls, type Decls } from '../css-style.ts';
import type { NoteAction, SerializeCounts } from '../types.ts';
import { claim, type Group } from './design.ts';
import { BREAKPOINT_IDS, setPath } from './values.ts';

/** A Breakdance tree node (formats/breakdance.md §2). */
export interface TreeNode {
  id: number;
  data: { type: string; properties: Record<string, unknown> | null };
  children: TreeNode[];
}

export const ELEMENT = {
  section: 'EssentialElements\\Section',
  div: 'EssentialElements\\Div',
  heading: 'EssentialElements\\Heading',
  text: 'EssentialElements\\Text',
  image: 'EssentialElements\\Image2',
  button: 'EssentialElements\\Button',
  icon: 'EssentialElements\\Icon',
  list: 'EssentialElements\\BasicList',
  video: 'EssentialElements\\Video',
} as const;

export interface BreakdanceContext {
  breakpoints: string[];
  responsive: boolean;
  nextId: () => number;
  counts: SerializeCounts;
  counting: boolean;
  note: (feature: string, node: IRNode, action?: NoteAction) => void;
}

/** Declarations that place and size a container's children: on a Section they belong to its inner `.section-container`. */
const INNER_LAYOUT = new Set(['display', 'flex-direction', 'flex-wrap', 'align-items', 'justify-content', 'grid-template-columns', 'grid-template-rows', 'column-gap', 'row-gap']);
const TAGS = new Set(['header', 'footer', 'article', 'main', 'aside', 'nav', 'section']);

function groupsFor(node: IRNode, isRoot: boolean): Group[] {
  switch (node.kind) {
    case 'container':
      return isRoot ? ['section'] : ['container', 'spacing'];
    case 'heading':
    case 'text':
      return ['typography', 'spacing', 'size'];
    case 'list':
      return ['typography', 'spacing'];
    case 'image':
      return ['image', 'spacing'];
    default:
      return ['spacing'];
  }
}

/**
 * Writes the node's look: what a design property holds goes there per breakpoint, the rest into
 * `settings.advanced.css` for that breakpoint (`%%SELECTOR%%` is the element).
 */
function design(ctx: BreakdanceContext, node: IRNode, props: Record<string, unknown>, isRoot: boolean, extraCss = ''): void {
  const groups = groupsFor(node, isRoot);
  const css: Record<string, string> = {};
  responsiveDecls(node, ctx.breakpoints, ctx.responsive).forEach(({ breakpoint, full, changed }, i) => {
    const id = BREAKPOINT_IDS[breakpoint] ?? `breakpoint_${breakpoint}`;
    if (i === 0 && node.kind === 'container') {
      const direction = full['flex-direction'];
      setPath(props, ['design', 'layout_v2', 'layout'], direction?.startsWith('row') ? 'horizontal' : 'vertical');
    }
    const rest = claim(props, groups, id, changed, full, i === 0);
    const rules: string[] = [];
    if (isRoot && node.kind === 'container') {
      const inner: Decls = {};
      for (const [k, v] of Object.entries(rest)) if (INNER_LAYOUT.has(k)) {
        inner[k] = v;
        delete rest[k];
      }
      if (i === 0) Object.assign(inner, { width: '100%', 'max-width': 'none', margin: '0', 'min-height': 'inherit' });
      if (Object.keys(inner).length) rules.push(`%%SELECTOR%% > .section-container { ${declText(inner)}; }`);
    }
    // An embed's markup carries its whole look inline already.
    if (i === 0 && node.kind !== 'embed' && node.unexpressed?.length) for (const decl of node.unexpressed) {
      const [k, ...v] = decl.split(':');
      rest[k.trim()] = v.join(':').trim();
    }
    if (Object.keys(rest).length) rules.unshift(`%%SELECTOR%% { ${declText(rest)}; }`);
    if (i === 0 && extraCss) rules.push(extraCss);
    if (rules.length) css[id] = rules.join('\n');
  });
  if (Object.keys(css).length) setPath(props, ['settings', 'advanced', 'css'], css);
}

function count(ctx: BreakdanceContext, what: keyof SerializeCounts): void {
  if (ctx.counting) ctx.counts[what]++;
}

function linkOf(node: IRNode): Record<string, unknown> | undefined {
  return node.link ? { type: 'url', url: node.link.href, openInNewTab: node.link.newTab } : undefined;
}

function hoverCss(node: IRNode): string {
  if (!node.hover) return '';
  const d: Decls = {};
  for (const [k, v] of Object.entries(node.hover)) {
    if (v?.type === 'color') d[k] = cssColor(v);
    else if (v?.type === 'keyword') d[k] = v.value;
  }
  return Object.keys(d).length ? `%%SELECTOR%%:hover { ${declText(d)}; }` : '';
}

export function toTreeNode(ctx: BreakdanceContext, node: IRNode, isRoot: boolean): TreeNode {
  if (!node.lookCopy || !ctx.counting) return build(ctx, node, isRoot);
  ctx.counting = false;
  try {
    return build(ctx, node, isRoot);
  } finally {
    ctx.counting = true;
  }
}

function build(ctx: BreakdanceContext, node: IRNode, isRoot: boolean): TreeNode {
  const id = ctx.nextId();
  const props: Record<string, unknown> = {};
  const el = (type: string, children: TreeNode[] = []): TreeNode => ({ id, data: { type, properties: props }, children });
  switch (node.kind) {
    case 'container':
      return container(ctx, node, isRoot, id, props);
    case 'heading':
      setPath(props, ['content', 'content'], { text: node.html, tags: `h${node.level}` });
      if (node.link) setPath(props, ['content', 'content', 'link'], linkOf(node));
      design(ctx, node, props, false, hoverCss(node));
      count(ctx, 'nativeWidgets');
      return el(ELEMENT.heading);
    case 'text': {
      const html = node.link ? `<a href="${node.link.href}"${node.link.newTab ? ' target="_blank" rel="noopener"' : ''} style="color:inherit;text-decoration:inherit">${node.html}</a>` : node.html;
      setPath(props, ['content', 'content', 'text'], html);
      setPath(props, ['settings', 'advanced', 'tag'], 'div');
      design(ctx, node, props, false, hoverCss(node));
      count(ctx, 'nativeWidgets');
      return el(ELEMENT.text);
    }
    case 'list':
      setPath(props, ['content', 'content'], { list_type: node.ordered ? 'ol' : 'ul', items: node.itemsHtml.map((text) => ({ text })) });
      setPath(props, ['design', 'list', 'style_type'], node.listStyle);
      design(ctx, node, props, false, `%%SELECTOR%% ul, %%SELECTOR%% ol { margin: 0; padding-left: 0; list-style-position: inside; list-style-type: ${node.listStyle}; }`);
      count(ctx, 'nativeWidgets');
      return el(ELEMENT.list);
    case 'image':
      setPath(props, ['content', 'image'], { from: 'url', url: node.src, alt_when_from_url: 'custom', custom_alt_when_from_url: node.alt, lazy_load: true });
      if (node.link) setPath(props, ['content', 'link'], linkOf(node));
      design(ctx, node, props, false, '%%SELECTOR%% img { display: block; width: 100%; object-position: inherit; }');
      count(ctx, 'nativeWidgets');
      return el(ELEMENT.image);
    case 'button': {
      setPath(props, ['content', 'content'], { text: node.text, ...(node.link ? { link: linkOf(node) } : {}) });
      if (node.icon) setPath(props, ['content', 'content', 'icon'], { slug: node.icon.iconClass, position: node.icon.after ? 'after' : 'before', gap: node.icon.gap ?? 0 });
      // The button's own anchor keeps no preset look of its own: the element box is the button.
      const reset = '%%SELECTOR%% > * { background: none; border: 0; padding: 0; margin: 0; color: inherit; font: inherit; letter-spacing: inherit; text-transform: inherit; text-decoration: inherit; width: 100%; min-height: 0; justify-content: inherit; }';
      design(ctx, node, props, false, [reset, hoverCss(node)].filter(Boolean).join('\n'));
      count(ctx, 'nativeWidgets');
      return el(ELEMENT.button);
    }
    case 'icon':
      setPath(props, ['content', 'content', 'icon'], { slug: node.iconClass, name: node.iconClass.replace(/^.* fa-/, '') });
      if (node.link) setPath(props, ['content', 'content', 'link'], linkOf(node));
      // The element is exactly its glyph: no line box around it.
      design(ctx, node, props, false, '%%SELECTOR%% { line-height: 1; }\n%%SELECTOR%% > * { display: block; }');
      count(ctx, 'nativeWidgets');
      return el(ELEMENT.icon);
    case 'video':
      setPath(props, ['content', 'video'], { video: { provider: node.provider === 'hosted' ? 'self-hosted' : node.provider, url: node.url } });
      design(ctx, node, props, false);
      count(ctx, 'nativeWidgets');
      return el(ELEMENT.video);
    case 'divider':
      design(ctx, node, props, false, '%%SELECTOR%% { height: 0; }');
      count(ctx, 'nativeWidgets');
      return el(ELEMENT.div);
    case 'iconList':
      return iconList(ctx, node, id, props);
    case 'embed':
      // Breakdance's Text carries inline HTML as is: the per-node fallback for what no element draws.
      setPath(props, ['content', 'content', 'text'], node.html);
      setPath(props, ['settings', 'advanced', 'tag'], 'div');
      design(ctx, node, props, false);
      count(ctx, 'fallbacks');
      return el(ELEMENT.text);
  }
}

function container(ctx: BreakdanceContext, node: IRContainer, isRoot: boolean, id: number, props: Record<string, unknown>): TreeNode {
  count(ctx, 'containers');
  if (isRoot) setPath(props, ['design', 'size', 'width'], 'full');
  if (TAGS.has(node.tag) || node.tag === 'a') setPath(props, ['settings', 'advanced', 'tag'], node.tag);
  if (node.tag === 'a' && node.link) setPath(props, ['content', 'content', 'link'], linkOf(node));
  design(ctx, node, props, isRoot);
  const children = node.children.map((c) => toTreeNode(ctx, c, false));
  return { id, data: { type: isRoot ? ELEMENT.section : ELEMENT.div, properties: props }, children };
}

/**
 * Breakdance's own icon list draws its icons from its icon library; rows of a Font Awesome icon
 * and text become a Div of rows (Div > Icon + Text), each part a native element.
 */
function iconList(ctx: BreakdanceContext, node: IRIconList, id: number, props: Record<string, unknown>): TreeNode {
  // One source element (as Elementor's icon list counts): the coverage report stays comparable.
  count(ctx, 'nativeWidgets');
  design(ctx, { ...node, kind: 'container', tag: 'div', children: [] } as IRContainer, props, false);
  const base = node.style.base;
  const val = (k: string) => (base[k]?.type === 'unit' ? (base[k] as { value: number }).value : 0);
  const rows = node.items.map((item): TreeNode => {
    const iconProps: Record<string, unknown> = {};
    setPath(iconProps, ['content', 'content', 'icon'], { slug: item.icon.iconClass, name: item.icon.iconClass.replace(/^.* fa-/, '') });
    const iconColor = base['icon-color'];
    const color = iconColor?.type === 'color' ? cssColor(iconColor) : 'currentColor';
    setPath(iconProps, ['settings', 'advanced', 'css'], { breakpoint_base: `%%SELECTOR%% { font-size: ${val('icon-size')}px; width: ${val('icon-size')}px; line-height: 1; text-align: center; color: ${color}; flex: 0 0 auto; margin-right: ${val('icon-gap')}px; }\n%%SELECTOR%% > * { display: block; margin: 0 auto; }` });
    const textProps: Record<string, unknown> = {};
    setPath(textProps, ['content', 'content', 'text'], item.html);
    setPath(textProps, ['settings', 'advanced', 'tag'], 'div');
    setPath(textProps, ['settings', 'advanced', 'css'], { breakpoint_base: '%%SELECTOR%% { flex: 1 1 auto; font: inherit; color: inherit; }' });
    const rowProps: Record<string, unknown> = {};
    setPath(rowProps, ['design', 'layout_v2', 'layout'], 'horizontal');
    const align = base['icon-align']?.type === 'keyword' ? (base['icon-align'] as { value: string }).value : 'center';
    setPath(rowProps, ['settings', 'advanced', 'css'], { breakpoint_base: `%%SELECTOR%% { display: flex; flex-direction: row; align-items: ${align === 'start' ? 'flex-start' : align === 'end' ? 'flex-end' : 'center'}; width: 100%; }` });
    return {
      id: ctx.nextId(), data: { type: ELEMENT.div, properties: rowProps },
      children: [
        { id: ctx.nextId(), data: { type: ELEMENT.icon, properties: iconProps }, children: [] },
        { id: ctx.nextId(), data: { type: ELEMENT.text, properties: textProps }, children: [] },
      ],
    };
  });
  const gap = val('item-gap');
  const css = (props.settings as { advanced?: { css?: Record<string, string> } } | undefined)?.advanced?.css ?? {};
  css.breakpoint_base = `${css.breakpoint_base ?? ''}\n%%SELECTOR%% { row-gap: ${gap}px; ${textDecls(node)} }`.trim();
  setPath(props, ['settings', 'advanced', 'css'], css);
  return { id, data: { type: ELEMENT.div, properties: props }, children: rows };
}

function textDecls(node: IRIconList): string {
  const keep = ['font-family', 'font-size', 'font-weight', 'font-style', 'line-height', 'letter-spacing', 'text-transform', 'color'];
  const d = responsiveDecls({ ...node, kind: 'text', html: '' } as IRNode, [Object.keys(BREAKPOINT_IDS)[0]], false)[0]?.full ?? {};
  return keep.filter((k) => d[k]).map((k) => `${k}: ${d[k]};`).join(' ');
}
