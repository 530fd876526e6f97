import { PageUploadManifest, type SnapshotMeta } from '@pagelift/contract';
import type { Api, UploadedPage } from './api.ts';
import type { CollectedAsset } from './collect-assets.ts';

export interface PageUpload {
  projectId: string;
  name: string;
  sourceUrl: string;
  meta?: SnapshotMeta;
  html: string;
  thumbnail?: Blob | null;
  assets: readonly CollectedAsset[];
}

/**
 * The multipart body of POST /v1/pages exactly as packages/contract/src/snapshot.ts describes it:
 * a `manifest` field (PageUploadManifest as JSON), an `html` file, an optional `thumbnail` file and
 * one file per asset under the field name the manifest gives it.
 */
export function buildUploadForm(upload: PageUpload): FormData {
  const base = {
    projectId: upload.projectId,
    name: upload.name.trim().slice(0, 200) || upload.sourceUrl.slice(0, 200),
    sourceUrl: upload.sourceUrl,
    assets: upload.assets.map(({ url, field }) => ({ url, field })),
  };
  // Metadata is a nicety: if the capture script reports something the contract rejects, send the
  // page without it rather than refuse the user's page.
  const withMeta = PageUploadManifest.safeParse({ ...base, meta: upload.meta });
  const manifest = withMeta.success ? withMeta.data : PageUploadManifest.parse(base);

  const form = new FormData();
  form.append('manifest', JSON.stringify(manifest));
  form.append('html', new Blob([upload.html], { type: 'text/html;charset=utf-8' }), 'index.html');
  if (upload.thumbnail) form.append('thumbnail', upload.thumbnail, `thumbnail.${upload.thumbnail.type === 'image/png' ? 'png' : 'jpg'}`);
  for (const asset of upload.assets) form.append(asset.field, asset.blob, fileName(asset.url));
  return form;
}

export async function uploadPage(api: Api, upload: PageUpload): Promise<UploadedPage> {
  return api.uploadPage(buildUploadForm(upload));
}

/** A readable file name for the part header; the server names stored files by content hash anyway. */
function fileName(url: string): string {
  try {
    const last = new URL(url).pathname.split('/').filter(Boolean).pop();
    return last ? decodeURIComponent(last).slice(0, 100) : 'asset';
  } catch {
    return 'asset';
  }
}
