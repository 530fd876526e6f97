// Per-account limits: counted per email / user id / reset id whatever the client IP, stored in the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../test/database.ts';
import { startHarness, uniqueEmail, type Harness } from '../test/harness.ts';

const LIMIT = 3;
let ipCounter = 0;
/** A different client address for every call (the server trusts X-Forwarded-For here). */
const fromNewIp = () => ({ 'x-forwarded-for': `203.0.113.${(ipCounter = (ipCounter % 250) + 1)}` });

describe.each(backends())('per-account rate limit on %s', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend, { trustProxy: true, authAccountRateLimit: LIMIT, authAccountRateWindowSeconds: 600, codeResendCooldownSeconds: 0 });
  });
  afterAll(() => h?.close());

  async function register() {
    const email = uniqueEmail('acct');
    const password = 'long enough 123';
    const reg = await h.call('POST', '/v1/auth/register', {
      headers: fromNewIp(),
      body: { first_name: 'A', last_name: 'C', username: 'a', email, password, confirm_password: password },
    });
    expect(reg.status).toBe(200);
    return { email, password, id: reg.body.data.user._id as string, token: reg.body.data.token as string };
  }

  it('limits login per email across IPs; another account still signs in', async () => {
    const victim = await register();
    const other = await register();
    for (let i = 0; i < LIMIT; i++) {
      const res = await h.call('POST', '/v1/auth/login', { headers: fromNewIp(), body: { email: victim.email, password: `wrong ${i}` } });
      expect(res.status).toBe(401);
    }
    const limited = await h.call('POST', '/v1/auth/login', { headers: fromNewIp(), body: { email: victim.email, password: victim.password } });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: expect.stringMatching(/^Too many attempts for this account\. Please try again in \d+ (minutes?|seconds)\.$/) });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // The same email with different case is the same account.
    expect((await h.call('POST', '/v1/auth/login', { headers: fromNewIp(), body: { email: victim.email.toUpperCase(), password: victim.password } })).status).toBe(429);

    const ok = await h.call('POST', '/v1/auth/login', { headers: fromNewIp(), body: { email: other.email, password: other.password } });
    expect(ok.status).toBe(200);
  });

  it('limits active and resend per user id, keeping their status/msg shape', async () => {
    const u = await register();
    const other = await register();
    const code = await h.smtp.nextCode(u.email);
    for (let i = 0; i < LIMIT; i++) {
      expect((await h.call('POST', '/v1/auth/active', { token: u.token, headers: fromNewIp(), body: { id: u.id, code: '000000' === code ? '111111' : '000000' } })).status).toBe(400);
    }
    const limited = await h.call('POST', '/v1/auth/active', { token: u.token, headers: fromNewIp(), body: { id: u.id, code } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.body.error).toMatch(/Too many attempts for this account/);
    expect(limited.body.data).toEqual({ status: 'error', msg: limited.body.error });

    for (let i = 0; i < LIMIT; i++) {
      expect((await h.call('POST', '/v1/auth/resend', { token: u.token, headers: fromNewIp(), body: { id: u.id } })).status).toBe(200);
    }
    const resend = await h.call('POST', '/v1/auth/resend', { token: u.token, headers: fromNewIp(), body: { id: u.id } });
    expect(resend.status).toBe(429);
    expect(resend.body.data.status).toBe('error');

    // Another account is not affected.
    const otherCode = await h.smtp.nextCode(other.email);
    expect((await h.call('POST', '/v1/auth/active', { token: other.token, headers: fromNewIp(), body: { id: other.id, code: otherCode } })).status).toBe(200);
  });

  it('limits getCode per email and verify / changePassword per reset id, with the success:false shape, across a restart', async () => {
    const u = await register();
    const other = await register();
    const first = await h.call('POST', '/v1/auth/getCode', { headers: fromNewIp(), body: { email: u.email } });
    expect(first.body.success).toBe(true);
    const resetId = first.body.id as string;
    for (let i = 1; i < LIMIT; i++) expect((await h.call('POST', '/v1/auth/getCode', { headers: fromNewIp(), body: { email: u.email } })).status).toBe(200);
    const getCode = await h.call('POST', '/v1/auth/getCode', { headers: fromNewIp(), body: { email: u.email } });
    expect(getCode.status).toBe(429);
    expect(getCode.body).toEqual({ success: false, error: expect.stringMatching(/Too many attempts for this account/) });
    expect(getCode.headers.get('retry-after')).toMatch(/^\d+$/);

    for (let i = 0; i < LIMIT; i++) {
      expect((await h.call('POST', '/v1/auth/verify', { headers: fromNewIp(), body: { id: resetId, code: 'abcdef' } })).status).toBe(400);
    }
    // The count lives in the database: a restarted server (or another process) still refuses.
    await h.restart();
    const verify = await h.call('POST', '/v1/auth/verify', { headers: fromNewIp(), body: { id: resetId, code: 'abcdef' } });
    expect(verify.status).toBe(429);
    expect(verify.body.success).toBe(false);
    expect(verify.body.error).toMatch(/Too many attempts for this account/);

    for (let i = 0; i < LIMIT; i++) {
      expect((await h.call('POST', '/v1/auth/changePassword', { headers: fromNewIp(), body: { id: resetId, password: 'new password 1', confirm_password: 'new password 1' } })).status).toBe(400);
    }
    const change = await h.call('POST', '/v1/auth/changePassword', { headers: fromNewIp(), body: { id: resetId, password: 'new password 1', confirm_password: 'new password 1' } });
    expect(change.status).toBe(429);
    expect(change.body.success).toBe(false);

    // The other account walks the whole reset flow.
    const gc = await h.call('POST', '/v1/auth/getCode', { headers: fromNewIp(), body: { email: other.email } });
    expect(gc.body.success).toBe(true);
    const code = await h.smtp.nextCode(other.email, { after: 1 });
    expect((await h.call('POST', '/v1/auth/verify', { headers: fromNewIp(), body: { id: gc.body.id, code } })).body.success).toBe(true);
    const done = await h.call('POST', '/v1/auth/changePassword', { headers: fromNewIp(), body: { id: gc.body.id, password: 'new password 1', confirm_password: 'new password 1' } });
    expect(done.body).toMatchObject({ success: true });
  });
});

