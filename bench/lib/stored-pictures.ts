/**
 * The bench writes builder data straight into WordPress, past the server's export route, which
 * stores every data: picture as a resource before the user gets the data
 * (apps/server/src/export/data-urls.ts; the CLI writes asset files the same way). The bench does
 * the same here, with the same walk (@pagelift/contract/data-urls), so WordPress renders what a
 * user's paste shows: each data: picture becomes a file, named by its hash, served from a local
 * folder. (Elementor's CSS also drops a background whose URL holds the `;` of `;base64`.)
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { replaceDataUrls } from '@pagelift/contract/data-urls';
import { serveDirectory, type StaticServer } from './static-server.ts';

/** The picture types WordPress takes as media, by the extension their file gets. */
const PICTURE_EXTENSIONS = new Map([['image/png', 'png'], ['image/jpeg', 'jpeg'], ['image/gif', 'gif'], ['image/webp', 'webp']]);

export class StoredPictures {
  private constructor(
    private readonly dir: string,
    private readonly server: StaticServer,
  ) {}

  static async start(dir: string): Promise<StoredPictures> {
    mkdirSync(dir, { recursive: true });
    return new StoredPictures(dir, await serveDirectory(dir));
  }

  /** `value` (builder data) with every data: picture at the URL of its stored file. */
  store<T>(value: T): Promise<T> {
    return replaceDataUrls(value, ({ mediaType, bytes }) => {
      const ext = PICTURE_EXTENSIONS.get(mediaType);
      if (!ext || bytes.length === 0) return undefined;
      const file = `${createHash('sha256').update(bytes).digest('hex').slice(0, 24)}.${ext}`;
      writeFileSync(join(this.dir, file), bytes);
      return new URL(file, this.server.url).href;
    });
  }

  close(): Promise<void> {
    return this.server.close();
  }
}
