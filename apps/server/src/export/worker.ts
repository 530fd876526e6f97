// `npm run worker -w @pagelift/server`: an export worker for EXPORT_QUEUE=postgres (pg-boss). Run it on any
// machine that has Chromium and reaches the same DATABASE_URL (and DATABASE_SCHEMA / EXPORT_QUEUE_SCHEMA) with
// the server's JWT_SECRET; run as many as you like.
import { loadConfig } from '../config.ts';
import { loadMasterSecret, secretBoxOf } from '../crypto/secrets.ts';
import { bossSchemaOf, startBoss } from './boss.ts';
import { ExportWorker } from './boss-worker.ts';
import { closeLoadedEngine, loadEngine } from './engine.ts';
import { PgSignal, queuedChannel } from './pg-signal.ts';

const config = loadConfig();

/** One JSON line per event on stdout/stderr (errors keep their message and stack). */
const line = (level: string, obj: unknown, msg?: string) => {
  const fields: Record<string, unknown> = typeof obj === 'string' ? { msg: obj } : { ...(obj as Record<string, unknown>), msg };
  if (fields.err instanceof Error) fields.err = { message: fields.err.message, stack: fields.err.stack };
  (level === 'error' ? console.error : console.log)(JSON.stringify({ level, time: new Date().toISOString(), ...fields }));
};
const log = { info: (obj: unknown, msg?: string) => line('info', obj, msg), error: (obj: unknown, msg?: string) => line('error', obj, msg) };

if (!config.databaseUrl) {
  log.error('the export worker needs DATABASE_URL (the PostgreSQL database the server queues exports in)');
  process.exit(1);
}

if (!config.jwtSecret) {
  // Sealed Webflow tokens open only with the API's secret; a DATA_DIR-generated one is this machine's own.
  log.info('JWT_SECRET is not set: this worker uses the secret generated in its DATA_DIR, which must be the API server\'s for Webflow uploads');
}

const bossSchema = bossSchemaOf(config.exportQueueSchema, config.databaseSchema);
const onError = (err: Error) => log.error({ err }, 'export queue error');
const boss = await startBoss({ databaseUrl: config.databaseUrl, schema: bossSchema, superviseSeconds: config.exportQueueSuperviseSeconds, synchronousCommit: config.exportQueueSynchronousCommit, onError });
const signal = new PgSignal(config.databaseUrl, [queuedChannel(bossSchema)], onError);
await signal.start();
const engine = await loadEngine();
// The server seals Webflow tokens in the job; this worker opens them with the same JWT_SECRET.
const secretBox = secretBoxOf(loadMasterSecret(config.jwtSecret, config.dataDir));
const worker = new ExportWorker(boss, engine, { concurrency: config.exportConcurrency, secretBox, bossSchema, signal, log });
worker.start();
log.info({ worker: worker.name, concurrency: config.exportConcurrency, queueSchema: bossSchema }, 'export worker started');

let stopping = false;
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    if (stopping) return;
    stopping = true;
    log.info('export worker stopping after the jobs in hand');
    worker
      .stop()
      .then(() => signal.close())
      .then(() => boss.stop({ graceful: false, wait: true, close: true }))
      .then(() => closeLoadedEngine())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
}
