import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildServers } from '../app.ts';
import { loadConfig } from '../config.ts';
import { helmetHeaders, registerSecurityHeaders } from './security-headers.ts';

const OPTIONS = {
  contentSecurityPolicy: false,
  crossOriginResourcePolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
} as const;

/** What @fastify/helmet answered with these options (recorded from the API before the switch). */
const EXPECTED = {
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  it('are helmet’s headers for the options, without a CSP', () => {
    expect(helmetHeaders(OPTIONS)).toEqual(EXPECTED);
    expect(() => helmetHeaders({ crossOriginOpenerPolicy: false })).toThrow(/CSP/);
  });

  it('are on every answer: success, 404, thrown errors and early replies', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, OPTIONS);
    app.get('/ok', async () => ({ ok: true }));
    app.get('/fails', async () => {
      throw new Error('boom');
    });
    app.get('/early', { preHandler: async (_req, reply) => reply.code(401).send({ error: 'no' }) }, async () => ({ never: true }));
    try {
      for (const [url, status] of [
        ['/ok', 200],
        ['/missing', 404],
        ['/fails', 500],
        ['/early', 401],
      ] as const) {
        const res = await app.inject({ url });
        expect(res.statusCode).toBe(status);
        for (const [name, value] of Object.entries(EXPECTED)) expect({ url, name, value: res.headers[name] }).toEqual({ url, name, value });
        expect(res.headers['cross-origin-resource-policy']).toBeUndefined();
        expect(res.headers['content-security-policy']).toBeUndefined();
      }
    } finally {
      await app.close();
    }
  });

  it('are on the API’s answers: 200, 401 from the token check, 400 from a schema, 404', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pagelift-headers-'));
    const servers = await buildServers(loadConfig({}, { dataDir, logLevel: 'fatal', databaseUrl: null }));
    try {
      for (const [method, url, status] of [
        ['GET', '/v1/health', 200],
        ['GET', '/v1/projects', 401],
        ['POST', '/v1/auth/login', 400],
        ['GET', '/v1/nothing-here', 404],
      ] as const) {
        const res = await servers.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
        expect({ url, status: res.statusCode }).toEqual({ url, status });
        for (const [name, value] of Object.entries(EXPECTED)) expect({ url, name, value: res.headers[name] }).toEqual({ url, name, value });
      }
    } finally {
      await servers.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
