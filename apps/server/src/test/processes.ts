import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../config.ts';

/** One JSON log line of a child server or worker (pino's or the worker's). */
export type LogLine = Record<string, unknown> & { msg?: string };

export interface ChildService {
  name: string;
  process: ChildProcess;
  lines: LogLine[];
  /** Resolves with the first line (already seen or to come) that matches. */
  waitFor(match: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  /** Sends a signal to the whole process group (the service and the browsers it started). */
  kill(signal: NodeJS.Signals): void;
  exited: Promise<number | null>;
}

/**
 * Starts a server entry point (`src/main.ts`, `src/export/worker.ts`) as its own process, as
 * `npm start` / `npm run worker` do, in its own process group so a SIGKILL takes its Chromium too.
 */
export function startService(name: string, entry: string, env: Record<string, string>): ChildService {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src', entry)], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const lines: LogLine[] = [];
  const watchers = new Set<() => void>();
  let buffered = '';
  const take = (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    let nl: number;
    while ((nl = buffered.indexOf('\n')) >= 0) {
      const text = buffered.slice(0, nl);
      buffered = buffered.slice(nl + 1);
      try {
        lines.push(JSON.parse(text) as LogLine);
      } catch {
        lines.push({ msg: text });
      }
      for (const w of [...watchers]) w();
    }
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    name,
    process: child,
    lines,
    exited,
    waitFor(match, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const hit = lines.find(match);
          if (hit) {
            cleanup();
            resolve(hit);
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`${name}: no matching log line within ${timeoutMs} ms; last lines:\n${lines.slice(-15).map((l) => JSON.stringify(l)).join('\n')}`));
        }, timeoutMs);
        const onExit = () => {
          cleanup();
          reject(new Error(`${name} exited; last lines:\n${lines.slice(-15).map((l) => JSON.stringify(l)).join('\n')}`));
        };
        const cleanup = () => {
          clearTimeout(timer);
          watchers.delete(check);
          child.off('exit', onExit);
        };
        watchers.add(check);
        child.once('exit', onExit);
        check();
      });
    },
    kill(signal) {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        /* already gone */
      }
    },
  };
}

/** Starts an API server process on free loopback ports and returns its two origins. */
export async function startApiProcess(name: string, env: Record<string, string>): Promise<ChildService & { apiUrl: string; htmlUrl: string }> {
  const service = startService(name, 'main.ts', { HOST: '127.0.0.1', PORT: '0', HTML_PORT: '0', LOG_LEVEL: 'info', ...env });
  const line = await service.waitFor((l) => typeof l.msg === 'string' && l.msg.startsWith('PageLift API on '), 90_000);
  const [, apiUrl, htmlUrl] = /^PageLift API on (\S+), snapshot host on (\S+)$/.exec(line.msg as string)!;
  return Object.assign(service, { apiUrl: apiUrl!, htmlUrl: htmlUrl! });
}
