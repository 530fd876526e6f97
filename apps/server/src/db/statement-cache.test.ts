import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { cachingStatements } from './statement-cache.ts';

interface Db {
  t: { id: number; name: string };
}

describe('cachingStatements', () => {
  it('prepares a SQL text once and keeps at most `max` statements, least recently used dropped first', () => {
    const file = new SQLite(':memory:');
    const cache = cachingStatements(file, 2);
    const a = cache.prepare('select 1');
    expect(cache.prepare('select 1')).toBe(a);
    const b = cache.prepare('select 2');
    cache.prepare('select 1'); // a is now the most recent
    cache.prepare('select 3'); // drops b
    expect(cache.size).toBe(2);
    expect(cache.prepare('select 1')).toBe(a);
    expect(cache.prepare('select 2')).not.toBe(b);
    cache.close();
    expect(file.open).toBe(false);
  });

  it('runs Kysely queries, transactions, failures and schema changes right with reused statements', async () => {
    const file = new SQLite(':memory:');
    const cache = cachingStatements(file);
    const db = new Kysely<Db>({ dialect: new SqliteDialect({ database: cache }) });
    try {
      await db.schema
        .createTable('t')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .execute();
      const insert = (id: number, name: string) => db.insertInto('t').values({ id, name }).execute();
      const byId = (id: number) => db.selectFrom('t').selectAll().where('id', '=', id).executeTakeFirst();
      await insert(1, 'one');
      await insert(2, 'two');
      expect(await byId(1)).toEqual({ id: 1, name: 'one' });
      expect(await byId(2)).toEqual({ id: 2, name: 'two' });
      await expect(insert(1, 'again')).rejects.toThrow(/UNIQUE/);
      await insert(3, 'three'); // the statement that failed is usable again
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.insertInto('t').values({ id: 4, name: 'four' }).execute();
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect(await byId(4)).toBeUndefined();
      await db.transaction().execute((trx) => trx.insertInto('t').values({ id: 5, name: 'five' }).execute());
      expect(await byId(5)).toEqual({ id: 5, name: 'five' });
      // A cached `select *` sees a column added after it was prepared.
      await sql`alter table t add column extra text default 'x'`.execute(db);
      expect(await byId(1)).toEqual({ id: 1, name: 'one', extra: 'x' });
      const streamed: number[] = [];
      for await (const row of db.selectFrom('t').select('id').orderBy('id').stream()) streamed.push(row.id);
      expect(streamed).toEqual([1, 2, 3, 5]);
      expect(cache.size).toBeGreaterThan(3);
    } finally {
      await db.destroy();
    }
  });
});
