/**
 * Makes a copied page render without the network, the way `../shared/corpus` was made:
 * CDN files become the same file from the npm registry under `vendor/<pkg>@<version>/`,
 * Google Fonts become a local stylesheet over `@fontsource/<family>` files, network-only
 * scripts (analytics, widgets) are removed, remote images become local placeholders of the
 * size they are shown at. Every change is returned so the manifest can name it.
 *
 *   node --import tsx bench/corpus/offline.ts --dir bench/corpus/pages/SLUG --entry PATH --remote URL [--remote URL …]
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { PNG } from 'pngjs';

const CACHE = process.env.CORPUS_NPM_CACHE ?? '/tmp/pagelift-corpus-npm';

/** cdnjs library names → npm package names where they differ. */
const CDNJS_TO_NPM: Record<string, { pkg: string; dir?: string }> = {
  SimpleLightbox: { pkg: 'simplelightbox', dir: 'dist' },
  'font-awesome': { pkg: 'font-awesome' },
  'Chart.js': { pkg: 'chart.js', dir: 'dist' },
  jquery: { pkg: 'jquery', dir: 'dist' },
  'twitter-bootstrap': { pkg: 'bootstrap', dir: 'dist' },
  'animate.css': { pkg: 'animate.css' },
  'jquery-easing': { pkg: 'jquery.easing' },
  normalize: { pkg: 'normalize.css' },
  'popper.js': { pkg: 'popper.js', dir: 'dist' },
};
/** Scripts and styles that only talk to a service; the page renders the same without them. */
const NETWORK_ONLY = [/buttons\.github\.io/, /nepcha/, /googletagmanager/, /google-analytics/, /sb-forms/, /kit\.fontawesome\.com/, /platform\.twitter/, /connect\.facebook/, /disqus/, /gstatic\.com\/recaptcha/, /maps\.googleapis\.com\/maps\/api\/js/, /cdn-images\.mailchimp\.com/, /adpacks\.com/, /carbonads/, /smartaddon\.com/];

