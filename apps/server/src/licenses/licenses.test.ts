// Licence rules: plan catalogue, expiry fallback, deleted projects count, and the signed webhook.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, DEFAULT_PLANS } from '../config.ts';
import { startHarness, type Harness, type TestUser } from '../test/harness.ts';
import { signWebhook, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './webhook.ts';
import { runAdmin } from './admin-cli.ts';

const SECRET = 'webhook-secret-for-tests-0123456789';

describe('licences', () => {
  let h: Harness;
  let u: TestUser;
  beforeAll(async () => {
    h = await startHarness('sqlite', { licenseWebhookSecret: SECRET });
    u = await h.createUser('lic');
  });
  afterAll(() => h?.close());

  async function deliver(event: Record<string, unknown>, opts: { ts?: number; secret?: string; signature?: string } = {}) {
    const raw = JSON.stringify(event);
    const ts = opts.ts ?? Math.floor(Date.now() / 1000);
    const res = await fetch(`${h.server.apiUrl}/v1/webhooks/license`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: String(ts), [SIGNATURE_HEADER]: opts.signature ?? signWebhook(opts.secret ?? SECRET, ts, raw) },
      body: raw,
    });
    return { status: res.status, body: (await res.json()) as any };
  }
  const license = async () => (await h.call('GET', '/v1/auth/', { token: u.token })).body.data.license;

  it('grants, refuses bad signatures, stale timestamps and replays, and revokes', async () => {
    const event = { id: 'evt-1', type: 'license.granted', email: u.email, plan: 2272, expiresAt: '2999-01-01T00:00:00.000Z' };
    expect((await deliver(event, { secret: 'wrong-secret-wrong-secret' })).status).toBe(401);
    expect((await deliver(event, { signature: 'sha256=zz' })).status).toBe(401);
    const stale = await deliver(event, { ts: Math.floor(Date.now() / 1000) - 301 });
    expect(stale.status).toBe(400);
    expect(stale.body.error).toMatch(/timestamp/);
    expect(await license()).toMatchObject({ licenseId: 'free' });

    const ok = await deliver(event);
    expect(ok.status).toBe(200);
    expect(await license()).toMatchObject({ licenseId: 'pro', productId: 2272, sitesRemaining: 25, expiration: '2999-01-01T00:00:00.000Z' });

    const replay = await deliver(event);
    expect(replay.status).toBe(409);
    // A replay with a fresh timestamp and valid signature is still refused by its id.
    expect((await deliver({ ...event, plan: 'agency' })).status).toBe(409);

    expect((await deliver({ id: 'evt-2', type: 'license.revoked', email: u.email })).status).toBe(200);
    expect(await license()).toMatchObject({ licenseId: 'free', sitesRemaining: 1 });
    expect((await deliver({ id: 'evt-3', type: 'license.granted', email: u.email, plan: 'no-such-plan' })).status).toBe(400);
    expect((await deliver({ id: 'evt-4', type: 'license.granted', email: 'nobody@example.test', plan: 'pro' })).status).toBe(404);
  });

  it('falls back to the free limits when a paid licence has expired', async () => {
    const config = loadConfig({}, { dataDir: h.dataDir, ...h.dbOverrides });
    const past = new Date(Date.now() - 60_000).toISOString();
    expect((await runAdmin(['grant', '--email', u.email, '--plan', 'agency', '--expires', past], config)).exitCode).toBe(0);
    expect(await license()).toMatchObject({ licenseId: 'free', sitesRemaining: 1, productId: null });
    const future = new Date(Date.now() + 86_400_000).toISOString();
    await runAdmin(['grant', '--email', u.email, '--plan', 'starter', '--expires', future], config);
    expect(await license()).toMatchObject({ licenseId: 'starter', sitesRemaining: 3, expiration: future });
  });

  it('counts deleted projects as used sites', async () => {
    const created: string[] = [];
    for (const n of [1, 2, 3]) {
      const p = await h.call('POST', '/v1/projects', { token: u.token, body: { name: `P${n}`, url: `p${n}.example` } });
      expect(p.status).toBe(201);
      created.push(p.body.data.project._id);
    }
    expect((await h.call('POST', '/v1/projects', { token: u.token, body: { name: 'P4', url: 'p4.example' } })).status).toBe(409);
    await h.call('DELETE', `/v1/projects/${created[0]}`, { token: u.token });
    const after = await h.call('POST', '/v1/projects', { token: u.token, body: { name: 'P4', url: 'p4.example' } });
    expect(after.status).toBe(409);
    expect(after.body.error).toMatch(/Starter plan \(3 sites\)/);
    expect((await h.call('GET', '/v1/projects', { token: u.token })).body.data.projectsRemaining).toBe(0);
  });

  it('reads the plan catalogue from PLANS_JSON', () => {
    const plans = [{ id: 'free', name: 'Gratis', productId: null, sites: 2, responsive: false, paidBuilders: false }];
    expect(loadConfig({ PLANS_JSON: JSON.stringify(plans) }).plans).toEqual(plans);
    expect(loadConfig({}).plans).toEqual(DEFAULT_PLANS);
    expect(() => loadConfig({ PLANS_JSON: JSON.stringify([{ ...plans[0], id: 'pro' }]) })).toThrow(/free/);
  });

  it('answers 503 when no webhook secret is configured', async () => {
    const other = await startHarness('sqlite');
    try {
      const res = await fetch(`${other.server.apiUrl}/v1/webhooks/license`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(res.status).toBe(503);
    } finally {
      await other.close();
    }
  });
});
