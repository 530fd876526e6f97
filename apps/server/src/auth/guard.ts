import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { AppContext } from '../context.ts';
import { precompiled } from '../db/precompiled.ts';
import { HttpError, unauthorized } from '../http/errors.ts';
import type { UserRow } from './users.ts';

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: UserRow | null;
  }
}

function bearer(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

const userById = precompiled((db, args: { id: string }) => db.selectFrom('users').selectAll().where('id', '=', args.id));

/** The user of a valid bearer token whose version matches the user's current token_version, else null. */
export async function authenticate(ctx: AppContext, req: FastifyRequest): Promise<UserRow | null> {
  const token = bearer(req);
  if (!token) return null;
  const claims = ctx.tokens.verify(token);
  if (!claims) return null;
  const [user] = await userById(ctx.db, { id: claims.userId });
  if (!user || user.token_version !== claims.version) return null;
  return user;
}

/** preHandler / preValidation: a valid bearer token (see `authenticate`), else 401. */
export function requireUser(ctx: AppContext, shape: (status: number, msg: string) => HttpError = (status, msg) => new HttpError(status, msg)) {
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    const user = await authenticate(ctx, req);
    if (!user) throw shape(401, unauthorized().message);
    req.currentUser = user;
  };
}

/** preHandler after requireUser: projects, pages and exports are for activated accounts only. */
export function requireActive() {
  // A callback hook: nothing to wait for, and no promise per request.
  return (req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    done(req.currentUser?.status !== 'active' ? new HttpError(403, 'Please activate your account first.') : undefined);
  };
}

export function userOf(req: FastifyRequest): UserRow {
  if (!req.currentUser) throw unauthorized();
  return req.currentUser;
}