/** The spec itself when npm has it, else the newest release of the same major.minor (then major). */
function availableSpec(spec: string): string {
  const at = spec.lastIndexOf('@');
  if (at <= 0) return spec;
  const [name, version] = [spec.slice(0, at), spec.slice(at + 1)];
  const versions: string[] = JSON.parse(execFileSync('npm', ['view', name, 'versions', '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
  if (versions.includes(version)) return spec;
  const [major, minor] = version.split('.');
  const pick = versions.filter((v) => v.startsWith(`${major}.${minor}.`)).pop() ?? versions.filter((v) => v.startsWith(`${major}.`)).pop();
  if (!pick) throw new Error(`npm has no release of ${name} near ${version}`);
  return `${name}@${pick}`;
}

export function unpack(requested: string): string {
  const spec = requested.includes('@', 1) ? availableSpec(requested) : requested;
  const dir = join(CACHE, spec.replace(/\//g, '__'));
  if (!existsSync(join(dir, 'package'))) {
    mkdirSync(dir, { recursive: true });
    const file = execFileSync('npm', ['pack', spec, '--silent'], { cwd: dir, encoding: 'utf8' }).trim().split('\n').pop()!;
    execFileSync('tar', ['xzf', file], { cwd: dir });
  }
  return join(dir, 'package');
}

/** Copies `file` of a package and, for CSS, the files its url()s name (fonts, images). */
function vendorFile(pkgRoot: string, file: string, destRoot: string, vendorDir: string): void {
  const from = join(pkgRoot, file);
  const to = join(destRoot, vendorDir, file);
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(from, to);
  if (!file.endsWith('.css')) return;
  for (const m of readFileSync(from, 'utf8').matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)) {
    const ref = m[1].split(/[?#]/)[0];
    if (/^(data:|https?:|\/)/.test(ref)) continue;
    const sub = posix.normalize(posix.join(posix.dirname(file), ref));
    if (existsSync(join(pkgRoot, sub)) && !existsSync(join(destRoot, vendorDir, sub))) vendorFile(pkgRoot, sub, destRoot, vendorDir);
  }
}

/** cdnjs renames files (`simpleLightbox.min.css` vs npm's `simple-lightbox.min.css`): match ignoring case and dashes. */
function sameFileName(pkgRoot: string, file: string): string | undefined {
  const key = (p: string) => p.toLowerCase().replace(/[-_]/g, '').replace(/\.min\./, '.');
  const want = key(file.split('/').pop()!);
  const walk = (dir: string): string | undefined => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) {
        if (name === 'node_modules') continue;
        const found = walk(p);
        if (found) return found;
      } else if (key(name) === want) return relative(pkgRoot, p);
    }
    return undefined;
  };
  return walk(pkgRoot);
}

interface Change { from: string; to: string | null; note: string }

/** `https://fonts.googleapis.com/css?family=A:400,700|B` (v1) or `css2?family=A:wght@400;700` → families with weights/styles. */
export function parseGoogleFonts(url: string): Array<{ family: string; weights: number[]; italics: boolean }> {
  const u = new URL(url);
  const families = u.pathname.endsWith('css2') ? u.searchParams.getAll('family') : (u.searchParams.get('family') ?? '').split('|');
  return families.filter(Boolean).map((f) => {
    const [name, spec = ''] = f.split(':');
    const weights = new Set<number>();
    let italics = false;
    const axes = spec.includes('@') ? spec.split('@')[1] : spec;
    for (const part of axes.split(/[;,]/)) {
      const w = part.split(',').pop()!.match(/(\d{3})/);
      if (w) weights.add(Number(w[1]));
      if (/i|italic|^1,/.test(part)) italics = true;
    }
    if (!weights.size) weights.add(400);
    return { family: name.replace(/\+/g, ' '), weights: [...weights].sort(), italics };
  });
}

function localGoogleFonts(url: string, destRoot: string): string {
  const rules: string[] = [];
  for (const { family, weights, italics } of parseGoogleFonts(url)) {
    const id = family.toLowerCase().replace(/\s+/g, '-');
    const pkg = unpack(`@fontsource/${id}`);
    const files = join(pkg, 'files');
    for (const weight of weights) {
      for (const style of italics ? ['normal', 'italic'] : ['normal']) {
        for (const subset of ['latin-ext', 'latin']) {
          const name = `${id}-${subset}-${weight}-${style}.woff2`;
          if (!existsSync(join(files, name))) continue;
          const to = join(destRoot, 'vendor/fonts', name);
          mkdirSync(dirname(to), { recursive: true });
          copyFileSync(join(files, name), to);
          rules.push(`@font-face{font-family:'${family}';font-style:${style};font-weight:${weight};font-display:swap;src:url(${name}) format('woff2');}`);
        }
      }
    }
  }
  const cssName = `vendor/fonts/${createHashName(url)}.css`;
  writeFileSync(join(destRoot, cssName), rules.join('\n') + '\n');
  return cssName;
}

function createHashName(url: string): string {
  return [...url].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7).toString(36);
}

function placeholder(destRoot: string, width: number, height: number): string {
  const w = Math.max(1, Math.min(2400, Math.round(width) || 300));
  const h = Math.max(1, Math.min(2400, Math.round(height) || 200));
  const png = new PNG({ width: w, height: h });
  for (let i = 0; i < w * h; i++) png.data.set([0xc8, 0xcd, 0xd4, 0xff], i * 4);
  const name = `images/placeholder-${w}x${h}.png`;
  mkdirSync(join(destRoot, 'images'), { recursive: true });
  writeFileSync(join(destRoot, name), PNG.sync.write(png));
  return name;
}

/** Rewrites one remote URL in the entry document; returns what it did. */
export function offlineUrl(url: string, destRoot: string, entry: string, imageSize?: { width: number; height: number }): Change {
  // `to` is relative to the page folder's root; rewriteFiles makes it relative to each file that names it.
  const rel = (p: string) => p;
  const u = new URL(url);
  if (NETWORK_ONLY.some((re) => re.test(url))) return { from: url, to: null, note: 'network-only script or widget removed' };
  // An embedded map is a live service: the frame keeps its box, empty.
  if (/^(maps\.google\.com|www\.google\.com)$/.test(u.host) && /output=embed|\/maps\/embed/.test(url)) return { from: url, to: 'about:blank', note: 'embedded Google map -> empty frame (about:blank)' };
  if (u.host === 'fonts.googleapis.com') {
    if (u.pathname.startsWith('/icon')) {
      const family = (u.searchParams.get('family') ?? 'Material Icons').replace(/\+/g, ' ');
      const id = family.toLowerCase().replace(/\s+/g, '-');
      const pkg = unpack(`@fontsource/${id}`);
      vendorFile(pkg, 'index.css', destRoot, `vendor/@fontsource/${id}`);
      return { from: url, to: rel(`vendor/@fontsource/${id}/index.css`), note: `Google Fonts icon font -> npm @fontsource/${id}` };
    }
    return { from: url, to: rel(localGoogleFonts(url, destRoot)), note: 'Google Fonts -> local @fontsource woff2 (latin, latin-ext)' };
  }
  let pkgSpec: string | undefined;
  let file: string | undefined;
  const jsd = u.host === 'cdn.jsdelivr.net' || u.host === 'unpkg.com' ? u.pathname.replace(/^\/npm\//, '/').match(/^\/((?:@[^/]+\/)?[^/@]+)@([^/]+)\/(.+)$/) : null;
  if (jsd) {
    pkgSpec = `${jsd[1]}@${jsd[2]}`;
    file = jsd[3];
  }
  const cdnjs = u.host === 'cdnjs.cloudflare.com' ? u.pathname.match(/^\/ajax\/libs\/([^/]+)\/([^/]+)\/(.+)$/) : null;
  if (cdnjs) {
    const map = CDNJS_TO_NPM[cdnjs[1]] ?? { pkg: cdnjs[1].toLowerCase() };
    pkgSpec = `${map.pkg}@${cdnjs[2]}`;
    file = map.dir ? `${map.dir}/${cdnjs[3]}` : cdnjs[3];
  }
  const fa = u.host === 'use.fontawesome.com' ? u.pathname.match(/^\/releases\/v([^/]+)\/(.+)$/) : null;
  if (fa) {
    pkgSpec = `@fortawesome/fontawesome-free@${fa[1]}`;
    file = fa[2];
  }
  // BootstrapCDN (maxcdn/stackpath/netdna) serves `/<lib>/<version>/<file>`; `latest` is npm's latest release.
  const bcdn = /^(maxcdn|stackpath|netdna)\.bootstrapcdn\.com$/.test(u.host) ? u.pathname.match(/^\/(font-awesome|bootstrap|twitter-bootstrap)\/([^/]+)\/(.+)$/) : null;
  if (bcdn) {
    const lib = bcdn[1] === 'font-awesome' ? 'font-awesome' : 'bootstrap';
    pkgSpec = bcdn[2] === 'latest' ? lib : `${lib}@${bcdn[2]}`;
    file = lib === 'bootstrap' ? `dist/${bcdn[3]}` : bcdn[3];
  }
  const jq = u.host === 'code.jquery.com' ? u.pathname.match(/^\/jquery-(\d[^/]*?)((?:\.slim)?(?:\.min)?\.js)$/) : null;
  if (jq) {
    pkgSpec = `jquery@${jq[1]}`;
    file = `dist/jquery${jq[2]}`;
  }
  if (pkgSpec && file) {
    const pkg = unpack(pkgSpec);
    pkgSpec = `${JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')).name}@${JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')).version}`;
    if (!existsSync(join(pkg, file))) file = sameFileName(pkg, file);
    if (!file) throw new Error(`${url}: no such file in npm ${pkgSpec}`);
    vendorFile(pkg, file, destRoot, `vendor/${pkgSpec}`);
    return { from: url, to: rel(`vendor/${pkgSpec}/${file}`), note: `CDN -> npm ${pkgSpec}` };
  }
  if (imageSize) {
    return { from: url, to: rel(placeholder(destRoot, imageSize.width, imageSize.height)), note: `remote image -> generated placeholder ${Math.round(imageSize.width)}x${Math.round(imageSize.height)}` };
  }
  // Images named only in CSS (backgrounds) or by image services: the size is in the URL, if anywhere.
  if (/\.(png|jpe?g|gif|webp|svg)$/i.test(u.pathname) || /unsplash|placehold|dummyimage|picsum|via\.placeholder|pravatar/.test(u.host)) {
    const m = url.match(/(\d{2,4})x(\d{2,4})/) ?? url.match(/\/(\d{2,4})\/(\d{2,4})(?:\/|$|\?)/);
    const [w, h] = m ? [Number(m[1]), Number(m[2])] : [600, 400];
    return { from: url, to: rel(placeholder(destRoot, w, h)), note: `remote image -> generated placeholder ${w}x${h}` };
  }
  throw new Error(`no rule for ${url}`);
}

/** Inline `<script>` loaders (analytics, share buttons) that build a network-only script's URL at run time. */
function withoutInlineLoaders(html: string): string {
  return html.replace(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi, (tag, body: string) => (NETWORK_ONLY.some((re) => re.test(body)) ? '' : tag));
}

/**
 * Applies changes to every HTML and CSS file of the page: URLs replaced (relative to that file), removed ones with their
 * tag and with the inline loaders that inject them; in scripts, a removed URL becomes `about:blank` (never fetched).
 */
export function rewriteFiles(destRoot: string, changes: Change[]): void {
  const walk = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : /\.(html?|css|js)$/i.test(name) ? [p] : [];
  });
  for (const file of walk(destRoot)) {
    let text = readFileSync(file, 'utf8');
    const before = text;
    if (file.endsWith('.js')) {
      for (const c of changes.filter((x) => x.to === null)) text = text.split(c.from).join('about:blank').split(c.from.replace(/^https?:/, '')).join('about:blank');
      if (text !== before) writeFileSync(file, text);
      continue;
    }
    if (/\.html?$/i.test(file)) text = withoutInlineLoaders(text);
    const fileDir = posix.dirname(relative(destRoot, file));
    for (const c of changes) {
      for (const v of [c.from, c.from.replace(/&/g, '&amp;'), c.from.replace(/^https?:/, '')]) {
        if (!text.includes(v)) continue;
        if (c.to === null) {
          const esc = v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          text = text.replace(new RegExp(`<(script|link)\\b[^>]*${esc}[^>]*>(\\s*</script>)?`, 'g'), '');
        } else {
          text = text.split(v).join(c.to.startsWith('about:') ? c.to : posix.relative(fileDir, c.to) || '.');
        }
      }
    }
    if (text !== before) writeFileSync(file, text);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { dir: { type: 'string' }, entry: { type: 'string' }, remote: { type: 'string', multiple: true }, image: { type: 'string', multiple: true } } });
  const destRoot = values.dir!;
  const changes: Change[] = [];
  for (const url of values.remote ?? []) changes.push(offlineUrl(url, destRoot, values.entry!));
  for (const spec of values.image ?? []) {
    const [url, size] = spec.split(' ');
    const [width, height] = size.split('x').map(Number);
    changes.push(offlineUrl(url, destRoot, values.entry!, { width, height }));
  }
  rewriteFiles(destRoot, changes);
  console.log(JSON.stringify(changes.map((c) => ({ ...c, toRel: c.to && relative('.', c.to) })), null, 1));
}
