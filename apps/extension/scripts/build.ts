// `npm run build -w @pagelift/extension`: bundles the extension into build/unpacked (load it with
// chrome://extensions -> Load unpacked) and packs the same files into build/pagelift-extension.zip.
import { captureScriptSource } from '@pagelift/capture';
import { build } from 'esbuild';
import { mkdir, readFile, readdir, rm, writeFile, copyFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { iconPng } from './icons.ts';
import { createZip } from './zip.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const UNPACKED_DIR = join(root, 'build', 'unpacked');
export const ZIP_PATH = join(root, 'build', 'pagelift-extension.zip');

export interface BuildResult {
  unpackedDir: string;
  zipPath: string;
}

export async function buildExtension(options: { outDir?: string; zipPath?: string } = {}): Promise<BuildResult> {
  const outDir = options.outDir ?? UNPACKED_DIR;
  const zipPath = options.zipPath ?? ZIP_PATH;
  await rm(outDir, { recursive: true, force: true });
  await mkdir(join(outDir, 'icons'), { recursive: true });

  const common = {
    bundle: true,
    target: 'chrome116',
    platform: 'browser',
    legalComments: 'none',
    sourcemap: false,
    minify: false, // readable in chrome://extensions and in store review
    logLevel: 'warning',
  } as const;
  // Extension pages and the worker are ES modules.
  await build({
    ...common,
    format: 'esm',
    entryPoints: { background: join(root, 'src/background.ts'), popup: join(root, 'src/popup.ts'), options: join(root, 'src/options.ts') },
    outdir: outDir,
  });
  // The capture package's own single-file in-page script (an IIFE defining
  // globalThis.__pageliftCapture), injected with chrome.scripting.executeScript({ files }): the
  // extension, the CLI and the tests all run the same capture code in the page.
  await writeFile(join(outDir, 'capture.js'), await captureScriptSource());

  for (const file of ['popup.html', 'popup.css', 'options.html']) await copyFile(join(root, 'src', file), join(outDir, file));
  for (const size of [16, 32, 48, 128]) await writeFile(join(outDir, 'icons', `icon-${size}.png`), iconPng(size));

  const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { version: string };
  const manifest = JSON.parse(await readFile(join(root, 'src/manifest.json'), 'utf8')) as Record<string, unknown>;
  manifest.version = pkg.version;
  await writeFile(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

  const files = await listFiles(outDir);
  const entries = await Promise.all(
    files.map(async (file) => ({ name: relative(outDir, file).split(sep).join('/'), data: await readFile(file) })),
  );
  await mkdir(dirname(zipPath), { recursive: true });
  await writeFile(zipPath, createZip(entries));
  return { unpackedDir: outDir, zipPath };
}

/** Every file under `dir`, recursively, sorted. */
export async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(path)));
    else out.push(path);
  }
  return out.sort();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = await buildExtension();
  console.log(`extension: ${relative(process.cwd(), result.unpackedDir)} and ${relative(process.cwd(), result.zipPath)}`);
}
