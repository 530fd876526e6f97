import { md5 } from './md5.ts';
import { apiUrl } from '../api/client.ts';

/** Size the spec asks of the public avatar service. */
export const AVATAR_SERVICE_SIZE = 200;

/** Gravatar's image for an email, with a generated pattern when the address has none. */
export function avatarServiceUrl(email: string, size = AVATAR_SERVICE_SIZE): string {
  return `https://www.gravatar.com/avatar/${md5(email.trim().toLowerCase())}?s=${size}&d=identicon`;
}

/** The user's own avatar when set, else the avatar service's picture for the email. */
export function avatarFor(user: { avatar: string | null; email: string }): string {
  return user.avatar ? apiUrl(user.avatar) : avatarServiceUrl(user.email);
}
