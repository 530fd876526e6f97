import { parseDecls, type Decls } from './css.ts';
import { baseData, type PayloadBuilder, type WebflowNodeType } from './payload.ts';

/**
 * Inline markup of a heading, paragraph or list item (the engine's own: a small, escaped
 * subset, see ir/build.ts `nodeHtml`) → Webflow's inline nodes: string nodes mixed with
 * `Strong`, `Emphasized`, `Link`, `Span`, `LineBreak`, `Superscript`, `Subscript`.
 * Returns the child ids, in order. Inline `style` becomes a class (equal styles share one).
 */
export function inlineChildren(html: string, out: PayloadBuilder, onIconDropped?: () => void): string[] {
  const top: string[] = [];
  const stack: Array<{ tag: string; children: string[] }> = [{ tag: '', children: top }];
  const token = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|([^<]+)/g;
  let skipDepth = 0;
  for (let m = token.exec(html); m; m = token.exec(html)) {
    const [, closing, rawTag, rawAttrs, text] = m;
    const current = stack[stack.length - 1];
    if (text !== undefined) {
      if (skipDepth) continue;
      const v = decodeEntities(text);
      if (v) current.children.push(out.text(v)._id);
      continue;
    }
    const tag = rawTag.toLowerCase();
    if (closing) {
      if (skipDepth) {
        skipDepth--;
        continue;
      }
      // Close up to the matching open tag (the markup is well formed; be lenient anyway).
      const at = stack.map((s) => s.tag).lastIndexOf(tag);
      if (at > 0) stack.length = at;
      continue;
    }
    if (skipDepth) {
      skipDepth++;
      continue;
    }
    const attrs = parseAttrs(rawAttrs);
    if (tag === 'br') {
      current.children.push(out.element('LineBreak', 'br', baseData())._id);
      continue;
    }
    // Icon-font glyphs need the icon font on the site: Webflow has none, so the glyph is left out.
    if (tag === 'i' && /\bfa[srb]?\b|fa-/.test(attrs.class ?? '')) {
      onIconDropped?.();
      skipDepth = rawAttrs.trim().endsWith('/') ? 0 : 1;
      continue;
    }
    const { type, wfTag, look, name } = inlineKind(tag);
    const decls: Decls = { ...look, ...parseDecls(attrs.style ?? '') };
    const cls = Object.keys(decls).length ? out.classFor(name, { main: decls }) : undefined;
    const data = type === 'Link'
      ? baseData({ link: { mode: 'external', url: attrs.href ?? '#', ...(attrs.target ? { target: attrs.target } : {}) }, block: '' })
      : baseData({ tag: wfTag });
    const node = out.element(type, wfTag, data, cls ? [cls] : []);
    current.children.push(node._id);
    stack.push({ tag, children: node.children });
  }
  return top;
}

function inlineKind(tag: string): { type: WebflowNodeType; wfTag: string; look: Decls; name: string } {
  switch (tag) {
    case 'strong': case 'b': return { type: 'Strong', wfTag: 'strong', look: {}, name: 'bold-text' };
    case 'em': case 'i': case 'cite': return { type: 'Emphasized', wfTag: 'em', look: {}, name: 'italic-text' };
    case 'a': return { type: 'Link', wfTag: 'a', look: {}, name: 'text-link' };
    case 'sup': return { type: 'Superscript', wfTag: 'sup', look: {}, name: 'superscript' };
    case 'sub': return { type: 'Subscript', wfTag: 'sub', look: {}, name: 'subscript' };
    // Other inline tags become spans; their user-agent look travels as a class.
    case 'u': case 'ins': return { type: 'Span', wfTag: 'span', look: { 'text-decoration': 'underline' }, name: 'underline-text' };
    case 's': case 'del': return { type: 'Span', wfTag: 'span', look: { 'text-decoration': 'line-through' }, name: 'struck-text' };
    case 'code': case 'kbd': return { type: 'Span', wfTag: 'span', look: { 'font-family': 'monospace' }, name: 'code-text' };
    case 'small': return { type: 'Span', wfTag: 'span', look: { 'font-size': '0.83em' }, name: 'small-text' };
    case 'mark': return { type: 'Span', wfTag: 'span', look: { 'background-color': 'rgb(255, 255, 0)', color: 'rgb(0, 0, 0)' }, name: 'marked-text' };
    case 'q': return { type: 'Span', wfTag: 'span', look: {}, name: 'quote-text' };
    default: return { type: 'Span', wfTag: 'span', look: {}, name: 'text-span' };
  }
}

function parseAttrs(raw: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const re = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*"([^"]*)")?/g;
  for (let m = re.exec(raw); m; m = re.exec(raw)) attrs[m[1].toLowerCase()] = decodeEntities(m[2] ?? '');
  return attrs;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Text of escaped markup: string nodes hold plain text. */
export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return NAMED[e.toLowerCase()] ?? whole;
  });
}
