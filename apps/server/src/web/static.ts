import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Storage } from '../storage/storage.ts';

/** The extension zip in shared storage, for servers that were not built with it (S3: any instance serves it). */
export const EXTENSION_STORAGE_KEY = 'downloads/pagelift-extension.zip';

/**
 * Serves the web app's production build (apps/web/dist) at / when it exists. Any other GET that is
 * not under /v1 and accepts HTML gets index.html, so the client router handles /projects/ etc.
 */
export const EXTENSION_DOWNLOAD_PATH = '/downloads/pagelift-extension.zip';

export async function registerWebApp(app: FastifyInstance, config: Config, storage: Storage): Promise<void> {
  // The extension is built next to the server (npm run build -w @pagelift/extension), so a
  // self-hosted PageLift offers its own copy; EXTENSION_URL points elsewhere (a store listing).
  // With shared storage (S3) a server that has the build publishes it, and any server serves it.
  const built = fs.existsSync(config.extensionZipFile);
  if (built && storage.kind === 's3') {
    await storage.put(EXTENSION_STORAGE_KEY, fs.createReadStream(config.extensionZipFile)).catch((err) => app.log.error({ err }, 'could not publish the extension zip to storage'));
  }
  app.get(EXTENSION_DOWNLOAD_PATH, { schema: { hide: true } }, async (_req, reply) => {
    const body = fs.existsSync(config.extensionZipFile) ? fs.createReadStream(config.extensionZipFile) : storage.kind === 's3' ? await storage.get(EXTENSION_STORAGE_KEY) : null;
    if (!body) {
      return reply.status(404).send({ error: 'The extension has not been built: run npm run build -w @pagelift/extension.' });
    }
    return reply
      .type('application/zip')
      .header('content-disposition', 'attachment; filename="pagelift-extension.zip"')
      .header('x-content-type-options', 'nosniff')
      .send(body);
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
