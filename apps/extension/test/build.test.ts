import { readFile, rm } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { inflateRawSync, crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildForTest } from './build-once.ts';
import { listFiles, type BuildResult } from '../scripts/build.ts';

/** Reads a ZIP's central directory and every entry's bytes, checking each CRC. */
function readZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(dataStart, dataStart + size);
    const data = method === 8 ? inflateRawSync(raw) : Buffer.from(raw);
    expect(crc32(data) >>> 0, name).toBe(crc);
    files.set(name, data);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}


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
