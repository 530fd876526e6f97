// Operations: mail without SMTP goes to the outbox, the generated secret is private and stable,
// and logs redact credentials.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { LOG_REDACT } from './app.ts';
import { startServer } from './index.ts';

describe('operations', () => {
  it('writes mail to DATA_DIR/outbox without SMTP_URL, and keeps one private secret across restarts', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pagelift-ops-'));
    const base = { host: '127.0.0.1', port: 0, htmlPort: 0, dataDir, smtpUrl: null, databaseUrl: null, logLevel: 'fatal' };
    try {
      let server = await startServer(base);
      const email = 'outbox@example.test';
      const res = await fetch(`${server.apiUrl}/v1/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ first_name: 'O', last_name: 'B', username: 'ob', email, password: 'password1', confirm_password: 'password1' }),
      });
      expect(res.status).toBe(200);
      const token = ((await res.json()) as any).data.token;
      const files = await fs.readdir(path.join(dataDir, 'outbox'));
      expect(files).toHaveLength(1);
      const mail = await fs.readFile(path.join(dataDir, 'outbox', files[0]!), 'utf8');
      expect(mail).toContain(`To: ${email}`);
      expect(mail).toMatch(/activation code is \d{6}/);

      const secretFile = path.join(dataDir, 'jwt-secret');
      const stat = await fs.stat(secretFile);
      expect(stat.mode & 0o777).toBe(0o600);
      const secret = await fs.readFile(secretFile, 'utf8');
      expect(secret.length).toBeGreaterThanOrEqual(32);
      await server.close();

      server = await startServer(base);
      expect(await fs.readFile(secretFile, 'utf8')).toBe(secret);
      // Tokens signed before the restart still verify.
      expect((await fetch(`${server.apiUrl}/v1/auth/`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
      await server.close();
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('redacts authorization headers, passwords, codes and tokens in logs', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const log = pino({ redact: { paths: LOG_REDACT, censor: '[redacted]' } }, sink);
    log.info({ req: { headers: { authorization: 'Bearer SECRET-TOKEN', cookie: 'sid=SECRET-COOKIE' } }, body: { password: 'SECRET-PW', code: '123456', credential: 'SECRET-JWT' } }, 'request');
    const out = lines.join('');
    for (const secret of ['SECRET-TOKEN', 'SECRET-COOKIE', 'SECRET-PW', '123456', 'SECRET-JWT']) expect(out).not.toContain(secret);
    expect(out).toContain('[redacted]');
  });
});
