import type { Page } from '@pagelift/contract';
import type { Selectable } from 'kysely';
import type { PagesTable } from '../db/types.ts';
import type { Config } from '../config.ts';

export type PageRow = Selectable<PagesTable>;

export function snapshotKey(html: string): string {
  return `snapshots/${html}.html`;
}

/**
 * Stored snapshots point at resources through this placeholder origin, replaced by PUBLIC_URL
 * when served or exported, so changing PUBLIC_URL (or a port) never breaks stored pages.
 */
export const RESOURCE_PLACEHOLDER = 'https://resources.pagelift.invalid/v1/resources/';

export function storedResourceUrl(key: string): string {
  return `${RESOURCE_PLACEHOLDER}${key}`;
}

/** The stored snapshot with its resource URLs under this server's PUBLIC_URL. */
export function resolveResourceUrls(stored: string, publicUrl: string): string {
  return stored.split(RESOURCE_PLACEHOLDER).join(`${publicUrl}/v1/resources/`);
}

export function publicPage(row: PageRow, config: Pick<Config, 'publicUrl' | 'htmlPublicUrl'>): Page & { htmlUrl: string } {
  return {
    _id: row.id,
    projectId: row.project_id,
    name: row.name,
    sourceUrl: row.source_url,
    thumbnailUrl: row.thumbnail_key ? `${config.publicUrl}/v1/resources/${row.thumbnail_key}` : null,
    html: row.html,
    htmlVersion: row.html_version,
    // Convenience for clients: the frame address on the snapshot host.
    htmlUrl: `${config.htmlPublicUrl}/v1/html/${row.html}?v=${row.html_version}`,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
