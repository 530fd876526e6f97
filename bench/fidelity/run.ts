/**
 * Fidelity bench: every corpus page (whole page, then its main sections one by one) is exported with
 * @pagelift/engine for Elementor Free, written into a local WordPress + Elementor page, rendered by
 * Elementor at 1440/768/390 and scored against the source with the shared fidelity tool.
 *
 *   WP_URL=… WP_DB_NAME=… WP_DB_USER=… [WP_DB_PASSWORD=…] npm run fidelity -w @pagelift/bench
 *   options: --pages slug,slug   --max-sections N (default 6, 0 = whole pages only)   --out DIR
 *            --report-dir DIR   --wp-prefix PREFIX (default $BENCH_WP_PREFIX or pagelift-bench)
 *
 * A full run writes bench/fidelity/REPORT.md and bench/fidelity/report.json; a partial run (--pages) writes them
 * into the output folder instead, so scoring one page never overwrites the committed report (--report-dir wins).
 * Screenshots and exported JSON go to --out (default $BENCH_OUT_DIR or /tmp/pagelift-bench)/fidelity/<page>/<item>/.
 * WordPress pages are named `<prefix>-<page>-<item>`: give concurrent users of one WordPress different prefixes.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '@pagelift/browser';
import { checkElementorData, type Issue } from '@pagelift/engine/elementor-check';
import { CORPUS_DIR, REPO_ROOT, loadFidelity, readCorpusManifest, type FidelityResult } from '../lib/fidelity.ts';
import { loadEngine, nativeRatio, runExport, widgetStats, type EngineExport } from '../lib/engine.ts';
import { htmlWidgetElements } from '../lib/html-widget.ts';
import { CapturedSnapshots, sectionMark } from '../lib/captured.ts';
import { describeEngine, engineVersion } from '../lib/git-info.ts';
import { findSections } from '../lib/sections.ts';
import { serveDirectory } from '../lib/static-server.ts';
import { StoredPictures } from '../lib/stored-pictures.ts';
import { WP_ENV_HELP, WpRenderer, wpConfigFromEnv, type WpConfig } from '../lib/wordpress.ts';

const WIDTHS = [1440, 768, 390] as const;

interface ItemResult {
  page: string;
  /** The corpus manifest's split (`tuning` | `heldout`) where it has one. */
  split?: string;
  item: string;
  label: string;
  selector: string | null;
  postId?: number;
  candidateUrl?: string;
  candidateSelector?: string;
  exportMs?: number;
  widgets?: number;
  htmlWidgets?: number;
  containers?: number;
  nativeRatio?: number | null;
  nativeRatioSource?: string;
  checkerIssues?: number;
  checkerErrors?: number;
  checkerWarnings?: number;
  checkerSample?: Issue[];
  composite?: Record<string, number | null>;
  metrics?: Record<string, Record<string, unknown>>;
  warnings?: string[];
  error?: string;
  outDir: string;
}

const { values: args } = parseArgs({
  options: {
    pages: { type: 'string' },
    'max-sections': { type: 'string', default: '6' },
    out: { type: 'string' },
    'report-only': { type: 'boolean', default: false },
    'report-dir': { type: 'string' },
    'wp-prefix': { type: 'string' },
    /** Also score each whole page pasted into one HTML widget: the bar a native export must clear. */
    baseline: { type: 'boolean', default: false },
    /** `capture` (default): the user's path, capture then export; `raw`: the corpus file as the snapshot. */
    via: { type: 'string', default: 'capture' },
    /** Keep the scorer's matched pairs and extracted blocks in each item's report.json (to see which image or box went unmatched). */
    details: { type: 'boolean', default: false },
  },
});

const envCfg = wpConfigFromEnv();
if ('missing' in envCfg && !args['report-only']) {
  console.error(`fidelity: ${WP_ENV_HELP}\n(missing: ${envCfg.missing.join(', ')})`);
  process.exit(2);
}
const cfg = envCfg as WpConfig;

