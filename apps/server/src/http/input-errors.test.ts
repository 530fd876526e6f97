// Issue 14, finding 6: NUL bytes are refused with 400 before the database, the token is checked
// before the body, and the engine's input errors reach the client as 4xx with their own message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../test/database.ts';
import { PNG_1PX, pageForm, startHarness, type Harness, type TestUser } from '../test/harness.ts';
import { NUL_MESSAGE } from './nul.ts';

describe.each(backends())('input errors on %s', (backend) => {
  let h: Harness;
  let u: TestUser;
  let projectId: string;
  beforeAll(async () => {
    h = await startHarness(backend);
    u = await h.createUser('nul');
    projectId = (await h.call('POST', '/v1/projects', { token: u.token, body: { name: 'N', url: 'nul.example' } })).body.data.project._id;
  });
  afterAll(() => h?.close());

  it('refuses NUL bytes in bodies, ids and codes with 400, signed in or not', async () => {
    const cases: Array<[string, string, { token?: string; body?: unknown }]> = [
      ['POST', '/v1/auth/login', { body: { email: 'a\u0000@example.test', password: 'x' } }],
      ['POST', '/v1/auth/getCode', { body: { email: 'a\u0000b@example.test' } }],
      ['POST', '/v1/auth/verify', { body: { id: 'abc\u0000def', code: '123456' } }],
      ['POST', '/v1/auth/changePassword', { body: { id: 'abc\u0000def', password: 'long enough 1', confirm_password: 'long enough 1' } }],
      ['POST', '/v1/auth/resend', { body: { id: 'abc\u0000def' } }],
      ['POST', '/v1/projects', { token: u.token, body: { name: 'bad\u0000name', url: 'nul.example' } }],
      ['PUT', `/v1/projects/${projectId}`, { token: u.token, body: { name: 'bad\u0000name' } }],
      ['GET', '/v1/projects/abc%00def', { token: u.token }],
      ['GET', '/v1/pages/abc%00def', { token: u.token }],
    ];
    for (const [method, path, opts] of cases) {
      const res = await h.call(method, path, opts);
      expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 400, body: expect.objectContaining({ error: expect.any(String) }) });
    }
    const res = await h.call('POST', '/v1/auth/login', { body: { email: 'a@example.test', password: 'x\u0000' } });
    expect(res.body.error).toBe(NUL_MESSAGE);
    const upload = await h.call('POST', '/v1/pages', { token: u.token, form: pageForm({ projectId, name: 'bad\u0000', sourceUrl: 'https://nul.example/', html: '<p>x</p>', thumbnail: PNG_1PX }) });
    expect(upload.status).toBe(400);
    expect((await h.call('GET', '/v1/health')).status).toBe(200);
  });

  it('checks the token before the body on every signed-in route with a body', async () => {
    for (const [method, path] of [['POST', '/v1/projects'], ['PUT', '/v1/projects/x'], ['PUT', '/v1/pages/x'], ['PUT', '/v1/webflow/'], ['POST', '/v1/export/'], ['POST', '/v1/auth/updatePassword'], ['POST', '/v1/auth/active']] as const) {
      const res = await h.call(method, path, { body: { nonsense: true } });
      expect({ path, status: res.status }).toEqual({ path, status: 401 });
    }
  });
});
