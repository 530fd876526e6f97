import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { migrationProvider } from './migrations.ts';
import { cachingStatements } from './statement-cache.ts';
import { attachSqliteFile } from './sqlite-direct.ts';
import type { Database } from './types.ts';

export type Db = Kysely<Database>;

export interface OpenedDatabase {
  db: Db;
  kind: 'sqlite' | 'postgres';
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** PostgreSQL when DATABASE_URL is set, otherwise SQLite at DATA_DIR/pagelift.db. Runs migrations. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'databaseSchema' | 'dataDir'>): Promise<OpenedDatabase> {
  let db: Db;
  let kind: OpenedDatabase['kind'];
  if (config.databaseUrl) {
    kind = 'postgres';
    const schema = config.databaseSchema;
    if (schema && !SCHEMA_NAME.test(schema)) throw new Error(`DATABASE_SCHEMA must match ${SCHEMA_NAME}`);
    if (schema) {
      const admin = new pg.Client({ connectionString: config.databaseUrl });
      await admin.connect();
      try {
        await admin.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
      } finally {
        await admin.end();
      }
    }
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  } else {
    kind = 'sqlite';
    fs.mkdirSync(config.dataDir, { recursive: true });
    const file = new SQLite(path.join(config.dataDir, 'pagelift.db'));
    file.pragma('journal_mode = WAL');
    file.pragma('foreign_keys = ON');
    file.pragma('busy_timeout = 5000');
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cachingStatements(file) }) });
    attachSqliteFile(db, file);
  }
  // With a schema, Kysely must look for its migration tables in that schema only: its table check
  // otherwise matches another schema's tables (e.g. a concurrent test file's) and skips creating them.
  const migrator = new Migrator({ db, provider: migrationProvider, ...(kind === 'postgres' && config.databaseSchema ? { migrationTableSchema: config.databaseSchema } : {}) });
  const { error } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    throw error;
  }
  return { db, kind };
}

/** Drops a PostgreSQL schema (test isolation). */
export async function dropPostgresSchema(databaseUrl: string, schema: string): Promise<void> {
  if (!SCHEMA_NAME.test(schema)) throw new Error('bad schema name');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

export { sql };
