// POST /v1/pages: the snapshot, its metadata, a thumbnail and one multipart file per asset
// (packages/contract/src/snapshot.ts). The server stores assets by hash and rewrites the
// manifest URLs in the document to its own resource URLs.
import { hostMatchesDomain, PageUploadManifest, wrongDomainMessage } from '@pagelift/contract';
import type { Snapshot } from './capture-page.ts';
import { CaptureError } from './errors.ts';

export interface UploadSnapshotInput {
  /** API origin, e.g. http://127.0.0.1:8080 (a trailing slash or /v1 is tolerated). */
  apiUrl: string;
  token: string;
  projectId: string;
  name: string;
  snapshot: Snapshot;
  /** Overrides `snapshot.thumbnail`. */
  thumbnail?: Uint8Array | null;
}

/** The page as the API returns it; only the fields the capture side reads are typed. */
export interface UploadedPage {
  _id: string;
  html: string;
  htmlVersion: number;
  [field: string]: unknown;
}

function apiBase(apiUrl: string): string {
  return apiUrl.replace(/\/+$/, '').replace(/\/v1$/, '');
}

function fileOf(data: Uint8Array, type: string): Blob {
  return new Blob([new Uint8Array(data)], { type });
}

export function buildUploadForm(input: Omit<UploadSnapshotInput, 'apiUrl' | 'token'>): FormData {
  const { snapshot } = input;
  const manifest = PageUploadManifest.parse({
    projectId: input.projectId,
    name: input.name.trim().slice(0, 200) || snapshot.meta.title || snapshot.meta.sourceUrl,
    sourceUrl: snapshot.meta.sourceUrl,
    meta: snapshot.meta,
    assets: snapshot.assets.map((asset, i) => ({ url: asset.url, field: `asset${i}` })),
  });
  const form = new FormData();
  form.append('manifest', JSON.stringify(manifest));
  form.append('html', fileOf(Buffer.from(snapshot.html, 'utf8'), 'text/html'), 'snapshot.html');
  const thumbnail = input.thumbnail === undefined ? snapshot.thumbnail : input.thumbnail;
  if (thumbnail) form.append('thumbnail', fileOf(thumbnail, 'image/jpeg'), 'thumbnail.jpg');
  snapshot.assets.forEach((asset, i) => form.append(`asset${i}`, fileOf(asset.data, asset.contentType), `asset${i}`));
  return form;
}

const SIGN_IN_AGAIN = 'sign in again with `pagelift login` (or give a fresh --token / PAGELIFT_TOKEN)';

async function readJson(response: Response): Promise<{ data?: Record<string, any>; error?: string; message?: string } | null> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return { message: text.slice(0, 200) };
  }
}

/**
 * Before a capture (which takes seconds to minutes): the token is valid, the project exists for
 * this account and the page is on its domain. Returns the project's domain.
 */
export async function checkProject(input: { apiUrl: string; token: string; projectId: string; pageUrl: string }): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${apiBase(input.apiUrl)}/v1/projects/${encodeURIComponent(input.projectId)}`, {
      headers: { authorization: `Bearer ${input.token}` },
    });
  } catch (error) {
    throw new CaptureError('UPLOAD_FAILED', `could not reach the PageLift API at ${input.apiUrl}: ${(error as Error).message}`);
  }
  const body = await readJson(response);
  const reason = body?.error ?? body?.message ?? '';
  if (response.status === 401) throw new CaptureError('TOKEN_REFUSED', `the server refused the token (${reason || 'HTTP 401'}): ${SIGN_IN_AGAIN}`, 401);
  if (response.status === 404 || response.status === 400) throw new CaptureError('WRONG_PROJECT', `no project ${input.projectId} in this account at ${input.apiUrl}`, response.status);
  const domain: unknown = body?.data?.project?.url;
  if (!response.ok || typeof domain !== 'string') throw new CaptureError('WRONG_PROJECT', `the server refused the project: HTTP ${response.status} ${reason}`.trim(), response.status);
  if (!hostMatchesDomain(new URL(input.pageUrl).hostname, domain)) throw new CaptureError('WRONG_PROJECT', wrongDomainMessage(domain));
  return domain;
}

export async function uploadSnapshot(input: UploadSnapshotInput): Promise<UploadedPage> {
  const form = buildUploadForm(input);
  let response: Response;
  try {
    response = await fetch(`${apiBase(input.apiUrl)}/v1/pages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${input.token}` },
      body: form,
    });
  } catch (error) {
    throw new CaptureError('UPLOAD_FAILED', `could not reach the PageLift API at ${input.apiUrl}: ${(error as Error).message}`);
  }
  const text = await response.text();
  let body: { data?: { page?: UploadedPage }; error?: string; message?: string } | null = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  if (!response.ok || !body?.data?.page) {
    const reason = body?.error ?? body?.message ?? text.slice(0, 200);
    if (response.status === 401) throw new CaptureError('TOKEN_REFUSED', `the server refused the page: HTTP 401 ${reason}: ${SIGN_IN_AGAIN}`, 401);
    throw new CaptureError('UPLOAD_FAILED', `the server refused the page: HTTP ${response.status} ${reason}`, response.status);
  }
  return body.data.page;
}
