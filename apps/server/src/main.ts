// `npm start` (root) runs this: the server from the environment, stopped cleanly on SIGINT,
// SIGTERM or SIGHUP, or when the process named by PAGELIFT_STOP_WITH_PID (scripts/start.mjs) is gone.
import { startServer } from './index.ts';

const server = await startServer();
let stopping = false;
function stop(): void {
  if (stopping) return;
  stopping = true;
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);

const watched = Number(process.env.PAGELIFT_STOP_WITH_PID);
if (Number.isInteger(watched) && watched > 0) {
  setInterval(() => {
    // Re-parented: the watched process is gone (a pid probe would still see it as a zombie).
    if (process.ppid !== watched) stop();
  }, 500).unref();
}
