// `npm start` (root) runs this: the server from the environment, stopped cleanly on SIGINT/SIGTERM.
import { startServer } from './index.ts';

const server = await startServer();
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
