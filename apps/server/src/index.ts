import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from './config.ts';
import { buildServers } from './app.ts';
import type { Engine } from './export/engine.ts';

export type { Config } from './config.ts';
export { loadConfig } from './config.ts';

export interface RunningServer {
  /** The API origin, e.g. http://127.0.0.1:8080 (no trailing slash). */
  apiUrl: string;
  /** The snapshot host origin. */
  htmlUrl: string;
  config: Config;
  app: FastifyInstance;
  close(): Promise<void>;
}

function isWildcard(host: string): boolean {
  return host === '0.0.0.0' || host === '::' || host === '';
}

/**
 * Starts the API (PORT) and the snapshot host (HTML_PORT). Port 0 picks a free port; unless a
 * public URL was given, PUBLIC_URL / HTML_PUBLIC_URL then follow the real ports.
 */
export async function startServer(overrides: Partial<Config> = {}, opts: { loadEngine?: () => Promise<Engine> } = {}): Promise<RunningServer> {
  const config = loadConfig(process.env, overrides);
  const derivePublic = config.port === 0 && !overrides.publicUrl && !process.env.PUBLIC_URL;
  const deriveHtml = config.htmlPort === 0 && !overrides.htmlPublicUrl && !process.env.HTML_PUBLIC_URL;
  const servers = await buildServers(config, opts);
  try {
    await servers.app.listen({ port: config.port, host: config.host });
    await servers.htmlApp.listen({ port: config.htmlPort, host: config.host });
  } catch (err) {
    await servers.close();
    throw err;
  }
  const urlHost = isWildcard(config.host) ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host;
  const apiPort = (servers.app.server.address() as { port: number }).port;
  const htmlPort = (servers.htmlApp.server.address() as { port: number }).port;
  if (derivePublic) config.publicUrl = `http://${urlHost}:${apiPort}`;
  if (deriveHtml) config.htmlPublicUrl = `http://${urlHost}:${htmlPort}`;
  if (derivePublic && config.publicSiteUrl.endsWith(':0')) config.publicSiteUrl = config.publicUrl;
  config.port = apiPort;
  config.htmlPort = htmlPort;
  servers.app.log.info(`PageLift API on ${config.publicUrl}, snapshot host on ${config.htmlPublicUrl}`);
  return {
    apiUrl: `http://${urlHost}:${apiPort}`,
    htmlUrl: `http://${urlHost}:${htmlPort}`,
    config,
    app: servers.app,
    close: servers.close,
  };
}
