// /v1/docs: every documented operation has its success and failure answers, and real answers match them.
import { Ajv, type ValidateFunction } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_1PX, pageForm, startHarness, uniqueEmail, type ApiResponse, type Harness } from '../test/harness.ts';

interface Operation {
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Record<string, unknown> }> }>;
}
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Every call the API offers (the README table); each must be in the document. */
const EXPECTED = [
  'get /v1/config',
  'post /v1/auth/register',
  'post /v1/auth/login',
  'post /v1/auth/registerByGoogle',
  'get /v1/auth/',
  'post /v1/auth/logout-all',
  'post /v1/auth/active',
  'get /v1/auth/resend',
  'post /v1/auth/resend',
  'post /v1/auth/updatePassword',
  'post /v1/auth/getCode',
  'post /v1/auth/verify',
  'post /v1/auth/changePassword',
  'post /v1/auth/update',
  'get /v1/projects',
  'post /v1/projects',
  'get /v1/projects/{id}',
  'put /v1/projects/{id}',
  'delete /v1/projects/{id}',
  'put /v1/webflow/',
  'post /v1/pages',
  'get /v1/pages/project/{id}',
  'get /v1/pages/{id}',
  'put /v1/pages/{id}',
  'delete /v1/pages/{id}',
  'post /v1/export/',
];

