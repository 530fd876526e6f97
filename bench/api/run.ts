/**
 * API load bench (issue 14, finding 9): GET /v1/projects with a token against a bare Fastify
 * route, both on this machine in one run, 50 connections, SQLite. Reports requests/s, p99, the
 * servers' CPU time per request and the ratios; writes bench/api/REPORT.md.
 *
 *   npm run api -w @pagelift/bench
 *   options: --seconds N (per measurement, default 5) --rounds N (default 5) --connections N (default 50)
 *
 * Each server runs in a process of its own (api/serve.ts) and autocannon runs here, so the load
 * generator does not take CPU from the server it measures. The bare route and the API are measured
 * alternately (bare, api, bare, api, …) so both see the same machine load; the ratio is taken per
 * round (adjacent measurements) and the median round is reported.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { loadConfig } from '@pagelift/server/src/index.ts';
import { runAdmin } from '@pagelift/server/src/licenses/admin-cli.ts';

const { values: args } = parseArgs({
  options: { seconds: { type: 'string', default: '5' }, rounds: { type: 'string', default: '5' }, connections: { type: 'string', default: '50' } },
});
const SECONDS = Number(args.seconds);
const ROUNDS = Number(args.rounds);
const CONNECTIONS = Number(args.connections);
const TARGET_RATIO = 0.3;
const TARGET_P99_MS = 50;

interface Server {
  url: string;
  child: ChildProcess;
}

interface Load {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The server process's CPU time (user + system) per answered request, µs; null off Linux. */
  cpuUsPerRequest: number | null;
}

/** utime + stime of a process in ms (Linux /proc), or null. */
function cpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // fields 14 and 15 of proc(5), counted after the comm field
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

async function spawnServer(mode: 'bare' | 'api', dataDir: string): Promise<Server> {
  const script = fileURLToPath(new URL('./serve.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, mode, dataDir], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${mode} server exited (${code}) before listening`)));
    lines.once('line', (line) => resolve((JSON.parse(line) as { url: string }).url));
  });
  return { url, child };
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.stdin!.end();
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function load(server: Server, route: string, headers: Record<string, string>, seconds: number): Promise<Load> {
  const before = cpuMs(server.child.pid!);
  const result = await autocannon({ url: `${server.url}${route}`, connections: CONNECTIONS, duration: seconds, headers });
  const after = cpuMs(server.child.pid!);
  const answered = result.requests.total;
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuUsPerRequest: before !== null && after !== null && answered > 0 ? Math.round(((after - before) * 1000) / answered) : null,
  };
}

/** One active user on the Starter plan with three projects, as the web app sees it; returns the bearer token. */
async function signUp(api: string, dataDir: string): Promise<string> {
  const post = (p: string, body: unknown, token?: string) =>
    fetch(`${api}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then((r) => r.json());
  const email = `bench-${Date.now()}@example.test`;
  const reg = await post('/v1/auth/register', {
    first_name: 'B',
    last_name: 'N',
    username: 'bench',
    email,
    password: 'bench password 1',
    confirm_password: 'bench password 1',
  });
  const token: string = reg.data.token;
  const outbox = path.join(dataDir, 'outbox');
  const mail = (await fs.readdir(outbox)).map((f) => path.join(outbox, f))[0]!;
  const code = /\b(\d{6})\b/.exec(await fs.readFile(mail, 'utf8'))![1];
  await post('/v1/auth/active', { id: reg.data.user._id, code }, token);
  const granted = await runAdmin(['grant', '--email', email, '--plan', 'starter'], loadConfig({}, { dataDir }));
  if (granted.exitCode !== 0) throw new Error(`grant failed: ${granted.output}`);
  for (const name of ['one', 'two', 'three']) await post('/v1/projects', { name, url: `${name}.example` }, token);
  const check = await fetch(`${api}/v1/projects`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json());
  if (check.data?.projects?.length !== 3) throw new Error(`setup failed: ${JSON.stringify(check)}`);
  return token;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const round2 = (x: number): number => Math.round(x * 100) / 100;

async function main(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pagelift-api-bench-'));
  const servers: Server[] = [];
  try {
    const bare = await spawnServer('bare', dataDir);
    servers.push(bare);
    const api = await spawnServer('api', dataDir);
    servers.push(api);
    const auth = { authorization: `Bearer ${await signUp(api.url, dataDir)}` };

    // Warm-up (JIT, prepared statements), not reported.
    await load(bare, '/bare', {}, 2);
    await load(api, '/v1/projects', auth, 2);

    const loadBefore = os.loadavg()[0]!;
    const rounds: { bare: Load; api: Load }[] = [];
    for (let i = 0; i < ROUNDS; i++) rounds.push({ bare: await load(bare, '/bare', {}, SECONDS), api: await load(api, '/v1/projects', auth, SECONDS) });
    const loadAfter = os.loadavg()[0]!;

    const ratios = rounds.map((r) => r.api.rps / r.bare.rps);
    const cpuRatios = rounds.flatMap((r) => (r.api.cpuUsPerRequest && r.bare.cpuUsPerRequest ? [r.bare.cpuUsPerRequest / r.api.cpuUsPerRequest] : []));
    const ratio = round2(median(ratios));
    const p99 = median(rounds.map((r) => r.api.p99));
    const worstP99 = Math.max(...rounds.map((r) => r.api.p99));
    const met = ratio >= TARGET_RATIO && p99 < TARGET_P99_MS;
    const row = (name: string, i: number, l: Load) =>
      `| ${i + 1} | ${name} | ${l.rps} | ${l.p50} | ${l.p99} | ${l.cpuUsPerRequest ?? 'n/a'} | ${l.non2xx + l.errors} |`;
    const lines = [
      '# API load: GET /v1/projects vs a bare Fastify route',
      '',
      `${new Date().toISOString()}, ${os.cpus().length} cores, load average ${loadBefore.toFixed(1)} before / ${loadAfter.toFixed(1)} after the measured rounds, ` +
        `${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per route, SQLite, Node ${process.version}.`,
      '',
      'Each server in its own process, autocannon in a third; bare and API measured alternately in the same run.',
      '',
      '| round | route | req/s | p50 ms | p99 ms | server CPU µs/req | non-2xx + errors |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...rounds.flatMap((r, i) => [row('bare Fastify', i, r.bare), row('GET /v1/projects (token)', i, r.api)]),
      '',
      `Ratio (API req/s ÷ bare req/s, median round): **${ratio}** (rounds: ${ratios.map(round2).join(', ')}; target ≥ ${TARGET_RATIO}).`,
      `p99 of GET /v1/projects: **${p99} ms** median round, ${worstP99} ms worst round (target < ${TARGET_P99_MS} ms).`,
      cpuRatios.length ? `CPU ratio (bare µs/req ÷ API µs/req, median round): ${round2(median(cpuRatios))} (less sensitive to other load on the machine).` : '',
      '',
      `Target ${met ? 'met' : 'NOT met'} in this run.`,
      '',
    ];
    console.log(lines.join('\n'));
    await fs.writeFile(new URL('./REPORT.md', import.meta.url), lines.join('\n'));
  } finally {
    for (const server of servers) await stopServer(server);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
