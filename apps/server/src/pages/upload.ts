import type { FastifyRequest } from 'fastify';
import { PageUploadManifest, UPLOAD_LIMITS, wrongDomainMessage } from '@pagelift/contract';
import type { AppContext } from '../context.ts';
import { sha256Hex } from '../crypto/secrets.ts';
import { assetExtension, imageExtension } from '../files/detect.ts';
import { HttpError } from '../http/errors.ts';
import { NUL_MESSAGE, containsNul } from '../http/nul.ts';
import { newId, nowIso } from '../ids.ts';
import { ownedProject } from '../projects/routes.ts';
import { hostMatchesDomain } from '../projects/domain.ts';
import { sanitizeSnapshot } from './sanitize.ts';
import { snapshotKey, storedResourceUrl, type PageRow } from './view.ts';

interface UploadForm {
  manifest: PageUploadManifest;
  html: Buffer;
  thumbnail: Buffer | null;
  files: Map<string, Buffer>;
}

const tooLarge = (what: string) => new HttpError(413, `The ${what} is too large.`);

/** Reads the whole multipart upload (see PageUploadManifest) within UPLOAD_LIMITS. */
async function readUploadForm(req: FastifyRequest): Promise<UploadForm> {
  if (!req.isMultipart()) throw new HttpError(400, 'Expected a multipart form.');
  let manifestText: string | null = null;
  let html: Buffer | null = null;
  let thumbnail: Buffer | null = null;
  const files = new Map<string, Buffer>();
  let total = 0;
  const parts = req.parts({
    limits: { fileSize: UPLOAD_LIMITS.htmlBytes, files: UPLOAD_LIMITS.assetCount + 2, fields: 10, fieldSize: 16 * 1024 * 1024 },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.fieldname === 'manifest') manifestText = String(part.value);
      continue;
    }
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(part.fieldname === 'html' ? 'snapshot' : 'file');
      throw err;
    }
    total += bytes.length;
    if (total > UPLOAD_LIMITS.totalBytes) throw tooLarge('upload');
    if (part.fieldname === 'html') html = bytes;
    else if (part.fieldname === 'thumbnail') {
      if (bytes.length > UPLOAD_LIMITS.thumbnailBytes) throw tooLarge('thumbnail');
      thumbnail = bytes.length ? bytes : null;
    } else if (/^asset\d{1,5}$/.test(part.fieldname)) {
      if (bytes.length > UPLOAD_LIMITS.assetBytes) throw tooLarge(`asset ${part.fieldname}`);
      files.set(part.fieldname, bytes);
    }
  }
  if (manifestText === null) throw new HttpError(400, 'The manifest field is missing.');
  let manifest: PageUploadManifest;
  try {
    const parsed = PageUploadManifest.safeParse(JSON.parse(manifestText));
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
    manifest = parsed.data;
  } catch (err) {
    throw new HttpError(400, `Invalid manifest: ${(err as Error).message}`);
  }
  if (containsNul(manifest)) throw new HttpError(400, NUL_MESSAGE);
  if (!html || html.length === 0) throw new HttpError(400, 'The html file is missing.');
  return { manifest, html, thumbnail, files };
}

/** Replaces every occurrence of each asset URL (raw and HTML-escaped) by its resource URL, longest first. */
/**
 * Matches `url` only where it ends: not followed by a character that would continue it, so
 * `a.png` is not rewritten inside `a.png.html`. `&` ends a URL here because attribute text
 * closes a CSS url() with `&quot;`; a longer URL sharing the prefix is replaced first.
 */
function wholeUrl(url: string): RegExp {
  return new RegExp(`${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9._~%/?#=+:@!$*-])`, 'g');
}

export function rewriteAssetUrls(html: string, urls: Map<string, string>): string {
  let out = html;
  const sorted = [...urls.entries()].sort((a, b) => b[0].length - a[0].length);
  for (const [from, to] of sorted) {
    out = out.replace(wholeUrl(from), () => to);
    const escaped = from.replace(/&/g, '&amp;');
    if (escaped !== from) out = out.replace(wholeUrl(escaped), () => to);
  }
  return out;
}

/** POST /v1/pages: stores assets by content hash, rewrites their URLs, sanitises and stores the snapshot. */
export async function addPage(ctx: AppContext, req: FastifyRequest, userId: string): Promise<PageRow> {
  const form = await readUploadForm(req);
  const { manifest } = form;
  const project = await ownedProject(ctx.db, userId, manifest.projectId);
  const pageHost = new URL(manifest.sourceUrl).hostname;
  if (!hostMatchesDomain(pageHost, project.url)) {
    throw new HttpError(400, wrongDomainMessage(project.url));
  }
  const resourceUrls = new Map<string, string>();
  for (const asset of manifest.assets) {
    const bytes = form.files.get(asset.field);
    if (!bytes) throw new HttpError(400, `The file for ${asset.field} is missing.`);
    const key = `assets/${sha256Hex(bytes)}.${await assetExtension(bytes, asset.url)}`;
    if (!(await ctx.storage.exists(key))) await ctx.storage.put(key, bytes);
    resourceUrls.set(asset.url, storedResourceUrl(key));
  }
  let thumbnailKey: string | null = null;
  if (form.thumbnail) {
    const ext = await imageExtension(form.thumbnail);
    if (!ext) throw new HttpError(400, 'The thumbnail must be an image.');
    thumbnailKey = `thumbnails/${sha256Hex(form.thumbnail)}.${ext}`;
    await ctx.storage.put(thumbnailKey, form.thumbnail);
  }
  const snapshot = sanitizeSnapshot(rewriteAssetUrls(form.html.toString('utf8'), resourceUrls));
  const htmlId = newId();
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
}
