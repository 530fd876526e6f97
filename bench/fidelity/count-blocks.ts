/**
 * Reduce DOM Size without WordPress: exports corpus pages for Gutenberg at Reduce DOM Size off,
 * standard and advanced, and counts blocks per page and per block name (what survives each level),
 * with the mean per-page cut as the Gutenberg bench reports it. Pages are captured as users do
 * (bench/lib/captured.ts); captures are kept, so a second run only exports.
 *
 *   npm run count:gutenberg -w @pagelift/bench -- --corpus DIR --pages a,b --out DIR [--levels off,standard,advanced] [--snapshots DIR]
 *
 * Writes <out>/<page>/<level>.html (the block markup) and <out>/counts.json.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '@pagelift/browser';
import { capturePage, openPage, replaceAssetUrls } from '@pagelift/capture';
import { readCorpusManifest } from '../lib/fidelity.ts';
import { serveDirectory } from '../lib/static-server.ts';

const { values: args } = parseArgs({
  options: {
    corpus: { type: 'string' },
    pages: { type: 'string' },
    out: { type: 'string' },
    levels: { type: 'string', default: 'off,standard,advanced' },
    snapshots: { type: 'string' },
  },
});
if (!args.corpus || !args.pages || !args.out) {
  console.error('count-blocks: --corpus, --pages and --out are required');
  process.exit(2);
}
// The browser may drop an asset request midway; the static server's socket error is no failure of the count.
process.on('uncaughtException', (e: NodeJS.ErrnoException) => {
  if (e.code === 'ECONNRESET' || e.code === 'EPIPE') return;
  console.error(e);
  process.exit(1);
});

const LEVELS = { off: null, standard: 'standard', advanced: 'advanced' } as const;
type Level = keyof typeof LEVELS;
const EXT: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'image/avif': 'avif',
  'font/woff2': 'woff2',
  'font/woff': 'woff',
};
const ORIGIN = '__PAGELIFT_ASSETS__';
const levels = args.levels!.split(',').filter((l): l is Level => l in LEVELS);
const wanted = new Set(args.pages.split(','));
const pages = (await readCorpusManifest(args.corpus)).filter((p) => wanted.has(p.slug));
const snapshots = args.snapshots ?? join(args.out, 'snapshots');
mkdirSync(snapshots, { recursive: true });

const engine = await import('@pagelift/engine');
const corpus = await serveDirectory(args.corpus);
const assets = await serveDirectory(snapshots);
const browser = await launchChromium();
const origin = assets.url.replace(/\/$/, '');

/** The page's capture, from disk when an earlier run made it (asset URLs stored against a placeholder origin). */
async function snapshotOf(slug: string, entry: string): Promise<string> {
  const file = join(snapshots, slug, 'snapshot.html');
  if (!existsSync(file)) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await openPage(page, new URL(entry, corpus.url).href, 60_000);
    const snap = await capturePage(page, {});
    await context.close();
    mkdirSync(join(snapshots, slug), { recursive: true });
    const names = new Map<string, string>();
    snap.assets.forEach((a, i) => {
      const name = `${i}.${EXT[a.contentType.split(';')[0]] ?? 'bin'}`;
      writeFileSync(join(snapshots, slug, name), a.data);
      names.set(a.url, `${ORIGIN}/${slug}/${name}`);
    });
    writeFileSync(file, replaceAssetUrls(snap.html, names));
  }
  return readFileSync(file, 'utf8').replaceAll(ORIGIN, origin);
}

const counts: Record<string, Partial<Record<Level, { blocks: number; names: Record<string, number> }>>> = {};
const names: Partial<Record<Level, Record<string, number>>> = {};
for (const page of pages) {
  const html = await snapshotOf(page.slug, page.entry);
  counts[page.slug] = {};
  mkdirSync(join(args.out, page.slug), { recursive: true });
  for (const level of levels) {
    const settings = { exportType: 'entirePage', builder: 'gutenberg', reduceDomSize: LEVELS[level] } as const;
    const ex = await engine.exportSnapshot(html, settings, { baseUrl: `${origin}/${page.slug}/` });
    const { content, blocks } = ex.template as { content: string; blocks: number };
    writeFileSync(join(args.out, page.slug, `${level}.html`), content);
    const perName: Record<string, number> = {};
    for (const m of content.matchAll(/<!-- wp:([a-z0-9/-]+)/g)) perName[m[1]] = (perName[m[1]] ?? 0) + 1;
    for (const [k, v] of Object.entries(perName)) (names[level] ??= {})[k] = (names[level]![k] ?? 0) + v;
    counts[page.slug][level] = { blocks, names: perName };
  }
  console.log(`${page.slug}: ${levels.map((l) => `${l} ${counts[page.slug][l]!.blocks}`).join(', ')}`);
}
for (const level of levels.filter((l) => l !== 'off')) {
  const cuts = Object.values(counts)
    .map((c) => (c.off && c[level] ? 1 - c[level]!.blocks / c.off.blocks : NaN))
    .filter(Number.isFinite);
  if (cuts.length) console.log(`${level}: mean cut ${((cuts.reduce((a, b) => a + b, 0) / cuts.length) * 100).toFixed(1)} % over ${cuts.length} pages`);
}
for (const level of levels)
  console.log(
    `${level} by name: ${Object.entries(names[level] ?? {})
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
writeFileSync(join(args.out, 'counts.json'), JSON.stringify({ counts, names }, null, 1));
await browser.close();
await corpus.close();
await assets.close();
await engine.closeEnginePool();
