/**
 * Fidelity bench for Gutenberg: every corpus page is exported with @pagelift/engine for Gutenberg (Reduce DOM
 * Size off, standard, advanced), stored as a page's block content in a local WordPress 7.0 with Twenty
 * Twenty-Five (blank template), rendered by WordPress at 1440 and 390 px and scored against the source with
 * the shared fidelity tool, like the Elementor bench. The same run exports each page for Elementor Free too:
 * the speed ratio compares the two exports of one page, interleaved.
 *
 *   WP_URL=… WP_DB_NAME=… WP_DB_USER=… npm run fidelity:gutenberg -w @pagelift/bench
 *   options: --pages slug,slug  --levels off,standard,advanced  --out DIR  --report-dir DIR  --wp-prefix PREFIX
 *            --template SLUG (the blank block template, default pagelift-blank)
 *            --via capture|raw (default capture: the page is captured first, as users do, and the snapshot exported;
 *            raw hands the corpus file to the engine, whose export browser runs no page script)
 *            --details (the scorer's matched pairs and blocks in each report.json, to see what found no counterpart)
 *
 * Pages in HELD_OUT were chosen before any result was seen; the report gives their scores separately.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '@pagelift/browser';
import { CapturedSnapshots } from '../lib/captured.ts';
import { CORPUS_DIR, REPO_ROOT, loadFidelity, readCorpusManifest, type FidelityResult } from '../lib/fidelity.ts';
import { describeEngine, engineVersion } from '../lib/git-info.ts';
import { serveDirectory } from '../lib/static-server.ts';
import { WpBlocksRenderer } from '../lib/wordpress-blocks.ts';
import { WP_ENV_HELP, wpConfigFromEnv, type WpConfig } from '../lib/wordpress.ts';

const WIDTHS = [1440, 390] as const;
/** Held out before the first run (4 of 13): their scores are reported apart from the pages the work looked at. */
export const HELD_OUT = ['mdn-position-absolute', 'picocss-v1-company', 'startbootstrap-freelancer', 'tailwindtoolbox-landing-page'];
const LEVELS = { off: null, standard: 'standard', advanced: 'advanced' } as const;
type Level = keyof typeof LEVELS;

interface LevelResult {
  blocks: number;
  nativeRatio: number | null;
  fallbacks: number;
  exportMs: number;
  composite?: Record<string, number | null>;
  error?: string;
}
interface PageResult {
  page: string;
  heldOut: boolean;
  elementorMs?: number;
  levels: Partial<Record<Level, LevelResult>>;
}

const { values: args } = parseArgs({
  options: {
    pages: { type: 'string' },
    levels: { type: 'string', default: 'off,standard,advanced' },
    out: { type: 'string' },
    'report-dir': { type: 'string' },
    'wp-prefix': { type: 'string' },
    template: { type: 'string', default: 'pagelift-blank' },
    via: { type: 'string', default: 'capture' },
    details: { type: 'boolean', default: false },
  },
});

const envCfg = wpConfigFromEnv();
if ('missing' in envCfg) {
  console.error(`fidelity:gutenberg: ${WP_ENV_HELP}\n(missing: ${envCfg.missing.join(', ')})`);
  process.exit(2);
}
const cfg = envCfg as WpConfig;
const outRoot = join(args.out ?? process.env.BENCH_OUT_DIR ?? '/tmp/pagelift-bench', 'fidelity-gutenberg');
const only = args.pages ? new Set(args.pages.split(',')) : null;
const reportDir = args['report-dir'] ?? (only ? outRoot : join(REPO_ROOT, 'bench/fidelity'));
const wpPrefix = (args['wp-prefix'] ?? process.env.BENCH_WP_PREFIX ?? 'pagelift-gb').replace(/[^a-z0-9-]+/gi, '-');
const levels = args.levels!.split(',').filter((l): l is Level => l in LEVELS);
const round = (v: unknown, d = 1) => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v * 10 ** d) / 10 ** d : null);
const mean = (xs: Array<number | null | undefined>) => {
  const v = xs.filter((x): x is number => typeof x === 'number' && Number.isFinite(x));
  return v.length ? v.reduce((a, b) => a + b, 0) / v.length : null;
};

type Engine = typeof import('@pagelift/engine');

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const t = performance.now();
  const value = await fn();
  return { value, ms: Math.round(performance.now() - t) };
}

