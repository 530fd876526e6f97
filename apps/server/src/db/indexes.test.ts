import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './index.ts';

describe('indexes of the hot reads (SQLite query plans)', () => {
  let db: Db;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pagelift-indexes-'));
    ({ db } = await openDatabase({ dataDir, databaseUrl: null, databaseSchema: null }));
  });
  afterAll(async () => {
    await db?.destroy();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const plan = async (query: { compile(): { sql: string; parameters: readonly unknown[] } }) => {
    const { sql: text, parameters } = query.compile();
    const { rows } = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${text}`, [...parameters]));
    return rows.map((r) => r.detail).join(' | ');
  };

  it('lists a user’s live projects in creation order from an index, without sorting', async () => {
    const detail = await plan(db.selectFrom('projects').selectAll().where('user_id', '=', 'u').where('deleted', '=', 0).orderBy('created_at', 'asc'));
    expect(detail).toMatch(/USING INDEX projects_user_live/);
    expect(detail).not.toMatch(/TEMP B-TREE/);
  });

  it('counts a user’s projects from the index alone', async () => {
    const detail = await plan(db.selectFrom('projects').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', 'u'));
    expect(detail).toMatch(/COVERING INDEX projects_user_live/);
  });
});
