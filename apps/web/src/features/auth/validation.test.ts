import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@pagelift/contract';
import { REQUIRED, TOO_SHORT, validateAvatar, validateNewPassword, validatePasswordChange, validateProfile, validateProject, validateSignIn, validateSignUp } from './validation.ts';

const good = { first_name: 'Ada', last_name: 'L', username: 'ada', email: 'ada@example.com', password: 'correct horse', confirm_password: 'correct horse' };

describe('sign-up validation', () => {
  it('accepts a complete form', () => expect(validateSignUp(good)).toEqual({}));
  it('requires all six fields', () => {
    const errors = validateSignUp({ first_name: '', last_name: ' ', username: '', email: '', password: '', confirm_password: '' });
    expect(Object.keys(errors).sort()).toEqual(['confirm_password', 'email', 'first_name', 'last_name', 'password', 'username']);
    expect(errors.first_name).toBe(REQUIRED);
  });
  it('needs 8 characters on both passwords', () => {
    expect(validateSignUp({ ...good, password: 'short', confirm_password: 'short' })).toEqual({ password: TOO_SHORT, confirm_password: TOO_SHORT });
  });
  it("shows 'Password don't match!' on the confirm field", () => {
    expect(validateSignUp({ ...good, confirm_password: 'different pw' })).toEqual({ confirm_password: MESSAGES.passwordMismatch });
    expect(MESSAGES.passwordMismatch).toBe("Password don't match!");
  });
});

describe('other forms', () => {
  it('sign-in needs email and password', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({ email: REQUIRED, password: REQUIRED });
    expect(validateSignIn({ email: 'a@b.c', password: 'x' })).toEqual({});
  });
  it('forgot-password new password: min 8 and equal', () => {
    expect(validateNewPassword({ password: '1234567', confirm_password: '1234567' })).toEqual({ password: TOO_SHORT, confirm_password: TOO_SHORT });
    expect(validateNewPassword({ password: '12345678', confirm_password: '12345679' })).toEqual({ confirm_password: MESSAGES.passwordMismatch });
    expect(validateNewPassword({ password: '12345678', confirm_password: '12345678' })).toEqual({});
  });
  it('profile password change skips the current password for code-0 accounts', () => {
    expect(validatePasswordChange({ current_password: '', new_password: 'abcdefgh', confirm_password: 'abcdefgh' }, false)).toEqual({});
    expect(validatePasswordChange({ current_password: '', new_password: 'abcdefgh', confirm_password: 'abcdefgh' }, true)).toEqual({ current_password: REQUIRED });
    expect(validatePasswordChange({ current_password: 'x', new_password: 'abcdefgh', confirm_password: 'abcdefgX' }, true)).toEqual({ confirm_password: MESSAGES.passwordMismatch });
  });
  it('profile and project required fields', () => {
    expect(validateProfile({ first_name: '', last_name: 'x' })).toEqual({ first_name: REQUIRED });
    expect(validateProject({ name: 'x', url: '' })).toEqual({ url: REQUIRED });
  });
});

describe('avatar validation', () => {
  it('refuses non-images', () => expect(validateAvatar({ size: 10, type: 'application/pdf' })).toBe('Please upload image.'));
  it('refuses 4 MB and more', () => {
    expect(validateAvatar({ size: 4194304, type: 'image/png' })).toBe('File size must be less than 4MB.');
    expect(validateAvatar({ size: 4194303, type: 'image/png' })).toBeNull();
  });
});
