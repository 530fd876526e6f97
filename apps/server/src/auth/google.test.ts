// Social sign-in against a local issuer: our own keys, our own JWKS endpoint, real jose verification.
import http from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, uniqueEmail, type Harness } from '../test/harness.ts';
import { AUTH_MESSAGES } from './routes.ts';

const CLIENT_ID = 'pagelift-test-client.apps.example';
const ISSUER = 'https://issuer.example.test';

describe('registerByGoogle', () => {
  let h: Harness;
  let jwksServer: http.Server;
  let privateKey: CryptoKey;
  let otherKey: CryptoKey;

  async function idToken(claims: Record<string, unknown>, opts: { key?: CryptoKey; aud?: string; iss?: string; exp?: string | number } = {}) {
    return new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(opts.iss ?? ISSUER)
      .setAudience(opts.aud ?? CLIENT_ID)
      .setSubject(String(claims.sub ?? 'sub-1'))
      .setIssuedAt()
      .setExpirationTime(opts.exp ?? '10m')
      .sign(opts.key ?? privateKey);
  }

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    privateKey = pair.privateKey;
    otherKey = (await generateKeyPair('RS256')).privateKey;
    const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    jwksServer = http.createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((r) => jwksServer.listen(0, '127.0.0.1', r));
    const port = (jwksServer.address() as { port: number }).port;
    h = await startHarness('sqlite', { googleClientId: CLIENT_ID, googleIssuer: ISSUER, googleJwksUrl: `http://127.0.0.1:${port}/certs` });
  });
  afterAll(async () => {
    await h?.close();
    await new Promise((r) => jwksServer?.close(r));
  });

  it('creates an active social user with code 0 from the verified claims only', async () => {
    const email = uniqueEmail('google');
    const credential = await idToken({ sub: 'g-100', email, given_name: 'Grace', family_name: 'Hopper', picture: 'https://img.example/g.png' });
    const res = await h.call('POST', '/v1/auth/registerByGoogle', {
      body: { credential, first_name: 'Mallory', last_name: 'Evil', email: 'victim@example.test', username: 'victim@example.test', avatar: 'https://evil.example/x.png' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.newUser).toMatchObject({ email, first_name: 'Grace', last_name: 'Hopper', status: 'active', code: 0, username: email, avatar: 'https://img.example/g.png' });
    const me = await h.call('GET', '/v1/auth/', { token: res.body.data.token });
    expect(me.body.data.user.email).toBe(email);
    expect(me.body.data.license.licenseId).toBe('free');

    // Signing in again finds the same account.
    const again = await h.call('POST', '/v1/auth/registerByGoogle', { body: { credential: await idToken({ sub: 'g-100', email }) } });
    expect(again.body.data.newUser._id).toBe(res.body.data.newUser._id);

    // code 0: a new password needs no current password; afterwards the account has code 1.
    const pw = await h.call('POST', '/v1/auth/updatePassword', {
      token: res.body.data.token,
      body: { id: res.body.data.newUser._id, new_password: 'first own password', confirm_password: 'first own password' },
    });
    expect(pw.status).toBe(200);
    expect(pw.body.data).toMatchObject({ status: 'success', msg: 'Password updated.' });
    expect(pw.body.data.user.code).toBe(1);
    expect((await h.call('POST', '/v1/auth/login', { body: { email, password: 'first own password' } })).status).toBe(200);
  });

  it.each([
    ['a foreign signature', async () => idToken({ email: 'x1@example.test' }, { key: otherKey })],
    ['another audience', async () => idToken({ email: 'x2@example.test' }, { aud: 'someone-else' })],
    ['another issuer', async () => idToken({ email: 'x3@example.test' }, { iss: 'https://evil.example' })],
    ['an expired token', async () => idToken({ email: 'x4@example.test' }, { exp: Math.floor(Date.now() / 1000) - 3600 })],
    ['an unverified email', async () => idToken({ email: 'x5@example.test', email_verified: false })],
    ['garbage', async () => 'not-a-jwt-at-all-but-long-enough'],
  ])('refuses %s', async (_name, make) => {
    const res = await h.call('POST', '/v1/auth/registerByGoogle', { body: { credential: await make(), email: 'x@example.test' } });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(AUTH_MESSAGES.googleFailed);
  });
});
