/**
 * Reference renderer for Breakdance clipboard data, by the rules of
 * ../shared/formats/breakdance.md (no Breakdance code is available here): each node becomes
 * `<div class="bde-<el> bde-<el>-<id>">` (a Section holds a `.section-container`), responsive
 * values are flattened per breakpoint into `@media (max-width: N)` rules at the default
 * breakpoints (§3), unit objects print their `style`, design paths map to the CSS their
 * templates write (§4), and `settings.advanced.css` replaces `%%SELECTOR%%` per breakpoint.
 */
interface TreeNode { id: number; data: { type: string; properties: Record<string, any> | null }; children: TreeNode[] }

export const BREAKDANCE_BREAKPOINTS: Array<[string, number | undefined]> = [
  ['breakpoint_base', undefined], ['breakpoint_tablet_landscape', 1119], ['breakpoint_tablet_portrait', 1023],
  ['breakpoint_phone_landscape', 767], ['breakpoint_phone_portrait', 479],
];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A responsive value at one breakpoint (plain leaves render at base only, as flatten-properties does). */
function at(v: unknown, bp: string): unknown {
  if (v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).some((k) => k.startsWith('breakpoint_'))) return (v as Record<string, unknown>)[bp];
  return bp === 'breakpoint_base' ? v : undefined;
}
const css = (v: unknown): string | undefined => (v && typeof v === 'object' ? ((v as { style?: string }).style ?? undefined) : v === undefined || v === null || v === '' ? undefined : String(v));

function typographyDecls(t: any, bp: string): string[] {
  if (!t) return [];
  const out: string[] = [];
  const put = (prop: string, v: unknown, quote = false) => {
    const c = css(at(v, bp));
    if (c !== undefined) out.push(`${prop}: ${quote ? `"${c}"` : c}`);
  };
  put('color', t.color);
  put('text-align', t.text_align);
  const c = t.typography?.custom?.customTypography ?? {};
  put('font-family', c.fontFamily, true);
  put('font-size', c.fontSize);
  put('font-weight', c.fontWeight);
  const a = c.advanced ?? {};
  put('line-height', a.lineHeight);
  put('letter-spacing', a.letterSpacing);
  put('word-spacing', a.wordSpacing);
  put('text-transform', a.textTransform);
  put('font-style', a.fontStyle);
  put('text-decoration', a.decoration);
  return out;
}

function paddingDecls(p: unknown, bp: string): string[] {
  const v = at(p, bp) as Record<string, unknown> | undefined;
  if (!v) return [];
  return ['top', 'right', 'bottom', 'left'].filter((s) => css(v[s])).map((s) => `padding-${s}: ${css(v[s])}`);
}

/** The CSS of one node at one breakpoint, as `[selector, declarations]` pairs. */
function nodeRules(node: TreeNode, sel: string, bp: string): Array<[string, string[]]> {
  const p = node.data.properties ?? {};
  const d = p.design ?? {};
  const type = node.data.type.split('\\')[1];
  const own: string[] = [...typographyDecls(d.typography, bp)];
  const one = (prop: string, v: unknown) => {
    const c = css(at(v, bp));
    if (c !== undefined) own.push(`${prop}: ${c}`);
  };
  one('margin-top', d.spacing?.margin_top);
  one('margin-bottom', d.spacing?.margin_bottom);
  if (typeof d.size?.width === 'object') one('width', d.size.width);
  const rules: Array<[string, string[]]> = [];
  if (type === 'Section') {
    const inner: string[] = [...paddingDecls(d.spacing?.padding, bp)];
    if (bp === 'breakpoint_base') {
      if (d.background?.color) own.push(`background-color: ${d.background.color}`);
      inner.push('display: flex', `flex-direction: ${d.layout_v2?.layout === 'horizontal' ? 'row' : 'column'}`);
      if (d.size?.width !== 'full') inner.push('max-width: 1120px', 'margin-left: auto', 'margin-right: auto');
    }
    rules.push([`${sel} > .section-container`, inner]);
  }
  if (type === 'Div') {
    one('width', d.container?.width);
    one('min-height', d.container?.min_height);
    own.push(...paddingDecls(d.container?.padding, bp));
    if (bp === 'breakpoint_base' && d.layout_v2?.layout) own.push('display: flex', `flex-direction: ${d.layout_v2.layout === 'horizontal' ? 'row' : 'column'}`);
  }
  if (type === 'Image2') {
    const img: string[] = [];
    const h = css(at(d.image?.height, bp));
    if (h) img.push(`height: ${h}`);
    const w = css(at(d.image?.width, bp));
    if (w) img.push(`width: ${w}`);
    if (bp === 'breakpoint_base' && d.image?.object_fit) img.push(`object-fit: ${d.image.object_fit}`);
    rules.push([`${sel} img`, img]);
  }
  rules.unshift([sel, own]);
  return rules;
}

