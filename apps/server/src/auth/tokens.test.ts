// The synchronous HS256 verifier against jose's jwtVerify (the verifier it replaced) as the oracle.
import { createHmac, randomBytes } from 'node:crypto';
import { SignJWT, UnsecuredJWT, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { TokenService } from './tokens.ts';

const key = randomBytes(32);
const service = new TokenService(key, 3600);
const now = () => Math.floor(Date.now() / 1000);

async function joseAccepts(token: string): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(token, key, { issuer: 'pagelift', algorithms: ['HS256'] });
    return typeof payload.sub === 'string' && typeof payload.ver === 'number' && typeof payload.exp === 'number';
  } catch {
    return false;
  }
}

const sign = (claims: Record<string, unknown>, header: Record<string, unknown> = { alg: 'HS256' }, signKey: Uint8Array = key) =>
  new SignJWT(claims).setProtectedHeader(header as { alg: string }).sign(signKey);

/** A token signed by hand, for headers jose will not sign. */
function handSigned(header: unknown, claims: unknown): string {
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
}

function flipChar(s: string, at: number): string {
  const c = s[at] === 'A' ? 'B' : 'A';
  return s.slice(0, at) + c + s.slice(at + 1);
}

describe('TokenService.verify', () => {
  it('accepts its own tokens and returns their claims', async () => {
    const token = await service.issue({ userId: 'u1', version: 3 });
    expect(service.verify(token)).toEqual({ userId: 'u1', version: 3 });
  });

  it('refuses expired tokens, and tokens signed with another key, algorithm or issuer', async () => {
    const token = await service.issue({ userId: 'u1', version: 0 });
    expect(service.verify(token, now() + 3601)).toBeNull();
    expect(new TokenService(randomBytes(32), 3600).verify(token)).toBeNull();
    const base = { sub: 'u1', ver: 0, iss: 'pagelift', exp: now() + 60 };
    expect(service.verify(await sign(base, { alg: 'HS512' }))).toBeNull();
    expect(service.verify(await sign({ ...base, iss: 'someone-else' }))).toBeNull();
    expect(service.verify(new UnsecuredJWT(base).encode())).toBeNull();
    expect(service.verify(await sign(base))).toEqual({ userId: 'u1', version: 0 });
  });

  it('agrees with jose on every tampered or odd token', async () => {
    const good = await service.issue({ userId: 'user-x', version: 7 });
    const [h, p, s] = good.split('.') as [string, string, string];
    const t = now();
    const cases: string[] = [
      good,
      `${good}A`,
      `${h}.${p}.${s}.x`,
      `${h}.${p}`,
      `${h}.${p}.`,
      `${h}..${s}`,
      flipChar(good, 10),
      flipChar(good, h.length + 5),
      flipChar(good, good.length - 3),
      `${h}.${Buffer.from(JSON.stringify({ sub: 'admin', ver: 7, iss: 'pagelift', exp: t + 60 })).toString('base64url')}.${s}`,
      await sign({ sub: 'u', ver: 1, iss: 'pagelift' }), // no exp
      await sign({ sub: 'u', ver: 1, iss: 'pagelift', exp: t - 1 }),
      await sign({ sub: 'u', ver: 1, iss: 'pagelift', exp: t + 60, nbf: t + 30 }),
      await sign({ sub: 'u', ver: 1, iss: 'pagelift', exp: t + 60, nbf: t - 30 }),
      await sign({ sub: 'u', ver: 1, iss: 'pagelift', exp: t + 60, iat: 'yesterday' }),
      await sign({ sub: 'u', ver: 1, iss: 'pagelift', exp: String(t + 60) }),
      await sign({ sub: 7, ver: 1, iss: 'pagelift', exp: t + 60 }),
      await sign({ sub: 'u', ver: '1', iss: 'pagelift', exp: t + 60 }),
      handSigned({ alg: 'HS256', crit: ['exp'], exp: 1 }, { sub: 'u', ver: 1, iss: 'pagelift', exp: t + 60 }),
      handSigned({ alg: 'HS256' }, { sub: 'u', ver: 1, iss: 'pagelift', exp: t + 60 }),
      handSigned({ alg: 'none' }, { sub: 'u', ver: 1, iss: 'pagelift', exp: t + 60 }),
      handSigned([], { sub: 'u', ver: 1, iss: 'pagelift', exp: t + 60 }),
      handSigned({ alg: 'HS256' }, [1, 2]),
      await sign({ sub: 'u', ver: 1, iss: 'pagelift', exp: t + 60 }, { alg: 'HS256', typ: 'JWT' }),
      `${Buffer.from('[1]').toString('base64url')}.${p}.${s}`,
      '',
      'not a token',
      'a.b.c',
    ];
    for (const token of cases) expect({ token, accepted: service.verify(token) !== null }).toEqual({ token, accepted: await joseAccepts(token) });
    // Stricter than jose: only the canonical base64url of the signature (jose also takes padding).
    expect(service.verify(`${good}=`)).toBeNull();
    // Both accepted and refused tokens are among the cases, so the comparison means something.
    const verdicts = cases.map((token) => service.verify(token) !== null);
    expect(verdicts.filter(Boolean).length).toBeGreaterThanOrEqual(3);
    expect(verdicts.filter((v) => !v).length).toBeGreaterThanOrEqual(15);
  });

  it('still applies the time limits to a token it has checked before, and never takes a tampered copy for it', async () => {
    const t = now();
    const token = await sign({ sub: 'u', ver: 2, iss: 'pagelift', exp: t + 60, nbf: t + 10 });
    expect(service.verify(token, t)).toBeNull(); // not yet
    expect(service.verify(token, t + 10)).toEqual({ userId: 'u', version: 2 });
    expect(service.verify(token, t + 30)).toEqual({ userId: 'u', version: 2 });
    expect(service.verify(token, t + 60)).toBeNull(); // expired
    expect(service.verify(token, t + 30)).toEqual({ userId: 'u', version: 2 });
    expect(service.verify(flipChar(token, token.length - 2), t + 30)).toBeNull();
    expect(service.verify(`${token} `, t + 30)).toBeNull();
  });
});
