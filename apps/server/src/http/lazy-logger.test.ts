import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { LOG_REDACT } from '../app.ts';
import { LazyChildLogger, useLazyRequestLoggers } from './lazy-logger.ts';

async function appAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream, redact: { paths: LOG_REDACT, censor: '[redacted]' } } });
  useLazyRequestLoggers(app);
  const made: boolean[] = [];
  app.addHook('onResponse', async (req) => {
    made.push((req.log as unknown as LazyChildLogger).materialised);
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/loud', async (req) => {
    req.log.error({ headers: req.headers }, 'something to say');
    return { ok: true };
  });
  await app.ready();
  return { app, lines, made };
}

const headers = { authorization: 'Bearer SECRET-TOKEN' };

describe('lazy request loggers', () => {
  it('make no child logger for a request that writes nothing, and a full one for a request that does', async () => {
    const { app, lines, made } = await appAt('warn');
    try {
      expect((await app.inject({ url: '/quiet', headers })).statusCode).toBe(200);
      expect(lines).toEqual([]);
      expect((await app.inject({ url: '/loud', headers })).statusCode).toBe(200);
      expect(made).toEqual([false, true]);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ level: 50, msg: 'something to say', reqId: 'req-2', headers: { authorization: '[redacted]' } });
      expect(JSON.stringify(lines)).not.toContain('SECRET');
    } finally {
      await app.close();
    }
  });

  it('keep Fastify’s request lines, with the request id and redaction, when info is on', async () => {
    const { app, lines } = await appAt('info');
    try {
      await app.inject({ url: '/quiet', headers });
      const request = lines.filter((l) => l.reqId === 'req-1');
      expect(request.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
      expect(request[0]).toMatchObject({ req: { method: 'GET', url: '/quiet' } });
      expect(JSON.stringify(lines)).not.toContain('SECRET');
    } finally {
      await app.close();
    }
  });
});
