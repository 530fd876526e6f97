// Two API servers on one PostgreSQL: a token revoked on one is refused by the other at once, although
// both have just accepted it (each server remembers the signature check of the token, never its validity).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../index.ts';
import { startHarness, type Harness } from '../test/harness.ts';

const JWT_SECRET = 'revocation-test-secret-'.padEnd(48, 'x');

describe.runIf(process.env.TEST_DATABASE_URL)('token revocation across two API servers', () => {
  let a: Harness;
  let b: RunningServer;
  let bDataDir: string;

  beforeAll(async () => {
    a = await startHarness('postgres', { jwtSecret: JWT_SECRET });
    bDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pagelift-revocation-b-'));
    b = await startServer({
      host: '127.0.0.1',
      port: 0,
      htmlPort: 0,
      dataDir: bDataDir,
      smtpUrl: a.smtp.url,
      logLevel: 'fatal',
      jwtSecret: JWT_SECRET,
      ...a.dbOverrides,
    });
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    if (bDataDir) await fs.rm(bDataDir, { recursive: true, force: true });
  });

  const listOn = (apiUrl: string, token: string) => fetch(`${apiUrl}/v1/projects`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);

  it('logout-all on one server refuses the token on the other at once', async () => {
    const user = await a.createUser('revocation');
    for (let i = 0; i < 3; i++) {
      expect(await listOn(a.server.apiUrl, user.token)).toBe(200);
      expect(await listOn(b.apiUrl, user.token)).toBe(200);
    }
    const out = await fetch(`${b.apiUrl}/v1/auth/logout-all`, { method: 'POST', headers: { authorization: `Bearer ${user.token}` } });
    expect(out.status).toBe(200);
    expect(await listOn(a.server.apiUrl, user.token)).toBe(401);
    expect(await listOn(b.apiUrl, user.token)).toBe(401);
  });
});
