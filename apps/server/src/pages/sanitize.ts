import { type DefaultTreeAdapterTypes as T, defaultTreeAdapter, parse, serialize } from 'parse5';
import { dropElement, isElement, keepAttribute } from './sanitize-rules.ts';

/**
 * How deep inlined frames may nest. Capture inlines same-origin frames as `srcdoc`, each one a
 * whole document; deeper ones are dropped rather than parsed without end.
 */
const MAX_SRCDOC_DEPTH = 3;
/** Rounds of clean → serialise → re-parse before the result is taken as what a browser builds. */
const MAX_ROUNDS = 4;

interface Pass {
  depth: number;
  /** Whether this pass removed anything: a pass that removes nothing proves the input was clean. */
  changed: boolean;
}

function cleanAttributes(el: T.Element, pass: Pass): void {
  const kept = el.attrs.filter((a) => {
    if (a.name.toLowerCase() === 'srcdoc' && !a.prefix) {
      // A srcdoc is a document of its own: it keeps its content only after the same cleaning.
      if (el.tagName !== 'iframe' || pass.depth >= MAX_SRCDOC_DEPTH) return false;
      const clean = sanitizeDocument(a.value, pass.depth + 1);
      if (clean !== a.value) pass.changed = true;
      a.value = clean;
      return true;
    }
    return keepAttribute(a);
  });
  if (kept.length !== el.attrs.length) pass.changed = true;
  el.attrs = kept;
}

function walk(parent: T.ParentNode, pass: Pass): void {
  for (const child of [...parent.childNodes]) {
    if (!isElement(child)) {
      // Comments draw nothing, and their text is a favourite hiding place of markup that a
      // namespace switch turns live.
      if (defaultTreeAdapter.isCommentNode(child)) {
        defaultTreeAdapter.detachNode(child);
        pass.changed = true;
      }
      continue;
    }
    if (dropElement(child, parent)) {
      defaultTreeAdapter.detachNode(child);
      pass.changed = true;
      continue;
    }
    cleanAttributes(child, pass);
    walk(child, pass);
    if (child.tagName === 'template') walk((child as T.Template).content, pass);
  }
}

/** One clean of one parse; `changed` says whether anything was removed. */
function cleanOnce(html: string, depth: number): { html: string; changed: boolean } {
  const doc = parse(html);
  const pass: Pass = { depth, changed: false };
  walk(doc, pass);
  return { html: serialize(doc), changed: pass.changed };
}

const EMPTY_DOCUMENT = '<html><head></head><body></body></html>';

/**
 * Cleans until a parse of the output finds nothing to remove. parse5 follows the HTML standard's
 * parser, so that last parse is the tree a browser builds from the output: a mutation (markup that
 * serialises into something a second parse reads differently) is caught by the next round instead
 * of reaching the browser. A document that keeps mutating is replaced by an empty one.
 */
function sanitizeDocument(html: string, depth: number): string {
  let current = cleanOnce(html, depth).html;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const next = cleanOnce(current, depth);
    if (!next.changed && next.html === current) return current;
    current = next.html;
  }
  return EMPTY_DOCUMENT;
}

/**
 * Removes every way a captured document could run script or reach out on its own: script,
 * plugin and noscript elements, inline event handlers, javascript: URLs, data: navigations,
 * `<base>`, meta refresh/CSP, resource hints, SVG animations of handlers or links, foreign-content
 * namespace tricks and comments, in the page and in every inlined frame (`srcdoc`, cleaned the
 * same way), repeated until a browser's parse of the result is itself clean.
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
