// The in-page capture script as one self-contained IIFE, for Playwright's evaluate and for
// the extension's chrome.scripting.executeScript({ files }).
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ENTRY = resolve(PACKAGE_DIR, 'src/inpage/entry.ts');
/** Where `writeCaptureScript()` puts the bundle by default. */
export const CAPTURE_SCRIPT_PATH = resolve(PACKAGE_DIR, 'dist/capture-inpage.js');

/** The bundle, embedded at build time by the packaged CLI (packages/cli/build.ts), which ships no TypeScript. */
declare const __PAGELIFT_INPAGE_SCRIPT__: string | undefined;

let cached: Promise<string> | null = null;

/**
 * The bundled script. Running it defines `globalThis.__pageliftCapture.captureInPage(options)`;
 * it has no other effect on the page. Built once per process with esbuild.
 */
export function captureScriptSource(): Promise<string> {
  if (typeof __PAGELIFT_INPAGE_SCRIPT__ === 'string') return Promise.resolve(__PAGELIFT_INPAGE_SCRIPT__);
  cached ??= (async () => {
    const { build } = await import('esbuild');
    const result = await build({
      entryPoints: [ENTRY],
      bundle: true,
      write: false,
      format: 'iife',
      platform: 'browser',
      target: 'chrome110',
      minify: false,
      // keepNames would add a __name helper; nothing here depends on function names.
      keepNames: false,
      legalComments: 'none',
    });
    return result.outputFiles[0].text;
  })();
  cached.catch(() => {
    cached = null;
  });
  return cached;
}

/** Writes the bundle to `file` (default `packages/capture/dist/capture-inpage.js`); returns the path. */
export async function writeCaptureScript(file: string = CAPTURE_SCRIPT_PATH): Promise<string> {
  const source = await captureScriptSource();
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, source);
  return file;
}

/** A JS expression that runs the capture with `options` and evaluates to its promise. */
export async function captureExpression(options: object = {}): Promise<string> {
  return `${await captureScriptSource()}\n;globalThis.__pageliftCapture.captureInPage(${JSON.stringify(options)})`;
}
