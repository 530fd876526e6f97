import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Config } from '../config.ts';

export interface GoogleIdentity {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
  picture: string | null;
}

export type GoogleVerifier = (credential: string) => Promise<GoogleIdentity>;

/**
 * Verifies the provider's ID token ourselves: signature against the issuer's JWKS, audience = our
 * client id, issuer, expiry and email_verified. Identity comes only from the verified claims.
 */
export function createGoogleVerifier(config: Pick<Config, 'googleClientId' | 'googleIssuer' | 'googleJwksUrl'>): GoogleVerifier | null {
  const clientId = config.googleClientId;
  if (!clientId) return null;
  const jwks = createRemoteJWKSet(new URL(config.googleJwksUrl));
  // Google issues both spellings of its issuer.
  const issuers = config.googleIssuer === 'https://accounts.google.com' ? [config.googleIssuer, 'accounts.google.com'] : [config.googleIssuer];
  return async (credential) => {
    const { payload } = await jwtVerify(credential, jwks, { issuer: issuers, audience: clientId, requiredClaims: ['exp', 'sub'] });
    if (payload.email_verified !== true && payload.email_verified !== 'true') throw new Error('email not verified');
    if (typeof payload.email !== 'string' || !payload.email.includes('@')) throw new Error('no email');
    const name = typeof payload.name === 'string' ? payload.name : '';
    const [first = '', ...rest] = name.split(' ');
    return {
      sub: payload.sub!,
      email: payload.email.trim().toLowerCase(),
      givenName: typeof payload.given_name === 'string' ? payload.given_name : first,
      familyName: typeof payload.family_name === 'string' ? payload.family_name : rest.join(' '),
      picture: typeof payload.picture === 'string' && /^https:\/\//.test(payload.picture) ? payload.picture : null,
    };
  };
}
