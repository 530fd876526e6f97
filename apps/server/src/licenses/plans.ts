import type { Plan } from '../config.ts';

export const FREE_PLAN_ID = 'free';

/** Finds a plan by its id or its provider productId (the CLI and the webhook accept either). */
export function findPlan(plans: Plan[], idOrProduct: string | number): Plan | undefined {
  const key = String(idOrProduct);
  return plans.find((p) => p.id === key) ?? plans.find((p) => p.productId !== null && String(p.productId) === key);
}

export function freePlan(plans: Plan[]): Plan {
  return plans.find((p) => p.id === FREE_PLAN_ID)!;
}
