// One-time codes and sign-in throttling: attempts, single use, cool-down, lockout, per-IP limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_MESSAGES } from './codes.ts';
import { AUTH_MESSAGES } from './routes.ts';
import { startHarness, uniqueEmail, type Harness } from '../test/harness.ts';

async function register(h: Harness, email = uniqueEmail('sec')) {
  const password = 'long enough 123';
  const reg = await h.call('POST', '/v1/auth/register', {
    body: { first_name: 'S', last_name: 'C', username: 's', email, password, confirm_password: password },
  });
  expect(reg.status).toBe(200);
  return { email, password, id: reg.body.data.user._id as string, token: reg.body.data.token as string };
}

function wrongCode(right: string): string {
  return String((Number(right) + 1) % 1_000_000).padStart(6, '0');
}

describe('codes and throttling', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('sqlite', { codeResendCooldownSeconds: 5, loginMaxFailures: 5 });
  });
  afterAll(() => h?.close());

  it('refuses the sixth try even with the right code, until a new code is requested', async () => {
    const u = await register(h);
    const sentAt = Date.now();
    const code = await h.smtp.nextCode(u.email);
    // A resend inside the cool-down is refused.
    const early = await h.call('POST', '/v1/auth/resend', { token: u.token, body: { id: u.id, code: '' } });
    expect(early.status).toBe(429);
    expect(early.body.error).toMatch(/Please wait \d+ seconds/);
    for (let i = 0; i < 5; i++) {
      const res = await h.call('POST', '/v1/auth/active', { token: u.token, body: { id: u.id, code: wrongCode(code) } });
      expect(res.status).toBe(400);
      expect(res.body.data).toEqual({ status: 'error', msg: CODE_MESSAGES.invalid });
    }
    const sixth = await h.call('POST', '/v1/auth/active', { token: u.token, body: { id: u.id, code } });
    expect(sixth.status).toBe(429);
    expect(sixth.body.data).toEqual({ status: 'error', msg: CODE_MESSAGES.exhausted });

    await new Promise((r) => setTimeout(r, Math.max(0, sentAt + 6_000 - Date.now())));
    // After the cool-down a new code arrives and works; the old one is dead.
    const resend = await h.call('POST', '/v1/auth/resend', { token: u.token, body: { id: u.id, code: '' } });
    expect(resend.status).toBe(200);
    expect(resend.body.data.msg).toBe('Verification code has been sent. Please check your email.');
    const fresh = await h.smtp.nextCode(u.email, { after: 1 });
    if (fresh !== code) {
      expect((await h.call('POST', '/v1/auth/active', { token: u.token, body: { id: u.id, code } })).status).toBe(400);
    }
    const ok = await h.call('POST', '/v1/auth/active', { token: u.token, body: { id: u.id, code: fresh } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.user.status).toBe('active');
  });

  it('tells the verify screen how long its resend waits: the cool-down left after sign-up, none once it ends', async () => {
    const u = await register(h);
    const sentAt = Date.now();
    const wait = await h.call('GET', '/v1/auth/resend', { token: u.token });
    expect(wait.status).toBe(200);
    const left = wait.body.data.retryAfter as number;
    expect(left).toBeGreaterThanOrEqual(4);
    expect(left).toBeLessThanOrEqual(5);
    // The POST's 429 agrees with it.
    const early = await h.call('POST', '/v1/auth/resend', { token: u.token, body: { id: u.id } });
    expect(early.status).toBe(429);
    expect(Number(early.headers.get('retry-after'))).toBeLessThanOrEqual(left);
    expect((await h.call('GET', '/v1/auth/resend')).status).toBe(401);
    await new Promise((r) => setTimeout(r, Math.max(0, sentAt + 5_100 - Date.now())));
    expect((await h.call('GET', '/v1/auth/resend', { token: u.token })).body.data).toEqual({ retryAfter: 0 });
  });

  it('uses a code once, and stores only its hash', async () => {
    const u = await register(h);
    const code = await h.smtp.nextCode(u.email);
    const gc = await h.call('POST', '/v1/auth/getCode', { body: { email: u.email } });
    const resetCode = await h.smtp.nextCode(u.email, { after: 1 });
    expect(gc.body.success).toBe(true);
    expect((await h.call('POST', '/v1/auth/active', { token: u.token, body: { id: u.id, code } })).status).toBe(200);
    // The activation code is consumed; the user is active, so a replay is harmless and changes nothing.
    const { db } = await import('../db/index.ts').then(async (m) => m.openDatabase({ dataDir: h.dataDir, databaseUrl: null, databaseSchema: null }));
    const rows = await db.selectFrom('verification_codes').selectAll().where('user_id', '=', u.id).execute();
    await db.destroy();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.code_hash).toMatch(/^[a-f0-9]{64}$/);
      expect(row.code_hash).not.toContain(code);
      expect(row.code_hash).not.toContain(resetCode);
    }
    const verify = await h.call('POST', '/v1/auth/verify', { body: { id: gc.body.id, code: resetCode } });
    expect(verify.body.success).toBe(true);
    const change = await h.call('POST', '/v1/auth/changePassword', { body: { id: gc.body.id, password: 'brand new pass', confirm_password: 'brand new pass' } });
    expect(change.body.success).toBe(true);
    const replay = await h.call('POST', '/v1/auth/verify', { body: { id: gc.body.id, code: resetCode } });
    expect(replay.body).toEqual({ success: false, error: CODE_MESSAGES.expired });
  });

  it('refuses changePassword before the code is verified', async () => {
    const u = await register(h);
    const gc = await h.call('POST', '/v1/auth/getCode', { body: { email: u.email } });
    const res = await h.call('POST', '/v1/auth/changePassword', { body: { id: gc.body.id, password: 'whatever123', confirm_password: 'whatever123' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: AUTH_MESSAGES.resetNotVerified });
  });

  it('refuses a second getCode inside the cool-down', async () => {
    const u = await register(h);
    expect((await h.call('POST', '/v1/auth/getCode', { body: { email: u.email } })).body.success).toBe(true);
    const again = await h.call('POST', '/v1/auth/getCode', { body: { email: u.email } });
    expect(again.status).toBe(429);
    expect(again.body.success).toBe(false);
    expect(again.body.error).toMatch(/Please wait/);
  });

  it('locks an account after repeated wrong passwords, even for the right one', async () => {
    const u = await register(h);
    for (let i = 0; i < 5; i++) {
      const res = await h.call('POST', '/v1/auth/login', { body: { email: u.email, password: 'wrong password' } });
      expect(res.status).toBe(401);
      expect(res.body.error).toBe(AUTH_MESSAGES.badLogin);
    }
    const locked = await h.call('POST', '/v1/auth/login', { body: { email: u.email, password: u.password } });
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe(AUTH_MESSAGES.locked);
  });
});

