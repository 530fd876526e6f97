import type { RunningServer } from '@pagelift/server/src/index.ts';
import { readOutboxActivationCode, startEmbeddedServer } from '@pagelift/server/src/test/embedded.ts';

export interface TestServer {
  server: RunningServer;
  apiUrl: string;
  dataDir: string;
  close(): Promise<void>;
}

/** The real API on free ports with its own SQLite database; mail goes to DATA_DIR/outbox. */
export async function startTestServer(): Promise<TestServer> {
  const { server, dataDir, close } = await startEmbeddedServer({
    // The site-limit case relies on a free plan of exactly one site, whatever the defaults become.
    plans: [{ id: 'free', name: 'Free', productId: null, sites: 1, responsive: false, paidBuilders: false }],
  });
  return { server, apiUrl: server.apiUrl, dataDir, close };
}

export interface TestUser {
  email: string;
  password: string;
  token: string;
  id: string;
}

export async function api<T = Record<string, unknown>>(
  base: string,
  method: string,
  path: string,
  options: { token?: string; json?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.json !== undefined ? JSON.stringify(options.json) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
}

/** Registers, reads the activation code from the outbox mail, activates, and signs in. */
export async function createActiveUser(test: TestServer, email: string, password = 'correct-horse-battery'): Promise<TestUser> {
  const registered = await api<{ data: { token: string; user: { _id: string } } }>(test.apiUrl, 'POST', '/v1/auth/register', {
    json: { first_name: 'Ext', last_name: 'Tester', username: email, email, password, confirm_password: password },
  });
  if (registered.status !== 200 && registered.status !== 201) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  const id = registered.body.data.user._id;
  const code = await readOutboxActivationCode(test.dataDir, email);
  const activated = await api(test.apiUrl, 'POST', '/v1/auth/active', { token: registered.body.data.token, json: { id, code } });
  if (activated.status >= 300) throw new Error(`activate: ${activated.status} ${JSON.stringify(activated.body)}`);
  const login = await api<{ data: { token: string } }>(test.apiUrl, 'POST', '/v1/auth/login', { json: { email, password } });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  return { email, password, token: login.body.data.token, id };
}
