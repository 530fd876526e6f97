/**
 * Speed bench: entire-page export of the largest corpus page against the floor, side by side in one run
 * and one browser, plus memory per concurrent export at concurrency 1, 2 and 4.
 *
 *   npm run speed -w @pagelift/bench      options: --page slug  --runs N (default 5)  --page-runs N (default 5)
 *                                         --pages slug,slug (the per-page part on these pages only)
 *
 * Floor = what any export must at least do: load the same snapshot (served at the same base URL) in a
 * fresh context of the same Chromium, wait for load and fonts, then one CDP `DOMSnapshot.captureSnapshot`
 * per breakpoint width (the widths the engine reports it rendered at, same computed-style list), timed to
 * its last snapshot (the export hands its answer back before its context closes, so neither side times the close).
 * Writes bench/speed/REPORT.md and bench/speed/report.json.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { BrowserContext } from 'playwright-core';
import { CAPTURED_PROPERTIES } from '@pagelift/engine';
import { CORPUS_DIR, REPO_ROOT, readCorpusManifest } from '../lib/fidelity.ts';
import { serveDirectory } from '../lib/static-server.ts';
import { describeEngine, engineVersion } from '../lib/git-info.ts';

const { values: args } = parseArgs({
  options: { page: { type: 'string' }, runs: { type: 'string', default: '5' }, 'page-runs': { type: 'string', default: '5' }, pages: { type: 'string' } },
});
const RUNS = Math.max(1, Number(args.runs));

interface Engine {
  exportSnapshot: (html: string, settings: Record<string, unknown>, options: Record<string, unknown>) => Promise<{ report?: { renderWidths?: Record<string, number>; counts?: Record<string, number>; timings?: Record<string, number> } }>;
  BrowserPool: new (size?: number) => { withContext<T>(job: (c: BrowserContext) => Promise<T>): Promise<T>; close(): Promise<void>; idle?(): Promise<void> };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const mb = (b: number) => Math.round((b / 1024 / 1024) * 10) / 10;

/** PIDs of every descendant process of this one (Chromium and its renderers). */
function descendantPids(): number[] {
  const parent = new Map<number, number>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      parent.set(Number(d), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* gone */
    }
  }
  const mine = new Set<number>([process.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of parent) if (!mine.has(pid) && mine.has(ppid)) (mine.add(pid), (grew = true));
  }
  mine.delete(process.pid);
  return [...mine];
}

/** Summed RSS (bytes) of the given processes, from /proc/<pid>/statm (cheap: no /proc scan). */
function rssOf(pids: number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      total += Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * 4096;
    } catch {
      /* exited */
    }
  }
  return total;
}

function childrenRss(): number {
  return rssOf(descendantPids());
}

function sampler() {
  // light enough not to slow a 2-core box: RSS every 100 ms, the process tree re-read every second
  const peak = { rss: 0, heap: 0, chromium: 0 };
  let pids = descendantPids();
  let ticks = 0;
  const tick = () => {
    const m = process.memoryUsage();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.heap = Math.max(peak.heap, m.heapUsed);
    if (++ticks % 10 === 0) pids = descendantPids();
    peak.chromium = Math.max(peak.chromium, rssOf(pids));
  };
  tick();
  const timer = setInterval(tick, 100);
  return { peak, stop: () => (clearInterval(timer), (pids = descendantPids()), tick(), peak) };
}

