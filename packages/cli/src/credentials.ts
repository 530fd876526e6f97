// Where `pagelift login` keeps tokens, like other CLIs do: one JSON file in the user's config
// folder ($PAGELIFT_CONFIG_DIR, else $XDG_CONFIG_HOME/pagelift, else ~/.config/pagelift),
// readable by the user only (folder 700, file 600), one token per API server.
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';

export interface StoredLogin {
  token: string;
  email: string;
  savedAt: string;
}

export interface Credentials {
  /** The API the last login was for: the default when no --api or PAGELIFT_API_URL is given. */
  defaultApi?: string;
  servers: Record<string, StoredLogin>;
}

export function configDir(env: NodeJS.ProcessEnv): string {
  if (env.PAGELIFT_CONFIG_DIR) return env.PAGELIFT_CONFIG_DIR;
  return join(env.XDG_CONFIG_HOME || join(env.HOME || homedir(), '.config'), 'pagelift');
}

export function credentialsFile(env: NodeJS.ProcessEnv): string {
  return join(configDir(env), 'credentials.json');
}

/** `http://localhost:8080/v1/` and `http://localhost:8080` are one server. */
export function apiKey(apiUrl: string): string {
  const url = new URL(apiUrl);
  return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '').replace(/\/v1$/, '')}`;
}

export async function readCredentials(env: NodeJS.ProcessEnv): Promise<Credentials> {
  try {
    const parsed = JSON.parse(await readFile(credentialsFile(env), 'utf8')) as Credentials;
    return { defaultApi: parsed.defaultApi, servers: parsed.servers ?? {} };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { servers: {} };
    throw new Error(`cannot read ${credentialsFile(env)}: ${(error as Error).message}`);
  }
}

export async function writeCredentials(env: NodeJS.ProcessEnv, credentials: Credentials): Promise<string> {
  const dir = configDir(env);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  const file = credentialsFile(env);
  // Written aside with mode 600 and renamed over, so the token is never readable by others, not even briefly.
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  await rename(temp, file);
  return file;
}