const outRoot = join(args.out ?? process.env.BENCH_OUT_DIR ?? '/tmp/pagelift-bench', 'fidelity');
const maxSections = Number(args['max-sections']);
const only = args.pages ? new Set(args.pages.split(',')) : null;
// partial runs must not overwrite the committed report of the last full run
const reportDir = args['report-dir'] ?? (only && !args['report-only'] ? outRoot : join(REPO_ROOT, 'bench/fidelity'));
const wpPrefix = (args['wp-prefix'] ?? process.env.BENCH_WP_PREFIX ?? 'pagelift-bench').replace(/[^a-z0-9-]+/gi, '-');

const round = (v: unknown, d = 1) => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v * 10 ** d) / 10 ** d : null);

async function main(): Promise<number> {
  let wp: WpRenderer;
  try {
    wp = await WpRenderer.connect(cfg);
  } catch (error) {
    console.error(`fidelity: the WordPress renderer is not usable: ${(error as Error).message}\n${WP_ENV_HELP}`);
    return 2;
  }
  const engine = await loadEngine();
  const { scorePages } = await loadFidelity();
  const corpus = await serveDirectory(CORPUS_DIR);
  const pictures = await StoredPictures.start(join(outRoot, 'pictures'));
  const browser = await launchChromium();
  const captured = args.via === 'raw' ? null : await CapturedSnapshots.start(join(outRoot, 'snapshots'));
  const pages = (await readCorpusManifest()).filter((p) => !only || only.has(p.slug));
  const results: ItemResult[] = [];
  const started = new Date();
  const engineAtStart = engineVersion();
  console.log(`corpus at ${corpus.url}, WordPress at ${cfg.url}, ${pages.length} pages, out ${outRoot}`);

  try {
    for (const page of pages) {
      const pageUrl = new URL(page.entry, corpus.url).href;
      const html = readFileSync(join(CORPUS_DIR, page.entry), 'utf8');
      const items: Array<{ item: string; label: string; selector: string | null }> = [{ item: 'page', label: 'entire page', selector: null }];
      if (args.baseline) items.push({ item: 'html', label: 'whole page in one HTML widget', selector: null });
      if (maxSections > 0) {
        try {
          const sections = await findSections(browser, pageUrl, { max: maxSections });
          sections.forEach((s, i) => items.push({ item: `s${i + 1}`, label: s.label, selector: s.selector }));
        } catch (error) {
          console.warn(`  ${page.slug}: section discovery failed: ${(error as Error).message}`);
        }
      }
      // One capture per page, sections marked in it (see lib/captured.ts).
      const sectionSelectors = items.map((it) => it.selector).filter((s): s is string => !!s);
      const snapshot = captured ? await captured.capture(browser, pageUrl, page.slug, sectionSelectors).catch((error: Error) => error) : { html, baseUrl: pageUrl };
      for (const it of items) {
        const outDir = join(outRoot, page.slug, it.item);
        mkdirSync(outDir, { recursive: true });
        const r: ItemResult = { page: page.slug, split: page.split, item: it.item, label: it.label, selector: it.selector, outDir };
        results.push(r);
        try {
          if (snapshot instanceof Error) throw new Error(`capture failed: ${snapshot.message}`);
          const exportSelector = it.selector && captured ? sectionMark(sectionSelectors.indexOf(it.selector)) : it.selector;
          const settings = exportSelector
            ? { exportType: 'selector', cssSelector: exportSelector, builder: 'elementorFree' }
            : { exportType: 'entirePage', builder: 'elementorFree' };
          const exported = it.item === 'html' ? await baselineExport(browser, pageUrl) : await runExport(engine, snapshot.html, settings, snapshot.baseUrl);
          // As the server's export route answers: data: pictures stored as files (lib/stored-pictures.ts).
          const ex = { ...exported, elements: await pictures.store(exported.elements), envelope: await pictures.store(exported.envelope) };
          r.exportMs = Math.round(ex.ms);
          writeFileSync(join(outDir, 'elementor.json'), JSON.stringify(ex.envelope, null, 1));
          if (ex.report) writeFileSync(join(outDir, 'engine-report.json'), JSON.stringify(ex.report, null, 1));
          const ws = widgetStats(ex.elements);
          const nr = nativeRatio(ex.report, ex.elements);
          Object.assign(r, { widgets: ws.widgets, htmlWidgets: ws.html, containers: ws.containers, nativeRatio: nr.value, nativeRatioSource: nr.source });
          // The baseline is not PageLift's output: nothing to check.
          const issues = it.item === 'html' ? [] : checkElementorData(ex.envelope, { edition: 'free' });
          r.checkerIssues = issues.length;
          r.checkerErrors = issues.filter((i) => i.severity === 'error').length;
          r.checkerWarnings = issues.length - r.checkerErrors;
          r.checkerSample = issues.slice(0, 8);
          if (issues.length) writeFileSync(join(outDir, 'checker-issues.json'), JSON.stringify(issues, null, 1));

          const postId = await wp.ensurePage(`${wpPrefix}-${page.slug}-${it.item}`, `bench ${page.slug} ${it.item}`);
          await wp.writeElementor(postId, ex.elements);
          await wp.warm(postId);
          r.postId = postId;
          // Elementor's document root for a whole page; for a section the exported top-level container itself (the
          // section may be narrower than the page, and the document root is always full width)
          const top = ex.elements.length === 1 ? (ex.elements[0] as { id?: string }).id : undefined;
          r.candidateSelector = it.selector && top ? `.elementor-${postId} .elementor-element-${top}` : `.elementor-${postId}`;
          r.candidateUrl = wp.pageUrl(postId);
          const scoreOnce = () =>
            scorePages({
              // sections: the original page with fixed/sticky elements outside the section hidden (lib/static-server.ts)
              original: it.selector ? `${pageUrl}?pl-isolate=${encodeURIComponent(it.selector)}` : pageUrl,
              candidate: r.candidateUrl,
              widths: [...WIDTHS],
              originalSelector: it.selector ?? undefined,
              candidateSelector: r.candidateSelector,
              outDir,
              browser,
              timeoutMs: 60_000,
              details: args.details,
            });
          // php -S on a 2-core box can stall under six parallel page loads: one retry for load timeouts
          const score: FidelityResult = await scoreOnce().catch((error: Error) => {
            if (!/did not load|Timeout/i.test(error.message)) throw error;
            console.log(`  ${page.slug} ${it.item}: retrying after ${error.message.split('\n')[0]}`);
            return scoreOnce();
          });
          const composite: Record<string, number | null> = Object.fromEntries([...WIDTHS.map((w) => [String(w), round(score.widths[String(w)]?.composite)]), ['mean', round(score.mean.composite)]]);
          r.composite = composite;
          r.metrics = Object.fromEntries(
            WIDTHS.map((w) => {
              const m = score.widths[String(w)] as Record<string, unknown>;
              const pick = ['block', 'text', 'position', 'color', 'images', 'boxes', 'ssim', 'pixelMismatch'];
              return [String(w), Object.fromEntries(pick.map((k) => [k, round(m?.[k], k === 'ssim' || k === 'pixelMismatch' ? 3 : 1)]))];
            }),
          );
          r.warnings = score.warnings;
          console.log(`  ${page.slug} ${it.item}: composite ${composite.mean} (${WIDTHS.map((w) => composite[w]).join('/')}), export ${r.exportMs} ms, ${ws.widgets} widgets (${ws.html} html), checker ${issues.length}`);
        } catch (error) {
          r.error = (error as Error).message.split('\n')[0];
          console.log(`  ${page.slug} ${it.item}: ERROR ${r.error}`);
        }
      }
    }
  } finally {
    await browser.close().catch(() => {});
    await corpus.close();
    await pictures.close();
    await captured?.close();
    await wp.close();
    await engine.close?.().catch(() => {});
  }

  writeReport(results, started, engineAtStart, { url: cfg.url, elementor: cfg.elementorVersion, template: 'elementor_canvas' });
  const scored = results.filter((r) => r.composite);
  return scored.length ? 0 : 1;
}

