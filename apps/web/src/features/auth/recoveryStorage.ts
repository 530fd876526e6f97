import { CODE_TTL_SECONDS } from '@pagelift/contract';
import type { RecoveryStep } from './recoverySteps.ts';

/**
 * The recovery in progress, kept in sessionStorage (this tab only, gone with it): a reload
 * returns to the step the user was on, so the code already mailed can still be entered
 * instead of "Get code" being refused for the 180 s resend wait.
 */
export interface SavedRecovery {
  step: Exclude<RecoveryStep, 'email'>;
  email: string;
  id: string;
  /** When the last code was sent (ms): the resend countdown and the code's lifetime run from it. */
  sentAt: number;
}

const KEY = 'pagelift.recovery';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function saveRecovery(saved: SavedRecovery): void {
  storage()?.setItem(KEY, JSON.stringify(saved));
}

export function clearRecovery(): void {
  storage()?.removeItem(KEY);
}

/** The saved recovery if its code can still be used (15 minutes from sending), else nothing. */
export function loadRecovery(now = Date.now()): SavedRecovery | null {
  try {
    const raw = storage()?.getItem(KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<SavedRecovery>;
    const valid =
      (saved.step === 'code' || saved.step === 'password') &&
      typeof saved.email === 'string' && typeof saved.id === 'string' && typeof saved.sentAt === 'number' &&
      now - saved.sentAt < CODE_TTL_SECONDS * 1000 && saved.sentAt <= now;
    if (!valid) clearRecovery();
    return valid ? (saved as SavedRecovery) : null;
  } catch {
    return null;
  }
}
