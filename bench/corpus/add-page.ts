/**
 * Adds one page of an npm package to the grown corpus: copy what it loads, make it render
 * offline, check it again with every remote request refused, and record it in manifest.json.
 *
 *   node --import tsx bench/corpus/add-page.ts --pkg startbootstrap-creative@7.0.7 --root dist \
 *     --entry index.html --slug sb-creative --kind landing --split tuning [--describe "…"]
 */
import { copyFileSync, existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { copyLogged, logPage } from './make-page.ts';
import { offlineUrl, rewriteFiles, unpack } from './offline.ts';

const HERE = dirname(new URL(import.meta.url).pathname);
const MANIFEST = join(HERE, 'pages', 'manifest.json');

export interface CorpusEntry {
  slug: string;
  entry: string;
  kind: string;
  /** `heldout` pages are scored but never looked at while fixing the engine. */
  split: 'tuning' | 'heldout';
  source: { npm: string; path: string };
  licence: string;
  licence_files: string[];
  description: string;
  modifications: string[];
  offline_check: { remote_requests: number; failed: string[] };
  size_bytes: number;
}

function dirSize(dir: string): number {
  let total = 0;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const st = statSync(p);
    total += st.isDirectory() ? dirSize(p) : st.size;
  }
  return total;
}

const { values: a } = parseArgs({
  options: {
    pkg: { type: 'string' }, root: { type: 'string', default: '' }, entry: { type: 'string' }, slug: { type: 'string' },
    kind: { type: 'string' }, split: { type: 'string' }, describe: { type: 'string', default: '' },
  },
});
if (!a.pkg || !a.entry || !a.slug || !a.kind || (a.split !== 'tuning' && a.split !== 'heldout')) {
  console.error('usage: add-page.ts --pkg NAME@VER [--root DIR] --entry PATH --slug SLUG --kind KIND --split tuning|heldout');
  process.exit(2);
}
const pkgRoot = unpack(a.pkg);
const root = join(pkgRoot, a.root!);
const dest = join(HERE, 'pages', a.slug);
rmSync(dest, { recursive: true, force: true });
const log = await logPage(root, a.entry);
const missing = copyLogged(root, log, dest);
const modifications: string[] = [];
const imageSizes = new Map(log.images.map((i) => [new URL(i.url, 'https://x/').href, i]));
const changes = [];
for (const url of log.remote) {
  const img = imageSizes.get(url);
  changes.push(offlineUrl(url, dest, a.entry, img));
}
rewriteFiles(dest, changes);
for (const c of changes) modifications.push(c.to ? `\`${c.from}\` -> \`${c.to}\` (${c.note})` : `removed \`${c.from}\` (${c.note})`);

const licenceFiles: string[] = [];
for (const name of ['LICENSE', 'LICENSE.md', 'LICENSE.txt', 'license', 'license.md']) {
  if (existsSync(join(pkgRoot, name))) {
    copyFileSync(join(pkgRoot, name), join(dest, 'LICENSE'));
    licenceFiles.push(`${a.slug}/LICENSE`);
    break;
  }
}
const pkgJson = JSON.parse(readFileSync(join(pkgRoot, 'package.json'), 'utf8'));
const check = await logPage(dest, a.entry);
const entry: CorpusEntry = {
  slug: a.slug,
  entry: `${a.slug}/${a.entry}`,
  kind: a.kind,
  split: a.split,
  source: { npm: a.pkg, path: join(a.root!, a.entry) },
  licence: typeof pkgJson.license === 'string' ? pkgJson.license : 'see LICENSE',
  licence_files: licenceFiles,
  description: a.describe || pkgJson.description || '',
  modifications,
  offline_check: { remote_requests: check.remote.length, failed: [...check.failed, ...missing.map((m) => `missing: ${m}`)] },
  size_bytes: dirSize(dest),
};
const manifest: { pages: CorpusEntry[] } = existsSync(MANIFEST) ? JSON.parse(readFileSync(MANIFEST, 'utf8')) : { pages: [] };
manifest.pages = [...manifest.pages.filter((p) => p.slug !== a.slug), entry].sort((x, y) => x.slug.localeCompare(y.slug));
writeFileSync(MANIFEST, JSON.stringify(manifest, null, 2) + '\n');
console.log(`${a.slug}: ${entry.size_bytes} bytes, ${changes.length} changes, remote after: ${check.remote.length} ${check.remote.join(' ')}, failed: ${entry.offline_check.failed.join('; ') || 'none'}`);
if (check.remote.length) process.exitCode = 1;