async function main(): Promise<number> {
  const wp = await WpBlocksRenderer.connect(cfg, args.template!).catch((e: Error) => {
    console.error(`fidelity:gutenberg: the WordPress renderer is not usable: ${e.message}\n${WP_ENV_HELP}`);
    return null;
  });
  if (!wp) return 2;
  const engine: Engine = await import('@pagelift/engine');
  const { scorePages } = await loadFidelity();
  const corpus = await serveDirectory(CORPUS_DIR);
  const browser = await launchChromium();
  // The user's path, as in run.ts: the export browser runs no page script, so a page is captured first.
  const captured = args.via === 'raw' ? null : await CapturedSnapshots.start(join(outRoot, 'snapshots'));
  const pages = (await readCorpusManifest()).filter((p) => !only || only.has(p.slug));
  const results: PageResult[] = [];
  const started = new Date();
  const engineAtStart = engineVersion();
  const wpVersion = await wp.version();
  try {
    for (const page of pages) {
      const pageUrl = new URL(page.entry, corpus.url).href;
      const raw = { html: readFileSync(join(CORPUS_DIR, page.entry), 'utf8'), baseUrl: pageUrl };
      const { html, baseUrl } = captured ? await captured.capture(browser, pageUrl, page.slug) : raw;
      const r: PageResult = { page: page.slug, heldOut: HELD_OUT.includes(page.slug), levels: {} };
      results.push(r);
      // The same page for Elementor Free, right before its Gutenberg export (speed ratio of one run).
      r.elementorMs = (await timed(() => engine.exportSnapshot(html, { exportType: 'entirePage', builder: 'elementorFree' }, { baseUrl }))).ms;
      for (const level of levels) {
        const outDir = join(outRoot, page.slug, level);
        mkdirSync(outDir, { recursive: true });
        try {
          const { value: ex, ms } = await timed(() => engine.exportSnapshot(html, { exportType: 'entirePage', builder: 'gutenberg', reduceDomSize: LEVELS[level] }, { baseUrl }));
          const template = ex.template as { content: string; blocks: number };
          writeFileSync(join(outDir, 'blocks.html'), template.content);
          const lr: LevelResult = { blocks: template.blocks, nativeRatio: ex.report.counts.nativeRatio, fallbacks: ex.report.counts.fallbacks, exportMs: ms };
          r.levels[level] = lr;
          const postId = await wp.writePage(`${wpPrefix}-${page.slug}-${level}`, template.content);
          const score: FidelityResult = await scorePages({
            original: pageUrl,
            candidate: wp.pageUrl(postId),
            widths: [...WIDTHS],
            candidateSelector: '.wp-block-post-content > div.wp-block-group',
            outDir,
            browser,
            timeoutMs: 90_000,
            details: args.details,
          });
          lr.composite = Object.fromEntries([...WIDTHS.map((w) => [String(w), round(score.widths[String(w)]?.composite)]), ['mean', round(score.mean.composite)]]);
          console.log(`  ${page.slug} ${level}: ${WIDTHS.map((w) => lr.composite![w]).join('/')}, ${lr.blocks} blocks, native ${lr.nativeRatio}%, export ${ms} ms (Elementor ${r.elementorMs} ms)`);
        } catch (error) {
          r.levels[level] = { ...(r.levels[level] ?? { blocks: 0, nativeRatio: null, fallbacks: 0, exportMs: 0 }), error: (error as Error).message.split('\n')[0] };
          console.log(`  ${page.slug} ${level}: ERROR ${r.levels[level]!.error}`);
        }
      }
      // After every page: a run cut short still leaves its report.
      writeReport(results, started, engineAtStart, wpVersion);
    }
  } finally {
    await captured?.close();
    await browser.close().catch(() => {});
    await corpus.close();
    await wp.close();
    await engine.closeEnginePool().catch(() => {});
  }
  writeReport(results, started, engineAtStart, wpVersion);
  return results.some((r) => Object.values(r.levels).some((l) => l?.composite)) ? 0 : 1;
}

