import { randomInt } from 'node:crypto';
import type { Db } from '../db/index.ts';
import type { CodePurpose, VerificationCodesTable } from '../db/types.ts';
import type { Selectable } from 'kysely';
import { hmacHex, safeEqualHex } from '../crypto/secrets.ts';
import { HttpError } from '../http/errors.ts';
import { idFromBytes, newId, nowIso } from '../ids.ts';

export type CodeRow = Selectable<VerificationCodesTable>;

export const CODE_MESSAGES = {
  invalid: 'Invalid code.',
  expired: 'This code has expired. Please request a new one.',
  exhausted: 'Too many wrong codes. Please request a new one.',
} as const;

export interface CodePolicy {
  ttlSeconds: number;
  maxAttempts: number;
  resendCooldownSeconds: number;
}

/**
 * Six-digit one-time codes (activation and password reset). One row per user and purpose,
 * replaced on every resend; only an HMAC of the code is stored.
 */
export class CodeService {
  constructor(
    private readonly db: Db,
    private readonly key: Buffer,
    private readonly policy: CodePolicy,
  ) {}

  private hash(rowId: string, code: string): string {
    return hmacHex(this.key, `${rowId}:${code}`);
  }

  find(userId: string, purpose: CodePurpose): Promise<CodeRow | undefined> {
    return this.db.selectFrom('verification_codes').selectAll().where('user_id', '=', userId).where('purpose', '=', purpose).executeTakeFirst();
  }

  /**
   * The reset id answered for an email with no account: stable per email (as a real one is
   * between resends) and shaped like a real id, so the answer does not tell whether the email exists.
   */
  decoyId(email: string): string {
    const digest = Buffer.from(hmacHex(this.key, `decoy-reset:${email}`) + hmacHex(this.key, `decoy-reset2:${email}`), 'hex');
    return idFromBytes(digest);
  }

  findById(id: string, purpose: CodePurpose): Promise<CodeRow | undefined> {
    return this.db.selectFrom('verification_codes').selectAll().where('id', '=', id).where('purpose', '=', purpose).executeTakeFirst();
  }

  /** Whole seconds until the resend cool-down of this row ends (0 when a new code may be sent). */
  private waitAfter(row: CodeRow | undefined, now: number): number {
    if (!row) return 0;
    const waited = (now - Date.parse(row.sent_at)) / 1000;
    return Math.max(0, Math.ceil(this.policy.resendCooldownSeconds - waited));
  }

  /** Seconds before `issue` would send the user a new code of this purpose (0: now). */
  async resendWait(userId: string, purpose: CodePurpose): Promise<number> {
    return this.waitAfter(await this.find(userId, purpose), Date.now());
  }

  /** A new code for the user; refused (429) within the resend cool-down of the previous one. */
  async issue(userId: string, purpose: CodePurpose): Promise<{ id: string; code: string }> {
    const existing = await this.find(userId, purpose);
    const now = Date.now();
    if (existing) {
      const wait = this.waitAfter(existing, now);
      if (wait > 0) {
        throw new HttpError(429, `Please wait ${wait} seconds before requesting a new code.`, { retryAfter: wait });
      }
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const id = existing?.id ?? newId();
    const fields = {
      code_hash: this.hash(id, code),
      attempts: 0,
      sent_at: new Date(now).toISOString(),
      expires_at: new Date(now + this.policy.ttlSeconds * 1000).toISOString(),
      verified_at: null,
      consumed_at: null,
    };
    if (existing) {
      // Only the row we read is replaced, so two racing resends cannot both pass the cool-down.
      const res = await this.db
        .updateTable('verification_codes')
        .set(fields)
        .where('id', '=', id)
        .where('sent_at', '=', existing.sent_at)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw new HttpError(429, 'Please wait before requesting a new code.');
    } else {
      await this.db.insertInto('verification_codes').values({ id, user_id: userId, purpose, ...fields }).execute();
    }
    return { id, code };
  }

  /**
   * Checks a submitted code. Every try counts, including the right one, so after `maxAttempts`
   * wrong tries even the right code is refused until a new one is issued.
   */
  async check(row: CodeRow, submitted: string): Promise<void> {
    if (row.consumed_at || Date.parse(row.expires_at) < Date.now()) throw new HttpError(400, CODE_MESSAGES.expired);
    const res = await this.db
      .updateTable('verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .where('code_hash', '=', row.code_hash)
      .where('attempts', '<', this.policy.maxAttempts)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new HttpError(429, CODE_MESSAGES.exhausted);
    const normalized = submitted.trim();
    if (!/^\d{6}$/.test(normalized) || !safeEqualHex(this.hash(row.id, normalized), row.code_hash)) {
      throw new HttpError(400, CODE_MESSAGES.invalid);
    }
  }

  async markVerified(id: string): Promise<void> {
    await this.db.updateTable('verification_codes').set({ verified_at: nowIso() }).where('id', '=', id).execute();
  }

  async consume(id: string): Promise<void> {
    await this.db.updateTable('verification_codes').set({ consumed_at: nowIso() }).where('id', '=', id).execute();
  }
}
