/**
 * Fidelity of the Bricks and Breakdance exports, rendered by reference renderers written from the
 * formats' documented rules (lib/render-bricks.ts, lib/render-breakdance.ts; no builder code runs
 * here), scored with the shared fidelity tool at 1440/768/390 like the Elementor bench.
 *
 *   npm run fidelity:reference -w @pagelift/bench -- [--builders bricks,breakdance] [--pages a,b] [--max-sections N] [--out DIR]
 *
 * Four pages are held out (HOLDOUT, chosen before any result was seen) and reported apart: the
 * serializers were tuned on the other nine only.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '@pagelift/browser';
import { CORPUS_DIR, REPO_ROOT, loadFidelity, readCorpusManifest } from '../lib/fidelity.ts';
import { loadEngine } from '../lib/engine.ts';
import { describeEngine, engineVersion } from '../lib/git-info.ts';
import { renderBreakdancePage } from '../lib/render-breakdance.ts';
import { renderBricksPage } from '../lib/render-bricks.ts';
import { findSections } from '../lib/sections.ts';
import { serveDirectory } from '../lib/static-server.ts';

const WIDTHS = [1440, 768, 390] as const;
export const HOLDOUT = ['startbootstrap-freelancer', 'picocss-v1-company', 'mdn-position-absolute', 'tailwindtoolbox-landing-page'];
type Builder = 'bricks' | 'breakdance';

interface Row {
  builder: Builder; page: string; item: string; label: string; holdout: boolean;
  composite?: Record<string, number | null>; nativeRatio?: number; counts?: { nativeWidgets: number; fallbacks: number }; exportMs?: number; error?: string;
}

const { values: args } = parseArgs({
  options: {
    builders: { type: 'string', default: 'bricks,breakdance' },
    pages: { type: 'string' },
    'max-sections': { type: 'string', default: '6' },
    out: { type: 'string' },
    'report-dir': { type: 'string' },
    /** Score sections only (a run of whole pages already exists). */
    'sections-only': { type: 'boolean', default: false },
    /** Write the report from earlier runs' reference-report.json files (comma-separated), without scoring. */
    merge: { type: 'string' },
  },
});
const builders = args.builders!.split(',') as Builder[];
const only = args.pages ? new Set(args.pages.split(',')) : null;
const outRoot = join(args.out ?? process.env.BENCH_OUT_DIR ?? '/tmp/pagelift-bench', 'reference');
const reportDir = args['report-dir'] ?? (only ? outRoot : join(REPO_ROOT, 'bench/fidelity'));
const round = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v * 10) / 10 : null);

/**
 * Bricks and Breakdance ship Font Awesome; the corpus vendors Font Awesome 6.3 Free (SVG + JS),
 * which stands in for the builder's copy so `<i class="fas fa-…">` icons draw.
 */
function iconLibrary(corpusUrl: string): string {
  return `<script src="${corpusUrl}startbootstrap-agency/vendor/@fortawesome/fontawesome-free@6.3.0/js/all.js"></script>`;
}