function writeReport(results: PageResult[], started: Date, engine: ReturnType<typeof engineVersion>, wpVersion: string): void {
  mkdirSync(reportDir, { recursive: true });
  const set = (rows: PageResult[]) => {
    const at = (level: Level, w: string) => round(mean(rows.map((r) => r.levels[level]?.composite?.[w])));
    const blocks = (level: Level) => mean(rows.map((r) => r.levels[level]?.blocks));
    const cut = (level: Level) => round(mean(rows.map((r) => (r.levels.off?.blocks && r.levels[level]?.blocks ? (1 - r.levels[level]!.blocks / r.levels.off.blocks) * 100 : null))));
    const ratio = round(mean(rows.map((r) => (r.elementorMs && r.levels.off?.exportMs ? r.levels.off.exportMs / r.elementorMs : null))), 2);
    return {
      pages: rows.length,
      composite: Object.fromEntries(levels.map((l) => [l, Object.fromEntries([...WIDTHS.map(String), 'mean'].map((w) => [w, at(l, w)]))])),
      lowest: round(Math.min(...rows.map((r) => Math.min(...WIDTHS.map((w) => r.levels.off?.composite?.[w] ?? Infinity))))),
      nativeRatio: round(mean(rows.map((r) => r.levels.off?.nativeRatio))),
      blocks: Object.fromEntries(levels.map((l) => [l, round(blocks(l))])),
      blockCut: Object.fromEntries(levels.map((l) => [l, cut(l)])),
      speedRatio: ratio,
    };
  };
  const dev = results.filter((r) => !r.heldOut);
  const held = results.filter((r) => r.heldOut);
  const summary = { all: set(results), development: set(dev), heldOut: set(held) };
  const report = { generatedAt: new Date().toISOString(), startedAt: started.toISOString(), wordpress: wpVersion, theme: 'Twenty Twenty-Five', template: args.template, engine, widths: WIDTHS, heldOut: HELD_OUT, summary, results };
  writeFileSync(join(reportDir, 'gutenberg-report.json'), JSON.stringify(report, null, 1) + '\n');
  const fmt = (v: unknown) => (v === null || v === undefined ? '–' : String(v));
  const sumRow = (name: string, s: ReturnType<typeof set>) =>
    `| ${name} | ${s.pages} | ${levels.map((l) => `${fmt(s.composite[l]?.['1440'])} / ${fmt(s.composite[l]?.['390'])}`).join(' | ')} | ${fmt(s.lowest)} | ${fmt(s.nativeRatio)} % | ${levels.map((l) => fmt(s.blocks[l])).join(' → ')} (${levels.slice(1).map((l) => `−${fmt(s.blockCut[l])} %`).join(', ')}) | ${fmt(s.speedRatio)} |`;
  const md = [
    `# Fidelity: corpus → PageLift engine → Gutenberg in WordPress ${wpVersion} with Twenty Twenty-Five (real render) vs source`,
    '',
    `Generated ${report.generatedAt} by \`npm run fidelity:gutenberg -w @pagelift/bench\` (${describeEngine(engine)}).`,
    `Each page is ${args.via === 'raw' ? 'handed to the engine as it is (\`--via raw\`)' : 'captured first (scripts run, assets hosted on loopback), as users do,'} and exported whole with \`exportSnapshot(html, {exportType: 'entirePage', builder: 'gutenberg', reduceDomSize})\`, stored as the`,
    `\`post_content\` of a page using the blank block template \`${args.template}\` (only \`core/post-content\`), rendered by WordPress and`,
    'scored with the shared fidelity tool at 1440 and 390 px against the source (candidate root: the export\'s top group).',
    `Held-out pages (chosen before the first run): ${HELD_OUT.join(', ')}. Speed: Gutenberg export ms / Elementor Free export ms of the same page, same run.`,
    '',
    `| set | pages | ${levels.map((l) => `${l} 1440 / 390`).join(' | ')} | lowest (off) | native | blocks ${levels.join(' → ')} | speed ratio |`,
    `|---|---|${levels.map(() => '---').join('|')}|---|---|---|---|`,
    sumRow('all', summary.all),
    sumRow('development', summary.development),
    sumRow('held out', summary.heldOut),
    '',
    `| page | held out | ${levels.map((l) => `${l} 1440 / 390`).join(' | ')} | blocks | native | fallbacks | Gutenberg / Elementor ms |`,
    `|---|---|${levels.map(() => '---').join('|')}|---|---|---|---|`,
    ...results.map((r) => `| ${r.page} | ${r.heldOut ? 'yes' : ''} | ${levels.map((l) => (r.levels[l]?.error ? `error: ${r.levels[l]!.error!.slice(0, 40)}` : `${fmt(r.levels[l]?.composite?.['1440'])} / ${fmt(r.levels[l]?.composite?.['390'])}`)).join(' | ')} | ${levels.map((l) => fmt(r.levels[l]?.blocks)).join(' → ')} | ${fmt(r.levels.off?.nativeRatio)} % | ${fmt(r.levels.off?.fallbacks)} | ${fmt(r.levels.off?.exportMs)} / ${fmt(r.elementorMs)} |`),
    '',
  ].join('\n');
  writeFileSync(join(reportDir, 'GUTENBERG-REPORT.md'), md);
  console.log(`wrote ${join(reportDir, 'GUTENBERG-REPORT.md')}`);
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`fidelity:gutenberg: ${(error as Error).stack ?? error}`);
    process.exit(1);
  },
);
