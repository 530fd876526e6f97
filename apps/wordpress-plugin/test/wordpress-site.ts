import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginFiles, type PluginBuildOptions } from '../scripts/build.ts';
import { PHP, WORDPRESS_DIR, dbHost, dbPrefix } from './environment.ts';

const RUNNER = join(dirname(fileURLToPath(import.meta.url)), 'php', 'run.php');
const RESULT_MARKER = '@@PAGELIFT-RESULT@@';

export interface WordPressSite {
  dir: string;
  dbName: string;
  home: string;
  /** Runs a PHP scenario (test/php/scenarios.php) in a fresh PHP process and returns its JSON. */
  run<T = Record<string, unknown>>(scenario: string, args?: Record<string, unknown>): Promise<T>;
  /** Anything WordPress logged (WP_DEBUG_LOG), for failure messages. */
  debugLog(): string;
  destroy(): void;
}

export interface SiteOptions {
  /** Site URL written into WordPress (the browser test serves the site there). */
  home: string;
  /** Install the plugin files (from the build, as the zip would hold them). Default true. */
  installPlugin?: boolean;
  /** Activate it during the install. Default true. */
  activate?: boolean;
  build?: PluginBuildOptions;
}

/**
 * A throwaway WordPress: a copy of Debian's install in a temporary folder (its wp-config.php is
 * Debian's host-dispatching one, so the copy gets its own), its own MariaDB database, and no
 * outgoing HTTP except to 127.0.0.1 (where the stand-in PageLift servers listen).
 */
export async function createSite(options: SiteOptions): Promise<WordPressSite> {
  const dir = mkdtempSync(join(tmpdir(), 'pagelift-wp-'));
  const dbName = `${dbPrefix()}${randomBytes(5).toString('hex')}`;
  cpSync(WORDPRESS_DIR, dir, {
    recursive: true,
    dereference: true,
    filter: (src) => !src.startsWith(join(WORDPRESS_DIR, 'wp-content', 'languages')) && src !== join(WORDPRESS_DIR, 'wp-config.php') && src !== join(WORDPRESS_DIR, '.htaccess'),
  });
  const pluginDir = join(dir, 'wp-content', 'plugins');
  if (options.installPlugin !== false) {
    for (const entry of pluginFiles(options.build)) {
      const target = join(pluginDir, entry.name);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, entry.data);
    }
  }
  mkdirSync(join(dir, 'wp-content', 'uploads'), { recursive: true });
  writeFileSync(join(dir, 'wp-config.php'), wpConfig(dbName, dir));
  php(['-r', `$m = new mysqli(${JSON.stringify(dbHost())}, 'root', ''); if (!$m->query('CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4')) { fwrite(STDERR, $m->error); exit(1); }`]);

  const site: WordPressSite = {
    dir,
    dbName,
    home: options.home,
    async run<T>(scenario: string, args: Record<string, unknown> = {}): Promise<T> {
      const argsFile = join(dir, `args-${randomBytes(4).toString('hex')}.json`);
      writeFileSync(argsFile, JSON.stringify(args));
      const { stdout, stderr, code } = await runPhp([RUNNER, dir, scenario, argsFile]);
      rmSync(argsFile, { force: true });
      const at = stdout.lastIndexOf(RESULT_MARKER);
      if (code !== 0 || at < 0) {
        throw new Error(`scenario ${scenario} failed (exit ${code}):\n${stdout}\n${stderr}\n${site.debugLog()}`);
      }
      return JSON.parse(stdout.slice(at + RESULT_MARKER.length)) as T;
    },
    debugLog() {
      const r = spawnSync('cat', [join(dir, 'debug.log')], { encoding: 'utf8' });
      return r.stdout ?? '';
    },
    destroy() {
      spawnSync(PHP, ['-r', `$m = new mysqli(${JSON.stringify(dbHost())}, 'root', ''); $m->query('DROP DATABASE IF EXISTS \`${dbName}\`');`]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    const installed = await site.run<{ activated: unknown }>('install', { home: options.home, activate: options.installPlugin !== false && options.activate !== false });
    if (installed.activated !== true) throw new Error(`plugin activation failed: ${JSON.stringify(installed.activated)}`);
  } catch (error) {
    site.destroy();
    throw error;
  }
  return site;
}

function wpConfig(dbName: string, dir: string): string {
  const salt = () => randomBytes(32).toString('hex');
  const keys = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'];
  return `<?php
define( 'DB_NAME', '${dbName}' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', '${dbHost()}' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
${keys.map((k) => `define( '${k}', '${salt()}' );`).join('\n')}
$table_prefix = 'wp_';
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', ${JSON.stringify(join(dir, 'debug.log'))} );
define( 'WP_DEBUG_DISPLAY', false );
// No outgoing HTTP but the stand-in PageLift servers on 127.0.0.1.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'WP_ACCESSIBLE_HOSTS', '127.0.0.1' );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'FS_METHOD', 'direct' );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
}

function php(args: string[]): string {
  const r = spawnSync(PHP, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`php ${args.join(' ')} failed: ${r.stderr || r.stdout}`);
  return r.stdout;
}

/** Async so the stand-in servers in this process keep answering while PHP downloads from them. */
function runPhp(args: string[]): Promise<{ stdout: string; stderr: string; code: number | null }> {
  return new Promise((resolve) => {
    const child = spawn(PHP, args);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ stdout, stderr, code }));
  });
}
