import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { pluginFiles, pluginZip, readZip, toOrigin } from '../scripts/build.ts';
import { IN_CI, PHP } from './environment.ts';

describe('plugin build', () => {
  it('writes the configured version into the header and the build constants', () => {
    const files = readZip(pluginZip({ version: '2.3.4', defaultOrigins: ['https://pagelift.example:8443/v1/resources/'] }));
    expect(files.get('pagelift/pagelift.php')!.toString()).toMatch(/^ \* Version:\s+2\.3\.4$/m);
    const build = files.get('pagelift/pagelift-build.php')!.toString();
    expect(build).toContain("define( 'PAGELIFT_VERSION', '2.3.4' );");
    expect(build).toContain("define( 'PAGELIFT_DEFAULT_ORIGINS', 'https://pagelift.example:8443' );");
    // Everything in one folder, as WordPress's "Upload Plugin" expects.
    expect([...files.keys()].every((n) => n.startsWith('pagelift/'))).toBe(true);
    expect(files.has('pagelift/readme.txt')).toBe(true);
  });

  it('defaults to the spec version 1.0.58 and no origin', () => {
    const build = pluginFiles().find((f) => f.name === 'pagelift/pagelift-build.php')!.data.toString();
    expect(build).toContain("define( 'PAGELIFT_VERSION', '1.0.58' );");
    expect(build).toContain("define( 'PAGELIFT_DEFAULT_ORIGINS', '' );");
  });

  it('refuses a version or an origin that could break out of the PHP it is written into', () => {
    expect(() => pluginFiles({ version: "1.0'); exit; //" })).toThrow(/invalid plugin version/);
    expect(() => toOrigin("javascript:alert('x')")).toThrow(/not an http/);
    expect(() => toOrigin('https://user:pw@pagelift.example')).toThrow(/credentials/);
    expect(toOrigin("https://pagelift.example/'quoted'")).toBe('https://pagelift.example');
  });

  // Without PHP (outside CI) this shows as skipped; in CI PHP is installed by .ci/run.
  it.skipIf(!!spawnSync(PHP, ['-v']).error && !IN_CI)('writes PHP that PHP parses (php -l on every file)', () => {
    for (const file of pluginFiles().filter((f) => f.name.endsWith('.php'))) {
      const lint = spawnSync(PHP, ['-l'], { input: file.data, encoding: 'utf8' });
      expect(lint.status, `${file.name}: ${lint.stdout}`).toBe(0);
    }
  });
});
