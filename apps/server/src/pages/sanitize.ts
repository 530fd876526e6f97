import { type DefaultTreeAdapterTypes as T, defaultTreeAdapter, parse, serialize } from 'parse5';

/** Elements that execute code or load plugins, dropped with their content. */
const DROPPED_ELEMENTS = new Set(['script', 'object', 'embed', 'applet', 'portal']);
/** Attributes whose value is a URL a browser may navigate to or load. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'lowsrc', 'dynsrc', 'ping', 'srcset', 'codebase', 'cite', 'longdesc', 'manifest', 'to', 'from', 'values']);
const SCRIPT_URL = /^(javascript|vbscript|livescript):/i;

/** Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:"). */
function isScriptUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return SCRIPT_URL.test(value.replace(/[\u0000-\u0020\u007f-\u009f]/g, ''));
}

function isElement(node: T.ChildNode): node is T.Element {
  return 'tagName' in node;
}

function attr(el: T.Element, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name)?.value;
}

/** Whether an element must go entirely (not just some attributes). */
function dropElement(el: T.Element): boolean {
  const tag = el.tagName.toLowerCase();
  if (DROPPED_ELEMENTS.has(tag)) return true;
  if (tag === 'meta') {
    const equiv = (attr(el, 'http-equiv') ?? '').toLowerCase();
    // Our headers own refresh and CSP; a document must not loosen or redirect them.
    if (equiv === 'refresh' || equiv === 'content-security-policy' || equiv === 'set-cookie') return true;
  }
  if (tag === 'base') {
    const href = attr(el, 'href') ?? '';
    if (!/^https?:\/\//i.test(href.trim())) return true;
  }
  if ((tag === 'link' || tag === 'iframe' || tag === 'frame') && isScriptUrl(attr(el, 'href') ?? attr(el, 'src') ?? '')) return true;
  // SVG animation can set href to a javascript: URL at run time.
  if ((tag === 'animate' || tag === 'set') && /href/i.test(attr(el, 'attributeName') ?? '')) return true;
  return false;
}

/**
 * How deep inlined frames may nest. Capture inlines same-origin frames as `srcdoc`, each one a
 * whole document; deeper ones are dropped rather than parsed without end.
 */
const MAX_SRCDOC_DEPTH = 3;

function cleanAttributes(el: T.Element, depth: number): void {
  el.attrs = el.attrs.filter((a) => {
    const name = (a.prefix ? `${a.prefix}:${a.name}` : a.name).toLowerCase();
    if (name.startsWith('on')) return false;
    if (name === 'srcdoc') {
      // A srcdoc is a document of its own: it keeps its content only after the same cleaning.
      if (el.tagName !== 'iframe' || depth >= MAX_SRCDOC_DEPTH) return false;
      a.value = sanitizeDocument(a.value, depth + 1);
      return true;
    }
    if ((URL_ATTRIBUTES.has(name) || URL_ATTRIBUTES.has(a.name.toLowerCase())) && isScriptUrl(a.value)) return false;
    // `<a href>` via style url(javascript:...) is dead in modern browsers, but an unparseable scheme is never needed.
    if (name === 'style' && /javascript:|expression\s*\(/i.test(a.value)) return false;
    return true;
  });
}

function walk(parent: T.ParentNode, depth: number): void {
  for (const child of [...parent.childNodes]) {
    if (!isElement(child)) continue;
    if (dropElement(child)) {
      defaultTreeAdapter.detachNode(child);
      continue;
    }
    cleanAttributes(child, depth);
    walk(child, depth);
    if (child.tagName === 'template') walk((child as T.Template).content, depth);
  }
}

function sanitizeDocument(html: string, depth: number): string {
  const doc = parse(html);
  walk(doc, depth);
  return serialize(doc);
}

/**
 * Removes every way a captured document could run script: script/object/embed elements, inline
 * event handlers, javascript: URLs, meta refresh/CSP, in the page and in every inlined frame
 * (`srcdoc`, cleaned the same way). Parses with a real HTML5 parser so the result is what a
 * browser would build, then serialises it back.
 */
export function sanitizeSnapshot(html: string): string {
  return sanitizeDocument(html, 0);
}

/** Inserts a script (with a CSP nonce) at the end of <head>, or of the document when there is no head. */
export function injectScript(html: string, script: string, nonce: string): string {
  const tag = `<script nonce="${nonce}">${script.replace(/<\/script/gi, '<\\/script')}</script>`;
  const at = html.search(/<\/head\s*>/i);
  return at >= 0 ? `${html.slice(0, at)}${tag}${html.slice(at)}` : `${tag}${html}`;
}
