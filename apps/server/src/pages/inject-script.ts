import { defaultTreeAdapter, html as parse5Html, parse, serialize } from 'parse5';

/**
 * Inserts a script (with a CSP nonce) as the last child of <head>, found by the HTML parser, never
 * by searching the text: a `</head` inside a `<style>` comment or an attribute is not the head's
 * end, and a string insert there would land as text (the picker dead, the page's CSS broken).
 * The parser always builds a head, so every document gets the script.
 */
export function injectScript(html: string, script: string, nonce: string): string {
  const doc = parse(html);
  const root = doc.childNodes.find((n) => 'tagName' in n && n.tagName === 'html');
  const head = root && 'childNodes' in root ? root.childNodes.find((n) => 'tagName' in n && n.tagName === 'head') : undefined;
  const el = defaultTreeAdapter.createElement('script', parse5Html.NS.HTML, [{ name: 'nonce', value: nonce }]);
  // Inside <script> only "</script" ends the text: it is escaped in the script's own strings.
  defaultTreeAdapter.insertText(el, script.replace(/<\/script/gi, '<\\/script'));
  defaultTreeAdapter.appendChild((head ?? root ?? doc) as Parameters<typeof defaultTreeAdapter.appendChild>[0], el);
  return serialize(doc);
}
