/**
 * Elementor prints a text-editor widget's `editor` through WordPress's text filters
 * (`Widget_Base::parse_text_editor`: `widget_text` → `do_shortcode` → `wptexturize` → `autoembed`).
 * `wptexturize` rewrites typewriter punctuation in text between tags: " - " and "--" become dashes,
 * straight quotes curly quotes or primes, "..." an ellipsis, "1x2" a times sign, " (tm)" a trade
 * mark; `do_shortcode` runs any registered `[tag]`. The result is other characters with other
 * widths, so a text measured to the pixel wraps (F23). Numeric character references are left
 * alone by both and render as the same characters (checked on WordPress 7.0.4 + Elementor 4.2.3),
 * so the characters they would touch are written as references. (`autoembed`, which turns a URL
 * alone on its line into an embed, is not guarded.)
 */

/** What `wptexturize` counts as a space around dashes (`wp_spaces_regexp`, plus the numeric no-break spaces). */
const SPACE = /^(?:[\r\n\t \u00a0]|&nbsp;|&#160;|&#xa0;)$/i;
/** Elements whose text is not markup: references would not be decoded there. */
const RAW_TEXT = /^<(\/?)(script|style|textarea|title)\b/i;

/** The editor HTML with every character WordPress would rewrite on output written as a numeric reference. */
export function guardTexturize(html: string): string {
  return mapText(html, guardText);
}

/**
 * Heading titles, icon-list items and button labels are not texturized, but the page's own
 * `the_content` pass runs `do_shortcode` over all of Elementor's output (checked in the lab: a
 * heading "[gallery]" printed the gallery): their `[` is written as a reference too.
 */
export function guardShortcodes(html: string): string {
  return mapText(html, (text) => text.replace(/\[/g, '&#x5b;'));
}

/** Applies `guard` to the text between tags, outside comments and raw-text elements. */
function mapText(html: string, guard: (text: string) => string): string {
  let raw: string | undefined;
  return html
    .split(/(<!--[\s\S]*?-->|<[^>]*>)/)
    .map((part, i) => {
      if (i % 2 === 1) {
        const m = RAW_TEXT.exec(part);
        if (m && !m[1] && !raw) raw = m[2].toLowerCase();
        else if (m && m[1] && raw === m[2].toLowerCase()) raw = undefined;
        return part;
      }
      return raw ? part : guard(part);
    })
    .join('');
}

/** A character reference, kept whole by the guard (the i flag of GUARDED also lets `X` through, which is left as is). */
const REFERENCE = /&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/iy;
/** The characters guardText may rewrite, or a reference, which is one unit to the rules and passes unchanged. */
const GUARDED = /&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);|["'`[\-.x(]/gi;
const DIGIT = /^\d$/;

/**
 * The text's units are references and single characters: `wptexturize`'s rules look at the units
 * beside a character (a space, a dash, a digit). Only the characters a rule may touch are visited,
 * with the units around them read off the text: a reference never holds `-`, `.`, a digit at its
 * end or starts with anything but `&`, so a neighbouring character is a unit of its own unless a
 * reference ends just before it or starts just after it.
 */
function guardText(text: string): string {
  if (!/["'`[\-.x(]/.test(text)) return text;
  let referenceEnd = -1;
  let reference = '';
  const before = (k: number) => (k === 0 ? undefined : k === referenceEnd ? reference : text[k - 1]);
  const after = (k: number) => {
    if (k + 1 >= text.length) return undefined;
    REFERENCE.lastIndex = k + 1;
    return REFERENCE.exec(text)?.[0] ?? text[k + 1];
  };
  const edge = (s: string | undefined) => s === undefined || SPACE.test(s);
  const dotRun = (k: number) => {
    let a = k;
    let b = k;
    while (text[a - 1] === '.') a--;
    while (text[b + 1] === '.') b++;
    return b - a + 1;
  };
  return text.replace(GUARDED, (c, k: number) => {
    if (c.length > 1) {
      referenceEnd = k + c.length;
      reference = c;
      return c;
    }
    switch (c) {
      case '"': return '&#34;';
      case "'": return '&#39;';
      case '`': return '&#96;';
      // not `&#91;`: `do_shortcode` turns that one back into `[` (`unescape_invalid_shortcodes`), and the
      // page's `the_content` pass then runs the shortcode
      case '[': return '&#x5b;';
      case '-': return text[k - 1] === '-' || text[k + 1] === '-' || (edge(before(k)) && edge(after(k))) ? '&#45;' : c;
      case '.': return dotRun(k) >= 3 ? '&#46;' : c;
      case 'x': return DIGIT.test(text[k - 1] ?? '') && DIGIT.test(text[k + 1] ?? '') ? '&#120;' : c;
      case '(': return text.startsWith('tm)', k + 1) ? '&#40;' : c;
      default: return c;
    }
  });
}
