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

/** A read prepared once on the SQLite file; `all` answers the rows Kysely's driver would. */
export interface DirectRead<Row> {
  all(parameters: readonly unknown[]): Row[];
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Prepares `sql` on `file` for direct reads, or null when it is not a read. Rows come from SQLite
 * as arrays and are made into objects by a function compiled for the statement's columns (an
 * object literal with the column names as keys, in column order): the same objects better-sqlite3
 * makes, in about two thirds of the time (building objects key by key in native code was a third
 * of the cost of the project list's queries; issue 14). Statements with a column name that is not
 * a plain identifier keep better-sqlite3's own objects.
 */
export function prepareDirectRead<Row>(file: SqliteFile, sql: string): DirectRead<Row> | null {
  const statement = file.prepare(sql);
  if (!statement.reader) return null;
  const names = statement.columns().map((c) => c.name);
  if (!names.every((name) => IDENTIFIER.test(name) && name !== '__proto__')) return { all: (parameters) => statement.all(parameters) as Row[] };
  // The names are plain identifiers (checked above), so the generated source is only keys and indexes.
  const rowOf = new Function('r', `return { ${names.map((name, i) => `${name}: r[${i}]`).join(', ')} };`) as (values: unknown[]) => Row;
  statement.raw(true);
  return {
    all: (parameters) => {
      const values = statement.all(parameters) as unknown[][];
      const rows = new Array<Row>(values.length);
      for (let i = 0; i < values.length; i++) rows[i] = rowOf(values[i]!);
      return rows;
    },
  };
}
