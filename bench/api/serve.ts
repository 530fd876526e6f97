/**
 * One server for the API load bench, in a process of its own (bench/api/run.ts spawns it):
 *   node --import tsx api/serve.ts bare|api <dataDir>
 * Prints one JSON line `{ "url": … }` on stdout once listening; exits when stdin closes or on SIGTERM.
 */
import Fastify from 'fastify';
import { startServer } from '@pagelift/server/src/index.ts';

const [mode, dataDir] = process.argv.slice(2);

async function start(): Promise<{ url: string; close: () => Promise<void> }> {
  if (mode === 'bare') {
    const bare = Fastify();
    bare.get('/bare', async () => ({ data: { projects: [], projectsRemaining: 3 } }));
    await bare.listen({ host: '127.0.0.1', port: 0 });
    return { url: `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`, close: () => bare.close() };
  }
  if (mode === 'api' && dataDir) {
    const server = await startServer({ host: '127.0.0.1', port: 0, htmlPort: 0, dataDir, logLevel: 'warn', authRateLimitPerMinute: 1_000_000 });
    return { url: server.apiUrl, close: () => server.close() };
  }
  throw new Error('usage: serve.ts bare|api <dataDir>');
}

const running = await start();
let closing = false;
const stop = () => {
  if (closing) return;
  closing = true;
  running.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.stdin.on('close', stop);
process.stdin.resume();
process.stdout.write(`${JSON.stringify({ url: running.url })}\n`);
