/**
 * API load bench (issue 14, finding 9): GET /v1/projects with a token against a bare Fastify
 * route, both on this machine in one run, 50 connections, SQLite. Reports requests/s, p99 and the
 * ratio; writes bench/api/REPORT.md.
 *
 *   npm run api -w @pagelift/bench      options: --seconds N (default 10) --connections N (default 50)
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { startServer } from '@pagelift/server/src/index.ts';

const { values: args } = parseArgs({ options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } } });
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);

interface Load {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

async function main(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pagelift-api-bench-'));
  const server = await startServer({ host: '127.0.0.1', port: 0, htmlPort: 0, dataDir, logLevel: 'warn', authRateLimitPerMinute: 1_000_000 });
  const bare = Fastify();
  bare.get('/bare', async () => ({ data: { projects: [], projectsRemaining: 3 } }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`;
  try {
    // One active user with a few projects, as the web app sees it.
    const api = server.apiUrl;
    const post = (p: string, body: unknown, token?: string) =>
      fetch(`${api}${p}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) }).then((r) => r.json());
    const email = `bench-${Date.now()}@example.test`;
    const reg = await post('/v1/auth/register', { first_name: 'B', last_name: 'N', username: 'bench', email, password: 'bench password 1', confirm_password: 'bench password 1' });
    const token: string = reg.data.token;
    const outbox = path.join(dataDir, 'outbox');
    const mail = (await fs.readdir(outbox)).map((f) => path.join(outbox, f))[0]!;
    const code = /\b(\d{6})\b/.exec(await fs.readFile(mail, 'utf8'))![1];
    await post('/v1/auth/active', { id: reg.data.user._id, code }, token);
    for (const name of ['one', 'two', 'three']) await post('/v1/projects', { name, url: `${name}.example` }, token);

    await load(bareUrl); // warm-up
    const bareRun = await load(bareUrl);
    const apiRun = await load(`${api}/v1/projects`, { authorization: `Bearer ${token}` });
    const ratio = Math.round((apiRun.rps / bareRun.rps) * 100) / 100;
    const lines = [
      '# API load: GET /v1/projects vs a bare Fastify route',
      '',
      `${new Date().toISOString()}, ${os.cpus().length} cores (${os.loadavg()[0]!.toFixed(1)} load), ${CONNECTIONS} connections, ${SECONDS} s each, SQLite, same process and run.`,
      '',
      '| route | req/s | p50 ms | p99 ms | non-2xx |',
      '| --- | --- | --- | --- | --- |',
      `| bare Fastify | ${bareRun.rps} | ${bareRun.p50} | ${bareRun.p99} | ${bareRun.non2xx} |`,
      `| GET /v1/projects (token) | ${apiRun.rps} | ${apiRun.p50} | ${apiRun.p99} | ${apiRun.non2xx} |`,
      '',
      `Ratio: **${ratio}** (target ≥ 0.30), p99 ${apiRun.p99} ms (target < 50 ms).`,
      '',
    ];
    console.log(lines.join('\n'));
    await fs.writeFile(new URL('./REPORT.md', import.meta.url), lines.join('\n'));
  } finally {
    await bare.close();
    await server.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
