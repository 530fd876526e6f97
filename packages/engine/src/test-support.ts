import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
/** The test corpus (fixtures/corpus, six pages in the repository) unless `PAGELIFT_CORPUS_DIR` names another. */
export const CORPUS_DIR = process.env.PAGELIFT_CORPUS_DIR || join(REPO_ROOT, 'fixtures/corpus');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.css': 'text/css', '.js': 'text/javascript', '.png': 'image/png', '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg', '.svg': 'image/svg+xml', '.webp': 'image/webp', '.gif': 'image/gif', '.woff2': 'font/woff2', '.woff': 'font/woff',
  '.ttf': 'font/ttf', '.json': 'application/json', '.ico': 'image/x-icon',
};

/** A static file server on 127.0.0.1 for corpus pages and fixtures (tests only). */
export async function serveDirectory(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    let file = join(root, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(root) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address() as { port: number };
  return { url: `http://127.0.0.1:${address.port}/`, close: () => new Promise((r) => server.close(() => r())) };
}

/** An element of exported Elementor data, as the tests read it. */
export type ExportedElement = { id: string; elType: string; widgetType?: string; settings: Record<string, any>; elements: ExportedElement[] };

/** Every widget of an exported element tree, depth first. */
export function exportedWidgets(elements: ExportedElement[]): ExportedElement[] {
  return elements.flatMap((e) => [...(e.widgetType ? [e] : []), ...exportedWidgets(e.elements)]);
}
