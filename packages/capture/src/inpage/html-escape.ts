// HTML serialization escapes. Pure functions: used in the page and in Node.

/**
 * Text content. `&`, `<`, `>` and no-break spaces as the HTML serializer does, so the
 * snapshot parses back to the same text.
 */
export function escapeText(text: string): string {
  return text.replace(/[&<>\u00a0]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&nbsp;'));
}

/**
 * Attribute values, double-quoted. A `&` is escaped only where the parser would read a
 * character reference (`&amp;`, `&#38;`, `&not-x`): a query string such as `?a=1&b=2` stays
 * byte-identical, so an asset URL in the document is exactly the URL in the upload manifest
 * and the server's string rewrite finds it.
 */
export function escapeAttribute(value: string): string {
  return value
    .replace(/&(?=#|[A-Za-z0-9]+(?![A-Za-z0-9=]))/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/\u00a0/g, '&nbsp;');
}

/** Raw text of an HTML `<style>`: only a closing tag could end it early. */
export function escapeStyleText(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}
