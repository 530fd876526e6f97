// `pagelift capture URL --project ID [--api URL] [--token T | env PAGELIFT_TOKEN] [--name N]
//  [--width 1440] [--height 900] [--out FILE]`: opens the page in the system Chromium, runs
// the same in-page capture as the extension, and uploads it (or only writes the file).
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { launchChromium } from '@pagelift/browser';
import { capturePage, inlineAssets, openPage } from './capture-page.ts';
import { CaptureError } from './errors.ts';
import { formatBytes } from './limits.ts';
import { attachOptionValues } from './option-args.ts';
import { checkProject, uploadSnapshot } from './upload.ts';

const USAGE = `usage: pagelift capture URL --project ID [--api URL] [--token TOKEN] [--name NAME]
                        [--width 1440] [--height 900] [--out FILE]

  --project ID   project to add the page to (required unless --out is given)
  --api URL      PageLift API origin (default: $PAGELIFT_API_URL or http://localhost:8080)
  --token TOKEN  bearer token (default: $PAGELIFT_TOKEN, else the one pagelift login stored)
  --name NAME    page name (default: the page title)
  --width, --height  viewport in CSS px (default 1440 x 900)
  --out FILE     write the snapshot as one self-contained HTML file (assets as data: URLs)
                 instead of uploading; with --project too, both happen

Exit codes: 0 captured, 1 the capture or upload failed, 2 bad usage,
            3 no token or the server refused it (sign in again: pagelift login).
`;

const VALUE_OPTIONS = new Set(['project', 'api', 'token', 'name', 'width', 'height', 'out']);

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: NodeJS.ProcessEnv;
}

const defaultIo: CliIo = {
  stdout: (t) => process.stdout.write(t),
  stderr: (t) => process.stderr.write(t),
  env: process.env,
};

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 200 || n > 7680) throw new CaptureError('BAD_USAGE', `--${name} must be a whole number of CSS pixels between 200 and 7680`);
  return n;
}

export async function main(argv: string[], io: CliIo = defaultIo): Promise<number> {
  const args = argv[0] === 'capture' ? argv.slice(1) : argv;
  let parsed;
  try {
    parsed = parseArgs({
      args: attachOptionValues(args, VALUE_OPTIONS),
      allowPositionals: true,
      options: {
        project: { type: 'string' },
        api: { type: 'string' },
        token: { type: 'string' },
        name: { type: 'string' },
        width: { type: 'string' },
        height: { type: 'string' },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    io.stderr(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout(USAGE);
    return 0;
  }
  const log = (line: string) => io.stderr(`pagelift capture: ${line}\n`);
  const fail = (message: string, code = 2) => {
    io.stderr(`pagelift capture: ${message}\n${code === 2 ? USAGE : ''}`);
    return code;
  };

  if (positionals.length !== 1) return fail('give exactly one URL to capture');
  let url: URL;
  try {
    url = new URL(positionals[0]);
  } catch {
    return fail(`not a URL: ${positionals[0]}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fail('only http(s) pages can be captured');
  const token = values.token ?? io.env.PAGELIFT_TOKEN;
  const upload = values.project !== undefined;
  if (!upload && !values.out) return fail('give --project ID to upload, or --out FILE to write the snapshot');
  if (upload && !token) return fail('uploading needs a token: --token, PAGELIFT_TOKEN, or sign in once with `pagelift login`', 3);
  let width: number;
  let height: number;
  try {
    width = positiveInt(values.width, 1440, 'width');
    height = positiveInt(values.height, 900, 'height');
  } catch (error) {
    return fail((error as Error).message);
  }
  const apiUrl = values.api ?? io.env.PAGELIFT_API_URL ?? 'http://localhost:8080';
  const exitFor = (error: CaptureError) => (error.code === 'TOKEN_REFUSED' ? 3 : 1);

  if (upload) {
    try {
      const domain = await checkProject({ apiUrl, token: token!, projectId: values.project!, pageUrl: url.href });
      log(`project ${values.project} (${domain}) accepts ${url.hostname}`);
    } catch (error) {
      if (error instanceof CaptureError) return fail(error.message, exitFor(error));
      throw error;
    }
  }

  const started = Date.now();
  const browser = await launchChromium().catch((error: Error) => error);
  if (browser instanceof Error) return fail(browser.message, 1);
  try {
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    log(`opening ${url.href} at ${width}x${height}`);
    await openPage(page, url.href);
    const snapshot = await capturePage(page, { thumbnail: upload, onProgress: log });
    const { counts } = snapshot.meta;
    const assetBytes = snapshot.assets.reduce((sum, a) => sum + a.data.length, 0);
    log(`captured ${counts.nodes} elements, ${counts.stylesheets} stylesheets, ${counts.assets} assets ` +
      `(${formatBytes(Buffer.byteLength(snapshot.html))} HTML + ${formatBytes(assetBytes)} assets) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    for (const line of snapshot.meta.notCaptured) log(`not captured: ${line}`);
    if (values.out) {
      await writeFile(values.out, inlineAssets(snapshot));
      log(`wrote ${values.out}`);
      if (!upload) io.stdout(`${values.out}\n`);
    }
    if (upload) {
      log(`uploading to ${apiUrl}`);
      const saved = await uploadSnapshot({ apiUrl, token: token!, projectId: values.project!, name: values.name ?? snapshot.meta.title, snapshot });
      log(`added page ${saved._id} to project ${values.project}`);
      io.stdout(`${JSON.stringify(saved)}\n`);
    }
    return 0;
  } catch (error) {
    if (error instanceof CaptureError) return fail(error.message, exitFor(error));
    return fail(`failed: ${(error as Error).stack ?? error}`, 1);
  } finally {
    await browser.close();
  }
}
