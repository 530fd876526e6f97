// The spec's error catalogue (section 8), server side: each row's failure answers with the text the
// client shows. Export rows (409 and the support text) are in export/export.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@pagelift/contract';
import { AUTH_MESSAGES } from './auth/routes.ts';
import { CODE_MESSAGES } from './auth/codes.ts';
import { backends } from './test/database.ts';
import { startHarness, uniqueEmail, type Harness, type TestUser } from './test/harness.ts';

describe.each(backends())('error catalogue on %s', (backend) => {
  let h: Harness;
  let u: TestUser;
  beforeAll(async () => {
    h = await startHarness(backend);
    u = await h.createUser('errors');
  });
  afterAll(() => h?.close());

  const signup = (over: Record<string, unknown>) =>
    h.call('POST', '/v1/auth/register', {
      body: { first_name: 'A', last_name: 'B', username: 'ab', email: uniqueEmail('err'), password: 'password1', confirm_password: 'password1', ...over },
    });

  it('sign-in failure: the error field says why', async () => {
    const res = await h.call('POST', '/v1/auth/login', { body: { email: u.email, password: 'wrong password' } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: AUTH_MESSAGES.badLogin });
    const unknown = await h.call('POST', '/v1/auth/login', { body: { email: 'nobody@example.test', password: 'whatever1' } });
    expect(unknown.body).toEqual({ error: AUTH_MESSAGES.badLogin });
    expect((await h.call('POST', '/v1/auth/login', { body: { email: u.email } })).body).toEqual({ error: 'Password is required.' });
  });

  it('sign-up failure: duplicate email, missing field, short password, bad email', async () => {
    expect((await signup({ email: u.email })).body).toEqual({ error: AUTH_MESSAGES.emailTaken });
    expect((await signup({ email: u.email.toUpperCase() })).status).toBe(409);
    expect((await signup({ first_name: undefined })).body).toEqual({ error: 'First name is required.' });
    expect((await signup({ password: 'short', confirm_password: 'short' })).body).toEqual({ error: 'Password must be at least 8 characters.' });
    expect((await signup({ email: 'not-an-email' })).body).toEqual({ error: 'Please enter a valid email address.' });
  });

  it("password mismatch: 'Password don't match!' on sign-up, password change and reset", async () => {
    const reg = await signup({ confirm_password: 'password2' });
    expect(reg.status).toBe(400);
    expect(reg.body.error).toBe(MESSAGES.passwordMismatch);
    const upd = await h.call('POST', '/v1/auth/updatePassword', { token: u.token, body: { id: u.id, current_password: u.password, new_password: 'aaaaaaaa1', confirm_password: 'aaaaaaaa2' } });
    expect(upd.body.data.msg).toBe(MESSAGES.passwordMismatch);
    const gc = await h.call('POST', '/v1/auth/getCode', { body: { email: u.email } });
    const code = await h.smtp.nextCode(u.email, { after: 1 });
    await h.call('POST', '/v1/auth/verify', { body: { id: gc.body.id, code } });
    const ch = await h.call('POST', '/v1/auth/changePassword', { body: { id: gc.body.id, password: 'aaaaaaaa1', confirm_password: 'aaaaaaaa2' } });
    expect(ch.body).toEqual({ success: false, error: MESSAGES.passwordMismatch });
  });

  it('social sign-in failure: an error field (not configured here)', async () => {
    const res = await h.call('POST', '/v1/auth/registerByGoogle', { body: { credential: 'x'.repeat(40) } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: AUTH_MESSAGES.googleOff });
  });

  it('page or project fetch failure: 404 with an error', async () => {
    expect((await h.call('GET', '/v1/projects/missing-project-id', { token: u.token })).body).toEqual({ error: 'Project not found.' });
    expect((await h.call('GET', '/v1/pages/missing-page-id', { token: u.token })).body).toEqual({ error: 'Page not found.' });
  });

  it('project creation failure: the error text, and 409 at the limit', async () => {
    expect((await h.call('POST', '/v1/projects', { token: u.token, body: { url: 'a.example' } })).body).toEqual({ error: 'Name is required.' });
    expect((await h.call('POST', '/v1/projects', { token: u.token, body: { name: 'x', url: '' } })).body).toEqual({ error: 'Source domain is required.' });
    expect((await h.call('POST', '/v1/projects', { token: u.token, body: { name: 'x', url: 'ftp://a b' } })).body.error).toMatch(/valid source domain/);
    expect((await h.call('POST', '/v1/projects', { token: u.token, body: { name: 'x', url: 'a.example' } })).status).toBe(201);
    const full = await h.call('POST', '/v1/projects', { token: u.token, body: { name: 'y', url: 'b.example' } });
    expect(full.status).toBe(409);
    expect(full.body.error).toMatch(/limit/);
  });

  it('page list, edit and delete failures: error text', async () => {
    expect((await h.call('GET', '/v1/pages/project/missing-project-id', { token: u.token })).body).toEqual({ error: 'Project not found.' });
    expect((await h.call('PUT', '/v1/pages/missing-page-id', { token: u.token, body: { name: 'n' } })).body).toEqual({ error: 'Page not found.' });
    expect((await h.call('PUT', '/v1/pages/missing-page-id', { token: u.token, body: { name: '' } })).body).toEqual({ error: 'Name is required.' });
    expect((await h.call('DELETE', '/v1/pages/missing-page-id', { token: u.token })).body).toEqual({ error: 'Page not found.' });
  });

  it('project list, edit and delete failures and auth loading failures: status and error', async () => {
    expect((await h.call('GET', '/v1/projects')).status).toBe(401);
    expect((await h.call('PUT', '/v1/projects/missing-project-id', { token: u.token, body: { name: 'n' } })).status).toBe(404);
    expect((await h.call('DELETE', '/v1/projects/missing-project-id', { token: u.token })).status).toBe(404);
    expect((await h.call('GET', '/v1/auth/', { token: 'expired.or.garbage' })).body).toEqual({ error: 'Please sign in again.' });
  });

  it("activation response with status 'error': its msg", async () => {
    const email = uniqueEmail('act');
    const reg = await signup({ email });
    const code = await h.smtp.nextCode(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const res = await h.call('POST', '/v1/auth/active', { token: reg.body.data.token, body: { id: reg.body.data.user._id, code: wrong } });
    expect(res.body.data).toEqual({ status: 'error', msg: CODE_MESSAGES.invalid });
    expect(res.body.error).toBe(CODE_MESSAGES.invalid);
    expect((await h.call('POST', '/v1/auth/active', { token: reg.body.data.token, body: { id: 'no-such-user-id', code } })).body.data).toEqual({ status: 'error', msg: 'User not found.' });
  });

  it("password change response with status 'error': its msg", async () => {
    const res = await h.call('POST', '/v1/auth/updatePassword', { token: u.token, body: { id: u.id, current_password: 'nope nope', new_password: 'bbbbbbbb1', confirm_password: 'bbbbbbbb1' } });
    expect(res.body.data).toEqual({ status: 'error', msg: AUTH_MESSAGES.currentPasswordWrong });
  });

  it('forgot-password unsuccessful responses: success false and an error', async () => {
    expect((await h.call('POST', '/v1/auth/getCode', { body: { email: 'nobody@example.test' } })).body).toEqual({ success: false, error: AUTH_MESSAGES.noAccount });
    const other = await h.createUser('forgot');
    const gc = await h.call('POST', '/v1/auth/getCode', { body: { email: other.email } });
    const code = await h.smtp.nextCode(other.email, { after: 1 });
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await h.call('POST', '/v1/auth/verify', { body: { id: gc.body.id, code: wrong } })).body).toEqual({ success: false, error: CODE_MESSAGES.invalid });
    expect((await h.call('POST', '/v1/auth/verify', { body: { id: 'unknown-reset-id', code } })).body).toEqual({ success: false, error: 'Please request a new code.' });
    const short = await h.call('POST', '/v1/auth/changePassword', { body: { id: gc.body.id, password: 'short', confirm_password: 'short' } });
    expect(short.body.success).toBe(false);
  });

  it('unknown API route: 404 with an error', async () => {
    const res = await h.call('GET', '/v1/no-such-route');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found.' });
  });
});
