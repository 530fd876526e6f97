import { describe, expect, it } from 'vitest';
import { REDIRECT_COUNTDOWN_SECONDS, RESEND_COUNTDOWN_SECONDS, redirectLabel, resendLabel, shouldLeaveRecovery } from './recoverySteps.ts';
import { registerByGoogleBody, GOOGLE_SCOPES } from './googleProfile.ts';

describe('recovery timings', () => {
  it('uses the spec countdowns', () => {
    expect(RESEND_COUNTDOWN_SECONDS).toBe(180);
    expect(REDIRECT_COUNTDOWN_SECONDS).toBe(6);
  });
  it('labels the buttons with the seconds left', () => {
    expect(resendLabel(12)).toBe('Resend Code (12s)');
    expect(resendLabel(0)).toBe('Resend Code');
    expect(redirectLabel(6)).toMatch(/^Redirect\.\.\./);
  });
  it('leaves after the redirect countdown, or when the resend countdown ends in the password step', () => {
    const base = { step: 'password' as const, changed: false, resendLeft: 10, resendStarted: true, redirectLeft: 0 };
    expect(shouldLeaveRecovery(base)).toBe(false);
    expect(shouldLeaveRecovery({ ...base, resendLeft: 0 })).toBe(true);
    expect(shouldLeaveRecovery({ ...base, step: 'code', resendLeft: 0 })).toBe(false);
    expect(shouldLeaveRecovery({ ...base, changed: true, redirectLeft: 3 })).toBe(false);
    expect(shouldLeaveRecovery({ ...base, changed: true, redirectLeft: 0 })).toBe(true);
  });
});

describe('registerByGoogleBody', () => {
  it('sends the credential and the claims, username set to the email', () => {
    const payload = Buffer.from(JSON.stringify({ email: 'g@example.com', given_name: 'Grace', family_name: 'Hopper', picture: 'https://x/p.png' })).toString('base64url');
    const credential = `eyJhbGciOiJSUzI1NiJ9.${payload}.signature`;
    expect(registerByGoogleBody(credential)).toEqual({ credential, first_name: 'Grace', last_name: 'Hopper', email: 'g@example.com', username: 'g@example.com', avatar: 'https://x/p.png' });
    expect(GOOGLE_SCOPES).toEqual(['openid', 'profile', 'email']);
  });
});
