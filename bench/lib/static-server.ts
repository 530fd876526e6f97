/**
 * A tiny static file server for the corpus on 127.0.0.1 (loopback only, random port).
 *
 * `?pl-isolate=<css selector>` on an HTML page injects a script that hides (opacity 0) every `position: fixed`
 * or `sticky` element that neither contains nor lies inside that selector's element, so a section's original
 * screenshot does not include a fixed navbar of the page painted over it (the section export does not contain it).
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.htm': 'text/html; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8', '.json': 'application/json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif',
  '.webp': 'image/webp', '.avif': 'image/avif', '.ico': 'image/x-icon', '.woff': 'font/woff', '.woff2': 'font/woff2',
  '.ttf': 'font/ttf', '.otf': 'font/otf', '.eot': 'application/vnd.ms-fontobject', '.mp4': 'video/mp4', '.webm': 'video/webm',
  '.webmanifest': 'application/manifest+json', '.txt': 'text/plain; charset=utf-8',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** Runs in the page (serialised): hide fixed/sticky elements outside the isolated section, now and on changes. */
function isolateScript(selector: string): void {
  const run = () => {
    const target = document.querySelector(selector);
    if (!target) return;
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (el === target || el.contains(target) || target.contains(el)) continue;
      const pos = getComputedStyle(el).position;
      if ((pos === 'fixed' || pos === 'sticky') && !(el as HTMLElement).dataset.plIsolated) {
        (el as HTMLElement).dataset.plIsolated = '1';
        (el as HTMLElement).style.setProperty('opacity', '0', 'important');
      }
    }
  };
  document.addEventListener('DOMContentLoaded', run);
  addEventListener('load', run);
  addEventListener('scroll', run, { passive: true });
  addEventListener('resize', run);
}

/**
 * Each corpus page folder is its own site root (the corpus tools load a page with its folder as the
 * server root), so a root-absolute `/assets/x.css` of `<slug>/production/page.html` means
 * `<slug>/assets/x.css`. Served from the corpus root, such a request misses; it is resolved against
 * the folder of the page or stylesheet that asked for it (its Referer), as the page's own site would.
 */
export function siteRootFallback(root: string, path: string, referer: string | undefined, host: string | undefined): string | undefined {
  if (!referer || !host) return undefined;
  let ref: URL;
  try {
    ref = new URL(referer);
  } catch {
    return undefined;
  }
  if (ref.host !== host) return undefined;
  const site = decodeURIComponent(ref.pathname).split('/')[1];
  if (!site || path.startsWith(`/${site}/`)) return undefined;
  const file = normalize(join(root, site, path));
  return file.startsWith(join(root, site) + sep) && existsSync(file) ? file : undefined;
}

export async function serveDirectory(root: string): Promise<StaticServer> {
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(root, path));
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(403).end();
      return;
    }
    if (!existsSync(file)) file = siteRootFallback(root, path, req.headers.referer, req.headers.host) ?? file;
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      const st = statSync(file);
      const isolate = new URL(req.url ?? '/', 'http://x').searchParams.get('pl-isolate');
      if (isolate && /\.html?$/i.test(file)) {
        const html = readFileSync(file, 'utf8');
        const script = `<script>window.__name = window.__name || ((f) => f);(${isolateScript.toString()})(${JSON.stringify(isolate).replace(/</g, '\\u003c')});</script>`;
        const body = /<\/body>/i.test(html) ? html.replace(/<\/body>(?![\s\S]*<\/body>)/i, () => `${script}</body>`) : html + script;
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'access-control-allow-origin': '*', 'cache-control': 'no-store' });
        res.end(body);
        return;
      }
      res.writeHead(200, {
        'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'content-length': st.size,
        'access-control-allow-origin': '*',
        'cache-control': 'no-store',
      });
      createReadStream(file).pipe(res);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address();
  if (!addr || typeof addr === 'string') throw new Error('no address');
  return {
    url: `http://127.0.0.1:${addr.port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
