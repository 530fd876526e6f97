/**
 * WordPress strips data: URLs from pasted builder data, and Elementor's paste import cannot
 * download them: a picture left as a data: URL (one the page itself drew that way, or one the
 * engine made) would reach the user as Elementor's placeholder. The export stores each such
 * picture as a resource on PageLift's origin, content-addressed the way captured images are
 * (`assets/<sha256>.<ext>`), and the builder data names it by its resource URL.
 */
import { sha256Hex } from '../crypto/secrets.ts';
import { RESOURCE_TYPES } from '../files/detect.ts';
import type { Storage } from '../storage/storage.ts';

/**
 * A data: URL inside a string of builder data (base64 or percent-encoded): it ends at the first
 * quote, parenthesis, space, backslash (a JSON-escaped quote in a delivery file) or `&` (`&quot;`
 * in HTML), none of which either encoding leaves raw.
 */
const DATA_URL = /(?<![a-z0-9])data:([a-z0-9.+-]+\/[a-z0-9.+-]+)((?:;[^,;"'()\s\\&]+)*),([^"'()\s\\&]*)/gi;

/** A string that is one data: URL and nothing else. */
const WHOLE_DATA_URL = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)((?:;[^,;"'\s]+)*),([^"'\s]*)$/i;

/** Image content type → the extension resources are served under (only images: fonts and others stay as they are). */
const IMAGE_EXTENSIONS = new Map(Object.entries(RESOURCE_TYPES).filter(([, type]) => type.startsWith('image/')).map(([ext, type]) => [type, ext]));

/** Pictures bigger than this stay as they are (a resource is for what a page shows, not a payload). */
export const MAX_STORED_BYTES = 10 * 1024 * 1024;

function decode(params: string, payload: string): Buffer | undefined {
  try {
    return params.split(';').some((p) => p.toLowerCase() === 'base64') ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload), 'utf8');
  } catch {
    return undefined; // malformed percent-encoding: left as it is
  }
}

/**
 * `value` (builder data: any JSON value) with every image data: URL replaced by the resource URL
 * `${publicUrl}/v1/resources/assets/<sha256>.<ext>` of its bytes, stored once each.
 */
export async function storeDataUrls<T>(value: T, storage: Pick<Storage, 'put' | 'exists'>, publicUrl: string): Promise<T> {
  const stored = new Map<string, string>();
  const storeOne = async (type: string, params: string, payload: string): Promise<string | undefined> => {
    const ext = IMAGE_EXTENSIONS.get(type.toLowerCase() === 'image/jpg' ? 'image/jpeg' : type.toLowerCase());
    const bytes = ext ? decode(params, payload) : undefined;
    if (!ext || !bytes || bytes.length === 0 || bytes.length > MAX_STORED_BYTES) return undefined;
    const key = `assets/${sha256Hex(bytes)}.${ext}`;
    if (!stored.has(key)) {
      if (!(await storage.exists(key))) await storage.put(key, bytes);
      stored.set(key, `${publicUrl}/v1/resources/${key}`);
    }
    return stored.get(key);
  };
  const walk = async (v: unknown): Promise<unknown> => {
    if (typeof v === 'string') {
      if (!v.includes('data:')) return v;
      // A media control's URL is the whole string: its parentheses (an unescaped `rgb(…)`) are part of it.
      const whole = WHOLE_DATA_URL.exec(v);
      if (whole) return (await storeOne(whole[1]!, whole[2] ?? '', whole[3] ?? '')) ?? v;
      let out = '';
      let last = 0;
      for (const m of v.matchAll(DATA_URL)) {
        const url = await storeOne(m[1]!, m[2] ?? '', m[3] ?? '');
        if (url === undefined) continue;
        out += v.slice(last, m.index) + url;
        last = m.index! + m[0].length;
      }
      return out + v.slice(last);
    }
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
