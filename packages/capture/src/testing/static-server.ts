// The repository's one static file server for tests and the bench (capture, engine, extension):
// serves a folder on 127.0.0.1 and records every request, so a test can prove the snapshot never
// asks the source for anything.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.eot': 'application/vnd.ms-fontobject',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

export interface LoggedRequest {
  url: string;
  /** The Host header: tells apart pages loaded as `localhost` from those loaded as `127.0.0.1`. */
  host: string | undefined;
  referer: string | undefined;
}

export interface StaticServer {
  origin: string;
  port: number;
  requests: LoggedRequest[];
  close(): Promise<void>;
}

/** `routes` answers chosen paths from memory (a snapshot under test) before the folder. */
export async function serveDirectory(root: string | null, routes: Record<string, string | Buffer> = {}): Promise<StaticServer> {
  const requests: LoggedRequest[] = [];
  const base = root ? resolve(root) : null;
  const server = createServer(async (req: IncomingMessage, res) => {
    requests.push({ url: req.url ?? '', host: req.headers.host, referer: req.headers.referer });
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const routed = routes[pathname];
    if (routed !== undefined) {
      res.writeHead(200, { 'content-type': TYPES[extname(pathname)] ?? 'text/html; charset=utf-8' });
      res.end(routed);
      return;
    }
    if (!base) {
      res.writeHead(404).end();
      return;
    }
    let file = normalize(join(base, pathname));
    if (!file.startsWith(base)) {
      res.writeHead(403).end();
      return;
    }
    try {
      let info = await stat(file);
      if (info.isDirectory()) {
        file = join(file, 'index.html');
        info = await stat(file);
      }
      res.writeHead(200, { 'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream', 'content-length': info.size });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () => new Promise<void>((ok) => {
      server.closeAllConnections();
      server.close(() => ok());
    }),
  };
}
