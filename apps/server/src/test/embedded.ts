// The real server for other workspaces' tests (capture, extension): its own SQLite database in a
// temporary DATA_DIR, free ports, mail written to the outbox folder where a test reads the code.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { startServer, type RunningServer } from '../index.ts';

export interface EmbeddedServer {
  server: RunningServer;
  dataDir: string;
  close(): Promise<void>;
}

export async function startEmbeddedServer(overrides: Partial<Config> = {}): Promise<EmbeddedServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pagelift-embedded-'));
  try {
    const server = await startServer({
      host: '127.0.0.1',
      port: 0,
      htmlPort: 0,
      dataDir,
      smtpUrl: null,
      databaseUrl: null,
      logLevel: 'warn',
      ...overrides,
    });
    return {
      server,
      dataDir,
      close: async () => {
        await server.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** The newest activation code mailed to `email`, waiting up to 5 s for the mail to be written. */
export async function readOutboxActivationCode(dataDir: string, email: string): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    for (const file of files.sort().reverse()) {
      const mail = await readFile(join(outbox, file), 'utf8');
      const code = /activation code is (\d{6})/.exec(mail)?.[1];
      if (code && mail.includes(email)) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no activation mail for ${email} in ${outbox}`);
}
