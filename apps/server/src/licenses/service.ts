import type { License } from '@pagelift/contract';
import { UNLIMITED } from '@pagelift/contract';
import type { Plan } from '../config.ts';
import type { Db } from '../db/index.ts';
import { precompiled } from '../db/precompiled.ts';
import { HttpError } from '../http/errors.ts';
import { nowIso } from '../ids.ts';
import { findPlan, freePlan } from './plans.ts';

export interface EffectiveLicense {
  plan: Plan;
  /** The stored paid plan's expiry, or null for free / no expiry. */
  expiration: string | null;
}

const licenceAndUsedSites = precompiled((db, args: { userId: string }) =>
  db.selectNoFrom((eb) => [
    eb.selectFrom('licenses').select('plan_id').where('user_id', '=', args.userId).as('plan_id'),
    eb.selectFrom('licenses').select('expires_at').where('user_id', '=', args.userId).as('expires_at'),
    eb
      .selectFrom('projects')
      .select(eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', args.userId)
      .as('used'),
  ]),
);

/** Who may create how many sites and export what. One source of truth for the API, CLI and webhook. */
export class LicenseService {
  constructor(
    private readonly db: Db,
    readonly plans: Plan[],
  ) {}

  /** The stored plan, unless it is unknown or expired: then the free plan's limits apply. */
  async effective(userId: string): Promise<EffectiveLicense> {
    const row = await this.db.selectFrom('licenses').select(['plan_id', 'expires_at']).where('user_id', '=', userId).executeTakeFirst();
    return this.effectiveOf(row?.plan_id ?? null, row?.expires_at ?? null);
  }

  private effectiveOf(planId: string | null, expiresAt: string | null): EffectiveLicense {
    const plan = planId === null ? undefined : findPlan(this.plans, planId);
    if (!plan) return { plan: freePlan(this.plans), expiration: null };
    if (expiresAt && Date.parse(expiresAt) <= Date.now()) return { plan: freePlan(this.plans), expiration: null };
    return { plan, expiration: expiresAt };
  }

  /** The effective licence and the used sites in one query (the project list asks on every call). */
  private async effectiveAndUsed(userId: string): Promise<EffectiveLicense & { used: number }> {
    const [row] = await licenceAndUsedSites(this.db, { userId });
    return { ...this.effectiveOf(row!.plan_id, row!.expires_at), used: Number(row!.used) };
  }

  /** Projects ever created, deleted ones included (they still count as used sites). */
  async usedSites(userId: string, db: Db = this.db): Promise<number> {
    const { n } = await db.selectFrom('projects').select((eb) => eb.fn.countAll<number | string>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
    return Number(n);
  }

  remaining(plan: Plan, used: number): number {
    return plan.sites === UNLIMITED ? UNLIMITED : Math.max(0, plan.sites - used);
  }

  async view(userId: string): Promise<License> {
    const { plan, expiration, used } = await this.effectiveAndUsed(userId);
    return {
      licenseId: plan.id,
      licenseName: plan.name,
      sitesRemaining: this.remaining(plan, used),
      expiration,
      productId: plan.productId,
    };
  }

  async sitesRemaining(userId: string): Promise<number> {
    const { plan, used } = await this.effectiveAndUsed(userId);
    return this.remaining(plan, used);
  }

  /** Grants or changes a licence by email. Returns the user id. */
  async grant(email: string, planKey: string | number, expiresAt: string | null, source: string, db: Db = this.db): Promise<string> {
    const plan = findPlan(this.plans, planKey);
    if (!plan) throw new HttpError(400, `Unknown plan ${JSON.stringify(planKey)}. Known plans: ${this.plans.map((p) => p.id).join(', ')}.`);
    if (expiresAt !== null && Number.isNaN(Date.parse(expiresAt))) throw new HttpError(400, `Invalid expiry ${JSON.stringify(expiresAt)}.`);
    const user = await db.selectFrom('users').select('id').where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
    if (!user) throw new HttpError(404, `No user with email ${email}.`);
    const values = { plan_id: plan.id, expires_at: expiresAt ? new Date(expiresAt).toISOString() : null, source, updated_at: nowIso() };
    await db
      .insertInto('licenses')
      .values({ user_id: user.id, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
    return user.id;
  }

  /** Back to the free plan. */
  async revoke(email: string, db: Db = this.db): Promise<string> {
    const user = await db.selectFrom('users').select('id').where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
    if (!user) throw new HttpError(404, `No user with email ${email}.`);
    await db.deleteFrom('licenses').where('user_id', '=', user.id).execute();
    return user.id;
  }
}
