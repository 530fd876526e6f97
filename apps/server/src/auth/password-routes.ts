import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Schemas, StatusErrorBody, SuccessErrorBody, responses } from '../http/schemas.ts';
import type { AppContext } from '../context.ts';
import { z } from 'zod';
import { MESSAGES, MIN_PASSWORD_LENGTH } from '@pagelift/contract';
import { nowIso } from '../ids.ts';
import { resetMail } from '../mail/templates.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { requireUser, userOf } from './guard.ts';
import { publicUser, type UserRow } from './users.ts';
import { AUTH_MESSAGES, CodeField, IdField, asSuccessError, statusError, successError } from './responses.ts';
import { AccountLimiter, accountLimit } from './account-limit.ts';
import { CODE_MESSAGES } from './codes.ts';
import { HttpError } from '../http/errors.ts';

/** Password change for a signed-in user, and the three-step forgot-password flow. */
export function registerPasswordRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = ctx;
  const auth = requireUser(ctx);
  const limited = { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: 60_000 } };
  const ttlMinutes = Math.round(config.codeTtlSeconds / 60);
  const perAccount = (route: string, keyOf: (body: { id?: string; email?: string }) => string | undefined) =>
    accountLimit(ctx.accountLimiter, route, (req) => keyOf(req.body as { id?: string; email?: string }), successError);

  const tokenFor = (u: UserRow) => ctx.tokens.issue({ userId: u.id, version: u.token_version });
  const loadUser = (id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

  r.post(
    '/v1/auth/updatePassword',
    {
      preValidation: auth,
      preHandler: accountLimit(ctx.accountLimiter, 'updatePassword', (req) => req.currentUser?.id, statusError),
      schema: {
        body: z.object({
          id: IdField.optional(),
          current_password: z.string().max(1024).optional().nullable(),
          new_password: z.string().max(1024),
          confirm_password: z.string().max(1024),
        }),
        tags: ['auth'],
        response: responses({ 200: Schemas.passwordUpdated }, [400, 401, 404, 429], StatusErrorBody),
      },
      config: limited,
    },
    async (req) => {
      const user = userOf(req);
      if (req.body.id && req.body.id !== user.id) throw statusError(404, 'User not found.');
      if (req.body.new_password.length < MIN_PASSWORD_LENGTH) throw statusError(400, `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
      if (req.body.new_password !== req.body.confirm_password) throw statusError(400, MESSAGES.passwordMismatch);
      // code 0: a social account that never set a password has no current password to confirm.
      if (user.code !== 0 && !(await verifyPassword(user.password_hash, req.body.current_password ?? ''))) {
        throw statusError(400, AUTH_MESSAGES.currentPasswordWrong);
      }
      await db
        .updateTable('users')
        .set({ password_hash: await hashPassword(req.body.new_password), code: 1, token_version: user.token_version + 1, updated_at: nowIso() })
        .where('id', '=', user.id)
        .execute();
      const updated = (await loadUser(user.id))!;
      // Older tokens are revoked; this one replaces the caller's.
      return { data: { status: 'success', msg: MESSAGES.passwordUpdated, token: await tokenFor(updated), user: publicUser(updated) } };
    },
  );

  // Unknown emails get the answer known ones get (a stable decoy id, the same cool-down), and no mail.
  const decoyCooldown = new AccountLimiter(db, { max: 1, windowSeconds: config.codeResendCooldownSeconds }, false);
  const decoyIssue = async (key: string): Promise<void> => {
    const wait = config.codeResendCooldownSeconds > 0 ? await decoyCooldown.hit(`decoy:${key}`) : 0;
    if (wait > 0) throw new HttpError(429, `Please wait ${wait} seconds before requesting a new code.`, { retryAfter: wait });
  };

  // Forgot password, step 1: mail a code, answer with the id the next steps carry.
  r.post('/v1/auth/getCode', { schema: { body: z.object({ email: z.string().trim().toLowerCase().max(254) }), tags: ['auth'], response: responses({ 200: Schemas.codeSent }, [400, 429], SuccessErrorBody) }, config: limited, preHandler: perAccount('getCode', (b) => b.email) }, async (req) => {
    const user = await db.selectFrom('users').selectAll().where('email', '=', req.body.email).executeTakeFirst();
    if (!user) {
      const id = ctx.codes.decoyId(req.body.email);
      await decoyIssue(id).catch(asSuccessError);
      return { success: true, id, msg: MESSAGES.codeSent };
    }
    const { id, code } = await ctx.codes.issue(user.id, 'reset').catch(asSuccessError);
    await ctx.mailer.send(resetMail(user.email, user.first_name, code, ttlMinutes));
    return { success: true, id, msg: MESSAGES.codeSent };
  });

  // Step 2: check the code; a verified id may then set a new password. An id with no code behind
  // it (a decoy, or made up) answers as a wrong code does.
  r.post('/v1/auth/verify', { schema: { body: z.object({ id: IdField, code: CodeField }), tags: ['auth'], response: responses({ 200: Schemas.successMsg }, [400, 429], SuccessErrorBody) }, config: limited, preHandler: perAccount('verify', (b) => b.id) }, async (req) => {
    const row = await ctx.codes.findById(req.body.id, 'reset');
    if (!row) throw successError(400, CODE_MESSAGES.invalid);
    await ctx.codes.check(row, req.body.code).catch(asSuccessError);
    await ctx.codes.markVerified(row.id);
    return { success: true, msg: AUTH_MESSAGES.codeVerified };
  });

  // Step 3: the new password; revokes every token issued before.
  r.post(
    '/v1/auth/changePassword',
    {
      schema: { body: z.object({ id: IdField, password: z.string().max(1024), confirm_password: z.string().max(1024) }), tags: ['auth'], response: responses({ 200: Schemas.successMsg }, [400, 429], SuccessErrorBody) },
      config: limited,
      preHandler: perAccount('changePassword', (b) => b.id),
    },
    async (req) => {
      const row = await ctx.codes.findById(req.body.id, 'reset');
      if (!row || !row.verified_at || row.consumed_at) throw successError(400, AUTH_MESSAGES.resetNotVerified);
      if (Date.parse(row.expires_at) < Date.now()) throw successError(400, 'This code has expired. Please request a new one.');
      if (req.body.password.length < MIN_PASSWORD_LENGTH) throw successError(400, `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
      if (req.body.password !== req.body.confirm_password) throw successError(400, MESSAGES.passwordMismatch);
      const user = (await loadUser(row.user_id))!;
      await ctx.codes.consume(row.id);
      await db
        .updateTable('users')
        .set({
          password_hash: await hashPassword(req.body.password),
          code: 1,
          // The code arrived by mail, which proves the address: a pending account becomes active.
          status: 'active',
          token_version: user.token_version + 1,
          failed_logins: 0,
          locked_until: null,
          updated_at: nowIso(),
        })
        .where('id', '=', user.id)
        .execute();
      return { success: true, msg: MESSAGES.passwordChanged };
    },
  );
}
