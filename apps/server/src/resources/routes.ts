import type { FastifyInstance } from 'fastify';
import { RESOURCE_BYTES_HEADER } from '@pagelift/contract';
import type { AppContext } from '../context.ts';
import { RESOURCE_TYPES } from '../files/detect.ts';

const NAME = /^([a-f0-9]{64})\.([a-z0-9]{2,5})$/;
const KINDS = new Set(['assets', 'thumbnails', 'avatars']);

/**
 * GET /v1/resources/{kind}/{sha256}.{ext}: content-addressed files, so they are immutable and
 * public to anyone holding the URL. Only known non-HTML types; a sandbox CSP neuters SVG if opened
 * directly; CORS/CORP allow the snapshot host (another origin) to load images and fonts.
 */
export function registerResourceRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { kind: string; name: string } }>('/v1/resources/:kind/:name', { schema: { hide: true } }, async (req, reply) => {
    const { kind, name } = req.params;
    const match = NAME.exec(name);
    const type = match ? RESOURCE_TYPES[match[2]!] : undefined;
    if (!KINDS.has(kind) || !match || !type) return reply.status(404).send({ error: 'Resource not found.' });
    // Presigned redirects (S3_PRESIGN_SECONDS): the bucket serves the bytes; content addressing keeps the URL honest.
    // The export browser follows no redirect and says so: it gets the bytes.
    const signed = req.headers[RESOURCE_BYTES_HEADER] ? null : await ctx.storage.signedUrl(`${kind}/${name}`, { contentType: type });
    if (signed) return reply.header('cache-control', 'private, max-age=60').redirect(signed, 302);
    const bytes = await ctx.storage.get(`${kind}/${name}`);
    if (!bytes) return reply.status(404).send({ error: 'Resource not found.' });
    return reply
      .header('content-type', type)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; img-src data:; style-src 'unsafe-inline'; font-src data:; sandbox")
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('access-control-allow-origin', '*')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(bytes);
  });
}