async function main(): Promise<number> {
  let engine: Engine;
  try {
    engine = (await import('@pagelift/engine')) as unknown as Engine;
    if (typeof engine.exportSnapshot !== 'function' || typeof engine.BrowserPool !== 'function') throw new Error('exportSnapshot/BrowserPool not exported');
  } catch (error) {
    console.error(`speed: @pagelift/engine is not usable yet: ${(error as Error).message}`);
    return 1;
  }
  // The machine's load (1-minute average) when the run starts and ends: on a shared box it says how far to trust the figures.
  const loadAtStart = Math.round(loadavg()[0] * 10) / 10;
  const manifest = await readCorpusManifest();
  // largest = the biggest entry document (most markup to render and convert)
  const sized = manifest.map((p) => ({ p, bytes: readFileSync(join(CORPUS_DIR, p.entry)).length })).sort((a, b) => b.bytes - a.bytes);
  const chosen = args.page ? sized.find((s) => s.p.slug === args.page) : sized[0];
  if (!chosen) throw new Error(`no corpus page ${args.page}`);
  const page = chosen.p;
  const server = await serveDirectory(CORPUS_DIR);
  const baseUrl = new URL(page.entry, server.url).href;
  const html = readFileSync(join(CORPUS_DIR, page.entry), 'utf8');
  const settings = { exportType: 'entirePage', builder: 'elementorFree' };
  const pool = new engine.BrowserPool(4);
  console.log(`speed: ${page.slug} (${chosen.bytes} bytes of HTML) at ${baseUrl}, ${RUNS} runs each`);

  // Each measured run starts once the previous one's context has closed (an export hands its answer
  // back before its context is gone): neither side pays for the other's teardown.
  const exportOf = async (pageHtml: string, pageUrl: string) => {
    await pool.idle?.();
    const t0 = performance.now();
    const res = await engine.exportSnapshot(pageHtml, settings, { baseUrl: pageUrl, browserPool: pool });
    return { ms: performance.now() - t0, res };
  };
  const exportOnce = () => exportOf(html, baseUrl);

  let widths: number[] = [];
  const floorOf = async (pageHtml: string, pageUrl: string) => {
    await pool.idle?.();
    const t0 = performance.now();
    let t1 = t0;
    let nodes = 0;
    await pool.withContext(async (context) => {
      const p = await context.newPage();
      await p.route((u) => u.href === pageUrl, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: pageHtml }));
      await p.goto(pageUrl, { waitUntil: 'load', timeout: 30_000 });
      await p.evaluate(() => Promise.race([document.fonts.ready, new Promise((r) => setTimeout(r, 3000))])).catch(() => {});
      const cdp = await context.newCDPSession(p);
      for (const w of widths) {
        await p.setViewportSize({ width: w, height: 900 });
        const snap = (await cdp.send('DOMSnapshot.captureSnapshot', { computedStyles: [...CAPTURED_PROPERTIES], includeDOMRects: false, includePaintOrder: false })) as unknown as { documents: Array<{ nodes: { nodeType: number[] } }> };
        nodes = snap.documents.reduce((a, d) => a + d.nodes.nodeType.length, 0);
      }
      // The clock stops at the last snapshot, before the context closes: the export hands its answer back
      // before its own close, so neither side is timed with its teardown.
      t1 = performance.now();
    });
    return { ms: t1 - t0, nodes };
  };
  const floorOnce = () => floorOf(html, baseUrl);

  // warm-up (browser launch, JIT), and learn the widths the engine renders at
  const warm = await exportOnce();
  widths = Object.values(warm.res.report?.renderWidths ?? { desktop: 1440, tablet: 768, mobile: 390 });
  await floorOnce();

  // interleaved runs so drift hits both sides equally
  const exportMs: number[] = [];
  const floorMs: number[] = [];
  let domNodes = 0;
  let lastReport = warm.res.report;
  for (let i = 0; i < RUNS; i++) {
    const e = await exportOnce();
    exportMs.push(e.ms);
    lastReport = e.res.report;
    const f = await floorOnce();
    floorMs.push(f.ms);
    domNodes = f.nodes;
  }
  const ratio = median(exportMs) / median(floorMs);
  // each export is paired with the floor run right after it: the spread shows how noisy the machine was
  const pairRatios = exportMs.map((e, i) => Math.round((e / floorMs[i]) * 100) / 100);
  console.log(`export median ${median(exportMs).toFixed(0)} ms, floor median ${median(floorMs).toFixed(0)} ms, ratio ${ratio.toFixed(2)}`);

  // memory per concurrent export
  const memory: Array<Record<string, number>> = [];
  for (const c of [1, 2, 4]) {
    if (global.gc) global.gc();
    await new Promise((r) => setTimeout(r, 300));
    const base = { rss: process.memoryUsage().rss, heap: process.memoryUsage().heapUsed, chromium: childrenRss() };
    // one unmeasured batch first, so the measured one starts from a warm pool at this concurrency
    await Promise.all(Array.from({ length: c }, () => exportOnce()));
    if (global.gc) global.gc();
    await new Promise((r) => setTimeout(r, 300));
    base.rss = process.memoryUsage().rss;
    base.heap = process.memoryUsage().heapUsed;
    base.chromium = childrenRss();
    const s = sampler();
    const t0 = performance.now();
    const done = await Promise.all(Array.from({ length: c }, () => exportOnce()));
    const wall = performance.now() - t0;
    const peak = s.stop();
    const row = {
      concurrency: c,
      wallMs: Math.round(wall),
      perExportMs: Math.round(median(done.map((d) => d.ms))),
      nodeRssBaseMB: mb(base.rss),
      nodeRssPeakMB: mb(peak.rss),
      nodeRssPerExportMB: mb(Math.max(0, peak.rss - base.rss) / c),
      heapBaseMB: mb(base.heap),
      heapPeakMB: mb(peak.heap),
      heapPerExportMB: mb(Math.max(0, peak.heap - base.heap) / c),
      chromiumRssBaseMB: mb(base.chromium),
      chromiumRssPeakMB: mb(peak.chromium),
      chromiumRssPerExportMB: mb(Math.max(0, peak.chromium - base.chromium) / c),
    };
    memory.push(row);
    console.log(`concurrency ${c}: wall ${row.wallMs} ms, per export ${row.perExportMs} ms, node RSS +${row.nodeRssPerExportMB} MB/export (peak ${row.nodeRssPeakMB}), heap +${row.heapPerExportMB} MB/export, chromium +${row.chromiumRssPerExportMB} MB/export (peak ${row.chromiumRssPeakMB})`);
  }
  // Every corpus page, a few interleaved runs each: where the engine's own work weighs more than on the largest page.
  const PAGE_RUNS = Math.max(1, Number(args['page-runs']));
  const perPage: Array<{ slug: string; domNodes: number; medianExportMs: number; medianFloorMs: number; ratio: number; pairRatios: number[]; engineSteps: Record<string, number> }> = [];
  const only = args.pages?.split(',');
  for (const { p } of sized.filter(({ p }) => !only || only.includes(p.slug))) {
    const pageUrl = new URL(p.entry, server.url).href;
    const pageHtml = readFileSync(join(CORPUS_DIR, p.entry), 'utf8');
    await exportOf(pageHtml, pageUrl);
    await floorOf(pageHtml, pageUrl);
    const e: number[] = [];
    const f: number[] = [];
    const steps: Record<string, number[]> = {};
    let nodes = 0;
    for (let i = 0; i < PAGE_RUNS; i++) {
      const run = await exportOf(pageHtml, pageUrl);
      e.push(run.ms);
      for (const [step, ms] of Object.entries(run.res.report?.timings ?? {})) (steps[step] ??= []).push(ms);
      const fl = await floorOf(pageHtml, pageUrl);
      f.push(fl.ms);
      nodes = fl.nodes;
    }
    const row = {
      slug: p.slug,
      domNodes: nodes,
      medianExportMs: Math.round(median(e)),
      medianFloorMs: Math.round(median(f)),
      ratio: Math.round((median(e) / median(f)) * 100) / 100,
      pairRatios: e.map((ms, i) => Math.round((ms / f[i]) * 100) / 100),
      engineSteps: Object.fromEntries(Object.entries(steps).map(([step, ms]) => [step, Math.round(median(ms))])),
    };
    perPage.push(row);
    console.log(`${row.slug}: export ${row.medianExportMs} ms, floor ${row.medianFloorMs} ms, ratio ${row.ratio}`);
  }
  await pool.close();
  await server.close();

  const report = {
    generatedAt: new Date().toISOString(),
    engine: engineVersion(),
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, totalMemMB: mb(totalmem()), node: process.version, loadAverage: { start: loadAtStart, end: Math.round(loadavg()[0] * 10) / 10 } },
    page: { slug: page.slug, htmlBytes: chosen.bytes, domNodes },
    widths,
    runs: RUNS,
    exportMs: exportMs.map(Math.round),
    floorMs: floorMs.map(Math.round),
    medianExportMs: Math.round(median(exportMs)),
    medianFloorMs: Math.round(median(floorMs)),
    ratio: Math.round(ratio * 100) / 100,
    pairRatios,
    engineTimings: lastReport?.timings ?? null,
    engineCounts: lastReport?.counts ?? null,
    memory,
    perPage,
  };
  const dir = join(REPO_ROOT, 'bench/speed');
  writeFileSync(join(dir, 'report.json'), JSON.stringify(report, null, 1) + '\n');
  const md = [
    '# Speed: entire-page export vs the floor',
    '',
    `Generated ${report.generatedAt} by \`npm run speed -w @pagelift/bench\` on ${report.machine.cpus} × ${report.machine.cpuModel}, ${report.machine.totalMemMB} MB RAM, Node ${report.machine.node}; ${describeEngine(report.engine)}.`,
    `Machine load (1-minute average) ${report.machine.loadAverage.start} at the start, ${report.machine.loadAverage.end} at the end, on ${report.machine.cpus} cores.`,
    '',
    `Page: **${page.slug}** (largest corpus entry document, ${chosen.bytes} bytes of HTML, ${domNodes} DOM nodes), served from a local HTTP server;`,
    `widths ${widths.join(' / ')} px (the engine's render widths). ${RUNS} interleaved runs each after one warm-up of both, one Chromium (the engine's \`BrowserPool\`).`,
    '',
    'Floor = fresh context, load the same snapshot at the same URL, wait for load + fonts, then one CDP `DOMSnapshot.captureSnapshot`',
    'per width with the same computed-style list: the least any DOM-snapshot export has to do. Both clocks stop when the answer',
    'is there (the floor at its last snapshot, the export when it returns); neither times its context\'s close.',
    '',
    '| | median ms | runs (ms) |',
    '|---|---|---|',
    `| engine \`exportSnapshot\` (entirePage, elementorFree) | **${report.medianExportMs}** | ${report.exportMs.join(', ')} |`,
    `| floor (load + ${widths.length} × captureSnapshot) | **${report.medianFloorMs}** | ${report.floorMs.join(', ')} |`,
    `| **ratio engine / floor** (medians) | **${report.ratio.toFixed(2)}×** | per interleaved pair: ${pairRatios.map((r) => r.toFixed(2)).join(', ')} |`,
    '',
    report.engineTimings ? `Engine's own step timings (last run, ms): ${Object.entries(report.engineTimings).map(([k, v]) => `${k} ${v}`).join(', ')}.` : '',
    '',
    '## Memory per concurrent export',
    '',
    'Exports started together on the same pool (4 contexts), after one unmeasured warm-up batch at that concurrency and a forced GC. Peaks sampled every 100 ms; "per export" = (peak − baseline before the batch) / concurrency.',
    'Node = this process (engine conversion); Chromium = all its processes (rendering).',
    '',
    '| concurrency | wall ms | per-export ms | Node RSS peak MB | Node RSS / export MB | heap peak MB | heap / export MB | Chromium RSS peak MB | Chromium / export MB |',
    '|---|---|---|---|---|---|---|---|---|',
    ...memory.map((m) => `| ${m.concurrency} | ${m.wallMs} | ${m.perExportMs} | ${m.nodeRssPeakMB} | ${m.nodeRssPerExportMB} | ${m.heapPeakMB} | ${m.heapPerExportMB} | ${m.chromiumRssPeakMB} | ${m.chromiumRssPerExportMB} |`),
    '',
    '## Every corpus page',
    '',
    `Same measure, ${PAGE_RUNS} interleaved runs per page after one warm-up of each (medians; fewer runs, so noisier than the table above).`,
    '',
    '| page | DOM nodes | engine ms | floor ms | ratio | per interleaved pair |',
    '|---|---|---|---|---|---|',
    ...perPage.map((r) => `| ${r.slug} | ${r.domNodes} | ${r.medianExportMs} | ${r.medianFloorMs} | ${r.ratio.toFixed(2)}× | ${r.pairRatios.map((x) => x.toFixed(2)).join(', ')} |`),
    '',
    "The engine's own steps per page (median ms over the same runs; `ir` is the IR build, which runs while the page still works out the `:hover` looks, so `hover` is only the wait left after it):",
    '',
    ...perPage.map((r) => `- ${r.slug}: ${Object.entries(r.engineSteps).map(([k, v]) => `${k} ${v}`).join(', ')}`),
    '',
  ].join('\n');
  writeFileSync(join(dir, 'REPORT.md'), md);
  console.log(`wrote ${join(dir, 'REPORT.md')}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`speed: ${(error as Error).stack ?? error}`);
    process.exit(1);
  },
);
