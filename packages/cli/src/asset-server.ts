// Serves the assets folder on loopback while the engine renders the snapshot, so images and
// fonts load from real URLs (the engine approximates data: images, which builders cannot import).
// A file the page names by a relative URL (a page saved from disk rather than captured) is read
// from the page's own folder and copied into the assets folder at the same path, so it is
// published with the rest and its URL under --asset-base-url resolves too.
import { copyFile, mkdir, readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, relative, sep } from 'node:path';
import { contentTypeFor, type AssetFolder } from './file-assets.ts';

export interface AssetServer {
  /** `http://127.0.0.1:PORT/`: every stored file is at this prefix + its path in the folder. */
  baseUrl: string;
  close: () => Promise<void>;
}

/** `path` inside `root`, or null for anything that would climb out of it. */
function inside(root: string, path: string): string | null {
  const file = normalize(join(root, path));
  const rel = relative(root, file);
  return rel && !rel.startsWith('..') && !rel.startsWith(sep) ? file : null;
}

export async function serveAssets(folder: AssetFolder, pageDir: string): Promise<AssetServer> {
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\/+/, '');
      let asset = folder.stored.get(path);
      const source = asset ? null : inside(pageDir, path);
      if (!asset && source && (await stat(source).catch(() => null))?.isFile()) {
        const target = inside(folder.dir, path);
        if (target) {
          await mkdir(dirname(target), { recursive: true });
          await copyFile(source, target);
          asset = { file: path, contentType: contentTypeFor(extname(path)), bytes: (await stat(target)).size };
          folder.stored.set(path, asset);
        }
      }
      if (!asset) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': asset.contentType, 'access-control-allow-origin': '*' });
      res.end(await readFile(join(folder.dir, asset.file)));
    } catch {
      res.writeHead(500).end();
    }
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
