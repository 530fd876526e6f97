/**
 * Elementor prints a heading widget's title through `wp_kses_post`, and WordPress keeps an inline
 * `style` declaration only if `safecss_filter_attr` (wp-includes/kses.php, WordPress 7.0) accepts
 * it: a property from a fixed list, and a value without `(`, `\`, `&`, `=`, `}` or a comment once
 * `url()`s, plain gradients and var()/calc()/min()/max()/minmax()/clamp()/repeat() are taken
 * out. So `color: rgb(…)` (the computed form every inline colour has) is dropped, and so is gradient
 * text (`background-clip: text`, `-webkit-text-fill-color`). The text-editor widget prints its
 * HTML as it is.
 */
import { parseColor, toHex } from '../../ir/values.ts';

/** `safe_style_css`'s default list (WordPress 7.0.4), plus custom properties (`--*`). */
const SAFE_PROPERTIES = new Set(
  `background background-color background-image background-position background-repeat background-size background-attachment
  background-blend-mode border border-radius border-width border-color border-style border-right border-right-color
  border-right-style border-right-width border-bottom border-bottom-color border-bottom-left-radius border-bottom-right-radius
  border-bottom-style border-bottom-width border-left border-left-color border-left-style border-left-width border-top
  border-top-color border-top-left-radius border-top-right-radius border-top-style border-top-width border-spacing
  border-collapse caption-side columns column-count column-fill column-gap column-rule column-span column-width display
  color filter font font-family font-size font-style font-variant font-weight letter-spacing line-height text-align
  text-decoration text-indent text-transform white-space height min-height max-height width min-width max-width margin
  margin-right margin-bottom margin-left margin-top margin-block-start margin-block-end margin-inline-start
  margin-inline-end padding padding-right padding-bottom padding-left padding-top padding-block-start padding-block-end
  padding-inline-start padding-inline-end flex flex-basis flex-direction flex-flow flex-grow flex-shrink flex-wrap gap
  row-gap grid-template-columns grid-auto-columns grid-column-start grid-column-end grid-column grid-column-gap
  grid-template-rows grid-auto-rows grid-row-start grid-row-end grid-row grid-row-gap grid-gap justify-content
  justify-items justify-self align-content align-items align-self clear cursor direction float list-style-type object-fit
  object-position opacity overflow vertical-align writing-mode position top right bottom left z-index box-shadow
  aspect-ratio container-type`.split(/\s+/),
);
const URL_PROPERTIES = new Set(['background', 'background-image', 'cursor', 'filter', 'list-style', 'list-style-image']);
/** `wp_allowed_protocols()`: a url() with any other scheme is dropped. */
const ALLOWED_PROTOCOLS = new Set('http https ftp ftps mailto news irc irc6 ircs gopher nntp feed telnet mms rtsp sms svn tel fax xmpp webcal urn'.split(' '));
const GRADIENT_PROPERTIES = new Set(['background', 'background-image']);
const GRADIENT = /^(repeating-)?(linear|radial|conic)-gradient\(([^()]|rgba?\([^()]*\))*\)$/;
const ALLOWED_FUNCTION = /\b(?:var|calc|min|max|minmax|clamp|repeat)\(/g;

/** `text` without the allowed functions and everything inside their balanced parentheses. */
function withoutAllowedFunctions(text: string): string {
  let out = '';
  let from = 0;
  for (const m of text.matchAll(ALLOWED_FUNCTION)) {
    if (m.index < from) continue;
    let depth = 0;
    let end = -1;
    for (let i = m.index + m[0].length - 1; i < text.length; i++) {
      if (text[i] === '(') depth++;
      else if (text[i] === ')' && --depth === 0) {
        end = i;
        break;
      }
    }
    if (end < 0) continue; // unbalanced: WordPress's recursive pattern does not match either
    out += text.slice(from, m.index);
    from = end + 1;
  }
  return out + text.slice(from);
}

/** Whether `safecss_filter_attr` keeps this one declaration (`prop: value`). */
export function ksesKeepsDeclaration(declaration: string): boolean {
  const item = declaration.trim();
  if (!item.includes(':')) return true;
  const colon = item.indexOf(':');
  const property = item.slice(0, colon).trim();
  const value = item.slice(colon + 1);
  const custom = /^--[a-zA-Z0-9-_]+$/.test(property);
  if (!custom && !SAFE_PROPERTIES.has(property)) return false;
  let test = item;
  const urls = custom ? value.trim().startsWith('url(') : URL_PROPERTIES.has(property);
  if (urls) {
    for (const url of value.match(/url\([^)]+\)/g) ?? []) {
      const inner = /^url\(\s*(['"]?)(.*)\1\s*\)$/.exec(url)?.[2]?.trim();
      const scheme = /^["'\s]*([a-z][a-z0-9+.-]*):/i.exec(inner ?? '')?.[1]?.toLowerCase();
      if (!inner || (scheme && !ALLOWED_PROTOCOLS.has(scheme))) return false;
      test = test.replace(url, '');
    }
  }
  const gradients = custom ? value.includes('-gradient(') : GRADIENT_PROPERTIES.has(property);
  if (gradients && GRADIENT.test(value.trim())) test = test.replace(value.trim(), '');
  return !/[\\(&=}]|\/\*/.test(withoutAllowedFunctions(test));
}

const DECODE: Record<string, string> = { '&quot;': '"', '&#39;': "'", '&apos;': "'", '&amp;': '&', '&lt;': '<', '&gt;': '>' };
const decode = (s: string) => s.replace(/&(?:quot|#39|apos|amp|lt|gt);/g, (e) => DECODE[e]);

/** rgb()/rgba() colours as `#RRGGBB(AA)`: the colour form a kses'd style keeps. */
export function hexColors(css: string): string {
  return css.replace(/rgba?\([^()]*\)/g, (c) => {
    const color = parseColor(c);
    return color ? toHex(color) : c;
  });
}

/**
 * `html` with every inline style's colours in hex, and whether `wp_kses_post` then keeps every
 * declaration of every `style` attribute (false: printing it through kses changes its look).
 */
export function ksesSafeHtml(html: string): { html: string; kept: boolean } {
  let kept = true;
  const out = html.replace(/\bstyle="([^"]*)"/g, (_m, css: string) => {
    const safe = hexColors(css);
    if (!decode(safe).split(';').every(ksesKeepsDeclaration)) kept = false;
    return `style="${safe}"`;
  });
  return { html: out, kept };
}