function contentHtml(node: TreeNode, inner: string): string {
  const p = node.data.properties ?? {};
  const c = p.content ?? {};
  const type = node.data.type.split('\\')[1];
  const text = c.content?.text ?? '';
  const link = c.content?.link ?? c.link;
  switch (type) {
    case 'Section':
      return `<div class="section-container">${inner}</div>`;
    case 'Heading':
      return link ? `<a href="${esc(link.url)}" style="color:inherit;text-decoration:inherit">${text}</a>` : text;
    case 'Text':
      return text;
    case 'Button': {
      const icon = c.content?.icon ? `<i class="${esc(c.content.icon.slug)}" aria-hidden="true"></i>` : '';
      const body = c.content?.icon?.position === 'after' ? `${text}${icon}` : `${icon}${text}`;
      return `<a class="button-atom" href="${esc(link?.url ?? '#')}" style="display:flex;align-items:center;gap:${c.content?.icon?.gap ?? 0}px">${body}</a>`;
    }
    case 'Icon':
      return `<i class="${esc(c.content?.icon?.slug ?? '')}" aria-hidden="true"></i>`;
    case 'Image2':
      return `<img src="${esc(c.image?.url ?? '')}" alt="${esc(c.image?.custom_alt_when_from_url ?? '')}">`;
    case 'BasicList': {
      const tag = c.content?.list_type === 'ol' ? 'ol' : 'ul';
      return `<${tag}>${(c.content?.items ?? []).map((i: { text: string }) => `<li>${i.text}</li>`).join('')}</${tag}>`;
    }
    case 'Video': {
      const v = c.video?.video ?? {};
      const yt = /v=([\w-]+)/.exec(v.url ?? '');
      const src = v.provider === 'youtube' && yt ? `https://www.youtube.com/embed/${yt[1]}` : v.provider === 'vimeo' ? `https://player.vimeo.com/video/${/(\d+)/.exec(v.url ?? '')?.[1]}` : '';
      return src ? `<iframe src="${esc(src)}" style="width:100%;aspect-ratio:16/9;border:0"></iframe>` : `<video src="${esc(v.url ?? '')}" style="width:100%" controls></video>`;
    }
    default:
      return inner;
  }
}

const BASE_CSS = `*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; }
.bde-section { position: relative; width: 100%; }
.bde-section > .section-container { position: relative; width: 100%; }
.bde-div { display: flex; flex-direction: column; }
.bde-heading { margin: 0; }
.bde-image2 img { display: block; max-width: 100%; }
.bde-basiclist ul, .bde-basiclist ol { margin: 0; }
`;

/** A complete HTML page for a clipboard payload; `head` adds the site's own assets. */
export function renderBreakdancePage(data: { element: TreeNode | TreeNode[] }, head = ''): string {
  const roots = Array.isArray(data.element) ? data.element : [data.element];
  const perBp = new Map<string, string[]>(BREAKDANCE_BREAKPOINTS.map(([bp]) => [bp, []]));
  const html = (node: TreeNode): string => {
    const el = node.data.type.split('\\')[1].toLowerCase();
    const cls = `bde-${el}-${node.id}`;
    const sel = `.breakdance .${cls}`;
    const customCss = node.data.properties?.settings?.advanced?.css ?? {};
    for (const [bp] of BREAKDANCE_BREAKPOINTS) {
      const rules = perBp.get(bp)!;
      for (const [s, decls] of nodeRules(node, sel, bp)) if (decls.length) rules.push(`${s} { ${decls.join('; ')}; }`);
      const extra = customCss[bp];
      if (typeof extra === 'string') rules.push(extra.replaceAll('%%SELECTOR%%', sel));
    }
    // A Heading is its h1…h6 element; others take the advanced tag.
    const p = node.data.properties;
    const tag = el === 'heading' ? (p?.content?.content?.tags ?? 'h2') : (p?.settings?.advanced?.tag ?? (el === 'section' ? 'section' : 'div'));
    const inner = node.children.map(html).join('');
    return `<${tag} class="bde-${el} ${cls}">${contentHtml(node, inner)}</${tag}>`;
  };
  const body = roots.map(html).join('');
  const sheet = BREAKDANCE_BREAKPOINTS.map(([bp, max]) => {
    const rules = perBp.get(bp)!.join('\n');
    return max === undefined ? rules : `@media (max-width: ${max}px) {\n${rules}\n}`;
  });
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">${head}<style>${BASE_CSS}${sheet.join('\n')}</style></head><body><div class="breakdance">${body}</div></body></html>`;
}
