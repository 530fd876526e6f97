import { HttpError } from '../http/errors.ts';

export interface AdmissionPolicy {
  /** Exports one user may have waiting or running at once. */
  perUser: number;
  /** Exports this server may have waiting or running at once (all users). */
  total: number;
  /** Seconds a refused caller is told to wait (Retry-After). */
  retryAfterSeconds: number;
}

export const QUEUE_MESSAGES = {
  userFull: (wait: number) => `You already have exports running. Please try again in ${wait} seconds.`,
  serverFull: (wait: number) => `Too many exports are waiting. Please try again in ${wait} seconds.`,
  waitedTooLong: 'The export queue is busy. Please try again in a minute.',
} as const;

/**
 * Where the API admits an export, whatever queue runs it (in-process or a database queue):
 * bounded per user and overall, so one account cannot fill the queue for everyone (issue 14,
 * finding 3). Beyond a bound the caller gets 429 with Retry-After at once instead of waiting.
 */
export class ExportAdmission {
  private total = 0;
  private readonly perUser = new Map<string, number>();

  constructor(private readonly policy: AdmissionPolicy) {}

  get inFlight(): number {
    return this.total;
  }

  /** Takes a place for `userId` or throws 429; the returned function gives it back (once). */
  admit(userId: string): () => void {
    const mine = this.perUser.get(userId) ?? 0;
    const wait = this.policy.retryAfterSeconds;
    if (mine >= this.policy.perUser) throw new HttpError(429, QUEUE_MESSAGES.userFull(wait), { retryAfter: wait });
    if (this.total >= this.policy.total) throw new HttpError(429, QUEUE_MESSAGES.serverFull(wait), { retryAfter: wait });
    this.perUser.set(userId, mine + 1);
    this.total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.perUser.get(userId) ?? 1) - 1;
      if (left > 0) this.perUser.set(userId, left);
      else this.perUser.delete(userId);
    };
  }
}