describe('AccountLimiter windows', () => {
  it('opens a new window once the old one has ended, and tells how long to wait', async () => {
    const fs = await import('node:fs/promises');
    const os = await import('node:os');
    const path = await import('node:path');
    const { openDatabase } = await import('../db/index.ts');
    const { AccountLimiter } = await import('./account-limit.ts');
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pagelift-limit-'));
    const { db } = await openDatabase({ dataDir, databaseUrl: null, databaseSchema: null });
    try {
      const limiter = new AccountLimiter(db, { max: 2, windowSeconds: 60 });
      const t0 = Date.parse('2026-01-01T00:00:00.000Z');
      expect(await limiter.hit('verify:a', t0)).toBe(0);
      expect(await limiter.hit('verify:a', t0 + 1_000)).toBe(0);
      expect(await limiter.hit('verify:a', t0 + 20_000)).toBe(40);
      expect(await limiter.hit('verify:b', t0 + 20_000)).toBe(0);
      // The window ends 60 s after its first hit: counting starts again.
      expect(await limiter.hit('verify:a', t0 + 60_000)).toBe(0);
      expect(await limiter.hit('verify:a', t0 + 61_000)).toBe(0);
      expect(await limiter.hit('verify:a', t0 + 62_000)).toBe(58);
      await limiter.prune(t0 + 200_000);
      expect(await db.selectFrom('rate_limits').selectAll().execute()).toEqual([]);
    } finally {
      await db.destroy();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
