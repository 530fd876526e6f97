import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../config.ts';
import { startServer, type RunningServer } from '../index.ts';
import type { Engine } from '../export/engine.ts';
import { type Backend, testDatabase } from './database.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
}

export interface Harness {
  backend: Backend;
  server: RunningServer;
  smtp: SmtpSink;
  dataDir: string;
  dbOverrides: { databaseUrl: string | null; databaseSchema: string | null };
  call<T = any>(method: string, path: string, opts?: CallOptions): Promise<ApiResponse<T>>;
  /** Registers through the API, reads the code from the SMTP sink and activates. */
  createUser(prefix?: string): Promise<TestUser>;
  /** Stops the server only (data, SMTP sink and database stay) and starts it again on the same data. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}@example.test`;
}

/** One real server per test file: temp DATA_DIR, real SMTP sink, SQLite or a fresh PostgreSQL schema. */
export async function startHarness(backend: Backend = 'sqlite', overrides: Partial<Config> = {}, opts: { loadEngine?: () => Promise<Engine> } = {}): Promise<Harness> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pagelift-server-test-'));
  const smtp = await startSmtpSink();
  const database = testDatabase(backend);
  const config: Partial<Config> = {
    host: '127.0.0.1',
    port: 0,
    htmlPort: 0,
    dataDir,
    smtpUrl: smtp.url,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'fatal',
    authRateLimitPerMinute: 1000,
    authAccountRateLimit: 1000,
    ...database.overrides,
    ...overrides,
  };
  let server = await startServer(config, opts);

  const harness: Harness = {
    backend,
    get server() {
      return server;
    },
    smtp,
    dataDir,
    dbOverrides: database.overrides,
    async call(method, urlPath, callOpts = {}) {
      const headers: Record<string, string> = { ...callOpts.headers };
      if (callOpts.token) headers.authorization = `Bearer ${callOpts.token}`;
      let body: BodyInit | undefined;
      if (callOpts.form) body = callOpts.form;
      else if (callOpts.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(callOpts.body);
      }
      const res = await fetch(`${server.apiUrl}${urlPath}`, { method, headers, body });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        /* not JSON */
      }
      return { status: res.status, body: parsed as any, headers: res.headers };
    },
    async createUser(prefix = 'user') {
      const email = uniqueEmail(prefix);
      const password = 'correct horse 1';
      const reg = await harness.call('POST', '/v1/auth/register', {
        body: { first_name: 'Test', last_name: 'User', username: prefix, email, password, confirm_password: password },
      });
      if (reg.status !== 200) throw new Error(`register failed: ${reg.status} ${JSON.stringify(reg.body)}`);
      const code = await smtp.nextCode(email);
      const act = await harness.call('POST', '/v1/auth/active', { token: reg.body.data.token, body: { id: reg.body.data.user._id, code } });
      if (act.status !== 200) throw new Error(`activate failed: ${act.status} ${JSON.stringify(act.body)}`);
      return { id: reg.body.data.user._id, email, password, token: reg.body.data.token };
    },
    async restart() {
      // Same ports and public URLs: stored snapshots carry absolute resource URLs.
      const keep = { ...config, port: server.config.port, htmlPort: server.config.htmlPort, publicUrl: server.config.publicUrl, htmlPublicUrl: server.config.htmlPublicUrl };
      await server.close();
      server = await startServer(keep, opts);
    },
    async close() {
      await server.close();
      await smtp.close();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

/** A real 1x1 PNG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export function blob(bytes: Buffer | string, type = 'application/octet-stream'): Blob {
  return new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type });
}

/** Builds the POST /v1/pages multipart form of packages/contract/src/snapshot.ts. */
export function pageForm(opts: {
  projectId: string;
  name?: string;
  sourceUrl: string;
  html: string;
  thumbnail?: Buffer | null;
  assets?: { url: string; bytes: Buffer | string }[];
}): FormData {
  const form = new FormData();
  const assets = (opts.assets ?? []).map((a, i) => ({ url: a.url, field: `asset${i}`, bytes: a.bytes }));
  form.append('manifest', JSON.stringify({ projectId: opts.projectId, name: opts.name ?? 'Home', sourceUrl: opts.sourceUrl, assets: assets.map(({ url, field }) => ({ url, field })) }));
  form.append('html', blob(opts.html, 'text/html'), 'snapshot.html');
  if (opts.thumbnail) form.append('thumbnail', blob(opts.thumbnail, 'image/png'), 'thumb.png');
  for (const a of assets) form.append(a.field, blob(a.bytes), 'asset');
  return form;
}
