import type { Database as SqliteFile } from 'better-sqlite3';
import type { Db } from './index.ts';

const files = new WeakMap<Db, SqliteFile>();

/** Remembers the better-sqlite3 file under a root SQLite handle (openDatabase does this). */
export function attachSqliteFile(db: Db, file: SqliteFile): void {
  files.set(db, file);
}

/**
 * The SQLite file under `db` when a read may run on it directly, synchronously, right now: `db` is
 * the root handle (not a transaction handle), the file is open and no transaction is open on its
 * single connection. Such a read sees exactly what an autocommit query through Kysely would see:
 * Kysely's connection mutex only matters while a transaction holds the connection across awaits,
 * and then this answers undefined (the caller goes through Kysely and waits its turn). Undefined
 * on PostgreSQL.
 */
export function directSqliteOf(db: Db): SqliteFile | undefined {
  if (db.isTransaction) return undefined;
  const file = files.get(db);
  if (!file || !file.open || file.inTransaction) return undefined;
  return file;
}
