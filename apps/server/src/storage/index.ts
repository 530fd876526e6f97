import path from 'node:path';
import type { Config } from '../config.ts';
import { LocalStorage } from './local.ts';
import { S3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

export type { Storage } from './storage.ts';

/** S3 when S3_BUCKET is set, DATA_DIR/files otherwise. */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Storage {
  return config.s3 ? new S3Storage(config.s3) : new LocalStorage(path.join(config.dataDir, 'files'));
}
