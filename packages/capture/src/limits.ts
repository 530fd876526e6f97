import { UPLOAD_LIMITS } from '@pagelift/contract';

/** The server's upload caps (packages/contract): a capture that exceeds them fails here first. */
export interface CaptureLimits {
  htmlBytes: number;
  /** Larger assets are skipped (listed in notCaptured), not fatal. */
  assetBytes: number;
  totalBytes: number;
  assetCount: number;
}

export const DEFAULT_CAPTURE_LIMITS: CaptureLimits = {
  htmlBytes: UPLOAD_LIMITS.htmlBytes,
  assetBytes: UPLOAD_LIMITS.assetBytes,
  totalBytes: UPLOAD_LIMITS.totalBytes,
  assetCount: UPLOAD_LIMITS.assetCount,
};

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
