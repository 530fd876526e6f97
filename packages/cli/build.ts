// `npm run build -w pagelift` (also run by the root `prepare`, so `npm ci` leaves a working bin):
// bundles the CLI into dist/pagelift.js, plain JavaScript for Node 20. The in-page capture script
// is bundled at build time and embedded, so nothing compiles TypeScript at run time.
// playwright-core stays an ordinary dependency (it drives the system Chromium).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { captureScriptSource } from '@pagelift/capture';

const dir = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };

await build({
  entryPoints: [join(dir, 'src/bin.ts')],
  outfile: join(dir, 'dist/pagelift.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['playwright-core'],
  banner: { js: '// Built from packages/cli by build.ts; do not edit.' },
  define: {
    __PAGELIFT_INPAGE_SCRIPT__: JSON.stringify(await captureScriptSource()),
    __PAGELIFT_VERSION__: JSON.stringify(pkg.version),
  },
  legalComments: 'none',
  logLevel: 'warning',
});
process.stdout.write(`${join(dir, 'dist/pagelift.js')}\n`);
