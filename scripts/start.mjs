#!/usr/bin/env node
// `npm start`: build the web app if it has not been built, then run the server on its
// embedded defaults (SQLite, files and outbox under DATA_DIR). Stopping `npm start` stops the
// server: signals are forwarded, and each of the two processes stops when its parent is gone
// (npm killed outright leaves no server behind holding the ports).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { constants } from 'node:os';

const root = new URL('..', import.meta.url).pathname;
// PAGELIFT_START_NO_BUILD=1 (tests of this script) starts the server without building first.
const buildFirst = process.env.PAGELIFT_START_NO_BUILD !== '1';
if (buildFirst && existsSync(`${root}apps/web/vite.config.ts`) && !existsSync(`${root}apps/web/dist/index.html`)) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@pagelift/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The extension zip the web app links to (served at /downloads/pagelift-extension.zip).
if (buildFirst && !existsSync(`${root}apps/extension/build/pagelift-extension.zip`)) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@pagelift/extension'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.stderr.write('warning: the extension could not be built; its download link will answer 404\n');
}
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  // apps/server/src/main.ts stops when this process is gone, even if it was killed with SIGKILL.
  env: { ...process.env, PAGELIFT_STOP_WITH_PID: String(process.pid) },
});
let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
}
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => stop(sig));
// npm killed outright (SIGKILL) leaves the shell it ran this script in, which is re-parented:
// watch the parent's parent as well as the parent (Linux /proc; elsewhere the parent only).
function parentOf(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
  } catch {
    return undefined;
  }
}
const parent = process.ppid;
const grandparent = parentOf(parent);
setInterval(() => {
  if (process.ppid !== parent || parentOf(parent) !== grandparent) stop('SIGTERM');
}, 500).unref();
server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 1)));
