/**
 * Node-side cost of an entire-page export, per corpus page: CPU time (user + system, this process)
 * and CDP commands sent, beside the engine's step timings. Unlike wall-clock time, CPU time holds
 * still on a shared, loaded machine, so it can compare two engine versions run at different times.
 *
 *   npm run speed:cpu -w @pagelift/bench -- [--pages a,b] [--runs N (default 3)] [--out file.json]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { BrowserContext, CDPSession } from 'playwright-core';
import { BrowserPool, exportSnapshot } from '@pagelift/engine';
import { CORPUS_DIR, readCorpusManifest } from '../lib/fidelity.ts';
import { serveDirectory } from '../lib/static-server.ts';

const { values: args } = parseArgs({ options: { pages: { type: 'string' }, runs: { type: 'string', default: '3' }, out: { type: 'string' } } });
const RUNS = Math.max(1, Number(args.runs));
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** A pool whose contexts count the CDP commands the engine sends (by method). */
function countingPool(pool: BrowserPool, counts: Map<string, number>) {
  const count = (session: CDPSession) => {
    const send = session.send.bind(session);
    (session as { send: unknown }).send = (method: string, params?: unknown) => {
      counts.set(method, (counts.get(method) ?? 0) + 1);
      return send(method as never, params as never);
    };
    return session;
  };
  return {
    withContext: <T>(job: (c: BrowserContext, release: () => void) => Promise<T>, ...rest: unknown[]) =>
      (pool.withContext as (...a: unknown[]) => Promise<T>)(
        async (context: BrowserContext, release: () => void) => {
          const open = context.newCDPSession.bind(context);
          context.newCDPSession = async (page) => count(await open(page));
          return job(context, release);
        },
        ...rest,
      ),
    idle: () => pool.idle(),
  };
}

const manifest = await readCorpusManifest();
const wanted = args.pages?.split(',');
const pages = wanted ? manifest.filter((p) => wanted.includes(p.slug)) : manifest;
const server = await serveDirectory(CORPUS_DIR);
const pool = new BrowserPool(2);
const settings = { exportType: 'entirePage', builder: 'elementorFree' } as const;
const rows: Array<Record<string, unknown>> = [];
for (const page of pages) {
  const baseUrl = new URL(page.entry, server.url).href;
  const html = readFileSync(join(CORPUS_DIR, page.entry), 'utf8');
  const cpu: number[] = [];
  const wall: number[] = [];
  const steps: Record<string, number[]> = {};
  let cdp: Record<string, number> = {};
  for (let i = 0; i <= RUNS; i++) {
    await pool.idle();
    const counts = new Map<string, number>();
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const res = await exportSnapshot(html, settings, { baseUrl, browserPool: countingPool(pool, counts) as unknown as BrowserPool });
    const ms = performance.now() - t0;
    const c = process.cpuUsage(c0);
    if (i === 0) continue; // warm-up
    cpu.push((c.user + c.system) / 1000);
    wall.push(ms);
    for (const [k, v] of Object.entries(res.report.timings ?? {})) (steps[k] ??= []).push(v);
    cdp = Object.fromEntries(counts);
  }
  const row = {
    page: page.slug,
    cpuMs: Math.round(median(cpu)),
    cpuRuns: cpu.map(Math.round),
    wallMs: Math.round(median(wall)),
    steps: Object.fromEntries(Object.entries(steps).map(([k, v]) => [k, median(v)])),
    cdp,
  };
  rows.push(row);
  console.log(
    `${page.slug}: cpu ${row.cpuMs} ms (${row.cpuRuns.join(', ')}), wall ${row.wallMs}; ${Object.entries(row.steps)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}; cdp ${JSON.stringify(cdp)}`,
  );
}
if (args.out) writeFileSync(args.out, JSON.stringify(rows, null, 1));
await pool.close();
await server.close();
