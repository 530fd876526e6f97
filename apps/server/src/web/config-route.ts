import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { Schemas, responses } from '../http/schemas.ts';
import { EXTENSION_DOWNLOAD_PATH } from './static.ts';
import { defaultPluginUrl } from './plugin-download.ts';

/** GET /v1/config: public runtime configuration for the web app (no secrets). */
export function registerConfigRoute(app: FastifyInstance, config: Config): void {
  app.get('/v1/config', { schema: { tags: ['config'], response: responses({ 200: Schemas.config }, []) } }, async () => ({
    publicSiteUrl: config.publicSiteUrl,
    apiBaseUrl: config.publicUrl,
    iframeApiUrl: config.htmlPublicUrl,
    googleClientId: config.googleClientId,
    googleScriptUrl: config.googleScriptUrl,
    pluginVersion: config.pluginVersion,
    pluginUrl: config.pluginUrl ?? defaultPluginUrl(config),
    upgradeUrl: config.upgradeUrl,
    sisterProducts: config.sisterProducts,
    documentsUrl: config.documentsUrl,
    contactUrl: config.contactUrl,
    chatUrl: config.chatUrl,
    extensionUrl: config.extensionUrl ?? `${config.publicUrl}${EXTENSION_DOWNLOAD_PATH}`,
  }));
}