describe('OpenAPI response schemas', () => {
  let h: Harness;
  let doc: OpenApi;
  const ajv = new Ajv({ strict: false, allErrors: true });
  const compiled = new Map<string, ValidateFunction>();

  beforeAll(async () => {
    h = await startHarness();
    const res = await h.call('GET', '/v1/docs/json');
    expect(res.status).toBe(200);
    doc = res.body;
  });
  afterAll(() => h?.close());

  /** The documented schema of `method path` for `status`. */
  function schemaFor(method: string, path: string, status: number): Record<string, unknown> {
    const op = doc.paths[path]?.[method];
    expect(op, `${method} ${path} is documented`).toBeTruthy();
    const schema = op!.responses?.[String(status)]?.content?.['application/json']?.schema;
    expect(schema, `${method} ${path} documents ${status}`).toBeTruthy();
    return schema!;
  }

  /** Asserts a real answer matches what the document promises for its status. */
  function conforms(method: string, path: string, res: ApiResponse): void {
    const key = `${method} ${path} ${res.status}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(schemaFor(method, path, res.status));
      compiled.set(key, validate);
    }
    const valid = validate(res.body);
    expect(valid, `${key}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(res.body).slice(0, 400)}`).toBe(true);
  }

  it('documents a success answer and its failure answers for every operation', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ key: `${method} ${path}`, op })));
    const keys = operations.map((o) => o.key);
    for (const expected of EXPECTED) expect(keys, expected).toContain(expected);
    for (const { key, op } of operations) {
      const statuses = Object.keys(op.responses ?? {});
      const success = statuses.filter((s) => /^2\d\d$/.test(s));
      const failures = statuses.filter((s) => /^[45]\d\d$/.test(s));
      expect(success.length, `${key} has a 2xx answer`).toBeGreaterThan(0);
      expect(failures.length, `${key} has failure answers`).toBeGreaterThan(0);
      if (key !== 'get /v1/config') expect(failures.filter((s) => s !== '500').length, `${key} has 4xx answers`).toBeGreaterThan(0);
      for (const status of [...success, ...failures]) {
        const response = op.responses![status]!;
        expect(response.description, `${key} ${status} description`).toBeTruthy();
        expect(response.description, `${key} ${status} description`).not.toBe('Default Response');
        const schema = response.content?.['application/json']?.schema as { type?: string; properties?: Record<string, unknown> } | undefined;
        expect(schema?.type, `${key} ${status} schema`).toBe('object');
        if (failures.includes(status)) expect(schema?.properties?.error, `${key} ${status} has error`).toBeTruthy();
      }
    }
    // Rate-limited calls document 429, guarded ones 401.
    for (const key of ['post /v1/auth/login', 'post /v1/auth/verify', 'post /v1/auth/getCode', 'post /v1/auth/active']) {
      const [method, path] = key.split(' ') as [string, string];
      expect(doc.paths[path]![method]!.responses, key).toHaveProperty('429');
    }
    for (const key of ['get /v1/auth/', 'get /v1/projects', 'post /v1/export/']) {
      const [method, path] = key.split(' ') as [string, string];
      expect(doc.paths[path]![method]!.responses, key).toHaveProperty('401');
    }
  });

  it('real answers validate against the documented schemas', async () => {
    conforms('get', '/v1/config', await h.call('GET', '/v1/config'));

    const email = uniqueEmail('docs');
    const password = 'long enough 123';
    const body = { first_name: 'D', last_name: 'O', username: 'd', email, password, confirm_password: password };
    const reg = await h.call('POST', '/v1/auth/register', { body });
    expect(reg.status).toBe(200);
    conforms('post', '/v1/auth/register', reg);
    const dup = await h.call('POST', '/v1/auth/register', { body });
    expect(dup.status).toBe(409);
    conforms('post', '/v1/auth/register', dup);
    const invalid = await h.call('POST', '/v1/auth/register', { body: { ...body, email: 'nope' } });
    expect(invalid.status).toBe(400);
    conforms('post', '/v1/auth/register', invalid);

    const userId = reg.body.data.user._id as string;
    const badCode = await h.call('POST', '/v1/auth/active', { token: reg.body.data.token, body: { id: userId, code: 'abcdef' } });
    expect(badCode.status).toBe(400);
    conforms('post', '/v1/auth/active', badCode);
    const code = await h.smtp.nextCode(email);
    const active = await h.call('POST', '/v1/auth/active', { token: reg.body.data.token, body: { id: userId, code } });
    expect(active.status).toBe(200);
    conforms('post', '/v1/auth/active', active);

    const wrong = await h.call('POST', '/v1/auth/login', { body: { email, password: 'wrong one' } });
    expect(wrong.status).toBe(401);
    conforms('post', '/v1/auth/login', wrong);
    const login = await h.call('POST', '/v1/auth/login', { body: { email, password } });
    expect(login.status).toBe(200);
    conforms('post', '/v1/auth/login', login);
    const token = login.body.data.token as string;

    const me = await h.call('GET', '/v1/auth/', { token });
    expect(me.status).toBe(200);
    conforms('get', '/v1/auth/', me);
    const anonymous = await h.call('GET', '/v1/auth/');
    expect(anonymous.status).toBe(401);
    conforms('get', '/v1/auth/', anonymous);

    const noAccount = await h.call('POST', '/v1/auth/getCode', { body: { email: uniqueEmail('nobody') } });
    expect(noAccount.status).toBe(200);
    conforms('post', '/v1/auth/getCode', noAccount);
    const gc = await h.call('POST', '/v1/auth/getCode', { body: { email } });
    expect(gc.status).toBe(200);
    conforms('post', '/v1/auth/getCode', gc);
    const resetCode = await h.smtp.nextCode(email, { after: 1 });
    const verify = await h.call('POST', '/v1/auth/verify', { body: { id: gc.body.id, code: resetCode } });
    expect(verify.status).toBe(200);
    conforms('post', '/v1/auth/verify', verify);

    const created = await h.call('POST', '/v1/projects', { token, body: { name: 'Docs', url: 'docs.example' } });
    expect(created.status).toBe(201);
    conforms('post', '/v1/projects', created);
    const limit = await h.call('POST', '/v1/projects', { token, body: { name: 'Second', url: 'second.example' } });
    expect(limit.status).toBe(409);
    conforms('post', '/v1/projects', limit);
    const projectId = created.body.data.project._id as string;
    conforms('get', '/v1/projects', await h.call('GET', '/v1/projects', { token }));
    const missing = await h.call('GET', '/v1/projects/nope-nope-nope', { token });
    expect(missing.status).toBe(404);
    conforms('get', '/v1/projects/{id}', missing);

    const page = await h.call('POST', '/v1/pages', { token, form: pageForm({ projectId, sourceUrl: 'https://docs.example/', html: '<p>hi</p>', thumbnail: PNG_1PX }) });
    expect(page.status).toBe(201);
    conforms('post', '/v1/pages', page);
    conforms('get', '/v1/pages/project/{id}', await h.call('GET', `/v1/pages/project/${projectId}`, { token }));
    const deleted = await h.call('DELETE', `/v1/pages/${page.body.data.page._id}`, { token });
    expect(deleted.status).toBe(200);
    conforms('delete', '/v1/pages/{id}', deleted);

    const freeExport = await h.call('POST', '/v1/export/', { token, body: { pageId: 'nope-nope-nope', exportType: 'entirePage', builder: 'gutenberg' } });
    expect(freeExport.status).toBe(404);
    conforms('post', '/v1/export/', freeExport);
  });
});
