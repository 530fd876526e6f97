import { readFile, rm } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildForTest } from './build-once.ts';
import { listFiles, type BuildResult } from '../scripts/build.ts';
import { readZip } from '../scripts/zip.ts';

describe('npm run build', () => {
  let built: BuildResult;
  beforeAll(async () => {
    built = await buildForTest();
  });
  afterAll(async () => {
    if (built) await rm(dirname(built.unpackedDir), { recursive: true, force: true });
  });

  it('writes an MV3 manifest whose files all exist', async () => {
    const manifest = JSON.parse(await readFile(join(built.unpackedDir, 'manifest.json'), 'utf8'));
    const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
    expect(manifest).toMatchObject({
      manifest_version: 3,
      version: pkg.version,
      background: { service_worker: 'background.js', type: 'module' },
      action: { default_popup: 'popup.html' },
      options_ui: { page: 'options.html' },
      host_permissions: ['<all_urls>'],
    });
    expect(manifest.permissions).toEqual(expect.arrayContaining(['storage', 'scripting']));
    const referenced = [
      manifest.background.service_worker,
      manifest.action.default_popup,
      manifest.options_ui.page,
      ...Object.values(manifest.icons as Record<string, string>),
      'capture.js',
      'popup.js',
      'options.js',
      'popup.css',
    ];
    const present = (await listFiles(built.unpackedDir)).map((f) => relative(built.unpackedDir, f).split(sep).join('/'));
    for (const file of referenced) expect(present).toContain(file);
    expect(await readFile(join(built.unpackedDir, 'capture.js'), 'utf8')).toContain('__pageliftCapture');
  });

  it('packs exactly the unpacked files into the zip', async () => {
    const zipped = readZip(await readFile(built.zipPath));
    const files = await listFiles(built.unpackedDir);
    expect([...zipped.keys()].sort()).toEqual(files.map((f) => relative(built.unpackedDir, f).split(sep).join('/')).sort());
    for (const file of files) {
      const name = relative(built.unpackedDir, file).split(sep).join('/');
      expect(zipped.get(name)!.equals(await readFile(file)), name).toBe(true);
    }
  });
});
