import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

export interface TokenClaims {
  userId: string;
  /** The user's token_version at issue time; a bump revokes every older token. */
  version: number;
}

/** Longer strings are not tokens this service issued (they are about 200 characters). */
const MAX_TOKEN_LENGTH = 4096;
/** Tokens whose signature was checked, kept for their next request (about 1 MB when full). */
const VERIFIED_CACHE_SIZE = 4096;

interface Verified {
  claims: TokenClaims;
  exp: number;
  nbf: number | undefined;
}

function jsonPart(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * HS256 bearer tokens signed with a key derived from the master secret. Issued with jose; verified
 * here with one synchronous HMAC (node:crypto) because every authenticated request verifies one, and
 * jose's Web Crypto path (key import, a thread-pool job and promises per call) was the largest
 * single cost of an authenticated request under load (issue 14).
 */
export class TokenService {
  private static readonly ISSUER = 'pagelift';
  /**
   * Signature checks are a pure function of the token text and the key, so a token that passed
   * one need not be checked again; its time limits still are. Revocation is not decided here but
   * by the token version in the database, on every request (see guard.ts).
   */
  private readonly verified = new Map<string, Verified>();

  constructor(
    private readonly key: Uint8Array,
    private readonly ttlSeconds: number,
  ) {}

  issue(claims: TokenClaims): Promise<string> {
    return new SignJWT({ ver: claims.version })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuer(TokenService.ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /**
   * The claims of a token this service signed that has not expired, else null. Checks what jose's
   * jwtVerify checked for it: compact form, `alg` HS256 and no `crit`, the signature (constant time,
   * canonical base64url), `iss`, `exp` (required), `nbf` and `iat` when present.
   */
  verify(token: string, nowSeconds: number = Math.floor(Date.now() / 1000)): TokenClaims | null {
    let entry = this.verified.get(token);
    if (!entry) {
      const checked = this.checkSignatureAndClaims(token);
      if (!checked) return null;
      entry = checked;
      if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, entry);
    }
    if (entry.exp <= nowSeconds || (entry.nbf !== undefined && entry.nbf > nowSeconds)) return null;
    return entry.claims;
  }

  private checkSignatureAndClaims(token: string): Verified | null {
    if (token.length > MAX_TOKEN_LENGTH) return null;
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [header, payload, signature] = parts as [string, string, string];
    const expected = createHmac('sha256', this.key).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected) || given.toString('base64url') !== signature) return null;

    const head = jsonPart(header);
    if (!head || head.alg !== 'HS256' || head.crit !== undefined || head.b64 !== undefined) return null;
    const claims = jsonPart(payload);
    if (!claims || claims.iss !== TokenService.ISSUER) return null;
    if (typeof claims.exp !== 'number') return null;
    if (claims.nbf !== undefined && typeof claims.nbf !== 'number') return null;
    if (claims.iat !== undefined && typeof claims.iat !== 'number') return null;
    if (typeof claims.sub !== 'string' || typeof claims.ver !== 'number') return null;
    return { claims: Object.freeze({ userId: claims.sub, version: claims.ver }), exp: claims.exp, nbf: claims.nbf as number | undefined };
  }
}
