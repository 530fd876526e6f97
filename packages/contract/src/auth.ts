import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 8;
export const AVATAR_MAX_BYTES = 4_194_304;
export const RESEND_COOLDOWN_SECONDS = 180;
export const CODE_TTL_SECONDS = 15 * 60;
export const CODE_MAX_ATTEMPTS = 5;

export const MESSAGES = {
  passwordMismatch: "Password don't match!",
  avatarTooLarge: 'File size must be less than 4MB.',
  avatarNotImage: 'Please upload image.',
  codeSent: 'Verification code has been sent. Please check your email.',
  passwordChanged: 'Password has been changed.',
  profileUpdated: 'Profile updated.',
  passwordUpdated: 'Password updated.',
} as const;

const email = z.string().trim().toLowerCase().email().max(254);

export const RegisterBody = z.object({
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
  username: z.string().trim().min(1).max(100),
  email,
  password: z.string().min(MIN_PASSWORD_LENGTH).max(1024),
  confirm_password: z.string().min(MIN_PASSWORD_LENGTH).max(1024),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

export const LoginBody = z.object({ email, password: z.string().min(1).max(1024) });
export type LoginBody = z.infer<typeof LoginBody>;

/**
 * POST /v1/auth/registerByGoogle. The spec's fields are kept for compatibility, but the server
 * ignores them for identity: it verifies `credential` (the provider's ID token, a JWT) against the
 * issuer's JWKS and takes email, names and picture from its claims.
 */
export const RegisterByGoogleBody = z.object({
  credential: z.string().min(20).max(8192),
  first_name: z.string().max(100).optional(),
  last_name: z.string().max(100).optional(),
  email: z.string().max(254).optional(),
  username: z.string().max(254).optional(),
  avatar: z.string().max(2048).optional().nullable(),
});
export type RegisterByGoogleBody = z.infer<typeof RegisterByGoogleBody>;
