import type { Readable } from 'node:stream';

/**
 * Where snapshots, thumbnails, avatars, assets and downloads live: a local directory, or an
 * S3-compatible bucket shared by every API server and worker. Keys are `kind/name`.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Writes the whole object; readers never see half of it. A stream is read to its end. */
  put(key: string, data: Buffer | string | Readable): Promise<void>;
  /**
   * Stores a local file of `size` bytes under `key` (an upload spooled to disk). The file is
   * consumed: moved when it can be, otherwise copied and removed.
   */
  putFile(key: string, file: string, size: number): Promise<void>;
  /** Removes the object; absent is fine. */
  delete(key: string): Promise<void>;
  /** null when absent. */
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /**
   * A time-limited URL the client can fetch the object from directly (S3 with presigned redirects
   * on), or null: then the API serves the bytes itself.
   */
  signedUrl(key: string, opts: { contentType: string }): Promise<string | null>;
  close(): Promise<void>;
}

const KEY = /^[a-z]+\/[A-Za-z0-9_-]+(\.[a-z0-9]{1,8})?$/;

/** Keys come from our own code (hashes, ids); anything else is a bug, refused before it reaches a path or a bucket. */
export function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
  return key;
}
