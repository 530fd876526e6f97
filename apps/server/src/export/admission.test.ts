// Issue 14, finding 3: the export queue is bounded per user and overall, waits time out, and an
// export whose caller went away is dropped before it starts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_1PX, pageForm, startHarness, type Harness, type TestUser } from '../test/harness.ts';
import type { Engine, ExportResult } from './engine.ts';
import { QUEUE_MESSAGES } from './admission.ts';

/** An engine whose exports finish only when the test opens the gate; it records each start. */
function gatedEngine() {
  const started: string[] = [];
  let open: () => void = () => {};
  let gate = new Promise<void>((r) => (open = r));
  const engine = async (): Promise<Engine> => ({
    ExportInputError: class extends Error {},
    async exportSnapshot(_html, settings) {
      started.push(String(settings.cssSelector ?? settings.exportType));
      await gate;
      return { template: { content: [] }, fontFace: '', report: {} as ExportResult['report'] };
    },
  });
  return {
    engine,
    started,
    release() {
      open();
      gate = new Promise<void>((r) => (open = r));
    },
  };
}

describe('export admission', () => {
  let h: Harness;
  const gated = gatedEngine();
  const users: Array<TestUser & { pageId: string }> = [];

  beforeAll(async () => {
    h = await startHarness('sqlite', { exportConcurrency: 1, exportMaxPerUser: 2, exportMaxInFlight: 3, exportQueueWaitMs: 1500 }, { loadEngine: gated.engine });
    for (const name of ['a', 'b', 'c']) {
      const u = await h.createUser(`adm-${name}`);
      const projectId = (await h.call('POST', '/v1/projects', { token: u.token, body: { name, url: 'adm.example' } })).body.data.project._id;
      const page = await h.call('POST', '/v1/pages', { token: u.token, form: pageForm({ projectId, sourceUrl: 'https://adm.example/', html: '<p>x</p>', thumbnail: PNG_1PX }) });
      users.push({ ...u, pageId: page.body.data.page._id });
    }
  });
  afterAll(() => h?.close());

  function exportAs(u: TestUser & { pageId: string }, tag: string, signal?: AbortSignal) {
    return fetch(`${h.server.apiUrl}/v1/export/`, {
      method: 'POST',
      signal,
      headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ pageId: u.pageId, exportType: 'selector', selector: tag, builder: 'gutenberg' }),
    });
  }
  const settle = () => new Promise((r) => setTimeout(r, 150));

  it('refuses a third export of one user and a fourth overall with 429 and Retry-After; an abandoned one never starts', async () => {
    const [a, b, c] = users as [TestUser & { pageId: string }, TestUser & { pageId: string }, TestUser & { pageId: string }];
    const a1 = exportAs(a, '#a1');
    await settle();
    const abandon = new AbortController();
    const a2 = exportAs(a, '#a2', abandon.signal).catch(() => null);
    await settle();
    const a3 = await exportAs(a, '#a3');
    expect(a3.status).toBe(429);
    expect(Number(a3.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await a3.json()).error).toBe(QUEUE_MESSAGES.userFull(Number(a3.headers.get('retry-after'))));

    const b1 = exportAs(b, '#b1');
    await settle();
    const c1 = await exportAs(c, '#c1');
    expect(c1.status).toBe(429);
    expect((await c1.json()).error).toMatch(/Too many exports are waiting/);

    // a2's caller goes away while it waits: it is dropped, and its place is given back.
    abandon.abort();
    await a2;
    await settle();
    expect(gated.started).toEqual(['#a1']);
    gated.release();
    expect((await a1).status).toBe(200);
    await settle();
    gated.release();
    expect((await b1).status).toBe(200);
    expect(gated.started).toEqual(['#a1', '#b1']);
  });

  it('answers 503 with Retry-After when an export waits longer than EXPORT_QUEUE_WAIT_MS', async () => {
    const [a, b] = users as [TestUser & { pageId: string }, TestUser & { pageId: string }];
    const running = exportAs(a, '#long');
    await settle();
    const waited = await exportAs(b, '#waits');
    expect(waited.status).toBe(503);
    expect(Number(waited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await waited.json()).error).toBe(QUEUE_MESSAGES.waitedTooLong);
    gated.release();
    expect((await running).status).toBe(200);
    expect(gated.started).not.toContain('#waits');
  });
});
