import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../storage/s3.ts';

export interface TestS3 {
  /** Storage options pointing at this server's bucket. */
  options: S3StorageOptions;
  endpoint: string;
  /** Files of the bucket on disk, to check what is (not) there. */
  directory: string;
  close(): Promise<void>;
}

/** An S3-compatible server (s3rver, pure JavaScript) on a free loopback port, with one empty bucket. */
export async function startTestS3(bucket = 'pagelift-test', overrides: Partial<S3StorageOptions> = {}): Promise<TestS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'pagelift-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    directory,
    options: { bucket, prefix: '', endpoint, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true, presignSeconds: 0, ...overrides },
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
