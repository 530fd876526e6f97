/**
 * Webflow reference renderer: `@webflow/XscpData` → one HTML page, the way a published Webflow
 * site writes it (formats/webflow.md): each node as its element with Webflow's own classes
 * (`w-inline-block`, `w-button`, `w-container`, `w-embed`, `w-list-unstyled`) and its classes'
 * slugified names; every class as a rule (combo classes as `.base.combo`); breakpoint variants
 * as desktop-first media queries (`medium` ≤ 991, `small` ≤ 767, `tiny` ≤ 479) written after
 * all base rules; `main_hover` as `:hover`; `@img_<id>` as the asset's CDN URL. The page starts
 * from the parts of webflow.css (normalize + Webflow's element defaults) that affect layout, so
 * whatever the export leaves unset shows Webflow's defaults, not the browser's.
 */
interface Node {
  _id: string;
  type?: string;
  tag?: string;
  text?: boolean;
  v?: string;
  classes?: string[];
  children?: string[];
  data?: Record<string, any>;
}
interface Style { _id: string; name: string; comb?: string; styleLess: string; variants?: Record<string, { styleLess: string }> }
export interface Xscp { type: string; payload: { nodes: Node[]; styles: Style[]; assets: Array<{ _id: string; cdnUrl: string }> } }

/** The layout-relevant part of Webflow's published base stylesheet (normalize.css + webflow.css). */
export const WEBFLOW_BASE_CSS = `
html{height:100%;-ms-text-size-adjust:100%;-webkit-text-size-adjust:100%;font-family:sans-serif}
*{box-sizing:border-box}
body{margin:0;min-height:100%;background-color:#fff;font-family:Arial,sans-serif;font-size:14px;line-height:20px;color:#333}
article,aside,details,figcaption,figure,footer,header,hgroup,main,menu,nav,section,summary{display:block}
a{background-color:transparent}
b,strong{font-weight:bold}
small{font-size:80%}
sub,sup{font-size:75%;line-height:0;position:relative;vertical-align:baseline}
sup{top:-.5em} sub{bottom:-.25em}
img{border:0;max-width:100%;vertical-align:middle;display:inline-block}
figure{margin:0 0 10px}
h1,h2,h3,h4,h5,h6{font-weight:bold;margin-bottom:10px}
h1{font-size:38px;line-height:44px;margin-top:20px}
h2{font-size:32px;line-height:36px;margin-top:20px}
h3{font-size:24px;line-height:30px;margin-top:20px}
h4{font-size:18px;line-height:24px;margin-top:10px}
h5{font-size:14px;line-height:20px;margin-top:10px}
h6{font-size:12px;line-height:18px;margin-top:10px}
p{margin-top:0;margin-bottom:10px}
ul,ol{margin-top:0;margin-bottom:10px;padding-left:40px}
.w-list-unstyled{padding-left:0;list-style:none}
.w-inline-block{max-width:100%;display:inline-block}
.w-button{display:inline-block;padding:9px 15px;background-color:#3898EC;color:white;border:0;line-height:inherit;text-decoration:none;cursor:pointer;border-radius:0}
.w-container{margin-left:auto;margin-right:auto;max-width:940px}
.w-container:before,.w-container:after{content:" ";display:table;grid-column-start:1;grid-row-start:1;grid-column-end:2;grid-row-end:2}
.w-container:after{clear:both}
.w-embed:before,.w-embed:after{content:" ";display:table;grid-column-start:1;grid-row-start:1;grid-column-end:2;grid-row-end:2}
.w-embed:after{clear:both}
@media screen and (max-width:991px){.w-container{max-width:728px}}
@media screen and (max-width:479px){.w-container{max-width:none}}
`;

const MEDIA: Record<string, string> = { medium: 'screen and (max-width: 991px)', small: 'screen and (max-width: 767px)', tiny: 'screen and (max-width: 479px)' };

