import { SignJWT, jwtVerify } from 'jose';

export interface TokenClaims {
  userId: string;
  /** The user's token_version at issue time; a bump revokes every older token. */
  version: number;
}

/** HS256 bearer tokens signed with a key derived from the master secret. */
export class TokenService {
  private static readonly ISSUER = 'pagelift';

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

  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: TokenService.ISSUER, algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
      return { userId: payload.sub, version: payload.ver };
    } catch {
      return null;
    }
  }
}
