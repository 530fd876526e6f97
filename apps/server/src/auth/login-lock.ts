import type { Db } from '../db/index.ts';
import { AccountLimiter } from './account-limit.ts';

export interface LoginLockPolicy {
  /** Wrong passwords one client may send for one account before that pair is locked. */
  maxPerClient: number;
  /** Wrong passwords for one account from all clients before clients that already failed are locked too. */
  maxPerAccount: number;
  lockSeconds: number;
}

/**
 * Wrong-password lockouts keyed on account and client together (issue 14, finding 7): a stranger
 * who sends wrong passwords locks only themselves, never the owner. Against many clients at once,
 * once the account has `maxPerAccount` failures every client that has failed before is locked as
 * well, so each new client gets one try per window while the owner (no failures) still signs in.
 */
export class LoginLock {
  private readonly counts: AccountLimiter;

  constructor(
    db: Db,
    private readonly policy: LoginLockPolicy,
  ) {
    this.counts = new AccountLimiter(db, { max: policy.maxPerClient, windowSeconds: policy.lockSeconds }, false);
  }

  private keys(email: string, client: string) {
    return { pair: `loginfail:${email}|${client}`, account: `loginfail:${email}` };
  }

  /** Seconds `client` must wait before trying `email` again; 0 when it may try now. */
  async wait(email: string, client: string): Promise<number> {
    const keys = this.keys(email, client);
    const [pair, account] = await Promise.all([this.counts.peek(keys.pair), this.counts.peek(keys.account)]);
    if (pair.hits >= this.policy.maxPerClient) return pair.wait;
    if (account.hits >= this.policy.maxPerAccount && pair.hits > 0) return account.wait;
    return 0;
  }

  async fail(email: string, client: string): Promise<void> {
    const keys = this.keys(email, client);
    await this.counts.hit(keys.pair);
    await this.counts.hit(keys.account);
  }

  /** A right password clears the client's own count (the account-wide one runs out with its window). */
  async succeed(email: string, client: string): Promise<void> {
    await this.counts.clear(this.keys(email, client).pair);
  }
}
