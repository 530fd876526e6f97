/**
 * Reference renderer for Bricks clipboard data, by the rules of ../shared/formats/bricks.md (no
 * Bricks code is available here): each element becomes its HTML with `id="brxe-<id>"`, each
 * setting the CSS Bricks generates for it (§3), `:<breakpoint>` keys inside
 * `@media (max-width: N)` at the default breakpoints (§4), `:hover` as a hover rule, global
 * classes as `.name` rules (§5) and `_cssCustom` with `%root%` → the element's selector.
 */
type Settings = Record<string, unknown>;
interface El { id: string; name: string; parent: string | 0; children: string[]; settings: Settings }
interface Clipboard { content: El[]; globalClasses?: Array<{ id: string; name: string; settings: Settings }> }

export const BRICKS_BREAKPOINTS: Record<string, number> = { tablet_portrait: 991, mobile_landscape: 767, mobile_portrait: 478 };

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const obj = (v: unknown): Settings => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Settings) : {});

function color(v: unknown): string | undefined {
  const c = obj(v);
  return (c.raw ?? c.rgb ?? c.hsl ?? c.hex) as string | undefined;
}

const SIMPLE: Record<string, string> = {
  _width: 'width', _widthMin: 'min-width', _widthMax: 'max-width', _height: 'height', _heightMin: 'min-height', _heightMax: 'max-height',
  _display: 'display', _direction: 'flex-direction', _flexDirection: 'flex-direction', _justifyContent: 'justify-content', _alignItems: 'align-items',
  _alignSelf: 'align-self', _flexWrap: 'flex-wrap', _flexGrow: 'flex-grow', _flexShrink: 'flex-shrink', _flexBasis: 'flex-basis', _order: 'order',
  _columnGap: 'column-gap', _rowGap: 'row-gap', _gridGap: 'gap', _gap: 'gap', _gridTemplateColumns: 'grid-template-columns',
  _gridTemplateRows: 'grid-template-rows', _gridAutoFlow: 'grid-auto-flow', _position: 'position', _top: 'top', _right: 'right', _bottom: 'bottom',
  _left: 'left', _zIndex: 'z-index', _overflow: 'overflow', _opacity: 'opacity', _objectFit: 'object-fit',
};
const SIDES = ['top', 'right', 'bottom', 'left'];
const CORNER_OF: Record<string, string> = { top: 'top-left', right: 'top-right', bottom: 'bottom-right', left: 'bottom-left' };

/** The CSS declarations one setting generates (`generate_css_rules_from_setting`, as documented). */
function declarations(control: string, value: unknown): string[] {
  if (SIMPLE[control] && (typeof value === 'string' || typeof value === 'number')) return [`${SIMPLE[control]}: ${value}`];
  const v = obj(value);
  switch (control) {
    case '_padding':
    case '_margin':
      return SIDES.filter((s) => v[s] !== undefined).map((s) => `${control.slice(1)}-${s}: ${/^-?[\d.]+$/.test(String(v[s])) ? `${v[s]}px` : v[s]}`);
    case '_typography':
      return Object.entries(v).map(([k, x]) => (k === 'color' ? `color: ${color(x)}` : k === 'font-family' ? `font-family: "${x}"` : `${k}: ${x}`));
    case '_background': {
      const out: string[] = [];
      if (v.color) out.push(`background-color: ${color(v.color)}`);
      const image = obj(v.image);
      if (image.url) {
        out.push(`background-image: url("${image.url}")`, `background-size: ${v.size ?? 'cover'}`);
        if (v.position) out.push(`background-position: ${v.position}`);
        if (v.repeat) out.push(`background-repeat: ${v.repeat}`);
        if (v.attachment) out.push(`background-attachment: ${v.attachment}`);
      }
      return out;
    }
    case '_border': {
      const out: string[] = [];
      const w = obj(v.width);
      for (const s of SIDES) if (w[s] !== undefined) out.push(`border-${s}-width: ${w[s]}`);
      if (v.style) out.push(`border-style: ${v.style}`);
      if (v.color) out.push(`border-color: ${color(v.color)}`);
      const r = obj(v.radius);
      for (const s of SIDES) if (r[s] !== undefined) out.push(`border-${CORNER_OF[s]}-radius: ${r[s]}`);
      return out;
    }
    case '_boxShadow': {
      const x = obj(v.values);
      return [`box-shadow: ${v.inset ? 'inset ' : ''}${x.offsetX ?? 0}px ${x.offsetY ?? 0}px ${x.blur ?? 0}px ${x.spread ?? 0}px ${color(v.color) ?? 'rgba(0,0,0,.1)'}`];
    }
    default:
      return [];
  }
}

/** Rules for one element's (or class's) settings under `selector`. */
export function settingsCss(selector: string, settings: Settings): string {
  const rules: string[] = [];
  for (const [key, value] of Object.entries(settings)) {
    if (!key.startsWith('_') || key === '_cssCustom' || key === '_cssGlobalClasses') continue;
    const [control, ...rest] = key.split(':');
    const bp = rest.find((r) => BRICKS_BREAKPOINTS[r]);
    const hover = rest.includes('hover');
    const decls = declarations(control, value);
    if (!decls.length) continue;
    const rule = `${selector}${hover ? ':hover' : ''} { ${decls.join('; ')}; }`;
    // Narrower breakpoints come later in the sheet, so they win over wider ones.
    rules.push(bp ? `@media (max-width: ${BRICKS_BREAKPOINTS[bp]}px) { ${rule} }` : rule);
  }
  const order = (r: string) => (r.startsWith('@media') ? 1000 - Number(/max-width: (\d+)/.exec(r)![1]) : 0);
  rules.sort((a, b) => order(a) - order(b));
  if (typeof settings._cssCustom === 'string') rules.push(settings._cssCustom.replaceAll('%root%', selector));
  return rules.join('\n');
}