async function main(): Promise<number> {
  const engine = await loadEngine();
  const { scorePages } = await loadFidelity();
  const corpus = await serveDirectory(CORPUS_DIR);
  mkdirSync(outRoot, { recursive: true });
  const candidates = await serveDirectory(outRoot);
  const browser = await launchChromium();
  const rows: Row[] = [];
  const started = new Date();
  try {
    for (const page of (await readCorpusManifest()).filter((p) => !only || only.has(p.slug))) {
      const pageUrl = new URL(page.entry, corpus.url).href;
      const html = readFileSync(join(CORPUS_DIR, page.entry), 'utf8');
      const items: Array<{ item: string; label: string; selector: string | null }> = args['sections-only'] ? [] : [{ item: 'page', label: 'entire page', selector: null }];
      const max = Number(args['max-sections']);
      if (max > 0) (await findSections(browser, pageUrl, { max }).catch(() => [])).forEach((s, i) => items.push({ item: `s${i + 1}`, label: s.label, selector: s.selector }));
      for (const it of items) for (const builder of builders) {
        const row: Row = { builder, page: page.slug, item: it.item, label: it.label, holdout: HOLDOUT.includes(page.slug) };
        rows.push(row);
        const dir = join(outRoot, builder, page.slug, it.item);
        mkdirSync(dir, { recursive: true });
        try {
          const settings = it.selector ? { exportType: 'selector', cssSelector: it.selector, builder } : { exportType: 'entirePage', builder };
          const t0 = performance.now();
          const result = (await engine.exportSnapshot(html, settings, { baseUrl: pageUrl })) as { template: any; report: { counts: { nativeRatio: number; nativeWidgets: number; fallbacks: number } } };
          row.exportMs = Math.round(performance.now() - t0);
          row.nativeRatio = result.report.counts.nativeRatio / 100;
          row.counts = { nativeWidgets: result.report.counts.nativeWidgets, fallbacks: result.report.counts.fallbacks };
          writeFileSync(join(dir, `${builder}.json`), JSON.stringify(result.template, null, 1));
          const head = iconLibrary(corpus.url);
          const doc = builder === 'bricks' ? renderBricksPage(result.template, head) : renderBreakdancePage(result.template, head);
          writeFileSync(join(dir, 'candidate.html'), doc);
          // A whole page is compared as a page (both documents hold just it); a section by its root element.
          const candidateSelector = !it.selector ? undefined : builder === 'bricks' ? `#brxe-${result.template.content[0].id}` : '.breakdance > :first-child';
          const score = await scorePages({
            original: it.selector ? `${pageUrl}?pl-isolate=${encodeURIComponent(it.selector)}` : pageUrl,
            candidate: `${candidates.url}${builder}/${page.slug}/${it.item}/candidate.html`,
            widths: [...WIDTHS], originalSelector: it.selector ?? undefined, candidateSelector, outDir: dir, browser, timeoutMs: 60_000,
          });
          row.composite = Object.fromEntries([...WIDTHS.map((w) => [String(w), round(score.widths[String(w)]?.composite)]), ['mean', round(score.mean.composite)]]);
          console.log(`  ${builder} ${page.slug} ${it.item}: ${row.composite!.mean} (${WIDTHS.map((w) => row.composite![w]).join('/')}) native ${(row.nativeRatio * 100).toFixed(0)}%`);
        } catch (error) {
          row.error = (error as Error).message.split('\n')[0];
          console.log(`  ${builder} ${page.slug} ${it.item}: ERROR ${row.error}`);
        }
      }
    }
  } finally {
    await browser.close().catch(() => {});
    await corpus.close();
    await candidates.close();
    await engine.close?.().catch(() => {});
  }
  writeReport(rows, started);
  return rows.some((r) => r.composite) ? 0 : 1;
}

const mean = (xs: Array<number | null | undefined>) => {
  const v = xs.filter((x): x is number => typeof x === 'number');
  return v.length ? v.reduce((a, b) => a + b, 0) / v.length : null;
};

