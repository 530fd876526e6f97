// Serves the assets folder on loopback while the engine renders the snapshot, so images and
// fonts load from real URLs (the engine approximates data: images, which builders cannot import).
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { basename, join } from 'node:path';
import type { AssetFolder } from './file-assets.ts';

export interface AssetServer {
  /** `http://127.0.0.1:PORT/`: every stored file is at this prefix + its name. */
  baseUrl: string;
  close: () => Promise<void>;
}

export async function serveAssets(folder: AssetFolder): Promise<AssetServer> {
  const server = createServer(async (req, res) => {
    const name = basename(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const asset = folder.stored.get(name);
    if (!asset) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': asset.contentType, 'access-control-allow-origin': '*' });
    res.end(await readFile(join(folder.dir, asset.file)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    baseUrl: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
