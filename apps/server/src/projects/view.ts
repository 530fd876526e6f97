import type { Project } from '@pagelift/contract';
import type { Selectable } from 'kysely';
import type { ProjectsTable } from '../db/types.ts';
import type { SecretBox } from '../crypto/secrets.ts';

export type ProjectRow = Selectable<ProjectsTable>;

/** Never the whole Webflow token: the client only needs to know one is stored. */
function maskToken(token: string): string {
  return token.length <= 4 ? '****' : `****${token.slice(-4)}`;
}

export function publicProject(row: ProjectRow, box: SecretBox): Project {
  const token = row.webflow_token ? box.open(row.webflow_token) : null;
  return {
    _id: row.id,
    name: row.name,
    url: row.url,
    deleted: row.deleted === 1,
    settings: {
      ...(token ? { webflowAPIToken: maskToken(token) } : {}),
      ...(row.target_domain ? { targetDomain: row.target_domain } : {}),
    },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
