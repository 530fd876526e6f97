/**
 * Capture bench: every corpus page, served over local HTTP, captured by PageLift's CLI
 * (`pagelift capture URL --out FILE`, one self-contained HTML with assets as data: URLs) and by
 * SingleFile's CLI (`single-file-cli` from npm, same Chromium, same 1440x900 viewport). Reports
 * capture wall time, output size and the fidelity composite of each file against the live page
 * at 1440/768/390, and whether rendering the file asked the source server for anything.
 *
 *   npx tsx bench/capture/run.ts [--pages slug,slug] [--out DIR]
 *
 * Writes bench/capture/REPORT.md and bench/capture/report.json; the captured files go to
 * --out (default $BENCH_OUT_DIR or /tmp/pagelift-bench)/capture/.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS, chromiumPath, launchChromium } from '@pagelift/browser';
import { main as pageliftCapture } from '@pagelift/capture/cli';
import { serveDirectory } from '@pagelift/capture/testing';
import { CORPUS_DIR, REPO_ROOT, loadFidelity, readCorpusManifest } from '../lib/fidelity.ts';

const WIDTHS = [1440, 768, 390];
const SINGLE_FILE = join(REPO_ROOT, 'node_modules/single-file-cli/single-file-node.js');

interface ToolResult {
  ok: boolean;
  error?: string;
  ms: number;
  bytes: number;
  /** PageLift only: what an upload carries, the snapshot HTML plus each distinct asset once. */
  uploadBytes?: number;
  composite: Record<string, number>;
  minComposite: number | null;
  /** Requests the render of the captured file sent to the source server. */
  sourceRequests: number;
}

interface PageResult {
  page: string;
  pagelift: ToolResult;
  singlefile: ToolResult;
}

function run(command: string, args: string[], timeoutMs: number): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

function parseSize(text: string): number {
  const m = /([\d.]+) (B|KB|MB)/.exec(text);
  if (!m) return 0;
  return Math.round(Number(m[1]) * (m[2] === 'MB' ? 1024 * 1024 : m[2] === 'KB' ? 1024 : 1));
}

async function capturePagelift(url: string, file: string): Promise<{ ms: number; error?: string; uploadBytes?: number }> {
  let stderr = '';
  const started = Date.now();
  const code = await pageliftCapture([url, '--out', file, '--width', '1440', '--height', '900'], {
    stdout: () => {},
    stderr: (t) => (stderr += t),
    env: process.env,
  });
  // "captured N elements, ... (12.3 KB HTML + 1.2 MB assets)"
  const sizes = /\(([\d.]+ [KM]?B) HTML \+ ([\d.]+ [KM]?B) assets\)/.exec(stderr);
  const uploadBytes = sizes ? parseSize(sizes[1]) + parseSize(sizes[2]) : undefined;
  return { ms: Date.now() - started, error: code === 0 ? undefined : stderr.trim().split('\n').pop(), uploadBytes };
}

async function captureSingleFile(url: string, file: string): Promise<{ ms: number; error?: string; uploadBytes?: number }> {
  const started = Date.now();
  const { code, stderr } = await run(process.execPath, [
    SINGLE_FILE,
    url,
    file,
    `--browser-executable-path=${chromiumPath()}`,
    `--browser-args=${JSON.stringify(CHROMIUM_ARGS.filter((a) => a !== '--headless'))}`,
    '--browser-width=1440',
    '--browser-height=900',
  ], 180_000);
  const ms = Date.now() - started;
  let exists = false;
  try {
    exists = statSync(file).size > 0;
  } catch {
    exists = false;
  }
  return { ms, error: code === 0 && exists ? undefined : `exit ${code}: ${stderr.trim().slice(-300)}` };
}

const { values } = parseArgs({ options: { pages: { type: 'string' }, out: { type: 'string' } } });
const outDir = join(values.out ?? process.env.BENCH_OUT_DIR ?? '/tmp/pagelift-bench', 'capture');
mkdirSync(outDir, { recursive: true });
const only = values.pages?.split(',');
const pages = (await readCorpusManifest()).filter((p) => !only || only.includes(p.slug));

const source = await serveDirectory(CORPUS_DIR);
const files: Record<string, Buffer> = {};
const host = await serveDirectory(null, files);
const browser = await launchChromium();
const { scorePages } = await loadFidelity();
const results: PageResult[] = [];

