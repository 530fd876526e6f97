import { UNLIMITED } from '@pagelift/contract';

/** 'Remaining: unlimited' for -1, otherwise the number (spec section 2). */
export function remainingLabel(remaining: number | null): string {
  if (remaining === null) return 'Remaining: …';
  return `Remaining: ${remaining === UNLIMITED ? 'unlimited' : remaining}`;
}
