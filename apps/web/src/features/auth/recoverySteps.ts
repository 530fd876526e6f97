import { RESEND_COOLDOWN_SECONDS } from '@pagelift/contract';

/** Spec section 9 timings for password recovery. */
export const RESEND_COUNTDOWN_SECONDS = RESEND_COOLDOWN_SECONDS; // 180
export const REDIRECT_COUNTDOWN_SECONDS = 6;

export type RecoveryStep = 'email' | 'code' | 'password';

export const STEP_TITLES: Record<RecoveryStep, string> = {
  email: 'Forgot password',
  code: 'Verify Code',
  password: 'Change Your Password',
};

export function resendLabel(secondsLeft: number): string {
  return secondsLeft > 0 ? `Resend Code (${secondsLeft}s)` : 'Resend Code';
}

export function redirectLabel(secondsLeft: number): string {
  return `Redirect... ${secondsLeft}s`;
}

/**
 * Whether the flow should leave for '/': after a password change once the 6 s redirect
 * countdown ends, or when the 180 s countdown runs out while in the password step.
 */
export function shouldLeaveRecovery(state: { step: RecoveryStep; changed: boolean; resendLeft: number; resendStarted: boolean; redirectLeft: number }): boolean {
  if (state.changed) return state.redirectLeft === 0;
  return state.step === 'password' && state.resendStarted && state.resendLeft === 0;
}
