import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { type PageUploadManifest, wrongDomainMessage } from '@pagelift/contract';
import type { AppContext } from '../context.ts';
import { sha256Hex } from '../crypto/secrets.ts';
import { assetFileExtension, imageExtension } from '../files/detect.ts';
import { HttpError } from '../http/errors.ts';
import { newId, nowIso } from '../ids.ts';
import { ownedProject } from '../projects/routes.ts';
import { hostMatchesDomain } from '../projects/domain.ts';
import { readUploadForm, requestByteLimit, tooLarge, type UploadForm } from './upload-form.ts';
import { snapshotKey, storedResourceUrl, type PageRow } from './view.ts';

type Project = Awaited<ReturnType<typeof ownedProject>>;

/** Where uploads are spooled while they arrive: DATA_DIR, so a local store takes each file by rename. */
export function spoolRoot(dataDir: string): string {
  return path.join(dataDir, 'upload-spool');
}

/** Removes spool folders older than an upload may live (left by a process that was killed mid-upload). */
export async function sweepSpool(dataDir: string, maxAgeMs: number): Promise<void> {
  const root = spoolRoot(dataDir);
  const entries = await fs.readdir(root).catch(() => [] as string[]);
  for (const name of entries) {
    const dir = path.join(root, name);
    const stat = await fs.stat(dir).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs > maxAgeMs) await fs.rm(dir, { recursive: true, force: true });
  }
}

function declaredLength(req: FastifyRequest): number | null {
  const raw = req.headers['content-length'];
  if (raw === undefined || !/^\d+$/.test(raw)) return null;
  return Number(raw);
}

async function targetProject(ctx: AppContext, userId: string, manifest: PageUploadManifest): Promise<Project> {
  const project = await ownedProject(ctx.db, userId, manifest.projectId);
  if (!hostMatchesDomain(new URL(manifest.sourceUrl).hostname, project.url)) throw new HttpError(400, wrongDomainMessage(project.url));
  return project;
}

/**
 * POST /v1/pages (issue 14, findings 4-5): a declared Content-Length over the limit is refused
 * before a byte is read, the upload is admitted per user and overall (429), then read part by
 * part with assets spooled to disk, and stored only once all of it arrived and checked out.
 * Whatever fails, the spool folder goes, and nothing this upload stored stays behind.
 */
export async function addPage(ctx: AppContext, req: FastifyRequest, userId: string): Promise<PageRow> {
  const limits = ctx.config.uploadLimits;
  const declared = declaredLength(req);
  if (declared !== null && declared > requestByteLimit(limits)) throw tooLarge('upload');
  const ticket = ctx.uploadAdmission.admit(userId, declared);
  const spoolDir = path.join(spoolRoot(ctx.config.dataDir), newId());
  try {
    await fs.mkdir(spoolDir, { recursive: true });
    let project = null as Project | null;
    const form = await readUploadForm(req, {
      limits,
      spoolDir,
      charge: ticket.charge,
      timeoutMs: ctx.config.uploadTimeoutMs,
      onManifest: async (manifest) => {
        project = await targetProject(ctx, userId, manifest);
      },
    });
    return await storePage(ctx, userId, project ?? (await targetProject(ctx, userId, form.manifest)), form);
  } finally {
    ticket.release();
    await fs.rm(spoolDir, { recursive: true, force: true });
  }
}

/** Checks everything, cleans the snapshot, then writes; a failed write takes back what this upload stored. */
async function storePage(ctx: AppContext, userId: string, project: Project, form: UploadForm): Promise<PageRow> {
  const { manifest } = form;
  const assets: { key: string; file: NonNullable<ReturnType<UploadForm['files']['get']>> }[] = [];
  const resourceUrls = new Map<string, string>();
  for (const asset of manifest.assets) {
    const file = form.files.get(asset.field);
    if (!file) throw new HttpError(400, `The file for ${asset.field} is missing.`);
    const key = `assets/${file.sha256}.${await assetFileExtension(file.path, file.head, asset.url)}`;
    assets.push({ key, file });
    resourceUrls.set(asset.url, storedResourceUrl(key));
  }
  let thumbnailKey: string | null = null;
  if (form.thumbnail) {
    const ext = await imageExtension(form.thumbnail);
    if (!ext) throw new HttpError(400, 'The thumbnail must be an image.');
    thumbnailKey = `thumbnails/${sha256Hex(form.thumbnail)}.${ext}`;
  }
  const snapshot = await ctx.snapshotCleaner.clean(form.html, resourceUrls);

  const created: string[] = [];
  const htmlId = newId();
  try {
    const stored = new Set<string>();
    for (const { key, file } of assets) {
      if (stored.has(key)) continue;
      stored.add(key);
      if (await ctx.storage.exists(key)) continue;
      await ctx.storage.putFile(key, file.path, file.size);
      created.push(key);
    }
    if (thumbnailKey && !(await ctx.storage.exists(thumbnailKey))) {
      await ctx.storage.put(thumbnailKey, form.thumbnail!);
      created.push(thumbnailKey);
    }
    created.push(snapshotKey(htmlId));
    await ctx.storage.put(snapshotKey(htmlId), snapshot);
    const now = nowIso();
    const row: PageRow = {
      id: newId(),
      project_id: project.id,
      user_id: userId,
      name: manifest.name,
      source_url: manifest.sourceUrl,
      html: htmlId,
      html_version: 1,
      thumbnail_key: thumbnailKey,
      deleted: 0,
      created_at: now,
      updated_at: now,
    };
    await ctx.db.insertInto('pages').values(row).execute();
    return row;
  } catch (err) {
    // Content-addressed files this upload created (not ones another page already had) go too.
    await Promise.all(created.map((key) => ctx.storage.delete(key).catch((e) => ctx.log.warn({ err: e, key }, 'could not remove a file of a failed upload'))));
    throw err;
  }
}