const FA_PREFIX: Record<string, string> = { fontawesomeSolid: 'fas', fontawesomeRegular: 'far', fontawesomeBrands: 'fab' };

function iconHtml(v: unknown): string {
  const i = obj(v);
  return i.icon ? `<i class="${esc(String(i.icon))}" aria-hidden="true"></i>` : '';
}

function linkHref(v: unknown): string {
  return esc(String(obj(v).url ?? '#'));
}

function elementHtml(el: El, inner: string, classes: string): string {
  const s = el.settings;
  const attrs = `id="brxe-${el.id}" class="brxe-${el.name}${classes}"`;
  const tag = (fallback: string) => String(s.tag ?? fallback);
  switch (el.name) {
    case 'section':
    case 'container':
    case 'block':
    case 'div': {
      const t = tag(el.name === 'section' ? 'section' : 'div');
      return `<${t} ${attrs}${t === 'a' ? ` href="${linkHref(s.link)}"` : ''}>${inner}</${t}>`;
    }
    case 'heading': {
      const text = s.link ? `<a href="${linkHref(s.link)}" style="color:inherit;text-decoration:inherit">${s.text}</a>` : String(s.text ?? '');
      return `<${tag('h3')} ${attrs}>${text}</${tag('h3')}>`;
    }
    case 'text-basic':
      return `<${tag('div')} ${attrs}>${s.text ?? ''}</${tag('div')}>`;
    case 'text':
      return `<div ${attrs}>${s.text ?? ''}</div>`;
    case 'image': {
      const img = obj(s.image);
      const tagHtml = `<img ${attrs} src="${esc(String(img.url ?? ''))}" alt="${esc(String(s.altText ?? ''))}">`;
      return s.link === 'url' ? `<a href="${linkHref(s.url)}" style="display:contents">${tagHtml}</a>` : tagHtml;
    }
    case 'button': {
      const icon = iconHtml(s.icon);
      const body = s.iconPosition === 'right' ? `${s.text ?? ''}${icon}` : `${icon}${s.text ?? ''}`;
      return s.tag === 'a' || s.link ? `<a ${attrs} href="${linkHref(s.link)}">${body}</a>` : `<span ${attrs}>${body}</span>`;
    }
    case 'icon': {
      const i = obj(s.icon);
      const cls = String(i.icon ?? `${FA_PREFIX[String(i.library)] ?? 'fas'} fa-star`);
      return `<i ${attrs.replace('class="', `class="${esc(cls)} `)} aria-hidden="true"></i>`;
    }
    case 'video': {
      const src = s.videoType === 'youtube' ? `https://www.youtube.com/embed/${s.youTubeId}` : s.videoType === 'vimeo' ? `https://player.vimeo.com/video/${s.vimeoId}` : '';
      return src ? `<div ${attrs}><iframe src="${esc(src)}" style="width:100%;aspect-ratio:16/9;border:0"></iframe></div>` : `<div ${attrs}><video src="${esc(String(s.fileUrl ?? ''))}" style="width:100%" controls></video></div>`;
    }
    case 'code':
      return `<div ${attrs}>${s.executeCode ? s.code : esc(String(s.code ?? ''))}</div>`;
    default:
      return `<div ${attrs}>${inner}</div>`;
  }
}

/** Frontend defaults of the elements we emit (what a Bricks page adds before element CSS). */
const BASE_CSS = `*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; }
h1, h2, h3, h4, h5, h6, p, figure { margin: 0; }
.brxe-section, .brxe-container, .brxe-block { display: flex; flex-direction: column; }
.brxe-section { width: 100%; align-items: center; }
.brxe-container { width: 1100px; max-width: 100%; margin-left: auto; margin-right: auto; }
.brxe-block { width: 100%; }
.brxe-image { display: block; max-width: 100%; }
.brxe-button { display: inline-flex; align-items: center; }
.brxe-icon { display: inline-block; }
img { max-width: 100%; }
`;

/** A complete HTML page for a clipboard payload; `head` adds the site's own assets (e.g. an icon font). */
export function renderBricksPage(data: Clipboard, head = ''): string {
  const byId = new Map(data.content.map((e) => [e.id, e]));
  const classes = new Map((data.globalClasses ?? []).map((c) => [c.id, c]));
  const css: string[] = [BASE_CSS];
  for (const c of classes.values()) css.push(settingsCss(`.${c.name}`, c.settings));
  const html = (el: El): string => {
    css.push(settingsCss(`#brxe-${el.id}`, el.settings));
    const cls = ((el.settings._cssGlobalClasses as string[] | undefined) ?? []).map((id) => classes.get(id)?.name).filter(Boolean).map((n) => ` ${n}`).join('');
    return elementHtml(el, el.children.map((c) => html(byId.get(c)!)).join(''), cls);
  };
  const body = html(data.content[0]);
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">${head}<style>${css.join('\n')}</style></head><body><main id="brx-content">${body}</main></body></html>`;
}
