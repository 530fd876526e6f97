import type { FastifyInstance } from 'fastify';
import { LISTED_BUILDERS, type Builder } from '@pagelift/contract';
import type { Config } from '../config.ts';
import { Schemas, responses } from '../http/schemas.ts';
import { EXTENSION_DOWNLOAD_PATH } from './static.ts';
import { defaultPluginUrl } from './plugin-download.ts';

let available: Promise<Builder[]> | undefined;

/**
 * The listed builders the engine has a serializer for. Read from the engine's registry (no
 * browser driver in that module), once, on the first request, so the server starts without it.
 */
function availableBuilders(): Promise<Builder[]> {
  available ??= import('@pagelift/engine/registry').then(({ registeredBuilders }) => {
    const registered: readonly string[] = registeredBuilders();
    return LISTED_BUILDERS.filter((b) => registered.includes(b));
  });
  return available;
}

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
    builders: await availableBuilders(),
  }));
}
