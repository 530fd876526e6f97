import { randomBytes } from 'node:crypto';
import { dropPostgresSchema } from '../db/index.ts';

export type Backend = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function backends(): Backend[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestDatabase {
  overrides: { databaseUrl: string | null; databaseSchema: string | null };
  drop(): Promise<void>;
}

/** SQLite lives in the test's DATA_DIR; PostgreSQL gets a fresh schema, dropped afterwards. */
export function testDatabase(backend: Backend): TestDatabase {
  if (backend === 'sqlite') return { overrides: { databaseUrl: null, databaseSchema: null }, drop: async () => {} };
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  // pg-boss keeps its tables in `<schema>_pgboss` (EXPORT_QUEUE=postgres); dropped with the test's schema.
  const drop = async () => {
    await dropPostgresSchema(url, schema);
    await dropPostgresSchema(url, `${schema}_pgboss`);
  };
  return { overrides: { databaseUrl: url, databaseSchema: schema }, drop };
}
