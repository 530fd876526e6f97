import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '@pagelift/browser';
import { startServer, type RunningServer } from '@pagelift/server/src/index.ts';
import { runAdmin } from '@pagelift/server/src/licenses/admin-cli.ts';
import { SmtpSink } from './smtp-sink.ts';
import { FakeIdentityProvider } from './fake-idp.ts';
import { ApiClient } from './api.ts';

export const UPGRADE_URL = 'https://pagelift.example/pricing/';
export const CONTACT_URL = 'https://pagelift.example/contact/';
export const CHAT_URL = 'https://pagelift.example/chat/';

export interface Stack {
  server: RunningServer;
  baseUrl: string;
  smtp: SmtpSink;
  idp: FakeIdentityProvider;
  browser: Browser;
  api: ApiClient;
  /** The admin CLI's grant, by email and plan id (free, starter, pro, agency). */
  grant(email: string, plan: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * One file's world: a real server on SQLite in a temporary folder, a real SMTP sink, the
 * stand-in identity provider and one Chromium. `google: false` leaves the client id unset;
 * `codeResendCooldownSeconds` is the server's resend cool-down (0 unless given).
 */
export async function startStack(options: { google?: boolean; codeResendCooldownSeconds?: number } = {}): Promise<Stack> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pagelift-e2e-'));
  const smtp = new SmtpSink();
  const smtpUrl = await smtp.start();
  const idp = new FakeIdentityProvider();
  await idp.start();
  const google = options.google !== false;
  const server = await startServer({
    host: '127.0.0.1',
    port: 0,
    htmlPort: 0,
    dataDir,
    databaseUrl: null,
    smtpUrl,
    logLevel: 'warn',
    googleClientId: google ? idp.clientId : null,
    googleIssuer: idp.origin,
    googleJwksUrl: idp.jwksUrl,
    googleScriptUrl: idp.scriptUrl,
    upgradeUrl: UPGRADE_URL,
    contactUrl: CONTACT_URL,
    chatUrl: CHAT_URL,
    // Many sign-ins from one address in a minute is the suite, not an attack; and the
    // client-side resend countdown is what these tests exercise, with Playwright's clock
    // (a file about the server's cool-down, as a user meets it, asks for the real one).
    authRateLimitPerMinute: 100_000,
    codeResendCooldownSeconds: options.codeResendCooldownSeconds ?? 0,
  });
  const browser = await launchChromium();
  const api = new ApiClient(server.apiUrl, smtp);
  return {
    server,
    baseUrl: server.apiUrl,
    smtp,
    idp,
    browser,
    api,
    async grant(email, plan) {
      const result = await runAdmin(['grant', '--email', email, '--plan', plan], server.config);
      if (result.exitCode !== 0) throw new Error(`grant failed: ${result.output}`);
    },
    async close() {
      await browser.close().catch(() => undefined);
      await server.close().catch(() => undefined);
      await smtp.close().catch(() => undefined);
      await idp.close().catch(() => undefined);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
