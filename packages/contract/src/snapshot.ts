import { z } from 'zod';

/** What the capture script reports beside the snapshot document (issue 4). */
export const SnapshotMeta = z.object({
  sourceUrl: z.string().url(),
  title: z.string(),
  viewport: z.object({ width: z.number().int().positive(), height: z.number().int().positive() }),
  devicePixelRatio: z.number().positive(),
  capturedAt: z.string(),
  counts: z.object({ nodes: z.number().int(), stylesheets: z.number().int(), assets: z.number().int() }),
  /** Human-readable lines for what could not be captured (cross-origin iframe, tainted canvas, ...). */
  notCaptured: z.array(z.string()),
});
export type SnapshotMeta = z.infer<typeof SnapshotMeta>;

/**
 * POST /v1/pages is multipart: a `manifest` field (this schema as JSON text), an `html` file
 * (the snapshot document, with every asset URL absolute), an optional `thumbnail` image file,
 * and one file per asset under the field name the manifest gives. The server stores each asset
 * by content hash with an extension from its bytes and rewrites every occurrence of `url` in the
 * snapshot to its own resource URL.
 */
export const PageUploadManifest = z.object({
  projectId: z.string().min(1),
  name: z.string().trim().min(1).max(200),
  sourceUrl: z.string().url(),
  meta: SnapshotMeta.optional(),
  assets: z
    .array(z.object({ url: z.string().min(1).max(4096), field: z.string().regex(/^asset\d{1,5}$/) }))
    .max(2000)
    .default([]),
});
export type PageUploadManifest = z.infer<typeof PageUploadManifest>;

/** Bounds of one page upload (POST /v1/pages); the server may be configured tighter or looser. */
export const UPLOAD_LIMITS = {
  htmlBytes: 25 * 1024 * 1024,
  assetBytes: 15 * 1024 * 1024,
  totalBytes: 150 * 1024 * 1024,
  assetCount: 2000,
  thumbnailBytes: 4 * 1024 * 1024,
} as const;
export type UploadLimits = { [K in keyof typeof UPLOAD_LIMITS]: number };

/**
 * Sent by the export browser with every resource request. The export browser follows no redirect
 * (a redirect could lead anywhere), so a resource route that would answer with one (a presigned
 * bucket URL) answers with the bytes instead. Resources are public and content-addressed, so this
 * grants nothing: it only trades the bucket's bandwidth for the API's.
 */
export const RESOURCE_BYTES_HEADER = 'x-pagelift-resource-bytes';
