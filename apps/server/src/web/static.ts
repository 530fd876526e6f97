import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Serves the web app's production build (apps/web/dist) at / when it exists. Any other GET that is
 * not under /v1 and accepts HTML gets index.html, so the client router handles /projects/ etc.
 */
export const EXTENSION_DOWNLOAD_PATH = '/downloads/pagelift-extension.zip';

export async function registerWebApp(app: FastifyInstance, config: Config): Promise<void> {
  // The extension is built next to the server (npm run build -w @pagelift/extension), so a
  // self-hosted PageLift offers its own copy; EXTENSION_URL points elsewhere (a store listing).
  app.get(EXTENSION_DOWNLOAD_PATH, { schema: { hide: true } }, async (_req, reply) => {
    if (!fs.existsSync(config.extensionZipFile)) {
      return reply.status(404).send({ error: 'The extension has not been built: run npm run build -w @pagelift/extension.' });
    }
    return reply
      .type('application/zip')
      .header('content-disposition', 'attachment; filename="pagelift-extension.zip"')
      .header('x-content-type-options', 'nosniff')
      .send(fs.createReadStream(config.extensionZipFile));
  });

  const root = config.webDistDir;
  const hasBuild = fs.existsSync(path.join(root, 'index.html'));
  if (hasBuild) await app.register(fastifyStatic, { root, wildcard: false, index: ['index.html'] });

  app.setNotFoundHandler(async (req, reply) => {
    const isApi = req.url === '/v1' || req.url.startsWith('/v1/');
    if (!isApi && hasBuild && (req.method === 'GET' || req.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html', root);
    }
    return reply.status(404).send({ error: 'Not found.' });
  });
}
