import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { type Storage, checkKey } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  /** Prepended to every key (several deployments in one bucket). */
  prefix: string;
  /** S3-compatible servers (MinIO, R2, s3rver…); unset → AWS. */
  endpoint: string | null;
  region: string;
  /** Unset → the SDK's default chain (AWS_ACCESS_KEY_ID…, instance roles). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** `bucket` in the path rather than the host name; needed by most self-hosted servers. */
  forcePathStyle: boolean;
  /** > 0: resources are answered with a redirect to a URL signed for this many seconds. */
  presignSeconds: number;
}

const CONTENT_TYPES: Record<string, string> = { html: 'text/html; charset=utf-8', zip: 'application/zip' };

function isMissing(err: unknown): boolean {
  if (err instanceof S3ServiceException) return err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404;
  return false;
}

/** Objects in an S3-compatible bucket, so every API server and worker sees the same files. */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly opts: S3StorageOptions) {
    this.client = new S3Client({
      region: opts.region,
      ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
      forcePathStyle: opts.forcePathStyle,
      ...(opts.accessKeyId && opts.secretAccessKey ? { credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } } : {}),
      // Checksums only where S3 requires them: several S3-compatible servers refuse the SDK's default trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectKey(key: string): string {
    return `${this.opts.prefix}${checkKey(key)}`;
  }

  async put(key: string, data: Buffer | string | Readable): Promise<void> {
    const Key = this.objectKey(key);
    const ext = key.split('.').pop() ?? '';
    const ContentType = CONTENT_TYPES[ext] ?? 'application/octet-stream';
    if (data instanceof Readable) {
      // Unknown length: multipart upload, part by part, never the whole stream in memory.
      await new Upload({ client: this.client, params: { Bucket: this.opts.bucket, Key, Body: data, ContentType } }).done();
      return;
    }
    const Body = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    await this.client.send(new PutObjectCommand({ Bucket: this.opts.bucket, Key, Body, ContentLength: Body.length, ContentType }));
  }

  async putFile(key: string, file: string, size: number): Promise<void> {
    const ext = key.split('.').pop() ?? '';
    const ContentType = CONTENT_TYPES[ext] ?? 'application/octet-stream';
    // Known length: one PutObject streamed from the file, nothing buffered.
    await this.client.send(new PutObjectCommand({ Bucket: this.opts.bucket, Key: this.objectKey(key), Body: createReadStream(file), ContentLength: size, ContentType }));
    await rm(file, { force: true });
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.opts.bucket, Key: this.objectKey(key) }));
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.opts.bucket, Key: this.objectKey(key) }));
      if (!res.Body) return null;
      return Buffer.from(await res.Body.transformToByteArray());
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.opts.bucket, Key: this.objectKey(key) }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  async signedUrl(key: string, { contentType }: { contentType: string }): Promise<string | null> {
    if (this.opts.presignSeconds <= 0) return null;
    const command = new GetObjectCommand({
      Bucket: this.opts.bucket,
      Key: this.objectKey(key),
      ResponseContentType: contentType,
      ResponseCacheControl: 'public, max-age=31536000, immutable',
    });
    return getSignedUrl(this.client, command, { expiresIn: this.opts.presignSeconds });
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