function writeReport(rows: Row[], started: Date): void {
  mkdirSync(reportDir, { recursive: true });
  const elementor = (() => {
    try {
      return JSON.parse(readFileSync(join(REPO_ROOT, 'bench/fidelity/report.json'), 'utf8')).summary as Record<string, { composite: Record<string, number>; nativeRatio: number }>;
    } catch {
      return null;
    }
  })();
  const line = (name: string, set: Row[]) => {
    const scored = set.filter((r) => r.composite);
    const c = (w: string) => round(mean(scored.map((r) => r.composite![w])));
    const low = scored.length ? Math.min(...scored.map((r) => r.composite!.mean ?? 100)) : null;
    const native = set.reduce((n, r) => n + (r.counts?.nativeWidgets ?? 0), 0);
    const all = native + set.reduce((n, r) => n + (r.counts?.fallbacks ?? 0), 0);
    const overall = all ? `${((native / all) * 100).toFixed(1)}%` : '–';
    return `| ${name} | ${scored.length}/${set.length} | ${WIDTHS.map((w) => c(String(w)) ?? '–').join(' | ')} | **${c('mean') ?? '–'}** | ${low ?? '–'} | ${((mean(set.map((r) => r.nativeRatio)) ?? 0) * 100).toFixed(1)}% | ${overall} |`;
  };
  const md: string[] = [
    '# Fidelity: corpus → PageLift engine → Bricks / Breakdance (reference renderers) vs source', '',
    `Generated ${new Date().toISOString()} by \`npm run fidelity:reference -w @pagelift/bench\` (started ${started.toISOString()}; ${describeEngine(engineVersion())}).`,
    'Each item is exported with `exportSnapshot(html, {exportType, cssSelector, builder})` and rendered by a reference renderer written from',
    '`../shared/formats/bricks.md` / `breakdance.md` (element HTML, settings → CSS, breakpoint media queries, custom CSS); no builder code runs.',
    'So these scores measure the export against the documented format, not a live Bricks or Breakdance site.',
    `Held out (chosen before any result): ${HOLDOUT.join(', ')}; the serializers were tuned on the other pages only.`, '',
    '## Summary', '',
    `| set | scored | ${WIDTHS.join(' | ')} | mean | lowest item | native (mean per item) | native (all elements) |`, `|---|---|${WIDTHS.map(() => '---').join('|')}|---|---|---|---|`,
  ];
  for (const b of builders) {
    const mine = rows.filter((r) => r.builder === b);
    for (const [label, filter] of [['pages', (r: Row) => r.item === 'page'], ['sections', (r: Row) => r.item !== 'page']] as const) {
      md.push(line(`${b} ${label} (tuned)`, mine.filter((r) => filter(r) && !r.holdout)));
      md.push(line(`${b} ${label} (held out)`, mine.filter((r) => filter(r) && r.holdout)));
    }
  }
  if (elementor) {
    md.push('', 'Beside them, Elementor Free in a real Elementor 4.2.3 (`REPORT.md`, all pages):', '',
      `| set | ${WIDTHS.join(' | ')} | mean | native |`, `|---|${WIDTHS.map(() => '---').join('|')}|---|---|`);
    for (const [k, v] of Object.entries(elementor)) if (v?.composite) md.push(`| elementorFree ${k} | ${WIDTHS.map((w) => v.composite[w]).join(' | ')} | **${v.composite.mean}** | ${(v.nativeRatio * 100).toFixed(1)}% |`);
  }
  md.push('', '## Per item', '', `| builder | page | item | what | ${WIDTHS.join(' | ')} | mean | native | held out | error |`, `|---|---|---|---|${WIDTHS.map(() => '---').join('|')}|---|---|---|---|`);
  for (const r of rows) md.push(`| ${r.builder} | ${r.page} | ${r.item} | ${r.label.replace(/\|/g, '\\|').slice(0, 40)} | ${WIDTHS.map((w) => r.composite?.[w] ?? '–').join(' | ')} | **${r.composite?.mean ?? '–'}** | ${r.nativeRatio === undefined ? '–' : `${(r.nativeRatio * 100).toFixed(0)}%`} | ${r.holdout ? 'yes' : ''} | ${r.error ?? ''} |`);
  writeFileSync(join(reportDir, 'REFERENCE-REPORT.md'), `${md.join('\n')}\n`);
  writeFileSync(join(reportDir, 'reference-report.json'), `${JSON.stringify({ started, holdout: HOLDOUT, rows }, null, 1)}\n`);
  console.log(`wrote ${join(reportDir, 'REFERENCE-REPORT.md')}`);
}

if (args.merge) {
  const runs = args.merge.split(',').map((f) => JSON.parse(readFileSync(f, 'utf8')) as { started: string; rows: Row[] });
  writeReport(runs.flatMap((r) => r.rows), new Date(runs[0].started));
} else main().then((code) => process.exit(code), (error) => {
  console.error(`fidelity:reference: ${(error as Error).stack ?? error}`);
  process.exit(1);
});