/** Webflow's CSS class for a Designer class name ("Hero Title 2" → hero-title-2). */
export function cssClassName(name: string): string {
  return name.trim().toLowerCase().replace(/[^a-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'class';
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attr = (s: string) => esc(s).replace(/"/g, '&quot;');

export function renderXscp(data: Xscp, rootAttr = 'data-pl-root'): string {
  const { nodes, styles, assets } = data.payload;
  const byId = new Map(nodes.map((n) => [n._id, n]));
  const styleById = new Map(styles.map((s) => [s._id, s]));
  const assetUrl = new Map(assets.map((a) => [a._id, a.cdnUrl]));
  const resolve = (css: string) => css.replace(/@img_([a-zA-Z0-9]+)/g, (_w, id: string) => `url("${assetUrl.get(id) ?? ''}")`);

  // Each class's selector: `.name`, or `.base.combo` for a combo class (its base found from the nodes using it).
  const selectorOf = new Map<string, string>();
  for (const n of nodes) {
    (n.classes ?? []).forEach((cid, k) => {
      const s = styleById.get(cid);
      if (!s || selectorOf.has(cid)) return;
      const chain = (n.classes ?? []).slice(0, k + 1).map((c) => `.${cssClassName(styleById.get(c)?.name ?? '')}`).join('');
      selectorOf.set(cid, s.comb === '&' ? chain : `.${cssClassName(s.name)}`);
    });
  }
  const rules: string[] = [];
  const media: Record<string, string[]> = { medium: [], small: [], tiny: [] };
  for (const s of styles) {
    const sel = selectorOf.get(s._id) ?? `.${cssClassName(s.name)}`;
    if (s.styleLess.trim()) rules.push(`${sel}{${resolve(s.styleLess)}}`);
    for (const [key, v] of Object.entries(s.variants ?? {})) {
      const [bp, pseudo] = key.split('_');
      const target = pseudo ? `${sel}:${pseudo}` : sel;
      if (bp === 'main') rules.push(`${target}{${resolve(v.styleLess)}}`);
      else if (media[bp]) media[bp].push(`${target}{${resolve(v.styleLess)}}`);
    }
  }
  const css = [rules.join('\n'), ...Object.entries(media).filter(([, r]) => r.length).map(([bp, r]) => `@media ${MEDIA[bp]}{\n${r.join('\n')}\n}`)].join('\n');

  const render = (id: string, root: boolean): string => {
    const n = byId.get(id);
    if (!n) return '';
    if (n.text) return esc(n.v ?? '');
    const own = (n.classes ?? []).map((c) => cssClassName(styleById.get(c)?.name ?? '')).filter(Boolean);
    const d = n.data ?? {};
    const extra: string[] = [];
    let tag = n.tag || 'div';
    let attrs = '';
    switch (n.type) {
      case 'Link': {
        tag = 'a';
        if (d.button) extra.push('w-button');
        else if (d.block === 'inline') extra.push('w-inline-block');
        attrs += ` href="${attr(d.link?.url ?? '#')}"${d.link?.target ? ` target="${attr(d.link.target)}"` : ''}`;
        break;
      }
      case 'BlockContainer': extra.push('w-container'); break;
      case 'HtmlEmbed': extra.push('w-embed'); break;
      case 'List': if (d.list?.unstyled) extra.push('w-list-unstyled'); break;
      case 'Image': {
        const a = d.attr ?? {};
        attrs += ` src="${attr(a.src ?? '')}" alt="${attr(a.alt ?? '')}" loading="eager"`;
        if (a.width && a.width !== 'auto') attrs += ` width="${attr(String(a.width))}"`;
        if (a.height && a.height !== 'auto') attrs += ` height="${attr(String(a.height))}"`;
        break;
      }
      case 'LineBreak': return '<br>';
      default: break;
    }
    const cls = [...extra, ...own];
    const open = `<${tag}${cls.length ? ` class="${attr(cls.join(' '))}"` : ''}${attrs}${root ? ` ${rootAttr}` : ''}>`;
    if (tag === 'img') return open;
    const inner = n.type === 'HtmlEmbed' ? (n.v ?? '') : (n.children ?? []).map((c) => render(c, false)).join('');
    return `${open}${inner}</${tag}>`;
  };
  const body = nodes.length ? render(nodes[0]._id, true) : '';
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><style>${WEBFLOW_BASE_CSS}</style><style>${css}</style></head><body>${body}</body></html>`;
}
