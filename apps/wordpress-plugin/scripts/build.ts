// `npm run build -w @pagelift/wordpress-plugin [-- --version 1.0.58 --origin https://pagelift.example]`:
// packs plugin/ into build/pagelift-<version>.zip (folder `pagelift/` inside, as WordPress's
// "Upload Plugin" expects). The server builds the same zip in memory with its own PLUGIN_VERSION
// and PUBLIC_URL (apps/server/src/web/plugin-download.ts).
import { readFileSync, readdirSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createZip, type ZipEntry } from '../../extension/scripts/zip.ts';

// The reader for what this builds (tests of the server and e2e check the served zip with it).
export { readZip } from '../../extension/scripts/zip.ts';

export const PLUGIN_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'plugin');
export const DEFAULT_PLUGIN_VERSION = '1.0.58';

export interface PluginBuildOptions {
  /** The plugin's Version header and PAGELIFT_VERSION (the spec's plugin version by default). */
  version?: string;
  /** PageLift origins the plugin trusts until its settings are saved (the server's PUBLIC_URL). */
  defaultOrigins?: readonly string[];
}

/** WordPress compares versions with version_compare; keep to digits, dots and simple suffixes. */
const VERSION_PATTERN = /^\d+(\.\d+){0,3}(-[0-9A-Za-z.]+)?$/;

/** An origin as the plugin stores it: scheme://host[:port], no path. Throws on anything else. */
export function toOrigin(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`not an http(s) origin: ${url}`);
  if (parsed.username || parsed.password) throw new Error(`an origin carries no credentials: ${url}`);
  return parsed.origin;
}

/** The plugin's files (path inside the zip → bytes) with the version and origins written in. */
export function pluginFiles(options: PluginBuildOptions = {}): ZipEntry[] {
  const version = options.version ?? DEFAULT_PLUGIN_VERSION;
  if (!VERSION_PATTERN.test(version)) throw new Error(`invalid plugin version: ${JSON.stringify(version)}`);
  const origins = (options.defaultOrigins ?? []).map(toOrigin);
  const entries: ZipEntry[] = [];
  for (const file of listFiles(PLUGIN_DIR)) {
    const name = `pagelift/${relative(PLUGIN_DIR, file).split(sep).join('/')}`;
    let data = readFileSync(file);
    if (name === 'pagelift/pagelift.php') {
      data = Buffer.from(data.toString('utf8').replace(/^( \* Version:\s*).*$/m, `$1${version}`));
    }
    entries.push({ name, data });
  }
  // Origins are URL.origin output (no quotes or backslashes), the version matched VERSION_PATTERN.
  const build = [
    '<?php',
    '/**',
    ' * Written by the PageLift build: the version and the PageLift server this copy came from.',
    ' *',
    ' * @package PageLift',
    ' */',
    '',
    "defined( 'ABSPATH' ) || exit;",
    '',
    `define( 'PAGELIFT_VERSION', '${version}' );`,
    `define( 'PAGELIFT_DEFAULT_ORIGINS', '${origins.join(' ')}' );`,
    '',
  ].join('\n');
  entries.push({ name: 'pagelift/pagelift-build.php', data: Buffer.from(build) });
  return entries.sort((a, b) => a.name.localeCompare(b.name));
}

/** The installable zip. */
export function pluginZip(options: PluginBuildOptions = {}): Buffer {
  return createZip(pluginFiles(options));
}

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(path));
    else out.push(path);
  }
  return out.sort();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values } = parseArgs({ options: { version: { type: 'string' }, origin: { type: 'string', multiple: true }, out: { type: 'string' } } });
  const version = values.version ?? process.env.PLUGIN_VERSION ?? DEFAULT_PLUGIN_VERSION;
  const origins = values.origin ?? (process.env.PUBLIC_URL ? [process.env.PUBLIC_URL] : []);
  const out = values.out ?? join(PLUGIN_DIR, '..', 'build', `pagelift-${version}.zip`);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, pluginZip({ version, defaultOrigins: origins }));
  console.log(`wordpress plugin ${version} (origins: ${origins.join(', ') || 'none, set them in Settings → PageLift'}): ${relative(process.cwd(), out)}`);
}
