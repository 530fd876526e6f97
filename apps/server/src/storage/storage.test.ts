// One Storage interface, two backends: the same behaviour on a local directory and on an
// S3-compatible server (s3rver on loopback).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startTestS3, type TestS3 } from '../test/s3.ts';
import { LocalStorage } from './local.ts';
import { S3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

let s3: TestS3;
let dir: string;
const backends: Record<string, () => Storage> = {
  local: () => new LocalStorage(dir),
  s3: () => new S3Storage(s3.options),
  's3 with a prefix': () => new S3Storage({ ...s3.options, prefix: 'team-a/' }),
};

beforeAll(async () => {
  s3 = await startTestS3();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pagelift-storage-'));
});
afterAll(async () => {
  await s3?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe.each(Object.keys(backends))('%s storage', (name) => {
  let storage: Storage;
  beforeAll(() => {
    storage = backends[name]!();
  });
  afterAll(() => storage.close());

  it('stores bytes and text, reads them back, and answers null / false for what is not there', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    await storage.put('assets/abc123.png', png);
    await storage.put('snapshots/page_1.html', '<p>héllo</p>');
    expect(await storage.get('assets/abc123.png')).toEqual(png);
    expect((await storage.get('snapshots/page_1.html'))!.toString('utf8')).toBe('<p>héllo</p>');
    expect(await storage.exists('assets/abc123.png')).toBe(true);
    expect(await storage.get('assets/missing.png')).toBeNull();
    expect(await storage.exists('assets/missing.png')).toBe(false);
  });

  it('overwrites an object whole', async () => {
    await storage.put('thumbnails/t.png', 'first version, longer');
    await storage.put('thumbnails/t.png', 'second');
    expect((await storage.get('thumbnails/t.png'))!.toString()).toBe('second');
  });

  it('takes a stream of unknown length (several MB) without changing a byte', async () => {
    const chunks = Array.from({ length: 7 }, (_, i) => Buffer.alloc(1024 * 1024, i + 1));
    await storage.put('downloads/big.zip', Readable.from(chunks));
    const back = await storage.get('downloads/big.zip');
    expect(back?.length).toBe(7 * 1024 * 1024);
    expect(back?.equals(Buffer.concat(chunks))).toBe(true);
  });

  it('takes a spooled file (moved or copied, the file is gone after) and deletes objects', async () => {
    const spool = path.join(dir, `spool-${name.replace(/\W/g, '')}.part`);
    const bytes = Buffer.alloc(300 * 1024, 7);
    await fs.writeFile(spool, bytes);
    await storage.putFile('assets/spooled.bin', spool, bytes.length);
    expect((await storage.get('assets/spooled.bin'))?.equals(bytes)).toBe(true);
    await expect(fs.access(spool)).rejects.toThrow();
    await storage.delete('assets/spooled.bin');
    expect(await storage.exists('assets/spooled.bin')).toBe(false);
    await storage.delete('assets/spooled.bin');
  });

  it('refuses keys that could escape their folder', async () => {
    for (const key of ['../x', 'assets/../../etc/passwd', '/abs/x', 'assets/a/b.png', 'assets/']) {
      await expect(storage.put(key, 'x')).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
    }
  });
});

describe('S3 layout and presigned URLs', () => {
  it('keeps a prefixed deployment apart from an unprefixed one in the same bucket', async () => {
    const a = new S3Storage({ ...s3.options, prefix: 'tenant-a/' });
    const b = new S3Storage(s3.options);
    await a.put('avatars/only-a.png', 'a');
    expect(await b.exists('avatars/only-a.png')).toBe(false);
    expect(await a.exists('avatars/only-a.png')).toBe(true);
    a.close();
    b.close();
  });

  it('signs a GET URL the bucket answers with the stored bytes and the given type, only when configured', async () => {
    const plain = new S3Storage(s3.options);
    await plain.put('assets/signed.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(await plain.signedUrl('assets/signed.svg', { contentType: 'image/svg+xml' })).toBeNull();
    const signing = new S3Storage({ ...s3.options, presignSeconds: 60 });
    const url = await signing.signedUrl('assets/signed.svg', { contentType: 'image/svg+xml' });
    expect(url).toMatch(/X-Amz-Signature=/);
    expect(new URL(url!).pathname).toBe(`/${s3.options.bucket}/assets/signed.svg`);
    const res = await fetch(url!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toContain('<svg');
    // s3rver does not check V4 signatures, so only the signed lifetime is checked here.
    expect(new URL(url!).searchParams.get('X-Amz-Expires')).toBe('60');
    plain.close();
    signing.close();
  });

  it('reads S3 settings from the environment', () => {
    expect(loadConfig({}).s3).toBeNull();
    const config = loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_PREFIX: 'pl/', S3_PRESIGN_SECONDS: '300' });
    expect(config.s3).toEqual({ bucket: 'b', prefix: 'pl/', endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's', forcePathStyle: true, presignSeconds: 300 });
    expect(loadConfig({ S3_BUCKET: 'b' }).s3?.forcePathStyle).toBe(false);
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_PREFIX: '../x' })).toThrow(/S3_PREFIX/);
  });
});
