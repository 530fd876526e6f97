// The real PageLift server (apps/server) for capture tests and the bench: temp DATA_DIR,
// random ports, mail to the outbox folder; a signed-up user and a project for 127.0.0.1.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const SERVER_TESTING = resolve(import.meta.dirname, '../../../../apps/server/src/test/embedded.ts');

export interface PageliftServer {
  apiUrl: string;
  htmlUrl: string;
  token: string;
  projectId: string;
  /** The snapshot host URL of an uploaded page. */
  snapshotUrl(page: { html: string; htmlVersion: number }): string;
  close(): Promise<void>;
}

async function call(apiUrl: string, method: string, path: string, body: unknown, token?: string): Promise<any> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** `projectDomain` must be the captured pages' host (the server checks it). */
export async function startPageliftServer(projectDomain = '127.0.0.1'): Promise<PageliftServer> {
  const { startEmbeddedServer, readOutboxActivationCode } = await import(pathToFileURL(SERVER_TESTING).href);
  const { server, dataDir, close } = await startEmbeddedServer({ authRateLimitPerMinute: 1000 });
  try {
    const email = `capture-${Date.now().toString(36)}@example.test`;
    const password = 'correct horse 1';
    const registered = await call(server.apiUrl, 'POST', '/v1/auth/register', {
      first_name: 'Capture', last_name: 'Test', username: 'capture', email, password, confirm_password: password,
    });
    const code = await readOutboxActivationCode(dataDir, email);
    await call(server.apiUrl, 'POST', '/v1/auth/active', { id: registered.data.user._id, code }, registered.data.token);
    const token: string = registered.data.token;
    const project = await call(server.apiUrl, 'POST', '/v1/projects', { name: 'Corpus', url: projectDomain }, token);
    return {
      apiUrl: server.apiUrl,
      htmlUrl: server.htmlUrl,
      token,
      projectId: project.data.project._id,
      snapshotUrl: (page) => `${server.htmlUrl}/v1/html/${page.html}?v=${page.htmlVersion}`,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
