import { AVATAR_MAX_BYTES, MESSAGES, MIN_PASSWORD_LENGTH } from '@pagelift/contract';

/** Field name -> message; an empty object means valid. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export const REQUIRED = 'This field is required.';
export const TOO_SHORT = `Must be at least ${MIN_PASSWORD_LENGTH} characters.`;
export const INVALID_EMAIL = 'Please enter a valid email address.';

const blank = (v: string | undefined | null) => !v || !v.trim();
const looksLikeEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim());

function required<K extends string>(values: Record<K, string>, keys: readonly K[]): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const key of keys) if (blank(values[key])) errors[key] = REQUIRED;
  return errors;
}

export const SIGN_UP_FIELDS = ['first_name', 'last_name', 'username', 'email', 'password', 'confirm_password'] as const;
export type SignUpValues = Record<(typeof SIGN_UP_FIELDS)[number], string>;

/** Spec section 5: all six required, passwords min 8, a mismatch blocks the request. */
export function validateSignUp(values: SignUpValues): FieldErrors<keyof SignUpValues> {
  const errors = required(values, SIGN_UP_FIELDS);
  if (!errors.email && !looksLikeEmail(values.email)) errors.email = INVALID_EMAIL;
  if (!errors.password && values.password.length < MIN_PASSWORD_LENGTH) errors.password = TOO_SHORT;
  if (!errors.confirm_password && values.confirm_password.length < MIN_PASSWORD_LENGTH) errors.confirm_password = TOO_SHORT;
  if (!errors.password && !errors.confirm_password && values.password !== values.confirm_password) {
    errors.confirm_password = MESSAGES.passwordMismatch;
  }
  return errors;
}

export type SignInValues = { email: string; password: string };
export function validateSignIn(values: SignInValues): FieldErrors<keyof SignInValues> {
  return required(values, ['email', 'password'] as const);
}

/** Forgot-password step 3: min 8 on both inputs and equal. */
export function validateNewPassword(values: { password: string; confirm_password: string }): FieldErrors<'password' | 'confirm_password'> {
  const errors = required(values, ['password', 'confirm_password'] as const);
  if (!errors.password && values.password.length < MIN_PASSWORD_LENGTH) errors.password = TOO_SHORT;
  if (!errors.confirm_password && values.confirm_password.length < MIN_PASSWORD_LENGTH) errors.confirm_password = TOO_SHORT;
  if (!errors.password && !errors.confirm_password && values.password !== values.confirm_password) {
    errors.confirm_password = MESSAGES.passwordMismatch;
  }
  return errors;
}

/** Profile password change: new and confirm must match; current is required unless the account has none. */
export function validatePasswordChange(
  values: { current_password: string; new_password: string; confirm_password: string },
  needsCurrent: boolean,
): FieldErrors<'current_password' | 'new_password' | 'confirm_password'> {
  const keys = needsCurrent ? (['current_password', 'new_password', 'confirm_password'] as const) : (['new_password', 'confirm_password'] as const);
  const errors: FieldErrors<'current_password' | 'new_password' | 'confirm_password'> = required(values, keys);
  if (!errors.new_password && values.new_password.length < MIN_PASSWORD_LENGTH) errors.new_password = TOO_SHORT;
  if (!errors.new_password && !errors.confirm_password && values.new_password !== values.confirm_password) {
    errors.confirm_password = MESSAGES.passwordMismatch;
  }
  return errors;
}

export function validateProfile(values: { first_name: string; last_name: string }): FieldErrors<'first_name' | 'last_name'> {
  return required(values, ['first_name', 'last_name'] as const);
}

export function validateProject(values: { name: string; url: string }): FieldErrors<'name' | 'url'> {
  return required(values, ['name', 'url'] as const);
}

/** Avatar rules of spec section 5; `null` means the file is acceptable. */
export function validateAvatar(file: { size: number; type: string }): string | null {
  if (!file.type.startsWith('image/')) return MESSAGES.avatarNotImage;
  if (file.size >= AVATAR_MAX_BYTES) return MESSAGES.avatarTooLarge;
  return null;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;
