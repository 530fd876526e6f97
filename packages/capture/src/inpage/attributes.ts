// The attributes an element keeps in the snapshot: no event handlers, no script URLs, no
// attributes that would make the snapshot fetch from the source or behave differently.
import { absolutizeCssUrls } from './css-text.ts';
import { addAsset, liftDataImage, type CaptureContext } from './context.ts';
import { absoluteUrl, isJavascriptUrl } from './urls.ts';

/** Attribute name -> value, in document order; handlers edit it before it is written. */
export type Attributes = Map<string, string>;

/** Attributes holding one URL. Resolved against the element's base, because `<base>` is dropped. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'poster', 'cite', 'background', 'xlink:href', 'longdesc', 'data', 'codebase', 'manifest']);

/** Dropped everywhere: integrity/nonce no longer match, autofocus would move the frame. */
const DROPPED = new Set(['nonce', 'integrity', 'autofocus', 'ping', 'crossorigin']);

export function collectAttributes(el: Element, ctx: CaptureContext): Attributes {
  const attrs: Attributes = new Map();
  const base = el.baseURI;
  for (const attr of Array.from(el.attributes)) {
    const name = attr.name;
    const lower = name.toLowerCase();
    let value = attr.value;
    if (lower.startsWith('on') || DROPPED.has(lower)) continue;
    if (URL_ATTRIBUTES.has(lower)) {
      if (isJavascriptUrl(value)) {
        // A link keeps its link styling (:link) but goes nowhere; elsewhere the attribute goes.
        if (lower === 'href') attrs.set(name, '#');
        continue;
      }
      // `data` is a URL only on <object>.
      if (lower !== 'data' || el.localName === 'object') value = absoluteUrl(value, base) ?? value;
    } else if (lower === 'style') {
      value = absolutizeCssUrls(value, base, (url) => addAsset(ctx, url, 'background'), (data) => liftDataImage(ctx, data, 'css'));
    } else if (isJavascriptUrl(value) && (lower === 'srcdoc' || lower === 'formaction' || lower.endsWith(':href'))) {
      continue;
    }
    attrs.set(name, value);
  }
  return attrs;
}

export function attributesHtml(attrs: Attributes, escape: (value: string) => string): string {
  let out = '';
  for (const [name, value] of attrs) out += value === '' ? ` ${name}` : ` ${name}="${escape(value)}"`;
  return out;
}
