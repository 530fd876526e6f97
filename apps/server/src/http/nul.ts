import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { HttpError } from './errors.ts';

export const NUL_MESSAGE = 'The request contains a NUL character.';

/** Whether any string in `value` (objects and arrays walked, to a bounded depth) holds U+0000. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  // A loop rather than Object.entries: this runs on every request, mostly on empty objects.
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (key.includes('\u0000') || containsNul((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

/**
 * Global preHandler (after the route's token check and schema, before the route's own preHandlers
 * and the handler): PostgreSQL text cannot hold NUL, so such input is refused here with 400 rather
 * than failing in the database with 500. Multipart fields are checked where they are parsed.
 */
export function refuseNul(req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  // A callback hook, not an async one: nothing to wait for, and no promise per request.
  done(containsNul(req.params) || containsNul(req.query) || containsNul(req.body) ? new HttpError(400, NUL_MESSAGE) : undefined);
}
