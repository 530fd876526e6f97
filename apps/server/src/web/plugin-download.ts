import type { FastifyInstance } from 'fastify';
import { pluginZip } from '@pagelift/wordpress-plugin';
import type { Config } from '../config.ts';

/** Stable address of the WordPress plugin (the export panel's plugin and "upload" links). */
export const PLUGIN_DOWNLOAD_PATH = '/v1/plugin/pagelift.zip';

/** The default `pluginUrl` of /v1/config: this server's own copy. */
export function defaultPluginUrl(config: Pick<Config, 'publicUrl'>): string {
  return `${config.publicUrl}${PLUGIN_DOWNLOAD_PATH}`;
}

/**
 * Serves the plugin zip, built once per process from apps/wordpress-plugin with this server's
 * PLUGIN_VERSION and, as the plugin's default trusted origin, PUBLIC_URL: the origin every
 * export's resource URLs are built on, so a fresh install imports this server's files at once.
 */
export function registerPluginDownload(app: FastifyInstance, config: Config): void {
  let zip: Buffer | undefined;
  app.get(PLUGIN_DOWNLOAD_PATH, { schema: { hide: true } }, async (_req, reply) => {
    zip ??= pluginZip({ version: config.pluginVersion, defaultOrigins: [config.publicUrl] });
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="pagelift-${config.pluginVersion}.zip"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-cache')
      .send(zip);
  });
}
