import { z } from 'zod';

/** User as the client sees it (spec section 3). `code` 0 marks a social account without a password. */
export const User = z.object({
  _id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  status: z.enum(['active', 'pending']),
  code: z.number().int(),
});
export type User = z.infer<typeof User>;

export const License = z.object({
  licenseId: z.string(),
  licenseName: z.string(),
  /** -1 means unlimited. */
  sitesRemaining: z.number().int(),
  expiration: z.string().nullable(),
  productId: z.number().int().nullable(),
});
export type License = z.infer<typeof License>;

export const Project = z.object({
  _id: z.string(),
  name: z.string(),
  url: z.string(),
  deleted: z.boolean(),
  settings: z.object({ webflowAPIToken: z.string().optional(), targetDomain: z.string().optional() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof Project>;

export const Page = z.object({
  _id: z.string(),
  projectId: z.string(),
  name: z.string(),
  sourceUrl: z.string(),
  thumbnailUrl: z.string().nullable(),
  html: z.string(),
  htmlVersion: z.number().int().default(1),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Page = z.infer<typeof Page>;

/** The paid product that has no Upgrade button (spec section 9). */
export const TOP_PRODUCT_ID = 2273;
export const UNLIMITED = -1;

/** The Upgrade button rule of spec sections 2 and 9. */
export function shouldShowUpgrade(license: Pick<License, 'sitesRemaining' | 'productId'> | null | undefined): boolean {
  if (!license) return false;
  return license.sitesRemaining === 0 || license.productId !== TOP_PRODUCT_ID;
}
