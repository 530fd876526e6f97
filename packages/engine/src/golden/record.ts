/**
 * Records the golden fixtures (run once, before a refactor of the pure half):
 *   npx tsx packages/engine/src/golden/record.ts [--pages slug,slug] [--full-out DIR]
 * Every corpus page, whole and the sections the fidelity bench found (bench/fidelity/report.json,
 * from bench/lib/sections.ts), is rendered at Elementor's three devices and at desktop only; the
 * styled trees go to fixtures/<page>.<item>.<render>.json.br and the sha256 of each converted
 * output to fixtures/hashes.json. `--full-out` also writes the full outputs there for diffing.
 * `--from-fixtures` renders nothing: it re-hashes the stored inputs (after a deliberate output change).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { defaultBreakpointsFor } from '@pagelift/contract';
import { attachHover, buildStyledTree, pageBackground } from '../extract/styled-tree.ts';
import { renderWidths } from '../index.ts';
import { closeEnginePool, enginePool } from '../render/pool.ts';
import { renderSnapshot } from '../render/render-snapshot.ts';
import { ReportCollector } from '../report.ts';
import { REPO_ROOT, serveDirectory } from '../test-support.ts';
import { convertGolden } from './convert-fixture.ts';
import { GOLDEN_DIR, goldenConfigs, packInput, sha256, unpackInput, type GoldenInput } from './fixture.ts';

const ROOT_MARKER = 'data-pagelift-export-root';
/** The goldens cover the full development corpus beside the clone (PAGELIFT_CORPUS_DIR moves it), not the test corpus. */
const CORPUS_DIR = process.env.PAGELIFT_CORPUS_DIR || join(REPO_ROOT, '../shared/corpus');
const { values: args } = parseArgs({ options: { pages: { type: 'string' }, 'full-out': { type: 'string' }, 'from-fixtures': { type: 'boolean' } } });
const only = args.pages ? new Set(args.pages.split(',')) : null;
const fullOut = args['full-out'];

const manifest: Array<{ slug: string; entry: string }> = JSON.parse(readFileSync(join(CORPUS_DIR, 'manifest.json'), 'utf8')).pages;
const bench: { results: Array<{ page: string; item: string; selector: string | null }> } = JSON.parse(
  readFileSync(join(REPO_ROOT, 'bench/fidelity/report.json'), 'utf8'),
);

async function main() {
  const server = await serveDirectory(CORPUS_DIR);
  const fixturesDir = fileURLToPath(GOLDEN_DIR);
  const hashesFile = join(fixturesDir, 'hashes.json');
  let hashes: Record<string, Record<string, string>> = {};
  try {
    hashes = JSON.parse(readFileSync(hashesFile, 'utf8'));
  } catch {}
  // Only Elementor's three devices are active on a default site (index.ts keeps the same three).
  const breakpoints = defaultBreakpointsFor('elementorFree');
  try {
    for (const page of manifest.filter((p) => !only || only.has(p.slug))) {
      const html = readFileSync(join(CORPUS_DIR, page.entry), 'utf8');
      const baseUrl = `${server.url}${page.entry}`;
      const items = bench.results.filter((r) => r.page === page.slug);
      for (const it of items) {
        for (const render of ['responsive', 'desktop'] as const) {
          const widths = render === 'responsive' ? renderWidths(breakpoints) : renderWidths(breakpoints).slice(0, 1);
          const rootMarker = it.selector ? ROOT_MARKER : undefined;
          const input = () =>
            enginePool().withContext(async (context) => {
              const rendered = await renderSnapshot(context, {
                html,
                baseUrl,
                widths,
                selector: it.selector ?? undefined,
                rootMarker: ROOT_MARKER,
                loadTimeoutMs: 30_000,
                checkFacts: () => {},
                maxResponsiveDepth: 200,
                report: new ReportCollector(),
              });
              const tree = buildStyledTree(rendered.captures, rootMarker);
              if (!tree) throw new Error(`${page.slug} ${it.item}: no tree`);
              attachHover(tree, await rendered.hover());
              const recorded: GoldenInput = {
                page: page.slug,
                item: it.item,
                selector: it.selector,
                render,
                baseUrl: rendered.documentUrl,
                breakpoints,
                widths: rendered.captures.map((c) => ({ breakpoint: c.breakpoint, width: c.width })),
                htmlBackground: pageBackground(rendered.captures),
                faces: (await rendered.sheets()).faces,
                tree,
              };
              return recorded;
            });
          const name = `${page.slug}.${it.item}.${render}`;
          const packed = args['from-fixtures'] ? readFileSync(join(fixturesDir, `${name}.json.br`)) : packInput(await input());
          writeFileSync(join(fixturesDir, `${name}.json.br`), packed);
          // Hash what the fixture gives back, so the recorded hashes are exactly what the test computes.
          const restored = unpackInput(packed);
          hashes[name] = {};
          for (const [config, settings] of Object.entries(goldenConfigs(restored))) {
            const out = convertGolden(unpackInput(packed), settings);
            hashes[name][config] = sha256(JSON.stringify(out));
            if (fullOut) {
              mkdirSync(fullOut, { recursive: true });
              writeFileSync(join(fullOut, `${name}.${config}.json`), JSON.stringify({ ...out, template: JSON.parse(out.template) }, null, 1));
            }
          }
          console.log(`${name}: ${(packed.length / 1024).toFixed(0)} KB, ${Object.keys(hashes[name]).length} outputs`);
        }
      }
    }
  } finally {
    await closeEnginePool();
    await server.close();
  }
  const sorted = Object.fromEntries(Object.entries(hashes).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(hashesFile, `${JSON.stringify(sorted, null, 1)}\n`);
}

await main();
