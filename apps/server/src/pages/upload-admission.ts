import { HttpError } from '../http/errors.ts';

export interface UploadPolicy {
  /** Uploads one user may have in flight at once. */
  perUser: number;
  /** Uploads this server may have in flight at once (all users). */
  total: number;
  /** Bytes one user's uploads in flight may add up to. */
  bytesPerUser: number;
  /** Seconds a refused caller is told to wait (Retry-After). */
  retryAfterSeconds: number;
}

export const UPLOAD_MESSAGES = {
  userBusy: (wait: number) => `You already have uploads in progress. Please try again in ${wait} seconds.`,
  serverBusy: (wait: number) => `Too many uploads are in progress. Please try again in ${wait} seconds.`,
  userBytes: (wait: number) => `Your uploads in progress are too large together. Please try again in ${wait} seconds.`,
} as const;

/** One admitted upload: charges its bytes to its user as they are known, and gives its place back once. */
export interface UploadTicket {
  /** Adds `bytes` to the user's bytes in flight; throws 429 past the per-user quota. */
  charge(bytes: number): void;
  release(): void;
}

/**
 * Admits page uploads per user and overall before a byte of the body is read (issue 14,
 * finding 4): a user gets `perUser` uploads at once and `bytesPerUser` bytes in flight over all
 * of them, the server `total` uploads. Beyond a bound the caller gets 429 with Retry-After. A
 * declared Content-Length is charged up front; a body of unknown length is charged as it is read.
 */
export class UploadAdmission {
  private total = 0;
  private readonly users = new Map<string, { uploads: number; bytes: number }>();

  constructor(private readonly policy: UploadPolicy) {}

  get inFlight(): number {
    return this.total;
  }

  /** Takes a place for `userId` (charging `declaredBytes` when the length is known) or throws 429. */
  admit(userId: string, declaredBytes: number | null): UploadTicket {
    const wait = this.policy.retryAfterSeconds;
    const user = this.users.get(userId) ?? { uploads: 0, bytes: 0 };
    if (user.uploads >= this.policy.perUser) throw new HttpError(429, UPLOAD_MESSAGES.userBusy(wait), { retryAfter: wait });
    if (this.total >= this.policy.total) throw new HttpError(429, UPLOAD_MESSAGES.serverBusy(wait), { retryAfter: wait });
    if (declaredBytes !== null && user.bytes + declaredBytes > this.policy.bytesPerUser) throw new HttpError(429, UPLOAD_MESSAGES.userBytes(wait), { retryAfter: wait });
    user.uploads += 1;
    this.users.set(userId, user);
    this.total += 1;
    let charged = 0;
    let released = false;
    const charge = (bytes: number) => {
      if (released) return;
      if (user.bytes + bytes > this.policy.bytesPerUser) throw new HttpError(429, UPLOAD_MESSAGES.userBytes(wait), { retryAfter: wait });
      user.bytes += bytes;
      charged += bytes;
    };
    if (declaredBytes !== null) charge(declaredBytes);
    return {
      // A declared length was charged whole; what is read then costs nothing more.
      charge: declaredBytes !== null ? () => {} : charge,
      release: () => {
        if (released) return;
        released = true;
        this.total -= 1;
        user.uploads -= 1;
        user.bytes -= charged;
        if (user.uploads === 0) this.users.delete(userId);
      },
    };
  }
}
