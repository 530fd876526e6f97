// `npm run worker -w @pagelift/server`: an export worker for EXPORT_QUEUE=postgres. Run it on any
// machine that has Chromium and reaches the same DATABASE_URL (and DATABASE_SCHEMA); run as many as you like.
import { loadConfig } from '../config.ts';
import { loadMasterSecret, secretBoxOf } from '../crypto/secrets.ts';
import { openDatabase } from '../db/index.ts';
import { closeLoadedEngine, loadEngine } from './engine.ts';
import { ExportWorker } from './pg-queue.ts';

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
const { db } = await openDatabase(config);
const engine = await loadEngine();
// The server seals Webflow tokens in job rows; this worker opens them with the same JWT_SECRET.
const secretBox = secretBoxOf(loadMasterSecret(config.jwtSecret, config.dataDir));
const worker = new ExportWorker(db, engine, { concurrency: config.exportConcurrency, timeoutMs: config.exportTimeoutMs, secretBox, log });
worker.start();
log.info({ worker: worker.name, concurrency: config.exportConcurrency }, 'export worker started');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info('export worker stopping after the jobs in hand');
    worker
      .stop()
      .then(() => closeLoadedEngine())
      .then(() => db.destroy())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
}
