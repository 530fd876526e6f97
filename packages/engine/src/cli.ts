import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { ENGINE_TARGETS, type EngineTarget } from '@pagelift/contract';
import { closeEnginePool, exportSnapshot, ExportInputError } from './index.ts';

const USAGE = `usage: pagelift export SNAPSHOT.html --builder ${ENGINE_TARGETS.join('|')} [--selector S | --entire-page]
                       [--target-domain D] [--copy-fontface export|copy] [--free] [--no-merge]
                       [--base-url URL] [--out out.json]
       --builder ir writes the engine's IR document (debug); a builder without a serializer exits 1`;

/** A one-line progress bar on stderr; redrawn in place on a terminal, one line per step otherwise. */
export function progressBar(stream: NodeJS.WriteStream = process.stderr): (step: string, done: number, total: number) => void {
  return (step, done, total) => {
    const width = 24;
    const filled = Math.round((done / total) * width);
    const line = `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(Math.round((done / total) * 100)).padStart(3)}% ${step}`;
    if (stream.isTTY) stream.write(`\r${line.padEnd(60)}${done === total ? '\n' : ''}`);
    else stream.write(`${line}\n`);
  };
}

export async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        builder: { type: 'string', default: 'elementorFree' },
        selector: { type: 'string' },
        'entire-page': { type: 'boolean', default: false },
        'target-domain': { type: 'string' },
        'copy-fontface': { type: 'string', default: 'export' },
        'base-url': { type: 'string' },
        free: { type: 'boolean', default: false },
        'no-merge': { type: 'boolean', default: false },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const file = positionals[0];
  if (!file || !(ENGINE_TARGETS as readonly string[]).includes(values.builder!)) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  if (!values['entire-page'] && values.selector === undefined) {
    process.stderr.write(`give --selector S or --entire-page\n${USAGE}\n`);
    return 2;
  }
  try {
    const html = await readFile(file, 'utf8');
    const result = await exportSnapshot(
      html,
      {
        exportType: values['entire-page'] ? 'entirePage' : 'selector',
        cssSelector: values.selector,
        builder: values.builder as EngineTarget,
        targetDomain: values['target-domain'],
        copyFontface: values['copy-fontface'] === 'copy' ? 'copy' : 'export',
        mergeElementsEnable: !values['no-merge'],
        responsive: !values.free,
      },
      { baseUrl: values['base-url'] ?? pathToFileURL(resolve(file)).href, onProgress: progressBar() },
    );
    const json = JSON.stringify(result.template);
    if (values.out) await writeFile(values.out, json);
    else process.stdout.write(`${json}\n`);
    const c = result.report.counts;
    process.stderr.write(`${c.nativeWidgets} native widgets, ${c.containers} containers, ${c.fallbacks} HTML fallbacks (${c.nativeRatio}% native) in ${result.report.timings.total} ms\n`);
    for (const n of result.report.notes) process.stderr.write(`  ${n.action}: ${n.feature} ×${n.count} (e.g. ${n.example})\n`);
    if (result.fontFace) process.stderr.write(`@font-face CSS to copy:\n${result.fontFace}\n`);
    return 0;
  } catch (error) {
    process.stderr.write(`${error instanceof ExportInputError ? '' : 'export failed: '}${(error as Error).message}\n`);
    return 1;
  } finally {
    await closeEnginePool();
  }
}
