// `pagelift export FILE.html`: a snapshot file (from `pagelift capture --out`) becomes builder
// data. Its images and fonts are written as files into an assets folder and the data references
// them under --asset-base-url, where the user serves that folder: never as data: URLs.
import { readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ENGINE_TARGETS, type EngineTarget } from '@pagelift/contract';
import { closeEnginePool, exportSnapshot, ExportInputError } from '@pagelift/engine';
import { serveAssets } from '../asset-server.ts';
import { AssetFolder, dataUrlsIn, externalizeDataUrls, extractDataUrls } from '../file-assets.ts';
import { EXIT, type CliIo } from '../io.ts';

export const EXPORT_USAGE = `usage: pagelift export FILE.html [--entire-page | --selector S] [options]

Exports a snapshot file (written by \`pagelift capture --out\`) as paste-ready builder data.

  --builder B            elementorFree (default), elementor (Pro), another builder once its
                         serializer exists (else exit 1), or ir: the engine's IR document (debug)
  --entire-page          export the whole page
  --selector S           export the element matched by CSS selector S
  --target-domain D      the WordPress site the data is pasted into (its siteurl)
  --copy-fontface M      export (default) or copy: how web fonts travel
  --free                 desktop only (no tablet/mobile values)
  --no-merge             keep every wrapper element
  --base-url URL         the page's original address (relative URLs resolve there)
  --out FILE             write the data to FILE (default: stdout)
  --assets DIR           where images and fonts are written (default: FILE-assets beside --out,
                         else ./pagelift-assets)
  --asset-base-url URL   the URL DIR is served at; the data references every asset under it
                         (default: DIR's file:// URL, which only works on this machine)
  -h, --help             this help

Exit codes: 0 exported, 1 the export failed, 2 bad usage.
`;

const BUILDER_NAMES: readonly string[] = ENGINE_TARGETS;

function progressLine(io: CliIo): (step: string, done: number, total: number) => void {
  return (step, done, total) => {
    const width = 24;
    const filled = Math.round((done / total) * width);
    io.stderr(`[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(Math.round((done / total) * 100)).padStart(3)}% ${step}\n`);
  };
}

function defaultAssetsDir(out: string | undefined): string {
  if (!out) return resolve('pagelift-assets');
  return join(dirname(resolve(out)), `${basename(out, extname(out))}-assets`);
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

export async function exportCommand(argv: string[], io: CliIo): Promise<number> {
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
        assets: { type: 'string' },
        'asset-base-url': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    io.stderr(`pagelift export: ${(error as Error).message}\n${EXPORT_USAGE}`);
    return EXIT.usage;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout(EXPORT_USAGE);
    return EXIT.ok;
  }
  const usage = (message: string) => {
    io.stderr(`pagelift export: ${message}\n${EXPORT_USAGE}`);
    return EXIT.usage;
  };
  const file = positionals[0];
  if (positionals.length !== 1 || !file) return usage('give exactly one snapshot file');
  if (!BUILDER_NAMES.includes(values.builder!)) return usage(`unknown builder ${values.builder}; one of ${BUILDER_NAMES.join(', ')}`);
  if (!values['entire-page'] && values.selector === undefined) return usage('give --selector S or --entire-page');
  const assetBase = values['asset-base-url'];
  if (assetBase !== undefined && !/^https?:\/\//.test(assetBase)) return usage('--asset-base-url must be an http(s) URL');

  let html: string;
  try {
    html = await readFile(file, 'utf8');
  } catch (error) {
    io.stderr(`pagelift export: cannot read ${file}: ${(error as Error).message}\n`);
    return EXIT.failed;
  }
  const assetsDir = resolve(values.assets ?? defaultAssetsDir(values.out));
  const publicBase = withSlash(assetBase ?? pathToFileURL(assetsDir).href);
  const folder = new AssetFolder(assetsDir);
  const server = await serveAssets(folder);
  try {
    // Rendered against the loopback copy of the assets; the served prefix becomes publicBase after.
    const snapshot = await extractDataUrls(html, folder, server.baseUrl);
    const result = await exportSnapshot(
      snapshot,
      {
        exportType: values['entire-page'] ? 'entirePage' : 'selector',
        cssSelector: values.selector,
        builder: values.builder as EngineTarget,
        targetDomain: values['target-domain'],
        copyFontface: values['copy-fontface'] === 'copy' ? 'copy' : 'export',
        mergeElementsEnable: !values['no-merge'],
        responsive: !values.free,
      },
      { baseUrl: values['base-url'] ?? `${server.baseUrl}${encodeURIComponent(basename(file))}`, onProgress: progressLine(io) },
    );
    const rebase = (text: string) => text.split(server.baseUrl).join(publicBase);
    const template = await externalizeDataUrls(JSON.parse(rebase(JSON.stringify(result.template))), folder, publicBase);
    const fontFace = await externalizeDataUrls(rebase(result.fontFace), folder, publicBase);
    const left = dataUrlsIn(template);
    if (left.length) throw new Error(`data: URLs left in the builder data (${left.slice(0, 3).join(', ')})`);

    const json = JSON.stringify(template);
    if (values.out) await writeFile(values.out, json);
    else io.stdout(`${json}\n`);
    const c = result.report.counts;
    io.stderr(`${c.nativeWidgets} native widgets, ${c.containers} containers, ${c.fallbacks} HTML fallbacks (${c.nativeRatio}% native) in ${result.report.timings.total} ms\n`);
    for (const n of result.report.notes) io.stderr(`  ${n.action}: ${n.feature} ×${n.count} (e.g. ${n.example})\n`);
    if (folder.stored.size) {
      io.stderr(`${folder.stored.size} images and fonts written to ${assetsDir}, referenced as ${publicBase}<file>\n`);
      if (!assetBase) io.stderr(`  serve that folder on the web and export again with --asset-base-url URL, or the builder cannot load them\n`);
    }
    if (fontFace) io.stderr(`@font-face CSS to copy:\n${fontFace}\n`);
    return EXIT.ok;
  } catch (error) {
    io.stderr(`pagelift export: ${error instanceof ExportInputError ? '' : 'export failed: '}${(error as Error).message}\n`);
    return EXIT.failed;
  } finally {
    await server.close();
    await closeEnginePool();
  }
}