try {
  for (const corpusPage of pages) {
    // Captured as localhost, scored against 127.0.0.1: a request with Host localhost during
    // scoring can only come from the captured file.
    const capturedUrl = `http://localhost:${source.port}/${corpusPage.entry}`;
    const liveUrl = `${source.origin}/${corpusPage.entry}`;
    const entry: Partial<PageResult> = { page: corpusPage.slug };
    for (const tool of ['pagelift', 'singlefile'] as const) {
      const file = join(outDir, `${corpusPage.slug}.${tool}.html`);
      const captured = tool === 'pagelift' ? await capturePagelift(capturedUrl, file) : await captureSingleFile(capturedUrl, file);
      const result: ToolResult = { ok: !captured.error, error: captured.error, ms: captured.ms, bytes: 0, composite: {}, minComposite: null, sourceRequests: 0 };
      if ('uploadBytes' in captured) result.uploadBytes = captured.uploadBytes;
      if (result.ok) {
        const bytes = readFileSync(file);
        result.bytes = bytes.length;
        files[`/${corpusPage.slug}.${tool}.html`] = bytes;
        const before = source.requests.length;
        try {
          const score = await scorePages({ original: liveUrl, candidate: `${host.origin}/${corpusPage.slug}.${tool}.html`, widths: WIDTHS, browser, pixels: false, timeoutMs: 60_000 });
          for (const w of WIDTHS) result.composite[w] = Math.round(score.widths[String(w)].composite * 10) / 10;
          result.minComposite = Math.min(...Object.values(result.composite));
        } catch (error) {
          result.ok = false;
          result.error = `scoring failed: ${(error as Error).message}`;
        }
        result.sourceRequests = source.requests.slice(before).filter((r) => r.host === `localhost:${source.port}`).length;
      }
      entry[tool] = result;
      process.stderr.write(`${corpusPage.slug} ${tool}: ${result.ok ? `${result.ms} ms, ${(result.bytes / 1024).toFixed(0)} KB, composite ${WIDTHS.map((w) => result.composite[w]).join('/')}, source requests ${result.sourceRequests}` : result.error}\n`);
    }
    results.push(entry as PageResult);
  }
} finally {
  await browser.close();
  await host.close();
  await source.close();
}

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
const cell = (r: ToolResult, f: (r: ToolResult) => string) => (r.ok ? f(r) : `failed`);
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
const summary = (tool: 'pagelift' | 'singlefile') => {
  const ok = results.map((r) => r[tool]).filter((r) => r.ok);
  return {
    pages: ok.length,
    meanMs: Math.round(mean(ok.map((r) => r.ms))),
    meanBytes: Math.round(mean(ok.map((r) => r.bytes))),
    meanComposite: Math.round(mean(ok.flatMap((r) => Object.values(r.composite))) * 10) / 10,
    minComposite: Math.min(...ok.map((r) => r.minComposite ?? 0)),
    pagesWithSourceRequests: ok.filter((r) => r.sourceRequests > 0).length,
  };
};
const totals = { pagelift: summary('pagelift'), singlefile: summary('singlefile') };
const lines = [
  '# Capture bench: PageLift vs SingleFile',
  '',
  `Generated by \`npx tsx bench/capture/run.ts\` on ${new Date().toISOString()}. Corpus: \`../shared/corpus\` served on 127.0.0.1,`,
  'both tools run headless Debian Chromium at 1440x900 and write one self-contained HTML file (assets as data: URLs).',
  'Time is wall time of the whole CLI run (browser launch included). Composite: `../shared/tools/fidelity` (element metrics,',
  'no pixel metrics) of the file against the live page at 1440 / 768 / 390 px. "src req": requests the file\'s render sent to',
  'the source server (it must be 0: a snapshot has to render after the source disappears).',
  'Size is the single file each tool writes; both inline every use of an image, so a page that repeats one image pays for',
  'it each time (SingleFile dedupes some repeats through CSS variables). "PL upload" is what PageLift sends to the server',
  'instead: the snapshot HTML plus each distinct asset once (from the CLI\'s own size line, rounded).',
  '',
  '| page | PageLift ms | SingleFile ms | PageLift size | SingleFile size | PL upload | PageLift composite | SingleFile composite | src req PL / SF |',
  '|---|---:|---:|---:|---:|---:|---|---|---:|',
  ...results.map((r) => `| ${r.page} | ${cell(r.pagelift, (x) => String(x.ms))} | ${cell(r.singlefile, (x) => String(x.ms))} | ${cell(r.pagelift, (x) => kb(x.bytes))} | ${cell(r.singlefile, (x) => kb(x.bytes))} | ${cell(r.pagelift, (x) => (x.uploadBytes ? kb(x.uploadBytes) : '?'))} | ${cell(r.pagelift, (x) => WIDTHS.map((w) => x.composite[w]).join(' / '))} | ${cell(r.singlefile, (x) => WIDTHS.map((w) => x.composite[w]).join(' / '))} | ${r.pagelift.sourceRequests} / ${r.singlefile.sourceRequests} |`),
  '',
  '| tool | pages captured | mean time | mean size | mean composite | min composite | pages with source requests |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...(['pagelift', 'singlefile'] as const).map((t) => `| ${t === 'pagelift' ? 'PageLift' : 'SingleFile'} | ${totals[t].pages}/${results.length} | ${totals[t].meanMs} ms | ${kb(totals[t].meanBytes)} | ${totals[t].meanComposite} | ${totals[t].minComposite} | ${totals[t].pagesWithSourceRequests} |`),
  '',
  ...results.flatMap((r) => (['pagelift', 'singlefile'] as const).filter((t) => !r[t].ok).map((t) => `- ${r.page}, ${t}: ${r[t].error}`)),
];
const here = join(REPO_ROOT, 'bench/capture');
writeFileSync(join(here, 'REPORT.md'), lines.join('\n') + '\n');
writeFileSync(join(here, 'report.json'), JSON.stringify({ widths: WIDTHS, totals, results }, null, 2) + '\n');
process.stdout.write(lines.join('\n') + '\n');
