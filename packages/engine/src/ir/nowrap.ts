/**
 * Text the source keeps on one line (`white-space: nowrap`: Bootstrap's and most kits' `.btn`,
 * badges, nav links) wrapped in the builder as soon as its box came out a hair narrower or its
 * font a hair wider ("Sign" / "in" on two lines). No builder control says nowrap, so the spaces
 * themselves are made unbreakable: the label stays on one line wherever it is pasted.
 */

/** Whether text under this computed `white-space` never wraps. */
export function keepsOneLine(whiteSpace: string | undefined): boolean {
  return whiteSpace === 'nowrap' || whiteSpace === 'pre';
}

/** Plain text with its spaces made no-break spaces (U+00A0). */
export function unbreakableText(text: string): string {
  return text.replace(/ /g, '\u00a0');
}

/** Escaped HTML text with its spaces written as `&nbsp;` (entities survive whitespace collapsing). */
export function unbreakableHtml(escaped: string): string {
  return escaped.replace(/ /g, '&nbsp;');
}
