/**
 * Builder data must not hand WordPress a `data:` URL: WordPress strips them from pasted data, and
 * Elementor's paste import cannot download them. The server's export route, the CLI and the
 * fidelity bench each store the pictures somewhere and put a URL in their place; this is the one
 * walk they share, so they agree on what counts as a data: URL and none of them throws on a bad one.
 * (Node only: a subpath of its own, so the web app and the extension never bundle it.)
 */

/** One data: URL, decoded. */
export interface DataUrl {
  /** `image/png`; `text/plain` when the URL names none (`data:,`). Lower case. */
  mediaType: string;
  bytes: Buffer;
}

/** What to put in a data: URL's place, or `undefined` to leave it as it is. */
export type DataUrlReplacer = (url: DataUrl) => string | undefined | Promise<string | undefined>;

/** Where a data: URL starts inside a longer string: its media type, parameters and comma. */
const DATA_URL_START = /(?<![a-z0-9])data:([a-z0-9.+-]+\/[a-z0-9.+-]+)?((?:;[^,;"'()\s\\&]+)*),/gi;

/** A string that is one data: URL and nothing else (a media control's URL). */
const WHOLE_DATA_URL = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)?((?:;[^,;"'()\s\\&]+)*),(.*)$/is;

/**
 * Where the payload of a data: URL that starts at `start` ends. Percent-encoded SVG often keeps
 * raw quotes and spaces (`url("data:image/svg+xml,%3csvg xmlns='…' viewBox='0 0 16 16'%3e…")`),
 * so the URL ends where the quoting that opened it closes: `"`, `'`, `\"` (a quote escaped in
 * JSON text), `&quot;` (HTML) or the `)` of an unquoted `url(`. Unquoted, it ends at the first
 * character neither encoding leaves raw.
 */
function payloadEnd(text: string, start: number, from: number): number {
  const closer = text.startsWith('\\"', start - 2)
    ? '\\"'
    : text.startsWith('&quot;', start - 6)
      ? '&quot;'
      : text[start - 1] === '"' || text[start - 1] === "'"
        ? text[start - 1]!
        : text[start - 1] === '('
          ? ')'
          : undefined;
  if (closer) {
    const end = text.indexOf(closer, from);
    return end < 0 ? text.length : end;
  }
  const rest = /["'()\s\\&]/.exec(text.slice(from));
  return rest ? from + rest.index : text.length;
}

/** The bytes of a data: URL's payload, or undefined when its percent-encoding is malformed. */
export function decodeDataUrlPayload(params: string, payload: string): Buffer | undefined {
  if (params.split(';').some((p) => p.toLowerCase() === 'base64')) return Buffer.from(payload, 'base64');
  try {
    return Buffer.from(decodeURIComponent(payload), 'utf8');
  } catch {
    return undefined;
  }
}

async function replaceInString(text: string, replace: DataUrlReplacer): Promise<string> {
  if (!text.includes('data:')) return text;
  const answer = async (type: string | undefined, params: string | undefined, payload: string | undefined) => {
    const bytes = decodeDataUrlPayload(params ?? '', payload ?? '');
    return bytes ? replace({ mediaType: (type ?? 'text/plain').toLowerCase(), bytes }) : undefined;
  };
  const whole = WHOLE_DATA_URL.exec(text);
  if (whole) return (await answer(whole[1], whole[2], whole[3])) ?? text;
  let out = '';
  let last = 0;
  for (const m of text.matchAll(DATA_URL_START)) {
    if (m.index < last) continue; // inside the payload of the URL before
    const end = payloadEnd(text, m.index, m.index + m[0].length);
    const url = await answer(m[1], m[2], text.slice(m.index + m[0].length, end));
    if (url === undefined) continue;
    out += text.slice(last, m.index) + url;
    last = end;
  }
  return out + text.slice(last);
}

/**
 * `value` (builder data: any JSON value) with each data: URL in its strings replaced by what
 * `replace` answers for it, one URL at a time in document order (so a replacer that stores files
 * stores each once, however often the data repeats it).
 */
export async function replaceDataUrls<T>(value: T, replace: DataUrlReplacer): Promise<T> {
  const walk = async (v: unknown): Promise<unknown> => {
    if (typeof v === 'string') return replaceInString(v, replace);
    if (Array.isArray(v)) {
      const items: unknown[] = [];
      for (const item of v) items.push(await walk(item));
      return items;
    }
    if (v && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, item] of Object.entries(v)) out[k] = await walk(item);
      return out;
    }
    return v;
  };
  return (await walk(value)) as T;
}
