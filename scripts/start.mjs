#!/usr/bin/env node
// `npm start`: build the web app if it has not been built, then run the server on its
// embedded defaults (SQLite, files and outbox under DATA_DIR).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
if (existsSync(`${root}apps/web/vite.config.ts`) && !existsSync(`${root}apps/web/dist/index.html`)) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@pagelift/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The extension zip the web app links to (served at /downloads/pagelift-extension.zip).
if (!existsSync(`${root}apps/extension/build/pagelift-extension.zip`)) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@pagelift/extension'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.stderr.write('warning: the extension could not be built; its download link will answer 404\n');
}
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
