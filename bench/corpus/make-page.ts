/**
 * Copies one page of an unpacked npm package into `bench/corpus/pages/<slug>/`, keeping only
 * the files the page really loads (read off Chromium's request log), and lists every request
 * that left loopback so it can be vendored from npm or removed by hand.
 *
 *   node --import tsx bench/corpus/make-page.ts --root DIR --entry path/in/root.html --slug SLUG [--dry]
 *
 * Why a request log and not a crawl of the HTML: admin templates ship hundreds of MB of
 * plugins of which a page uses a few files; the log is what the page needs to render.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '@pagelift/browser';
import { serveDirectory } from '../lib/static-server.ts';

const HERE = dirname(new URL(import.meta.url).pathname);
export interface PageLog {
  local: string[];
  remote: string[];
  /** Remote <img> sources with the size they are shown at (for placeholders). */
  images: Array<{ url: string; width: number; height: number }>;
  failed: string[];
}

/** Loads `entry` from `root` with every non-loopback request refused, and logs what it asked for. */
export async function logPage(root: string, entry: string): Promise<PageLog> {
  const server = await serveDirectory(root);
  const browser = await launchChromium();
  const local = new Set<string>();
  const remote = new Set<string>();
  const failed: string[] = [];
  let images: PageLog['images'] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const origin = new URL(server.url).origin;
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.origin === origin) {
        local.add(decodeURIComponent(url.pathname));
        return route.continue();
      }
      if (url.protocol !== 'data:' && url.protocol !== 'blob:') remote.add(url.href);
      return route.abort();
    });
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    page.on('pageerror', (e) => failed.push(`js: ${e.message.split('\n')[0]}`));
    await page.goto(new URL(entry, server.url).href, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    // Lazy images and scroll-triggered code load only when scrolled to.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
        scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      scrollTo(0, 0);
    });
    await page.waitForTimeout(1500);
    images = await page.evaluate((origin) => Array.from(document.images)
      .filter((img) => img.src && !img.src.startsWith(origin) && /^https?:/.test(img.src))
      .map((img) => {
        const r = img.getBoundingClientRect();
        return { url: img.getAttribute('src')!, width: r.width || Number(img.getAttribute('width')) || 0, height: r.height || Number(img.getAttribute('height')) || 0 };
      }), origin);
    for (const width of [768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(500);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return { local: [...local].sort(), remote: [...remote], images, failed };
}

/** Copies the logged local files of a page into `dest`, keeping their paths. */
export function copyLogged(root: string, log: PageLog, dest: string): string[] {
  const missing: string[] = [];
  for (const path of log.local) {
    const from = join(root, path);
    if (relative(root, from).startsWith('..')) continue;
    mkdirSync(dirname(join(dest, path)), { recursive: true });
    try {
      copyFileSync(from, join(dest, path));
    } catch {
      missing.push(path);
    }
  }
  return missing;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values: args } = parseArgs({
    options: { root: { type: 'string' }, entry: { type: 'string' }, slug: { type: 'string' }, dry: { type: 'boolean' } },
  });
  if (!args.root || !args.entry || !args.slug) {
    console.error('usage: make-page.ts --root DIR --entry PATH --slug SLUG [--dry]');
    process.exit(2);
  }
  const root = normalize(args.root);
  const log = await logPage(root, args.entry);
  const missing = args.dry ? [] : copyLogged(root, log, join(HERE, 'pages', args.slug));
  console.log(JSON.stringify({ slug: args.slug, localFiles: log.local.length, remote: log.remote, images: log.images, failed: log.failed, missing }, null, 1));
}
