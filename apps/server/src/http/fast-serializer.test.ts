import { describe, expect, it } from 'vitest';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { fastResponseSerializer } from './fast-serializer.ts';
import { ErrorBody, Schemas } from './schemas.ts';

const project = (id: string, settings: Record<string, string>) => ({
  _id: id,
  name: `name ${id} "quoted" \u2028`,
  url: `${id}.example`,
  deleted: false,
  settings,
  createdAt: '2026-11-25T08:00:00.000Z',
  updatedAt: '2026-11-25T08:00:01.000Z',
});

describe('fastResponseSerializer', () => {
  const zod = serializerCompiler({ schema: Schemas.projects, method: 'GET', url: '/v1/projects' } as never) as (data: unknown) => string;
  const fast = fastResponseSerializer({ schema: Schemas.projects, method: 'GET', url: '/v1/projects', httpStatus: '200' });

  it('writes the same JSON as the zod serializer for project lists', () => {
    for (const data of [
      { data: { projects: [], projectsRemaining: -1 } },
      { data: { projects: [project('a', {}), project('b', { webflowAPIToken: '****abcd', targetDomain: 'x.webflow.io' })], projectsRemaining: 3 } },
    ]) {
      expect(fast(data)).toBe(zod(data));
      expect(JSON.parse(fast(data))).toEqual(data);
    }
  });

  it('keeps keys the schema does not name out of the answer, at every level', () => {
    const leaky = {
      secret: 'top',
      data: {
        token: 'mid',
        projects: [{ ...project('a', { webflowAPIToken: '****abcd', raw: 'full token' } as never), user_id: 'u1', webflow_token: 'sealed' }],
        projectsRemaining: 1,
      },
    };
    const out = fast(leaky);
    for (const leaked of ['top', 'mid', 'full token', 'u1', 'sealed', 'user_id', 'webflow_token', 'raw']) expect(out).not.toContain(leaked);
    expect(out).toBe(zod(leaky));
  });

  it('fails an answer that lacks a required key instead of writing it', () => {
    expect(() => fast({ data: { projects: [{ _id: 'a' }], projectsRemaining: 1 } })).toThrow();
  });

  it('leaves error answers to the zod serializer', () => {
    const body = { error: 'Unauthorized', extra: 'kept as on every route' };
    const zodError = serializerCompiler({ schema: ErrorBody, method: 'GET', url: '/v1/projects' } as never) as (data: unknown) => string;
    const fastError = fastResponseSerializer({ schema: ErrorBody, method: 'GET', url: '/v1/projects', httpStatus: '401' });
    expect(fastError(body)).toBe(zodError(body));
    expect(() => fastError({ nope: 1 })).toThrow(/match the schema/);
  });
});
