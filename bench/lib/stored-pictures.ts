/**
 * The bench writes builder data straight into WordPress, past the server's export route, which
 * stores every data: picture as a resource before the user gets the data
 * (apps/server/src/export/data-urls.ts; the CLI writes asset files the same way). The bench does
 * the same here, so WordPress renders what a user's paste shows: each base64 data: image becomes a
 * file, named by its hash, served from a local folder. (Elementor's CSS also drops a background
 * whose URL holds the `;` of `;base64`.)
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveDirectory, type StaticServer } from './static-server.ts';

const BASE64_IMAGE = /data:image\/(png|jpeg|gif|webp);base64,([A-Za-z0-9+/]+={0,2})/g;

export class StoredPictures {
  private constructor(
    private readonly dir: string,
    private readonly server: StaticServer,
  ) {}

  static async start(dir: string): Promise<StoredPictures> {
    mkdirSync(dir, { recursive: true });
    return new StoredPictures(dir, await serveDirectory(dir));
  }

  /** `value` (builder data) with every base64 data: image at the URL of its stored file. */
  store<T>(value: T): T {
    const text = JSON.stringify(value);
    if (!text.includes('data:image/')) return value;
    return JSON.parse(
      text.replace(BASE64_IMAGE, (_, ext: string, payload: string) => {
        const bytes = Buffer.from(payload, 'base64');
        const file = `${createHash('sha256').update(bytes).digest('hex').slice(0, 24)}.${ext}`;
        writeFileSync(join(this.dir, file), bytes);
        return new URL(file, this.server.url).href;
      }),
    ) as T;
  }

  close(): Promise<void> {
    return this.server.close();
  }
}
