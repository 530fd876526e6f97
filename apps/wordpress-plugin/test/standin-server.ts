import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInFile {
  body: Buffer;
  contentType: string;
  status?: number;
  headers?: Record<string, string>;
}

/** A stand-in PageLift resource server: serves given files and records every request path. */
export interface StandInServer {
  origin: string;
  hits: string[];
  set(path: string, file: StandInFile): void;
  close(): Promise<void>;
}

export async function startStandIn(): Promise<StandInServer> {
  const files = new Map<string, StandInFile>();
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    hits.push(path);
    const file = files.get(path);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(file.status ?? 200, { 'content-type': file.contentType, 'content-length': String(file.body.length), ...file.headers });
    res.end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    set: (path, file) => void files.set(path, file),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
