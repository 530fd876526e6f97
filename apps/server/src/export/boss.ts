import PgBoss from 'pg-boss';

/** The one pg-boss queue exports travel through. */
export const EXPORT_QUEUE_NAME = 'pagelift-export';

/** Seconds a worker may hold a job past the export time limit before pg-boss takes it back. */
export const EXPIRY_GRACE_SECONDS = 5;

export interface BossOptions {
  databaseUrl: string;
  /** pg-boss's own schema (its tables never mix with the application's). */
  schema: string;
  /** How often expired jobs (a dead worker's) are failed and put back for another try. */
  superviseSeconds: number;
  /**
   * false: pg-boss's connections commit without waiting for the WAL flush. Queue rows are as
   * short-lived as the HTTP request waiting on them: a database crash can lose the last few hundred
   * ms of them, which the waiting request reports as a failed export (or the job runs again) —
   * and every send, fetch, complete and delete stops paying a disk flush (≈ 10 ms each here).
   */
  synchronousCommit?: boolean;
  /** Connections this process opens for pg-boss. */
  poolSize?: number;
  onError?: (err: Error) => void;
}

/** pg-boss's schema: its own name, or `<DATABASE_SCHEMA>_pgboss` so test schemas stay apart. */
export function bossSchemaOf(configured: string | null, databaseSchema: string | null): string {
  const schema = configured ?? (databaseSchema ? `${databaseSchema}_pgboss` : 'pgboss');
  if (!/^[a-z_][a-z0-9_]{0,50}$/.test(schema)) throw new Error(`EXPORT_QUEUE_SCHEMA must be lower-case letters, digits and _, got ${JSON.stringify(schema)}`);
  return schema;
}

/**
 * Starts pg-boss (creating or migrating its schema under its own advisory lock, so any number of
 * API servers and workers may start at once) and makes sure the export queue exists.
 */
export async function startBoss(opts: BossOptions): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: opts.databaseUrl,
    schema: opts.schema,
    max: opts.poolSize ?? 4,
    ...(opts.synchronousCommit === false ? { options: '-c synchronous_commit=off' } : {}),
    supervise: true,
    maintenanceIntervalSeconds: opts.superviseSeconds,
    schedule: false,
    // Completed jobs are deleted by the submitter once answered; these bounds only catch leftovers.
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 1,
  });
  boss.on('error', (err: Error) => opts.onError?.(err));
  await boss.start();
  await boss.createQueue(EXPORT_QUEUE_NAME, { name: EXPORT_QUEUE_NAME, policy: 'standard' });
  return boss;
}