async function baselineExport(browser: Awaited<ReturnType<typeof launchChromium>>, pageUrl: string): Promise<EngineExport> {
  const t = performance.now();
  const elements = await htmlWidgetElements(browser, pageUrl);
  return { envelope: { type: 'elementor', elements }, elements, report: null, ms: performance.now() - t };
}

function mean(xs: Array<number | null | undefined>): number | null {
  const v = xs.filter((x): x is number => typeof x === 'number' && Number.isFinite(x));
  return v.length ? v.reduce((a, b) => a + b, 0) / v.length : null;
}

function writeReport(
  results: ItemResult[],
  started: Date,
  engine: ReturnType<typeof engineVersion>,
  renderer: { url: string; elementor: string; template: string },
  generatedAt = new Date().toISOString(),
): void {
  const dir = reportDir;
  mkdirSync(dir, { recursive: true });
  const pageRows = results.filter((r) => r.item === 'page');
  const sectionRows = results.filter((r) => r.item !== 'page' && r.item !== 'html');
  const baselineRows = results.filter((r) => r.item === 'html');
  const splits = [...new Set(results.map((r) => r.split).filter((x): x is string => !!x))].sort();
  const summary = (rows: ItemResult[]) => ({
    items: rows.length,
    scored: rows.filter((r) => r.composite).length,
    composite: Object.fromEntries([...WIDTHS.map(String), 'mean'].map((w) => [w, round(mean(rows.map((r) => r.composite?.[w])))])),
    nativeRatio: round(mean(rows.map((r) => r.nativeRatio)), 3),
    checkerIssues: rows.reduce((a, r) => a + (r.checkerIssues ?? 0), 0),
    checkerErrors: rows.reduce((a, r) => a + (r.checkerErrors ?? r.checkerIssues ?? 0), 0),
    checkerWarnings: rows.reduce((a, r) => a + (r.checkerWarnings ?? 0), 0),
    exportMsMean: round(mean(rows.map((r) => r.exportMs)), 0),
  });
  const report = {
    generatedAt,
    startedAt: started.toISOString(),
    renderer,
    engine,
    widths: WIDTHS,
    summary: {
      pages: summary(pageRows), sections: summary(sectionRows), all: summary(results.filter((r) => r.item !== 'html')),
      ...(baselineRows.length ? { htmlWidgetBaseline: summary(baselineRows) } : {}),
      ...Object.fromEntries(splits.flatMap((sp) => [
        [`pages:${sp}`, summary(pageRows.filter((r) => r.split === sp))],
        ...(baselineRows.length ? [[`htmlWidgetBaseline:${sp}`, summary(baselineRows.filter((r) => r.split === sp))]] : []),
      ])),
    },
    results,
  };
  writeFileSync(join(dir, 'report.json'), JSON.stringify(report, null, 1) + '\n');

  const fmt = (v: unknown) => (v === null || v === undefined ? '–' : String(v));
  const row = (r: ItemResult) =>
    `| ${r.page} | ${r.item} | ${r.label.replace(/\|/g, '\\|').slice(0, 48)} | ${WIDTHS.map((w) => fmt(r.composite?.[w])).join(' | ')} | **${fmt(r.composite?.mean)}** | ${r.nativeRatio === null || r.nativeRatio === undefined ? '–' : (r.nativeRatio * 100).toFixed(0) + '%'} | ${fmt(r.widgets)} | ${r.checkerIssues === undefined ? '–' : `${r.checkerErrors ?? r.checkerIssues}/${r.checkerWarnings ?? 0}`} | ${fmt(r.exportMs)} | ${r.error ? r.error.replace(/\|/g, '\\|').slice(0, 80) : ''} |`;
  const s = report.summary;
  const sumLine = (name: string, x: ReturnType<typeof summary>) =>
    `| ${name} | ${x.scored}/${x.items} | ${WIDTHS.map((w) => fmt(x.composite[w])).join(' | ')} | **${fmt(x.composite.mean)}** | ${x.nativeRatio === null ? '–' : (x.nativeRatio * 100).toFixed(1) + '%'} | ${x.checkerErrors}/${x.checkerWarnings} | ${fmt(x.exportMsMean)} |`;
  const md = [
    '# Fidelity: corpus → PageLift engine → Elementor Free 4.2.3 (real render) vs source',
    '',
    `Generated ${report.generatedAt} by \`npm run fidelity -w @pagelift/bench\` (started ${report.startedAt}; ${describeEngine(engine)}).`,
    'Each item is exported with `exportSnapshot(html, {exportType, cssSelector, builder: "elementorFree"}, {baseUrl})`,',
    'written as `_elementor_data` into a WordPress 7.0.4 + Elementor 4.2.3 page (template `elementor_canvas`), rendered by Elementor',
    'and scored with the shared fidelity tool (composite of Block, Text, Position, Color, Images, Boxes; 0–100) against the',
    'source page served locally (`--original-selector` = the section for sections; `--candidate-selector` = `.elementor-<postId>` for pages,\nthe exported top-level container for sections). For sections, fixed/sticky elements of the source page outside the section are hidden\n(a fixed navbar painted over a hero is not part of that section\'s export).',
    'Native ratio = non-`html` widgets / all widgets (or the engine report\'s own ratio). Checker = `elementor-check` (Free) errors/warnings.',
    '',
    '## Summary',
    '',
    `| set | scored | ${WIDTHS.join(' | ')} | mean | native ratio | checker errors/warnings | export ms (mean) |`,
    `|---|---|${WIDTHS.map(() => '---').join('|')}|---|---|---|---|`,
    sumLine('entire pages', s.pages),
    sumLine('sections', s.sections),
    sumLine('all', s.all),
    ...(baselineRows.length ? [sumLine('whole page in one HTML widget (baseline)', s.htmlWidgetBaseline)] : []),
    ...splits.flatMap((sp) => [
      sumLine(`entire pages, ${sp}`, (s as Record<string, ReturnType<typeof summary>>)[`pages:${sp}`]),
      ...(baselineRows.length ? [sumLine(`HTML widget baseline, ${sp}`, (s as Record<string, ReturnType<typeof summary>>)[`htmlWidgetBaseline:${sp}`])] : []),
    ]),
    '',
    '## Per page and section',
    '',
    `| page | item | what | ${WIDTHS.join(' | ')} | mean | native | widgets | checker err/warn | export ms | error |`,
    `|---|---|---|${WIDTHS.map(() => '---').join('|')}|---|---|---|---|---|---|`,
    ...results.map(row),
    '',
    'Screenshots (`original-W.png`, `candidate-W.png`, `diff-W.png`), the exported `elementor.json` and checker issues of every',
    'item are written to the run\'s output folder (not committed). Findings for the engine are in `bench/FINDINGS.md`.',
    '',
  ].join('\n');
  writeFileSync(join(dir, 'REPORT.md'), md);
  console.log(`wrote ${join(dir, 'REPORT.md')}`);
}

function reportOnly(): void {
  // rewrite REPORT.md from an existing report.json (e.g. after a change to the report layout)
  const saved = JSON.parse(readFileSync(join(REPO_ROOT, 'bench/fidelity/report.json'), 'utf8'));
  for (const r of saved.results as ItemResult[]) {
    if (r.checkerErrors !== undefined || !r.checkerIssues) continue;
    try {
      const issues = JSON.parse(readFileSync(join(r.outDir, 'checker-issues.json'), 'utf8')) as Issue[];
      r.checkerErrors = issues.filter((i) => (i.severity ?? 'error') === 'error').length;
      r.checkerWarnings = issues.length - r.checkerErrors;
    } catch {
      /* out dir gone */
    }
  }
  writeReport(saved.results, new Date(saved.startedAt), saved.engine ?? { commit: null, dirty: false }, saved.renderer, saved.generatedAt);
}

if (args['report-only']) {
  reportOnly();
} else {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(`fidelity: ${(error as Error).stack ?? error}`);
      process.exit(1);
    },
  );
}
