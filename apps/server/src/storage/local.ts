import fs from 'node:fs/promises';
import path from 'node:path';

/** Where snapshots, thumbnails, avatars and assets live. Keys are `kind/name`, checked by the caller. */
export interface Storage {
  put(key: string, data: Buffer | string): Promise<void>;
  /** null when absent. */
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
}

const KEY = /^[a-z]+\/[A-Za-z0-9_-]+(\.[a-z0-9]{1,8})?$/;

/** A local directory (DATA_DIR/files). Writes go through a temp file and a rename, so readers never see half a file. */
export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    if (!KEY.test(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
    return path.join(this.root, key);
  }

  async put(key: string, data: Buffer | string): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await fs.writeFile(tmp, data);
    await fs.rename(tmp, file);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.file(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await fs.access(this.file(key));
      return true;
    } catch {
      return false;
    }
  }
}
