import { createHash } from 'node:crypto';
import type { Db } from '../db/index.ts';
import { RESOURCE_TYPES } from '../files/detect.ts';
import { nowIso } from '../ids.ts';
import type { Storage } from '../storage/local.ts';
import { WebflowApiError, WebflowDataApi } from './data-api.ts';
import { imageUrls, useUploadedAssets, type UploadedAsset } from './template-assets.ts';

/** What the export panel shows about "Upload images to assets". */
export interface WebflowAssetsReport {
  uploaded: number;
  /** Already on that site (same bytes uploaded before): not uploaded again. */
  reused: number;
  /** Images left on PageLift's URLs, and why. */
  notUploaded: Array<{ url: string; reason: string }>;
  /** One sentence for the panel when something was not uploaded. */
  message?: string;
}

export interface UploadRequest {
  template: unknown;
  userId: string;
  token: string | undefined;
  db: Db;
  storage: Storage;
  publicUrl: string;
  apiBaseUrl: string;
  timeoutMs: number;
  concurrency: number;
}

const NOT_STORED = 'not an image stored by PageLift';
const RESOURCE_PATH = /^\/v1\/resources\/(assets)\/([a-f0-9]{64})\.([a-z0-9]{2,5})$/;

/** The stored file behind a PageLift resource URL, or undefined for any other URL. */
function resourceKey(url: string, publicUrl: string): { key: string; name: string; mimeType: string } | undefined {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return undefined;
  }
  if (u.origin !== new URL(publicUrl).origin) return undefined;
  const m = RESOURCE_PATH.exec(u.pathname);
  const mimeType = m ? RESOURCE_TYPES[m[3]!] : undefined;
  if (!m || !mimeType?.startsWith('image/')) return undefined;
  return { key: `${m[1]}/${m[2]}.${m[3]}`, name: `${m[2]!.slice(0, 24)}.${m[3]}`, mimeType };
}

/**
 * Uploads every image of a Webflow export to the token's site (bounded concurrency, each call
 * time limited) and returns the template pointing at the uploaded assets. Images whose bytes
 * were uploaded to that site before are reused (MD5, per user). Nothing here throws for a
 * Webflow problem: the export still answers, with PageLift's URLs for what was not uploaded
 * and a message saying why.
 */
export async function uploadWebflowImages(req: UploadRequest): Promise<{ template: unknown; report: WebflowAssetsReport }> {
  const urls = imageUrls(req.template);
  const report: WebflowAssetsReport = { uploaded: 0, reused: 0, notUploaded: [] };
  if (urls.length === 0) return { template: req.template, report };
  const leaveAll = (reason: string) => {
    report.notUploaded = urls.map((url) => ({ url, reason }));
    report.message = `${reason} No image was uploaded; they keep PageLift's URLs.`;
    return { template: req.template, report };
  };
  if (!req.token) return leaveAll('Upload images to assets needs a Webflow API token.');
  const api = new WebflowDataApi({ baseUrl: req.apiBaseUrl, token: req.token, timeoutMs: req.timeoutMs });
  let siteId: string;
  try {
    siteId = await api.siteId();
  } catch (err) {
    return leaveAll(messageOf(err));
  }

  const uploads = new Map<string, UploadedAsset>();
  // A token or permission failure applies to every image: stop asking once one is seen.
  let fatal: string | undefined;
  const one = async (url: string): Promise<void> => {
    const file = resourceKey(url, req.publicUrl);
    if (!file) return void report.notUploaded.push({ url, reason: NOT_STORED });
    const bytes = await req.storage.get(file.key);
    if (!bytes) return void report.notUploaded.push({ url, reason: 'the stored image is missing' });
    const md5 = createHash('md5').update(bytes).digest('hex');
    const base = { siteId, fileHash: md5, mimeType: file.mimeType, fileSize: bytes.length };
    const known = await req.db
      .selectFrom('webflow_assets')
      .select(['asset_id', 'hosted_url', 'file_name'])
      .where('user_id', '=', req.userId)
      .where('site_id', '=', siteId)
      .where('file_hash', '=', md5)
      .executeTakeFirst();
    if (known) {
      uploads.set(url, { ...base, assetId: known.asset_id, hostedUrl: known.hosted_url, fileName: known.file_name });
      report.reused++;
      return;
    }
    if (fatal) return void report.notUploaded.push({ url, reason: fatal });
    try {
      const created = await api.createAsset(siteId, file.name, md5);
      await api.upload(created, bytes, file.name, file.mimeType);
      await req.db
        .insertInto('webflow_assets')
        .values({ user_id: req.userId, site_id: siteId, file_hash: md5, asset_id: created.id, hosted_url: created.hostedUrl, file_name: file.name, created_at: nowIso() })
        .onConflict((oc) => oc.columns(['user_id', 'site_id', 'file_hash']).doNothing())
        .execute();
      uploads.set(url, { ...base, assetId: created.id, hostedUrl: created.hostedUrl, fileName: file.name });
      report.uploaded++;
    } catch (err) {
      const reason = messageOf(err);
      if (err instanceof WebflowApiError && (err.kind === 'token' || err.kind === 'permission')) fatal = reason;
      report.notUploaded.push({ url, reason });
    }
  };
  await inBatches(urls, Math.max(1, req.concurrency), one);
  if (report.notUploaded.length) {
    // Name a Webflow problem before "not stored by PageLift" (which is not the user's to fix).
    const first = (report.notUploaded.find((n) => n.reason !== NOT_STORED) ?? report.notUploaded[0]!).reason;
    report.message = `${report.notUploaded.length} of ${urls.length} images were not uploaded to Webflow (${first.replace(/\.$/, '')}); they keep PageLift's URLs.`;
  }
  return { template: useUploadedAssets(req.template, uploads), report };
}

function messageOf(err: unknown): string {
  return err instanceof WebflowApiError ? err.message : 'The upload to Webflow failed.';
}

/** Runs `job` over `items` with at most `limit` in flight. */
async function inBatches<T>(items: T[], limit: number, job: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await job(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