describe('per-IP rate limit', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('sqlite', { authRateLimitPerMinute: 3 });
  });
  afterAll(() => h?.close());

  it('answers 429 once an IP exceeds the limit on login and on code endpoints', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await h.call('POST', '/v1/auth/login', { body: { email: `nobody${i}@example.test`, password: 'x' } })).status);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual([429, 429]);
    const limited = await h.call('POST', '/v1/auth/login', { body: { email: 'a@example.test', password: 'x' } });
    expect(limited.body.error).toMatch(/Too many requests/);
    const verifies: number[] = [];
    for (let i = 0; i < 4; i++) verifies.push((await h.call('POST', '/v1/auth/verify', { body: { id: 'nonexistent-id', code: '123456' } })).status);
    expect(verifies).toEqual([400, 400, 400, 429]);
  });
});

describe('code expiry', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('sqlite', { codeTtlSeconds: 1 });
  });
  afterAll(() => h?.close());

  it('refuses a right code after it expired', async () => {
    const u = await register(h);
    const code = await h.smtp.nextCode(u.email);
    await new Promise((r) => setTimeout(r, 1200));
    const res = await h.call('POST', '/v1/auth/active', { token: u.token, body: { id: u.id, code } });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual({ status: 'error', msg: CODE_MESSAGES.expired });
  });
});
