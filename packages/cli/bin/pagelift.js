#!/usr/bin/env node
// The `pagelift` bin. It is committed (so npm links it on install, before anything is built)
// and loads the bundle that `npm run build -w pagelift` writes (the root `prepare` runs it
// on `npm ci`; `npm pack` runs it as `prepack`).
import { existsSync } from 'node:fs';

const bundle = new URL('../dist/pagelift.js', import.meta.url);
if (!existsSync(bundle)) {
  process.stderr.write('pagelift: the CLI is not built yet: run `npm run build -w pagelift` in the repository\n');
  process.exit(1);
}
await import(bundle.href);
