import { type DefaultTreeAdapterTypes as T, html as parse5Html } from 'parse5';

const NS = parse5Html.NS;

/**
 * The rules of the snapshot sanitiser (sanitize.ts runs them to a fixed point). What a browser
 * could run or load on its own is removed; what only draws is kept.
 */

/** Elements that execute code, load plugins, or render differently with scripting off: dropped with their content. */
const DROPPED_ELEMENTS = new Set(['script', 'object', 'embed', 'applet', 'portal', 'noscript', 'noembed', 'noframes', 'plaintext', 'base']);
/** Attributes whose value is a URL a browser may navigate to or load. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'lowsrc', 'dynsrc', 'ping', 'srcset', 'codebase', 'cite', 'longdesc', 'manifest', 'to', 'from', 'values', 'by']);
/** Attributes that navigate (or post) when followed: a `data:` URL there is a document of the page's making. */
const NAVIGATION_ATTRIBUTES = new Set(['href', 'xlink:href', 'action', 'formaction']);
/** Resource hints that fetch (or connect) before anything is shown: a sealed page asks for nothing it does not draw. */
const HINT_RELS = new Set(['preload', 'prefetch', 'modulepreload', 'dns-prefetch', 'preconnect', 'prerender', 'import', 'serviceworker', 'manifest']);
const SCRIPT_URL = /^(javascript|vbscript|livescript):/i;
const DATA_URL = /^data:/i;

/** SVG elements whose children may be HTML, and MathML elements whose children may be HTML. */
const SVG_HTML_INTEGRATION = new Set(['foreignObject', 'desc', 'title']);
const MATHML_TEXT_INTEGRATION = new Set(['mi', 'mo', 'mn', 'ms', 'mtext']);

/** Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:"). */
function schemeOf(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
}
export function isScriptUrl(value: string): boolean {
  return SCRIPT_URL.test(schemeOf(value));
}

export function isElement(node: T.ChildNode): node is T.Element {
  return 'tagName' in node;
}

function attr(el: T.Element, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name)?.value;
}

function isAnnotationHtmlPoint(el: T.Element): boolean {
  const encoding = (attr(el, 'encoding') ?? '').toLowerCase();
  return el.tagName === 'annotation-xml' && (encoding === 'text/html' || encoding === 'application/xhtml+xml');
}

/**
 * Whether an element sits in the namespace its parent allows (the foreign-content rules of the
 * HTML parser, as DOMPurify checks them): HTML inside SVG/MathML only at integration points,
 * SVG/MathML entered only through `<svg>`/`<math>`. A tree that breaks them came from a parse
 * that a second parse would not repeat, which is what mutation XSS feeds on.
 */
function namespaceFits(el: T.Element, parent: T.ParentNode): boolean {
  const parentNs = 'namespaceURI' in parent ? (parent as T.Element).namespaceURI : NS.HTML;
  const parentTag = 'tagName' in parent ? (parent as T.Element).tagName : '';
  if (el.namespaceURI === NS.HTML) {
    if (parentNs === NS.SVG) return SVG_HTML_INTEGRATION.has(parentTag);
    if (parentNs === NS.MATHML) return MATHML_TEXT_INTEGRATION.has(parentTag) || isAnnotationHtmlPoint(parent as T.Element);
    // HTML elements named like MathML-only ones are parser leftovers of the same tricks.
    return el.tagName !== 'mglyph' && el.tagName !== 'malignmark';
  }
  if (el.namespaceURI === NS.SVG) {
    if (parentNs === NS.HTML) return el.tagName === 'svg';
    if (parentNs === NS.MATHML) return el.tagName === 'svg' && parentTag === 'annotation-xml';
    return true;
  }
  if (el.namespaceURI === NS.MATHML) {
    if (parentNs === NS.HTML) return el.tagName === 'math';
    return parentNs === NS.MATHML;
  }
  return false;
}

/** Whether an element must go entirely (not just some attributes). */
export function dropElement(el: T.Element, parent: T.ParentNode): boolean {
  const tag = el.tagName.toLowerCase();
  if (DROPPED_ELEMENTS.has(tag)) return true;
  if (!namespaceFits(el, parent)) return true;
  // Style in SVG/MathML is text, not CSS rules, to a second parse in HTML: the classic mXSS carrier.
  if (tag === 'style' && el.namespaceURI !== NS.HTML && foreignStyleIsRisky(el, parent)) return true;
  if (tag === 'meta') {
    const equiv = (attr(el, 'http-equiv') ?? '').toLowerCase();
    // Our headers own refresh and CSP; a document must not loosen or redirect them.
    if (equiv === 'refresh' || equiv === 'content-security-policy' || equiv === 'set-cookie') return true;
  }
  if (tag === 'link') {
    const rels = (attr(el, 'rel') ?? '').toLowerCase().split(/\s+/);
    if (rels.some((r) => HINT_RELS.has(r))) return true;
    if (isScriptUrl(attr(el, 'href') ?? '')) return true;
  }
  if ((tag === 'iframe' || tag === 'frame') && (isScriptUrl(attr(el, 'src') ?? '') || DATA_URL.test(schemeOf(attr(el, 'src') ?? '')))) return true;
  // SVG animation can set an href to a javascript: URL, or an event handler, at run time.
  if (tag === 'animate' || tag === 'set' || tag === 'animatemotion' || tag === 'animatetransform' || tag === 'animatecolor') {
    const target = (attr(el, 'attributeName') ?? attr(el, 'attributename') ?? '').toLowerCase();
    if (/href|^on|^\s*on/.test(target)) return true;
  }
  return false;
}

/** A foreign `<style>` goes when under MathML, or when its text holds markup a later HTML parse could read; SVG icons' plain CSS stays. */
function foreignStyleIsRisky(el: T.Element, parent: T.ParentNode): boolean {
  if (el.namespaceURI === NS.MATHML) return true;
  let node: T.ParentNode | null = parent;
  while (node && 'tagName' in node) {
    if ((node as T.Element).namespaceURI === NS.MATHML) return true;
    node = (node as T.Element).parentNode;
  }
  // SVG style whose text a later HTML parse could read as markup.
  const text = el.childNodes.map((c) => ('value' in c ? (c as T.TextNode).value : '')).join('');
  return /<[/\w!?]/.test(text);
}

/**
 * Keeps an attribute or not. `srcdoc` is handed back to the caller (a document of its own).
 * Names are compared with their prefix (`xlink:href`).
 */
export function keepAttribute(a: T.Element['attrs'][number]): boolean {
  const full = (a.prefix ? `${a.prefix}:${a.name}` : a.name).toLowerCase();
  const local = a.name.toLowerCase();
  if (local.startsWith('on') || full.startsWith('on')) return false;
  // Attribute names a second parse would split differently are never needed by a page.
  if (/[\s"'<>/=`]/.test(a.name)) return false;
  if ((URL_ATTRIBUTES.has(full) || URL_ATTRIBUTES.has(local)) && isScriptUrl(a.value)) return false;
  if ((NAVIGATION_ATTRIBUTES.has(full) || NAVIGATION_ATTRIBUTES.has(local)) && DATA_URL.test(schemeOf(a.value))) return false;
  // An animation's values can carry javascript: URLs in a list.
  if ((local === 'values' || local === 'to' || local === 'from') && /javascript:/i.test(schemeOf(a.value))) return false;
  if (local === 'style' && /javascript:|expression\s*\(|behavior\s*:|-moz-binding/i.test(a.value)) return false;
  if (local === 'is') return false;
  return true;
}
