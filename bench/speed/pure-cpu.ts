/**
 * CPU time of the engine's pure half (styled tree -> IR -> passes -> Elementor JSON) on the
 * recorded golden inputs of every corpus page, for one or more copies of packages/engine/src, run
 * interleaved in one process. No browser: the numbers hold on a loaded machine far better than
 * wall-clock ones, so they can say whether a round added Node-side cost. An older copy comes from
 * `git archive <commit> packages/engine/src | tar -x -C .old` (its golden inputs must still read).
 *
 *   node --expose-gc --import tsx bench/speed/pure-cpu.ts RUNS SRC_DIR [SRC_DIR...]   (PAGES=a,b to narrow)
 */
import { readdirSync } from 'node:fs';

type Convert = (input: unknown, settings: Record<string, unknown>) => unknown;
const runs = Number(process.argv[2]);
const dirs = process.argv.slice(3);
const impls = await Promise.all(dirs.map(async (d) => (await import(`${d}/golden/convert-fixture.ts`)).convertGolden as Convert));
const { readInput } = (await import(`${dirs[0]}/golden/fixture.ts`)) as { readInput: (file: string) => unknown };
const only = process.env.PAGES?.split(',');
const files = readdirSync(`${dirs[0]}/golden/fixtures`)
  .filter((f) => f.endsWith('.page.responsive.json.br') && (!only || only.includes(f.split('.')[0])))
  .sort();
const settings = { exportType: 'entirePage', builder: 'elementorFree' };
const gc = (globalThis as { gc?: () => void }).gc;
const sums = dirs.map(() => ({ med: 0, min: 0 }));
for (const f of files) {
  const cpu = dirs.map(() => [] as number[]);
  for (const convert of impls) convert(readInput(f), settings); // warm-up
  for (let r = 0; r < runs; r++) {
    impls.forEach((convert, i) => {
      const input = readInput(f); // a fresh copy: the pure half may annotate its tree
      gc?.(); // each run pays for its own garbage only
      const c0 = process.cpuUsage();
      convert(input, settings);
      const c = process.cpuUsage(c0);
      cpu[i].push((c.user + c.system) / 1000);
    });
  }
  const cells = cpu.map((xs, i) => {
    xs.sort((a, b) => a - b);
    const med = xs[xs.length >> 1];
    sums[i].med += med;
    sums[i].min += xs[0];
    return `median ${med.toFixed(1).padStart(6)} min ${xs[0].toFixed(1).padStart(6)}`;
  });
  console.log(`${f.split('.')[0].padEnd(38)} ${cells.join('  |  ')}`);
}
console.log(`${'sum'.padEnd(38)} ${sums.map((s) => `median ${s.med.toFixed(1).padStart(6)} min ${s.min.toFixed(1).padStart(6)}`).join('  |  ')}`);
