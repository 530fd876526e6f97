// Issue 14, finding 6: the engine's input errors (too many elements, no body) answer 400 with the
// engine's own message through the real engine, not the generic processing error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_MESSAGES } from '@pagelift/contract';
import { PNG_1PX, pageForm, startHarness, type Harness, type TestUser } from '../test/harness.ts';

describe('engine input errors through the API', () => {
  let h: Harness;
  let u: TestUser;
  let projectId: string;
  beforeAll(async () => {
    h = await startHarness();
    u = await h.createUser('engine-input');
    projectId = (await h.call('POST', '/v1/projects', { token: u.token, body: { name: 'I', url: 'input.example' } })).body.data.project._id;
  });
  afterAll(() => h?.close());

  async function exportOf(html: string) {
    const up = await h.call('POST', '/v1/pages', { token: u.token, form: pageForm({ projectId, sourceUrl: 'https://input.example/', html, thumbnail: PNG_1PX }) });
    expect(up.status).toBe(201);
    return h.call('POST', '/v1/export/', { token: u.token, body: { pageId: up.body.data.page._id, exportType: 'entirePage', builder: 'elementorFree' } });
  }

  it('too many elements: 400 with the limit in the message', async () => {
    const res = await exportOf(`<body>${'<i></i>'.repeat(26_000)}</body>`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/exports are limited to 25000/);
    expect(res.body.error).not.toBe(EXPORT_MESSAGES.processingError);
  }, 60_000);

  it('a frameset page without a body: 400 saying so', async () => {
    const res = await exportOf('<!DOCTYPE html><html><head><title>f</title></head><frameset cols="50%,50%"><frame src="a.html"><frame src="b.html"></frameset></html>');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/no body to export/);
  }, 60_000);
});
