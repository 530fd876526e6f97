// Issue 14, finding 7: no email enumeration, lockouts keyed on account and client, Retry-After on every 429.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../test/database.ts';
import { startHarness, uniqueEmail, type Harness } from '../test/harness.ts';

let ip = 0;
const client = () => ({ 'x-forwarded-for': `198.51.100.${(ip = (ip % 250) + 1)}` });

describe.each(backends())('enumeration and lockouts on %s', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend, { trustProxy: true, loginMaxFailures: 3, codeResendCooldownSeconds: 60 });
  });
  afterAll(() => h?.close());

  it('getCode answers the same for a known and an unknown email, mails only the known one', async () => {
    const known = await h.createUser('known');
    const unknown = uniqueEmail('unknown');
    const mails = h.smtp.messages.length;
    const a = await h.call('POST', '/v1/auth/getCode', { headers: client(), body: { email: known.email } });
    const b = await h.call('POST', '/v1/auth/getCode', { headers: client(), body: { email: unknown } });
    expect(a.status).toBe(b.status);
    expect(Object.keys(a.body).sort()).toEqual(Object.keys(b.body).sort());
    expect({ ...b.body, id: 'x' }).toEqual({ ...a.body, id: 'x' });
    expect(b.body.id).toMatch(/^[A-Za-z0-9]{16}$/);
    await h.smtp.nextCode(known.email, { after: 1 });
    expect(h.smtp.messages.length).toBe(mails + 1);
    expect(h.smtp.messages.some((m) => m.to.includes(unknown))).toBe(false);

    // A second request inside the cool-down: the same 429, with Retry-After, for both.
    const a2 = await h.call('POST', '/v1/auth/getCode', { headers: client(), body: { email: known.email } });
    const b2 = await h.call('POST', '/v1/auth/getCode', { headers: client(), body: { email: unknown } });
    for (const res of [a2, b2]) {
      expect(res.status).toBe(429);
      expect(res.body.error).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The next steps cannot tell them apart either: a wrong code, and a password before verifying.
    const va = await h.call('POST', '/v1/auth/verify', { headers: client(), body: { id: a.body.id, code: '000000' } });
    const vb = await h.call('POST', '/v1/auth/verify', { headers: client(), body: { id: b.body.id, code: '000000' } });
    expect([va.status, va.body]).toEqual([vb.status, vb.body]);
    const ca = await h.call('POST', '/v1/auth/changePassword', { headers: client(), body: { id: a.body.id, password: 'long enough 1', confirm_password: 'long enough 1' } });
    const cb = await h.call('POST', '/v1/auth/changePassword', { headers: client(), body: { id: b.body.id, password: 'long enough 1', confirm_password: 'long enough 1' } });
    expect([ca.status, ca.body]).toEqual([cb.status, cb.body]);
    // Resending the reset code: real id inside the cool-down and decoy id answer alike.
    const ra = await h.call('POST', '/v1/auth/resend', { headers: client(), body: { id: a.body.id } });
    const rb = await h.call('POST', '/v1/auth/resend', { headers: client(), body: { id: b.body.id } });
    expect(ra.status).toBe(rb.status);
    expect(rb.body.error).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);
    expect(ra.body.error).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);
  });

  it("a stranger's wrong passwords lock the stranger, not the owner", async () => {
    const owner = await h.createUser('owner');
    const stranger = client();
    for (let i = 0; i < 3; i++) expect((await h.call('POST', '/v1/auth/login', { headers: stranger, body: { email: owner.email, password: `wrong ${i}` } })).status).toBe(401);
    const locked = await h.call('POST', '/v1/auth/login', { headers: stranger, body: { email: owner.email, password: owner.password } });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    const ok = await h.call('POST', '/v1/auth/login', { headers: client(), body: { email: owner.email, password: owner.password } });
    expect(ok.status).toBe(200);
  });

  it('many clients: once the account has many failures, clients that failed before get no more tries, a fresh one still can', async () => {
    const owner = await h.createUser('spread');
    const attackers = Array.from({ length: 10 }, () => client());
    for (const a of attackers) for (let i = 0; i < 3; i++) await h.call('POST', '/v1/auth/login', { headers: a, body: { email: owner.email, password: `wrong ${i}` } });
    const fresh = client();
    expect((await h.call('POST', '/v1/auth/login', { headers: fresh, body: { email: owner.email, password: 'wrong again' } })).status).toBe(401);
    // That client failed once while the account is over its bound: locked now.
    expect((await h.call('POST', '/v1/auth/login', { headers: fresh, body: { email: owner.email, password: owner.password } })).status).toBe(429);
    expect((await h.call('POST', '/v1/auth/login', { headers: client(), body: { email: owner.email, password: owner.password } })).status).toBe(200);
  });

  it('puts Retry-After on the per-IP limit and on exhausted codes', async () => {
    const limitedServer = await startHarness(backend, { authRateLimitPerMinute: 2 });
    try {
      let last;
      for (let i = 0; i < 3; i++) last = await limitedServer.call('POST', '/v1/auth/login', { body: { email: `x${i}@example.test`, password: 'x' } });
      expect(last!.status).toBe(429);
      expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limitedServer.close();
    }
    const email = uniqueEmail('exhaust');
    const reg = await h.call('POST', '/v1/auth/register', { headers: client(), body: { first_name: 'E', last_name: 'X', username: 'e', email, password: 'long enough 1', confirm_password: 'long enough 1' } });
    const code = await h.smtp.nextCode(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    let res;
    for (let i = 0; i < 6; i++) res = await h.call('POST', '/v1/auth/active', { token: reg.body.data.token, body: { id: reg.body.data.user._id, code: wrong } });
    expect(res!.status).toBe(429);
    expect(Number(res!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
