// `pagelift export FILE.html` end to end, in-process: a page with an image, a CSS background and
// a web font is captured to a file (data: URLs inside), exported, and the builder data must hold
// no data: URL and reference files that the given base URL really serves.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDirectory, type StaticServer } from '@pagelift/capture/testing';
import { main } from './main.ts';
import { fixturePageRoutes } from './testing/fixture-page.ts';

async function run(argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env: {} });
  return { code, stdout, stderr };
}

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

let site: StaticServer;
let dir: string;

beforeAll(async () => {
  site = await serveDirectory(null, fixturePageRoutes());
  dir = await mkdtemp(join(tmpdir(), 'pagelift-export-'));
});

afterAll(async () => {
  await site?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('pagelift export FILE.html', () => {
  it('writes images and fonts as files and references them under --asset-base-url, never as data: URLs', async () => {
    const snapshot = join(dir, 'page.html');
    const captured = await run(['capture', `${site.origin}/page.html`, '--out', snapshot]);
    expect(captured.code, captured.stderr).toBe(0);
    expect(await readFile(snapshot, 'utf8')).toContain('data:image/png;base64,');

    // The folder the user will publish, served the way they would serve it.
    const assetsDir = join(dir, 'out-assets');
    const published = await serveDirectory(assetsDir, {});
    try {
      const base = `${published.origin}/`;
      const out = join(dir, 'out.json');
      const result = await run(['export', snapshot, '--entire-page', '--copy-fontface', 'copy', '--out', out, '--asset-base-url', base]);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).toMatch(/\d+ images and fonts written to .*out-assets, referenced as /);

      const text = await readFile(out, 'utf8');
      expect(text).not.toContain('data:');
      expect(text).not.toContain('127.0.0.1:'.concat(String(new URL(site.origin).port)));
      const data = JSON.parse(text);
      expect(data).toMatchObject({ type: 'elementor' });
      const urls = [...new Set(stringsOf(data).flatMap((s) => s.match(/https?:\/\/[^\s"')]+/g) ?? []).filter((u) => u.startsWith(base)))];
      // the <img>, the CSS background
      expect(urls.length).toBeGreaterThanOrEqual(2);
      const files = await readdir(assetsDir);
      for (const url of urls) {
        expect(files).toContain(url.slice(base.length));
        const response = await fetch(url);
        expect(response.status, url).toBe(200);
        expect(response.headers.get('content-type'), url).toMatch(/^image\//);
      }
      // the web font travels as a file too: the @font-face CSS on stderr points at it
      expect(result.stderr).toMatch(new RegExp(`@font-face[^]*url\\(["']?${base.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[a-f0-9]+\\.woff2`));
      expect(files.some((f) => f.endsWith('.woff2'))).toBe(true);
    } finally {
      await published.close();
    }
  });

  it('writes the IR document for the debug target --builder ir', async () => {
    const fixture = resolve(import.meta.dirname, '../../engine/src/__fixtures__/small.html');
    const out = join(dir, 'ir.json');
    const result = await run(['export', fixture, '--builder', 'ir', '--selector', '#hero', '--out', out, '--assets', join(dir, 'ir-assets')]);
    expect(result.code, result.stderr).toBe(0);
    const doc = JSON.parse(await readFile(out, 'utf8'));
    expect(doc.breakpoints).toEqual(['desktop', 'tablet', 'mobile']);
    expect(doc.root).toMatchObject({ kind: 'container' });
    expect(JSON.stringify(doc.root)).toContain('"kind":"heading"');
  });

  it('exits 1 with the user-facing message for a blank selector and 2 for bad usage', async () => {
    const snapshot = resolve(import.meta.dirname, '../../engine/src/__fixtures__/small.html');
    const blank = await run(['export', snapshot, '--selector', ' ', '--assets', join(dir, 'a')]);
    expect(blank.code).toBe(1);
    expect(blank.stderr).toContain('pagelift export: ');
    expect((await run(['export', snapshot, '--builder', 'nope', '--entire-page'])).code).toBe(2);
    expect((await run(['export', snapshot])).stderr).toContain('give --selector S or --entire-page');
    expect((await run(['export'])).code).toBe(2);
    expect((await run(['export', snapshot, '--entire-page', '--asset-base-url', 'ftp://x/'])).code).toBe(2);
    expect((await run(['export', join(dir, 'missing.html'), '--entire-page'])).code).toBe(1);
  });
});

describe('pagelift', () => {
  it('prints help for itself and each command, and exits 2 on an unknown command', async () => {
    expect(await run(['--help'])).toMatchObject({ code: 0, stdout: expect.stringContaining('Exit codes: 0 success') });
    expect(await run([])).toMatchObject({ code: 2 });
    for (const command of ['capture', 'export']) {
      const help = await run([command, '--help']);
      expect(help.code).toBe(0);
      expect(help.stdout).toContain(`usage: pagelift ${command}`);
      expect(help.stdout).toContain('Exit codes');
      expect((await run(['help', command])).stdout).toBe(help.stdout);
    }
    expect(await run(['nope'])).toMatchObject({ code: 2, stderr: expect.stringContaining('unknown command nope') });
  });
});
