// Per-IP limits behind a load balancer: two API servers on one database must count the same
// requests. 30 wrong sign-ins alternate between them; with a limit of 5 per minute only 5 may be
// answered 401, wherever they land. The in-memory store (one server only) is shown to let 10 through.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { loadConfig } from '../config.ts';
import { startServer, type RunningServer } from '../index.ts';
import { type Backend, testDatabase } from '../test/database.ts';

const LIMIT = 5;
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Two servers on one database, each with its own DATA_DIR (as on two machines) and the same JWT_SECRET. */
async function twoServers(backend: Backend, overrides: Partial<Config>): Promise<[RunningServer, RunningServer]> {
  const database = testDatabase(backend);
  const shared = await fs.mkdtemp(path.join(os.tmpdir(), 'pagelift-rl-'));
  cleanups.push(async () => {
    await database.drop();
    await fs.rm(shared, { recursive: true, force: true });
  });
  const servers: RunningServer[] = [];
  for (const name of ['a', 'b']) {
    const server = await startServer({
      host: '127.0.0.1',
      port: 0,
      htmlPort: 0,
      // SQLite (memory store case) needs one file for both; PostgreSQL ignores it.
      dataDir: backend === 'sqlite' ? shared : path.join(shared, name),
      jwtSecret: 's'.repeat(40),
      logLevel: 'fatal',
      authRateLimitPerMinute: LIMIT,
      authAccountRateLimit: 1000,
      loginMaxFailures: 1000,
      ...database.overrides,
      ...overrides,
    });
    cleanups.push(() => server.close());
    servers.push(server);
  }
  return servers as [RunningServer, RunningServer];
}

/** 30 wrong sign-ins (different unknown emails, so no account lock), alternating servers; the answers' statuses. */
async function wrongSignIns([a, b]: [RunningServer, RunningServer]): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 30; i++) {
    const server = i % 2 === 0 ? a : b;
    const res = await fetch(`${server.apiUrl}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `nobody-${i}@example.test`, password: 'wrong password 1' }),
    });
    statuses.push(res.status);
    await res.arrayBuffer();
  }
  return statuses;
}

describe('per-IP sign-in limit across two API servers', () => {
  it.runIf(process.env.TEST_DATABASE_URL)('holds with the database store (PostgreSQL)', async () => {
    const servers = await twoServers('postgres', {});
    expect(servers[0].config.rateLimitStore).toBe('database');
    const statuses = await wrongSignIns(servers);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - LIMIT);
    // Both servers refuse once the shared count is reached.
    expect(statuses.slice(LIMIT)).toEqual(Array(30 - LIMIT).fill(429));
  });

  it.runIf(process.env.TEST_REDIS_URL)('holds with the Redis store (REDIS_URL)', async () => {
    const prefix = `${process.env.TEST_REDIS_KEY_PREFIX ?? 'pagelift-test:'}${randomBytes(4).toString('hex')}:`;
    const servers = await twoServers('sqlite', { rateLimitStore: 'redis', redisUrl: process.env.TEST_REDIS_URL!, redisKeyPrefix: prefix });
    cleanups.push(async () => {
      const redis = new Redis(process.env.TEST_REDIS_URL!);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    });
    const statuses = await wrongSignIns(servers);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT);
    expect(statuses.slice(LIMIT)).toEqual(Array(30 - LIMIT).fill(429));
  });

  it('does not hold with the in-memory store: each server counts alone (why one server only)', async () => {
    const servers = await twoServers('sqlite', { rateLimitStore: 'memory' });
    const statuses = await wrongSignIns(servers);
    expect(statuses.filter((s) => s === 401)).toHaveLength(2 * LIMIT);
  });
});

describe('RATE_LIMIT_STORE', () => {
  it('picks Redis with REDIS_URL, the database on PostgreSQL, memory on SQLite, and refuses a store it cannot reach', () => {
    expect(loadConfig({}).rateLimitStore).toBe('memory');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x' }).rateLimitStore).toBe('database');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x', REDIS_URL: 'redis://r:6379' }).rateLimitStore).toBe('redis');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x', RATE_LIMIT_STORE: 'memory' }).rateLimitStore).toBe('memory');
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'redis' })).toThrow(/needs REDIS_URL/);
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'database' })).toThrow(/needs DATABASE_URL/);
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'etcd' })).toThrow(/memory, database or redis/);
  });
});
