// Access matrix: every route that takes an id answers 404 to another user and 401 without a token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './test/database.ts';
import { PNG_1PX, pageForm, startHarness, type CallOptions, type Harness, type TestUser } from './test/harness.ts';

interface Case {
  name: string;
  method: string;
  path: () => string;
  opts: () => Omit<CallOptions, 'token'>;
}

describe.each(backends())('access matrix on %s', (backend) => {
  let h: Harness;
  let owner: TestUser;
  let other: TestUser;
  let projectId: string;
  let pageId: string;

  beforeAll(async () => {
    h = await startHarness(backend);
    [owner, other] = await Promise.all([h.createUser('owner'), h.createUser('other')]);
    const p = await h.call('POST', '/v1/projects', { token: owner.token, body: { name: 'Mine', url: 'mine.example' } });
    projectId = p.body.data.project._id;
    const page = await h.call('POST', '/v1/pages', { token: owner.token, form: pageForm({ projectId, sourceUrl: 'https://mine.example/', html: '<p>mine</p>', thumbnail: PNG_1PX }) });
    pageId = page.body.data.page._id;
    // The other user has a project of their own (so a free-plan limit is not what answers).
    await h.call('POST', '/v1/projects', { token: other.token, body: { name: 'Theirs', url: 'theirs.example' } });
  });
  afterAll(() => h?.close());

  const cases: Case[] = [
    { name: 'GET project', method: 'GET', path: () => `/v1/projects/${projectId}`, opts: () => ({}) },
    { name: 'PUT project', method: 'PUT', path: () => `/v1/projects/${projectId}`, opts: () => ({ body: { _id: projectId, name: 'stolen' } }) },
    { name: 'DELETE project', method: 'DELETE', path: () => `/v1/projects/${projectId}`, opts: () => ({}) },
    { name: 'GET pages of project', method: 'GET', path: () => `/v1/pages/project/${projectId}`, opts: () => ({}) },
    { name: 'GET page', method: 'GET', path: () => `/v1/pages/${pageId}`, opts: () => ({}) },
    { name: 'PUT page', method: 'PUT', path: () => `/v1/pages/${pageId}`, opts: () => ({ body: { _id: pageId, name: 'stolen' } }) },
    { name: 'DELETE page', method: 'DELETE', path: () => `/v1/pages/${pageId}`, opts: () => ({}) },
    { name: 'PUT webflow token', method: 'PUT', path: () => '/v1/webflow/', opts: () => ({ body: { projectId, webflowAPIToken: 'tok-123456' } }) },
    {
      name: 'POST page into project',
      method: 'POST',
      path: () => '/v1/pages',
      opts: () => ({ form: pageForm({ projectId, sourceUrl: 'https://mine.example/x', html: '<p>x</p>' }) }),
    },
    { name: 'POST export of page', method: 'POST', path: () => '/v1/export/', opts: () => ({ body: { pageId, exportType: 'entirePage', builder: 'gutenberg' } }) },
    {
      name: 'POST updatePassword for another id',
      method: 'POST',
      path: () => '/v1/auth/updatePassword',
      opts: () => ({ body: { id: owner.id, current_password: 'x', new_password: 'abcdefgh1', confirm_password: 'abcdefgh1' } }),
    },
    {
      name: 'POST profile update for another id',
      method: 'POST',
      path: () => '/v1/auth/update',
      opts: () => {
        const form = new FormData();
        form.append('info', JSON.stringify({ id: owner.id, first_name: 'X', last_name: 'Y' }));
        return { form };
      },
    },
  ];

  it.each(cases)('$name: another user gets 404, no token gets 401', async (c) => {
    const asOther = await h.call(c.method, c.path(), { ...c.opts(), token: other.token });
    expect(asOther.status, JSON.stringify(asOther.body)).toBe(404);
    expect(typeof asOther.body.error).toBe('string');
    const anonymous = await h.call(c.method, c.path(), { ...c.opts(), token: null });
    expect(anonymous.status).toBe(401);
    expect(typeof anonymous.body.error).toBe('string');
  });

  it.each([
    ['GET', '/v1/auth/'],
    ['GET', '/v1/projects'],
    ['POST', '/v1/projects'],
    ['POST', '/v1/auth/logout-all'],
  ])('%s %s needs a token', async (method, path) => {
    expect((await h.call(method, path, method === 'POST' ? { body: { name: 'x', url: 'x.example' } } : {})).status).toBe(401);
  });

  it("leaves the owner's data untouched", async () => {
    const project = await h.call('GET', `/v1/projects/${projectId}`, { token: owner.token });
    expect(project.body.data.project).toMatchObject({ name: 'Mine', deleted: false });
    expect(project.body.data.project.settings.webflowAPIToken).toBeUndefined();
    const page = await h.call('GET', `/v1/pages/${pageId}`, { token: owner.token });
    expect(page.body.data.page.name).toBe('Home');
    expect((await h.call('GET', `/v1/pages/project/${projectId}`, { token: owner.token })).body.data.pages).toHaveLength(1);
    const me = await h.call('GET', '/v1/auth/', { token: owner.token });
    expect(me.body.data.user.first_name).toBe('Test');
  });
});
