import type { RegisterByGoogleBody } from '@pagelift/contract';
import { decodeJwtPayload } from '../../lib/jwt.ts';

/** What the spec asks the identity provider for (section 2). */
export const GOOGLE_SCOPES = ['openid', 'profile', 'email'] as const;

/**
 * The registerByGoogle body: the ID token the server verifies, plus the spec's fields read
 * from its claims (given name, family name, email, picture; username is the email).
 */
export function registerByGoogleBody(credential: string): RegisterByGoogleBody {
  const claims = decodeJwtPayload(credential);
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const email = text(claims.email);
  return {
    credential,
    first_name: text(claims.given_name),
    last_name: text(claims.family_name),
    email,
    username: email,
    avatar: text(claims.picture) || null,
  };
}
