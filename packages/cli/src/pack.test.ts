// The CLI as a user installs it: `npm pack` the workspace, install the tarball into an empty
// folder (no repository, no TypeScript runner), and run `capture --out` and `export` from there
// against a page on loopback.
import { execFile } from 'node:child_process';
import { readdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDirectory, type StaticServer } from '@pagelift/capture/testing';
import { fixturePageRoutes } from './testing/fixture-page.ts';

const run = promisify(execFile);
const REPO_ROOT = resolve(import.meta.dirname, '../../..');

/** npm's own variables from an enclosing `npm test` would steer the nested npm (workspace, prefix). */
function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!/^npm_/i.test(key) && key !== 'INIT_CWD') env[key] = value;
  return env;
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

let site: StaticServer;
let dir: string;
let bin: string;

beforeAll(async () => {
  site = await serveDirectory(null, fixturePageRoutes());
  dir = await mkdtemp(join(tmpdir(), 'pagelift-pack-'));
  const env = cleanEnv();
  const packed = await run('npm', ['pack', '-w', 'pagelift', '--pack-destination', dir, '--json'], { cwd: REPO_ROOT, env, maxBuffer: 16 * 1024 * 1024 });
  const [{ filename }] = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('['))) as Array<{ filename: string }>;
  const app = join(dir, 'app');
  await run('mkdir', ['-p', app]);
  await writeFile(join(app, 'package.json'), JSON.stringify({ name: 'uses-pagelift', private: true }));
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', join(dir, filename)], { cwd: app, env, maxBuffer: 16 * 1024 * 1024 });
  bin = join(app, 'node_modules/.bin/pagelift');
}, 300_000);

afterAll(async () => {
  await site?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the packed CLI, installed into an empty folder', () => {
  it('ships JavaScript only and prints its help', async () => {
    const files: string[] = [];
    for await (const file of walk(join(dir, 'app/node_modules/pagelift'))) files.push(file);
    expect(files.some((f) => f.endsWith('dist/pagelift.js'))).toBe(true);
    expect(files.filter((f) => /\.tsx?$/.test(f))).toEqual([]);
    const help = await run(bin, ['--help'], { env: cleanEnv() });
    expect(help.stdout).toContain('usage: pagelift <command>');
    const exportHelp = await run(bin, ['export', '--help'], { env: cleanEnv() });
    expect(exportHelp.stdout).toContain('--asset-base-url');
    await expect(run(bin, ['nope'], { env: cleanEnv() })).rejects.toMatchObject({ code: 2 });
  });

  it('captures a page to a file and exports it with its assets as files', async () => {
    const cwd = join(dir, 'app');
    const captured = await run(bin, ['capture', `${site.origin}/page.html`, '--out', 'page.html'], { cwd, env: cleanEnv() });
    expect(captured.stderr).toContain('pagelift capture: captured ');
    const exported = await run(bin, ['export', 'page.html', '--entire-page', '--out', 'out.json', '--asset-base-url', 'https://cdn.example.test/pagelift/'], { cwd, env: cleanEnv() });
    expect(exported.stderr).toMatch(/images and fonts written to .*out-assets/);
    const text = await readFile(join(cwd, 'out.json'), 'utf8');
    expect(JSON.parse(text)).toMatchObject({ type: 'elementor' });
    expect(text).not.toContain('data:');
    const referenced = [...new Set(text.match(/https:\/\/cdn\.example\.test\/pagelift\/[a-f0-9]+\.[a-z0-9]+/g) ?? [])];
    expect(referenced.length).toBeGreaterThanOrEqual(2);
    const written = await readdir(join(cwd, 'out-assets'));
    for (const url of referenced) expect(written).toContain(url.split('/').pop());
  });
});
