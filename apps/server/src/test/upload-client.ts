// A page upload sent by hand over node:http, part by part, so a test sees what the server does
// while the body is still on its way: when it answered, how much had been sent by then, whether
// it closed the connection, and how long everything took.
import http from 'node:http';
import { randomBytes } from 'node:crypto';

export interface UploadPart {
  field: string;
  /** A file part: its bytes are `size` bytes of `fill` (or the given buffer); a field otherwise. */
  filename?: string;
  value?: string | Buffer;
  size?: number;
  fill?: number;
}

export interface StreamUploadOptions {
  url: string;
  token: string;
  parts: UploadPart[];
  /** false: chunked, no Content-Length (the server can only count what it reads). */
  declareLength?: boolean;
  /** Bytes per write. */
  chunkBytes?: number;
  /** Sends everything but the last `holdBytes` bytes, then waits until `release` resolves (a slow client). */
  holdBytes?: number;
  release?: Promise<void>;
  /** false: keep sending after the answer came (to see whether the server closes the connection). */
  stopOnAnswer?: boolean;
  /** Aborted: the client gives up (destroys the socket) wherever it is. */
  signal?: AbortSignal;
}

export interface StreamUploadResult {
  status: number | null;
  body: any;
  headers: http.IncomingHttpHeaders;
  /** Body bytes written when the answer's headers arrived (null: no answer). */
  sentAtAnswer: number | null;
  sent: number;
  total: number;
  /** Whether the whole body was handed to the socket. */
  finished: boolean;
  ms: number;
  error: string | null;
}

function partHeader(boundary: string, part: UploadPart): Buffer {
  const disposition = `form-data; name="${part.field}"${part.filename ? `; filename="${part.filename}"` : ''}`;
  const type = part.filename ? '\r\nContent-Type: application/octet-stream' : '';
  return Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`);
}

function* bodyChunks(boundary: string, parts: UploadPart[], chunkBytes: number): Generator<Buffer> {
  for (const part of parts) {
    yield partHeader(boundary, part);
    if (part.value !== undefined) yield Buffer.from(part.value);
    else {
      let left = part.size ?? 0;
      const block = Buffer.alloc(Math.min(chunkBytes, left), part.fill ?? 0x41);
      while (left > 0) {
        const n = Math.min(left, block.length);
        yield n === block.length ? block : block.subarray(0, n);
        left -= n;
      }
    }
    yield Buffer.from('\r\n');
  }
  yield Buffer.from(`--${boundary}--\r\n`);
}

export function bodyLength(boundary: string, parts: UploadPart[]): number {
  let n = Buffer.byteLength(`--${boundary}--\r\n`);
  for (const part of parts) n += partHeader(boundary, part).length + (part.value !== undefined ? Buffer.byteLength(part.value) : (part.size ?? 0)) + 2;
  return n;
}

export function streamUpload(opts: StreamUploadOptions): Promise<StreamUploadResult> {
  const boundary = `----pagelift${randomBytes(8).toString('hex')}`;
  const total = bodyLength(boundary, opts.parts);
  const started = performance.now();
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { authorization: `Bearer ${opts.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` };
    if (opts.declareLength !== false) headers['content-length'] = total;
    const req = http.request(opts.url, { method: 'POST', headers, agent: false });
    let sent = 0;
    let finished = false;
    let sentAtAnswer: number | null = null;
    let status: number | null = null;
    let resHeaders: http.IncomingHttpHeaders = {};
    let text = '';
    let error: string | null = null;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      req.destroy();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        /* not JSON */
      }
      resolve({ status, body, headers: resHeaders, sentAtAnswer, sent, total, finished, ms: performance.now() - started, error });
    };
    req.on('response', (res) => {
      sentAtAnswer = sent;
      status = res.statusCode ?? null;
      resHeaders = res.headers;
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', finish);
      res.on('error', finish);
    });
    req.on('close', () => setTimeout(finish, 200));
    req.on('error', (err) => {
      error = (err as NodeJS.ErrnoException).code ?? err.message;
      // An answer may still be arriving; give it a moment.
      setTimeout(finish, status === null ? 0 : 200);
    });
    opts.signal?.addEventListener('abort', () => req.destroy(new Error('client gave up')), { once: true });
    const closed = new Promise<void>((r) => req.once('close', r));
    const write = async () => {
      const held = opts.holdBytes ?? 0;
      for (const chunk of bodyChunks(boundary, opts.parts, opts.chunkBytes ?? 64 * 1024)) {
        if (req.destroyed || (status !== null && opts.stopOnAnswer !== false)) return;
        let piece = chunk;
        if (held && sent + piece.length > total - held) {
          const now = total - held - sent;
          if (now > 0) req.write(piece.subarray(0, now));
          sent += Math.max(now, 0);
          await opts.release;
          if (req.destroyed) return;
          piece = piece.subarray(Math.max(now, 0));
        }
        sent += piece.length;
        if (!req.write(piece)) await Promise.race([new Promise<void>((r) => req.once('drain', r)), closed]);
      }
      finished = true;
      req.end();
    };
    void write();
  });
}

/** The parts of a page upload: manifest, HTML, then assets. */
export function pageParts(projectId: string, sourceUrl: string, html: string, assets: { size: number; fill?: number; value?: Buffer }[]): UploadPart[] {
  const manifest = { projectId, name: 'Big', sourceUrl, assets: assets.map((_, i) => ({ url: `${sourceUrl}a/${i}.bin`, field: `asset${i}` })) };
  return [
    { field: 'manifest', value: JSON.stringify(manifest) },
    { field: 'html', filename: 'snapshot.html', value: html },
    ...assets.map((a, i) => ({ field: `asset${i}`, filename: `${i}.bin`, size: a.size, fill: a.fill ?? (i % 250) + 1, value: a.value })),
  ];
}
