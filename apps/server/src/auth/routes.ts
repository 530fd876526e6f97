import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Schemas, StatusErrorBody, responses } from '../http/schemas.ts';
import type { AppContext } from '../context.ts';
import { z } from 'zod';
import { LoginBody, MESSAGES, RegisterBody, RegisterByGoogleBody } from '@pagelift/contract';
import { HttpError, unauthorized } from '../http/errors.ts';
import { newId, nowIso } from '../ids.ts';
import { activationMail, resetMail } from '../mail/templates.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { authenticate, requireUser, userOf } from './guard.ts';
import { publicUser, type UserRow } from './users.ts';
import type { GoogleVerifier } from './google.ts';
import { AUTH_MESSAGES, CodeField, IdField, asStatusError, statusError } from './responses.ts';
import { AccountLimiter, accountLimit } from './account-limit.ts';
import { LoginLock } from './login-lock.ts';

export { AUTH_MESSAGES } from './responses.ts';

/** Sign-up, sign-in (password and social), the current user, activation, logout everywhere. */
export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext, google: GoogleVerifier | null): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = ctx;
  const auth = requireUser(ctx);
  const limited = { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: 60_000 } };
  const ttlMinutes = Math.round(config.codeTtlSeconds / 60);
  const perAccount = (route: string, keyOf: (body: { id?: string; email?: string }) => string | undefined, shape = statusError) =>
    accountLimit(ctx.accountLimiter, route, (req) => keyOf(req.body as { id?: string; email?: string }), shape);

  const tokenFor = (u: UserRow) => ctx.tokens.issue({ userId: u.id, version: u.token_version });
  const loadUser = (id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

  async function sendActivation(user: UserRow): Promise<void> {
    const { code } = await ctx.codes.issue(user.id, 'activate');
    await ctx.mailer.send(activationMail(user.email, user.first_name, code, ttlMinutes));
  }

  r.post('/v1/auth/register', { schema: { body: RegisterBody, tags: ['auth'], response: responses({ 200: Schemas.signedIn }, [400, 409, 429]) }, config: limited }, async (req) => {
    const body = req.body;
    if (body.password !== body.confirm_password) throw new HttpError(400, MESSAGES.passwordMismatch);
    const existing = await db.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirst();
    if (existing) throw new HttpError(409, AUTH_MESSAGES.emailTaken);
    const now = nowIso();
    const user: UserRow = {
      id: newId(),
      email: body.email,
      first_name: body.first_name,
      last_name: body.last_name,
      username: body.username,
      avatar: null,
      status: 'pending',
      code: 1,
      password_hash: await hashPassword(body.password),
      google_sub: null,
      token_version: 0,
      failed_logins: 0,
      locked_until: null,
      created_at: now,
      updated_at: now,
    };
    try {
      await db.insertInto('users').values(user).execute();
    } catch (err) {
      // A concurrent registration with the same email lost the race on the unique index.
      if (await db.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirst()) throw new HttpError(409, AUTH_MESSAGES.emailTaken);
      throw err;
    }
    try {
      await sendActivation(user);
    } catch (err) {
      // The account exists; the user can ask for a new code from the verify screen.
      req.log.error({ err }, 'activation mail failed');
    }
    return { data: { token: await tokenFor(user), user: publicUser(user) } };
  });

  // Wrong-password lockouts and the per-account request limit are keyed on account and client
  // together: a stranger's tries lock the stranger out, not the owner (see login-lock.ts).
  const loginLock = new LoginLock(db, { maxPerClient: config.loginMaxFailures, maxPerAccount: config.loginMaxFailures * 10, lockSeconds: config.loginLockSeconds });
  r.post(
    '/v1/auth/login',
    {
      schema: { body: LoginBody, tags: ['auth'], response: responses({ 200: Schemas.signedIn }, [400, 401, 429]) },
      config: limited,
      preHandler: accountLimit(ctx.accountLimiter, 'login', (req) => `${(req.body as { email: string }).email}|${req.ip}`),
    },
    async (req, reply) => {
      const email = req.body.email;
      const wait = await loginLock.wait(email, req.ip);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new HttpError(429, AUTH_MESSAGES.locked);
      }
      const user = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
      const ok = user ? await verifyPassword(user.password_hash, req.body.password) : await verifyPassword(DUMMY_HASH, req.body.password);
      if (!user || !ok) {
        // Unknown emails count too, so the answers (and the lock) do not tell which emails exist.
        await loginLock.fail(email, req.ip);
        throw new HttpError(401, AUTH_MESSAGES.badLogin);
      }
      await loginLock.succeed(email, req.ip);
      return { data: { token: await tokenFor(user), user: publicUser(user) } };
    },
  );

  r.post('/v1/auth/registerByGoogle', { schema: { body: RegisterByGoogleBody, tags: ['auth'], response: responses({ 200: Schemas.googleSignedIn }, [400, 401, 429]) }, config: limited }, async (req) => {
    if (!google) throw new HttpError(400, AUTH_MESSAGES.googleOff);
    let identity;
    try {
      identity = await google(req.body.credential);
    } catch (err) {
      req.log.info({ reason: (err as Error).message }, 'google credential refused');
      throw new HttpError(401, AUTH_MESSAGES.googleFailed);
    }
    const now = nowIso();
    let user =
      (await db.selectFrom('users').selectAll().where('google_sub', '=', identity.sub).executeTakeFirst()) ??
      (await db.selectFrom('users').selectAll().where('email', '=', identity.email).executeTakeFirst());
    if (user) {
      // The provider vouches for the email, so a pending password account becomes active and linked.
      await db
        .updateTable('users')
        .set({ google_sub: identity.sub, status: 'active', avatar: user.avatar ?? identity.picture, updated_at: now })
        .where('id', '=', user.id)
        .execute();
      user = (await loadUser(user.id))!;
    } else {
      user = {
        id: newId(),
        email: identity.email,
        first_name: identity.givenName || identity.email.split('@')[0]!,
        last_name: identity.familyName,
        username: identity.email,
        avatar: identity.picture,
        status: 'active',
        code: 0,
        password_hash: null,
        google_sub: identity.sub,
        token_version: 0,
        failed_logins: 0,
        locked_until: null,
        created_at: now,
        updated_at: now,
      };
      await db.insertInto('users').values(user).execute();
    }
    return { data: { token: await tokenFor(user), newUser: publicUser(user) } };
  });

  r.get('/v1/auth/', { preValidation: auth, schema: { tags: ['auth'], response: responses({ 200: Schemas.me }, [401]) } }, async (req) => {
    const user = userOf(req);
    return { data: { user: publicUser(user), license: await ctx.licenses.view(user.id) } };
  });

  r.post('/v1/auth/logout-all', { preValidation: auth, schema: { tags: ['auth'], response: responses({ 200: Schemas.statusMsg }, [401]) } }, async (req) => {
    const user = userOf(req);
    await db.updateTable('users').set((eb) => ({ token_version: eb('token_version', '+', 1) })).where('id', '=', user.id).execute();
    return { data: { status: 'success', msg: 'Signed out everywhere.' } };
  });

  // Activation proves two things: the caller holds the account's token (its password, from
  // register or login) and its mailbox (the code). Requiring the token means a stranger who knows
  // a user id can neither mint a token for it nor burn the owner's code tries; an account that is
  // already active gets no new token here (it has nothing to prove with a code).
  const activeCaller = requireUser(ctx, statusError);
  const decoyResend = new AccountLimiter(db, { max: 1, windowSeconds: config.codeResendCooldownSeconds }, false);
  r.post(
    '/v1/auth/active',
    {
      schema: { body: z.object({ id: IdField, code: CodeField }), tags: ['auth'], response: responses({ 200: Schemas.activated }, [400, 401, 404, 429], StatusErrorBody) },
      config: limited,
      preValidation: activeCaller,
      preHandler: accountLimit(ctx.accountLimiter, 'active', (req) => req.currentUser?.id, statusError),
    },
    async (req) => {
      const user = userOf(req);
      if (req.body.id !== user.id) throw statusError(404, 'User not found.');
      if (user.status === 'active') return { data: { status: 'success', msg: AUTH_MESSAGES.activated, user: publicUser(user) } };
      const row = await ctx.codes.find(user.id, 'activate');
      if (!row) throw statusError(400, 'Please request a new code.');
      await ctx.codes.check(row, req.body.code).catch(asStatusError);
      await ctx.codes.consume(row.id);
      await db.updateTable('users').set({ status: 'active', updated_at: nowIso() }).where('id', '=', user.id).execute();
      const active = (await loadUser(user.id))!;
      return { data: { status: 'success', msg: AUTH_MESSAGES.activated, user: publicUser(active), token: await tokenFor(active) } };
    },
  );

  // The verify screen asks how long its Resend Code button waits: right after sign-up the code
  // was just mailed, and a resend would only be refused with the cool-down's 429.
  r.get('/v1/auth/resend', { preValidation: auth, schema: { tags: ['auth'], response: responses({ 200: Schemas.resendWait }, [401]) } }, async (req) => {
    const user = userOf(req);
    const retryAfter = user.status === 'active' ? 0 : await ctx.codes.resendWait(user.id, 'activate');
    return { data: { retryAfter } };
  });

  r.post(
    '/v1/auth/resend',
    { schema: { body: z.object({ id: IdField, code: z.unknown().optional() }), tags: ['auth'], response: responses({ 200: Schemas.resent }, [400, 401, 404, 429], StatusErrorBody) }, config: limited, preHandler: perAccount('resend', (b) => b.id) },
    async (req) => {
      // `id` is a password-reset id (forgot-password screen, no token yet) or the user id on the
      // verify screen, where the caller must hold that account's token: a stranger cannot replace
      // the owner's activation code or fill their mailbox.
      const reset = await ctx.codes.findById(req.body.id, 'reset');
      if (reset) {
        const user = (await loadUser(reset.user_id))!;
        const { code } = await ctx.codes.issue(user.id, 'reset').catch(asStatusError);
        await ctx.mailer.send(resetMail(user.email, user.first_name, code, ttlMinutes));
      } else {
        const user = await authenticate(ctx, req);
        if (!user) {
          // No token: the forgot-password screen's resend of an id with no code behind it (a decoy
          // from getCode). It answers as a real one does, cool-down included, and mails nobody.
          if (req.headers.authorization) throw statusError(401, unauthorized().message);
          const wait = config.codeResendCooldownSeconds > 0 ? await decoyResend.hit(`decoy:${req.body.id}`) : 0;
          if (wait > 0) throw statusError(429, `Please wait ${wait} seconds before requesting a new code.`, { retryAfter: wait });
          return { success: true, data: { status: 'success', msg: MESSAGES.codeSent } };
        }
        if (user.id !== req.body.id) throw statusError(404, 'User not found.');
        if (user.status === 'active') throw statusError(400, 'This account is already active.');
        await sendActivation(user).catch(asStatusError);
      }
      return { success: true, data: { status: 'success', msg: MESSAGES.codeSent } };
    },
  );

}

/** Verifying against a fixed hash when the email is unknown keeps both answers equally slow. */
const DUMMY_HASH = '$argon2id$v=19$m=65536,t=3,p=4$yYmRIy+EBRDbXzvYULuAcA$GxaZti+IDsH5Oaqr965CmIJ40MeUuRVzucbzlakv7xc';
