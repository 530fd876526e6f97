import fastJson from 'fast-json-stringify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteSchema = { schema: unknown; method?: string; url?: string; httpStatus?: string };

/**
 * A route-level serializerCompiler for hot routes (issue 14, finding 9): the route's zod response
 * schemas are turned into JSON Schema once and compiled with fast-json-stringify, instead of the
 * zod encode (a full check of every answer) plus JSON.stringify per answer, about 1 µs instead of
 * 3 µs for a project list. Like zod, it writes only the keys the schema names (every object is
 * `additionalProperties: false`), in the schema's order; a missing required key fails the answer
 * (500). Unlike zod it does not refuse a wrong type, it coerces it: use it only on routes whose
 * answer is built by typed code from database rows. Error answers (any status but 2xx) keep the
 * zod serializer, so they are exactly as on every other route.
 */
export function fastResponseSerializer(route: RouteSchema): (data: unknown) => string {
  const { schema, httpStatus } = route;
  if (httpStatus !== undefined && !/^2/.test(httpStatus))
    return serializerCompiler(route as Parameters<typeof serializerCompiler>[0]) as (data: unknown) => string;
  if (!(schema instanceof z.ZodType)) throw new Error('fastResponseSerializer: expected a zod schema');
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  return fastJson(json as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
}
