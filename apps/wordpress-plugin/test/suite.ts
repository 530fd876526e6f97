import { describe, it } from 'vitest';
import { IN_CI, probeEnvironment } from './environment.ts';

/**
 * describe() when PHP, MariaDB and WordPress are here. In CI a missing part fails the suite with
 * the reason; elsewhere the suite is skipped and says so (a skipped test is not a pass).
 */
export function describeWithWordPress(name: string, body: () => void): void {
  const env = probeEnvironment();
  if (env.ok) {
    describe(name, body);
    return;
  }
  if (IN_CI) {
    describe(name, () => {
      it('needs PHP, MariaDB and Debian\'s wordpress package (CI=true)', () => {
        throw new Error(`${env.reason}. .ci/run installs them; this suite must not be skipped in CI.`);
      });
    });
    return;
  }
  process.stderr.write(`\n[wordpress-plugin] SKIPPED, NOT PASSED: ${name}: ${env.reason}\n`);
  describe.skip(`${name} (skipped: ${env.reason})`, body);
}
