// `npm start` (scripts/start.mjs → apps/server/src/main.ts): stopping npm stops the server it
// started, whether npm is asked to stop (SIGTERM) or killed outright (SIGKILL), and so does
// killing the start script itself: nothing is left holding the ports.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
const started: ChildProcess[] = [];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function answers(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/v1/health`).then((r) => r.ok, () => false);
}

/** `npm start` in its own process group; resolves once the API answers, with the server's pid. */
async function npmStart(): Promise<{ npm: ChildProcess; port: number; serverPid: number; startPid: number }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pagelift-start-'));
  dirs.push(dataDir);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!/^npm_/i.test(key)) env[key] = value;
  const npm = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...env, PORT: String(port), HTML_PORT: String(await freePort()), DATA_DIR: dataDir, PAGELIFT_START_NO_BUILD: '1', DATABASE_URL: '' },
  });
  started.push(npm);
  let log = '';
  npm.stdout!.on('data', (d) => (log += d));
  npm.stderr!.on('data', (d) => (log += d));
  const deadline = Date.now() + 60_000;
  while (!(await answers(port))) {
    if (Date.now() > deadline || npm.exitCode !== null) throw new Error(`npm start did not come up:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const serverPid = Number(/"pid":(\d+)/.exec(log)?.[1]);
  const ps = spawn('ps', ['-o', 'pid=,ppid=', '-g', String(npm.pid)]);
  let table = '';
  ps.stdout.on('data', (d) => (table += d));
  await new Promise((r) => ps.on('close', r));
  const rows = table.trim().split('\n').map((l) => l.trim().split(/\s+/).map(Number));
  const startPid = rows.find(([pid]) => pid === serverPid)![1]!;
  return { npm, port, serverPid, startPid };
}

async function gone(pid: number, port: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (alive(pid) || (await answers(port))) {
    if (Date.now() > deadline) throw new Error(`server ${pid} still running on ${port}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

afterEach(() => {
  // a failed test must not leave its process group behind
  for (const child of started.splice(0)) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
});

afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('stopping npm start', () => {
  it('stops the server when npm gets SIGTERM', async () => {
    const { npm, port, serverPid } = await npmStart();
    process.kill(npm.pid!, 'SIGTERM');
    await gone(serverPid, port);
  });

  it('stops the server when npm is killed with SIGKILL', async () => {
    const { npm, port, serverPid } = await npmStart();
    process.kill(npm.pid!, 'SIGKILL');
    await gone(serverPid, port);
  });

  it('stops the server when the start script itself is killed with SIGKILL', async () => {
    const { port, serverPid, startPid } = await npmStart();
    expect(startPid).not.toBe(serverPid);
    process.kill(startPid, 'SIGKILL');
    await gone(serverPid, port);
  });
});
