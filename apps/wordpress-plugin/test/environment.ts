import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Where Debian's `wordpress` package puts WordPress (override with WORDPRESS_DIR). */
export const WORDPRESS_DIR = process.env.WORDPRESS_DIR ?? '/usr/share/wordpress';
export const PHP = process.env.PHP_BINARY ?? 'php';
/** CI must run this suite: a missing part fails it there instead of skipping. */
export const IN_CI = process.env.CI === 'true' || process.env.CI === '1';

export type Environment = { ok: true; wordpressVersion: string } | { ok: false; reason: string };

/**
 * Checks the parts the PHP suite needs: PHP with mysqli and GD, Debian's WordPress, and a MariaDB
 * that root can reach on its socket (as CI's .ci/run sets up). Returns the reason when one is missing.
 */
export function probeEnvironment(): Environment {
  const php = spawnSync(PHP, ['-r', 'echo PHP_VERSION, " ", extension_loaded("mysqli") ? "mysqli" : "-", " ", extension_loaded("gd") ? "gd" : "-";'], { encoding: 'utf8' });
  if (php.error || php.status !== 0) return { ok: false, reason: `PHP is not runnable (${PHP}): install php-cli (apt-get install -y php-cli php-mysql php-gd php-xml php-mbstring php-curl)` };
  if (!php.stdout.includes('mysqli')) return { ok: false, reason: 'PHP has no mysqli extension: apt-get install -y php-mysql' };
  if (!php.stdout.includes('gd')) return { ok: false, reason: 'PHP has no GD extension: apt-get install -y php-gd' };
  const versionFile = join(WORDPRESS_DIR, 'wp-includes', 'version.php');
  if (!existsSync(versionFile)) return { ok: false, reason: `WordPress is not installed at ${WORDPRESS_DIR}: apt-get install -y wordpress (or set WORDPRESS_DIR)` };
  const version = spawnSync(PHP, ['-r', `include ${JSON.stringify(versionFile)}; echo $wp_version;`], { encoding: 'utf8' }).stdout.trim();
  const db = spawnSync(PHP, ['-r', `mysqli_report(MYSQLI_REPORT_OFF); $m = @new mysqli(${JSON.stringify(dbHost())}, 'root', ''); echo $m->connect_errno ? 'ERR ' . $m->connect_error : 'OK';`], { encoding: 'utf8' });
  if (!db.stdout.startsWith('OK')) {
    return { ok: false, reason: `MariaDB is not reachable as root on ${dbHost()} (${db.stdout.trim() || db.stderr.trim()}): start it (start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd)` };
  }
  return { ok: true, wordpressVersion: version };
}

/** localhost means the socket for mysqli, where root authenticates without a password. */
export function dbHost(): string {
  return process.env.WP_TEST_DB_HOST ?? 'localhost';
}

/** Test databases are named with this prefix and dropped after the suite. */
export function dbPrefix(): string {
  return process.env.WP_TEST_DB_PREFIX ?? 'wpplugin_';
}
