import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
import { HttpError } from '../http/errors.ts';

export interface AccountLimitPolicy {
  /** Requests allowed per account and route in one window. */
  max: number;
  windowSeconds: number;
}

export function accountLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many attempts for this account. Please try again in ${wait}.`;
}

/**
 * Counts one hit on a fixed-window counter in the `rate_limits` table: a single atomic upsert opens
 * a new window when the stored one has ended, otherwise adds one. Shared by every process on the
 * database (the per-account limits and, with several API servers, the per-IP limits).
 */
export async function countHit(db: Db, key: string, windowMs: number, now = Date.now()): Promise<{ hits: number; windowStart: number }> {
  const start = new Date(now).toISOString();
  const expired = new Date(now - windowMs).toISOString();
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: start, hits: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        // ISO-8601 UTC text compares in time order.
        hits: eb.case().when('rate_limits.window_start', '<=', expired).then(1).else(eb('rate_limits.hits', '+', 1)).end(),
        window_start: eb.case().when('rate_limits.window_start', '<=', expired).then(start).else(eb.ref('rate_limits.window_start')).end(),
      })),
    )
    .returning(['hits', 'window_start'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), windowStart: Date.parse(row.window_start) };
}

/**
 * Fixed-window request counters per account, kept in the database so that every server process
 * (and a restarted one) sees the same count. One atomic upsert per request: it opens a new window
 * when the stored one has ended, otherwise adds one hit, and returns the row.
 */
export class AccountLimiter {
  private calls = 0;

  constructor(
    private readonly db: Db,
    private readonly policy: AccountLimitPolicy,
    /** Only one limiter per table prunes (the one with the longest window): a shorter one would delete the others' rows. */
    private readonly prunes = true,
  ) {}

  /** The current count for `key` and the seconds left in its window (0 and 0 when none is open). */
  async peek(key: string, now = Date.now()): Promise<{ hits: number; wait: number }> {
    const row = await this.db.selectFrom('rate_limits').select(['hits', 'window_start']).where('key', '=', key).executeTakeFirst();
    const end = row ? Date.parse(row.window_start) + this.policy.windowSeconds * 1000 : 0;
    if (!row || end <= now) return { hits: 0, wait: 0 };
    return { hits: Number(row.hits), wait: Math.max(1, Math.ceil((end - now) / 1000)) };
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', key).execute();
  }

  /** Counts one request for `key`; returns the seconds to wait when it is over the limit, else 0. */
  async hit(key: string, now = Date.now()): Promise<number> {
    const windowMs = this.policy.windowSeconds * 1000;
    const row = await countHit(this.db, key, windowMs, now);
    if (this.prunes && ++this.calls % 500 === 0) await this.prune(now).catch(() => {});
    if (row.hits <= this.policy.max) return 0;
    return Math.max(1, Math.ceil((row.windowStart + windowMs - now) / 1000));
  }

  /** Drops counters whose window has ended. */
  async prune(now = Date.now()): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('window_start', '<=', new Date(now - this.policy.windowSeconds * 1000).toISOString()).execute();
  }
}

/** The error body shape of the route: plain `{ error }`, or with the status / success fields its callers read. */
export type LimitErrorShape = (status: number, msg: string) => HttpError;

/**
 * preHandler (runs after body validation): counts the request against the account named by
 * `keyOf` and answers 429 with Retry-After once the account is over its limit, whatever the IP.
 */
export function accountLimit(
  limiter: AccountLimiter,
  route: string,
  keyOf: (req: FastifyRequest) => string | null | undefined,
  shape: LimitErrorShape = (status, msg) => new HttpError(status, msg),
) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const account = keyOf(req)?.trim();
    if (!account) return;
    const wait = await limiter.hit(`${route}:${account}`);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw shape(429, accountLimitMessage(wait));
    }
  };
}
