import { z } from 'zod';
import { HttpError } from '../http/errors.ts';

export const AUTH_MESSAGES = {
  emailTaken: 'An account with this email already exists.',
  badLogin: 'Invalid email or password.',
  locked: 'Too many failed sign-in attempts. Please try again later.',
  activated: 'Your account has been activated.',
  currentPasswordWrong: 'Current password is incorrect.',
  noAccount: 'No account found with this email address.',
  googleFailed: 'Google sign-in failed.',
  googleOff: 'Google sign-in is not configured.',
  codeVerified: 'Code verified.',
  resetNotVerified: 'Please verify the code first.',
} as const;

export const IdField = z.string().trim().min(1).max(64);
export const CodeField = z.union([z.string(), z.number()]).transform((v) => String(v).trim()).pipe(z.string().min(1).max(16));

/** A failure in the spec's `data.data.status` / `msg` shape (activation and password change). */
export function statusError(status: number, msg: string, extra: Record<string, unknown> = {}): HttpError {
  return new HttpError(status, msg, { data: { status: 'error', msg }, ...extra });
}
/** A failure in the forgot-password `success` / `error` shape. */
export function successError(status: number, msg: string, extra: Record<string, unknown> = {}): HttpError {
  return new HttpError(status, msg, { success: false, ...extra });
}
/** The wait a 429 carries (for its Retry-After header), kept when the error changes shape. */
const retryOf = (err: HttpError) => (err.extra.retryAfter !== undefined ? { retryAfter: err.extra.retryAfter } : {});
export function asStatusError(err: unknown): never {
  if (err instanceof HttpError) throw statusError(err.status, err.message, retryOf(err));
  throw err;
}
export function asSuccessError(err: unknown): never {
  if (err instanceof HttpError) throw successError(err.status, err.message, retryOf(err));
  throw err;
}
