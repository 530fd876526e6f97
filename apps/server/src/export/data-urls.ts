/**
 * WordPress strips data: URLs from pasted builder data, and Elementor's paste import cannot
 * download them: a picture left as a data: URL (one the page itself drew that way, or one the
 * engine made) would reach the user as Elementor's placeholder. The export stores each such
 * picture as a resource on PageLift's origin, content-addressed the way captured images are
 * (`assets/<sha256>.<ext>`), and the builder data names it by its resource URL.
 */
import { replaceDataUrls } from '@pagelift/contract/data-urls';
import { sha256Hex } from '../crypto/secrets.ts';
import { RESOURCE_TYPES } from '../files/detect.ts';
import type { Storage } from '../storage/storage.ts';

/** Image content type → the extension resources are served under (only images: fonts and others stay as they are). */
const IMAGE_EXTENSIONS = new Map(Object.entries(RESOURCE_TYPES).filter(([, type]) => type.startsWith('image/')).map(([ext, type]) => [type, ext]));

/** Pictures bigger than this stay as they are (a resource is for what a page shows, not a payload). */
export const MAX_STORED_BYTES = 10 * 1024 * 1024;

/**
 * `value` (builder data: any JSON value) with every image data: URL replaced by the resource URL
 * `${publicUrl}/v1/resources/assets/<sha256>.<ext>` of its bytes, stored once each.
 */
export async function storeDataUrls<T>(value: T, storage: Pick<Storage, 'put' | 'exists'>, publicUrl: string): Promise<T> {
  const stored = new Map<string, string>();
  return replaceDataUrls(value, async ({ mediaType, bytes }) => {
    const ext = IMAGE_EXTENSIONS.get(mediaType === 'image/jpg' ? 'image/jpeg' : mediaType);
    if (!ext || bytes.length === 0 || bytes.length > MAX_STORED_BYTES) return undefined;
    const key = `assets/${sha256Hex(bytes)}.${ext}`;
    if (!stored.has(key)) {
      if (!(await storage.exists(key))) await storage.put(key, bytes);
      stored.set(key, `${publicUrl}/v1/resources/${key}`);
    }
    return stored.get(key);
  });
}
