/**
 * Webflow fidelity bench: every corpus page (whole page, then its main sections) is exported for
 * Webflow (`@webflow/XscpData`), rendered by the Webflow reference renderer (lib/webflow-render.ts:
 * the format's published rules, Webflow's breakpoints as media queries) into a static page and
 * scored against the source with the shared fidelity tool at 1440/768/390, like Elementor.
 *
 *   npm run fidelity:webflow -w @pagelift/bench [-- --pages a,b --max-sections N --out DIR]
 *
 * Four pages are held out (HOLDOUT, chosen before any result was looked at) and reported
 * separately: engine changes are tuned on the other nine only.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '@pagelift/browser';
import { closeEnginePool, exportSnapshot } from '@pagelift/engine';
import { checkXscpData } from '@pagelift/engine/webflow-check';
import { CORPUS_DIR, REPO_ROOT, loadFidelity, readCorpusManifest } from '../lib/fidelity.ts';
import { engineVersion } from '../lib/git-info.ts';
import { findSections } from '../lib/sections.ts';
import { serveDirectory } from '../lib/static-server.ts';
import { renderXscp, type Xscp } from '../lib/webflow-render.ts';

export const HOLDOUT = ['mdn-grid-autoplacement', 'picocss-v1-company', 'startbootstrap-freelancer', 'tailwindtoolbox-landing-page'];
const WIDTHS = [1440, 768, 390] as const;

const { values: args } = parseArgs({ options: { pages: { type: 'string' }, 'max-sections': { type: 'string', default: '6' }, out: { type: 'string' }, 'report-dir': { type: 'string' } } });
const outRoot = join(args.out ?? process.env.BENCH_OUT_DIR ?? '/tmp/pagelift-bench', 'webflow');
const only = args.pages ? new Set(args.pages.split(',')) : null;
const reportDir = args['report-dir'] ?? (only ? outRoot : join(REPO_ROOT, 'bench/fidelity'));
const maxSections = Number(args['max-sections']);

interface Item { page: string; item: string; label: string; holdout: boolean; composite?: Record<string, number | null>; nodes?: number; classes?: number; formatErrors?: number; error?: string }
const round = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v * 10) / 10 : null);

async function main(): Promise<number> {
  const { scorePages } = await loadFidelity();
  const corpus = await serveDirectory(CORPUS_DIR);
  mkdirSync(outRoot, { recursive: true });
  const candidates = await serveDirectory(outRoot);
  const browser = await launchChromium();
  const pages = (await readCorpusManifest()).filter((p) => !only || only.has(p.slug));
  const items: Item[] = [];
  // The engine as it was when the run started (tsx loaded its sources then).
  const engineAtStart = engineVersion();
  try {
    for (const page of pages) {
      const pageUrl = new URL(page.entry, corpus.url).href;
      const html = readFileSync(join(CORPUS_DIR, page.entry), 'utf8');
      const list: Array<{ item: string; label: string; selector: string | null }> = [{ item: 'page', label: 'entire page', selector: null }];
      if (maxSections > 0) (await findSections(browser, pageUrl, { max: maxSections }).catch(() => [])).forEach((s, i) => list.push({ item: `s${i + 1}`, label: s.label, selector: s.selector }));
      for (const it of list) {
        const r: Item = { page: page.slug, item: it.item, label: it.label, holdout: HOLDOUT.includes(page.slug) };
        items.push(r);
        const dir = join(outRoot, page.slug, it.item);
        mkdirSync(dir, { recursive: true });
        try {
          // The product's path: the registry, the passes and the Webflow serializer.
          const settings = it.selector ? { exportType: 'selector' as const, cssSelector: it.selector, builder: 'webflow' as const } : { exportType: 'entirePage' as const, builder: 'webflow' as const };
          const { template } = await exportSnapshot(html, settings, { baseUrl: pageUrl });
          const t = template as Xscp;
          r.formatErrors = checkXscpData(t).length;
          r.nodes = t.payload.nodes.length;
          r.classes = t.payload.styles.length;
          writeFileSync(join(dir, 'webflow.json'), JSON.stringify(t, null, 1));
          writeFileSync(join(dir, 'candidate.html'), renderXscp(t));
          const score = await scorePages({
            original: it.selector ? `${pageUrl}?pl-isolate=${encodeURIComponent(it.selector)}` : pageUrl,
            candidate: `${candidates.url}${page.slug}/${it.item}/candidate.html`,
            widths: [...WIDTHS],
            originalSelector: it.selector ?? undefined,
            candidateSelector: '[data-pl-root]',
            outDir: dir,
            browser,
            timeoutMs: 60_000,
          });
          r.composite = Object.fromEntries([...WIDTHS.map((w) => [String(w), round(score.widths[String(w)]?.composite)]), ['mean', round(score.mean.composite)]]);
          console.log(`  ${page.slug} ${it.item}${r.holdout ? ' (holdout)' : ''}: ${r.composite!.mean} (${WIDTHS.map((w) => r.composite![w]).join('/')}), ${r.nodes} nodes, ${r.classes} classes, format errors ${r.formatErrors}`);
        } catch (error) {
          r.error = (error as Error).message.split('\n')[0];
          console.log(`  ${page.slug} ${it.item}: ERROR ${r.error}`);
        }
      }
    }
  } finally {
    await browser.close().catch(() => {});
    await closeEnginePool();
    await corpus.close();
    await candidates.close();
  }
  writeReport(items, engineAtStart);
  return items.some((i) => i.composite) ? 0 : 1;
}

function mean(xs: Array<number | null | undefined>): number | null {
  const v = xs.filter((x): x is number => typeof x === 'number');
  return v.length ? Math.round((v.reduce((a, b) => a + b, 0) / v.length) * 10) / 10 : null;
}

function writeReport(items: Item[], e: ReturnType<typeof engineVersion>): void {
  const group = (name: string, set: Item[]) => {
    const pages = set.filter((i) => i.item === 'page');
    const row = (label: string, xs: Item[]) => `| ${name} ${label} | ${xs.length} | ${WIDTHS.map((w) => mean(xs.map((i) => i.composite?.[w]))).join(' | ')} | ${mean(xs.map((i) => i.composite?.mean))} | ${Math.min(...xs.map((i) => i.composite?.mean ?? Infinity))} |`;
    return [row('entire pages', pages), row('all items', set)];
  };
  const dev = items.filter((i) => !i.holdout);
  const held = items.filter((i) => i.holdout);
  const lines = [
    '# Webflow fidelity (reference renderer)',
    '',
    `Engine ${JSON.stringify(e)}; ${new Date().toISOString()}. Export → \`@webflow/XscpData\` → \`bench/lib/webflow-render.ts\` (Webflow's published`,
    'rules: webflow.css defaults, classes, `medium`/`small`/`tiny` as max-width 991/767/479 media queries, `main_hover`) → scored',
    'against the source with `../shared/tools/fidelity` at 1440/768/390. Holdout pages (chosen before any result was seen):',
    `${HOLDOUT.join(', ')}.`,
    '',
    '| set | items | 1440 | 768 | 390 | mean | lowest |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...group('development', dev),
    ...group('holdout', held),
    '',
    '| page | item | holdout | 1440 | 768 | 390 | mean | nodes | classes | format errors |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...items.map((i) => `| ${i.page} | ${i.item} ${i.label} | ${i.holdout ? 'yes' : ''} | ${i.error ? `error: ${i.error}` : WIDTHS.map((w) => i.composite?.[w]).join(' | ')} | ${i.composite?.mean ?? ''} | ${i.nodes ?? ''} | ${i.classes ?? ''} | ${i.formatErrors ?? ''} |`),
  ];
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(join(reportDir, 'WEBFLOW-REPORT.md'), `${lines.join('\n')}\n`);
  writeFileSync(join(reportDir, 'webflow-report.json'), JSON.stringify({ engine: e, holdout: HOLDOUT, items }, null, 1));
  console.log(`report: ${join(reportDir, 'WEBFLOW-REPORT.md')}`);
}

process.exitCode = await main();
