import type { FastifyInstance } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { countHit } from '../auth/account-limit.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;
interface RouteOptions {
  routeInfo: { method: string; url: string };
}

const IP_PREFIX = 'ip:';

/**
 * A @fastify/rate-limit store on the database's `rate_limits` table, so every API server behind a
 * load balancer counts the same requests (PostgreSQL), one atomic upsert per request.
 */
export function databaseStore(db: Db) {
  let calls = 0;
  return class DatabaseRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = IP_PREFIX,
    ) {}

    incr(key: string, cb: Callback, timeWindow: number): void {
      const now = Date.now();
      countHit(db, `${this.prefix}${key}`, timeWindow, now).then(
        (row) => {
          // Ended windows are dropped now and then, whoever's they are (IP rows only: accounts prune their own).
          if (++calls % 500 === 0) void db.deleteFrom('rate_limits').where('key', 'like', `${IP_PREFIX}%`).where('window_start', '<=', new Date(now - timeWindow).toISOString()).execute().catch(() => {});
          cb(null, { current: row.hits, ttl: Math.max(0, row.windowStart + timeWindow - now) });
        },
        (err) => cb(err as Error),
      );
    }

    child(routeOptions: RouteOptions) {
      return new DatabaseRateLimitStore(undefined, `${this.prefix}${routeOptions.routeInfo.method}${routeOptions.routeInfo.url}:`);
    }
  };
}

export type RateLimitStoreKind = Config['rateLimitStore'];

/**
 * Registers @fastify/rate-limit (per-route limits, `config.rateLimit` on a route) on the configured
 * store: Redis (REDIS_URL), the database, or this process's memory (one server only).
 * Returns a closer for the Redis connection.
 */
export async function registerRateLimit(app: FastifyInstance, config: Pick<Config, 'rateLimitStore' | 'redisUrl' | 'redisKeyPrefix'>, db: Db): Promise<() => Promise<void>> {
  if (config.rateLimitStore === 'redis') {
    const redis = new Redis(config.redisUrl!, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
    redis.on('error', (err) => app.log.error({ err }, 'rate-limit store (Redis) error'));
    await app.register(fastifyRateLimit, { global: false, redis, nameSpace: `${config.redisKeyPrefix}rate-limit:` });
    return async () => {
      await redis.quit().catch(() => redis.disconnect());
    };
  }
  if (config.rateLimitStore === 'database') {
    await app.register(fastifyRateLimit, { global: false, store: databaseStore(db) as never });
    return async () => {};
  }
  await app.register(fastifyRateLimit, { global: false });
  return async () => {};
}
