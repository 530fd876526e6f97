import Fastify, { type FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { openDatabase } from './db/index.ts';
import { UploadAdmission } from './pages/upload-admission.ts';
import { SnapshotCleaner } from './pages/snapshot-cleaner.ts';
import { sweepSpool } from './pages/upload.ts';
import { createStorage } from './storage/index.ts';
import { registerRateLimit } from './http/rate-limit-store.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { useLazyRequestLoggers } from './http/lazy-logger.ts';
import { createMailer } from './mail/mailer.ts';
import { deriveKey, loadMasterSecret, secretBoxOf } from './crypto/secrets.ts';
import { TokenService } from './auth/tokens.ts';
import { CodeService } from './auth/codes.ts';
import { AccountLimiter } from './auth/account-limit.ts';
import { createGoogleVerifier } from './auth/google.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { registerPasswordRoutes } from './auth/password-routes.ts';
import { registerProfileRoutes } from './auth/profile-routes.ts';
import { LicenseService } from './licenses/service.ts';
import { registerLicenseWebhook } from './licenses/webhook.ts';
import { registerProjectRoutes } from './projects/routes.ts';
import { registerPageRoutes } from './pages/routes.ts';
import { registerResourceRoutes } from './resources/routes.ts';
import { registerExportRoutes } from './export/routes.ts';
import { InProcessExports } from './export/jobs.ts';
import { BossExports } from './export/boss-queue.ts';
import { bossSchemaOf } from './export/boss.ts';
import { type Engine, closeLoadedEngine, loadEngine } from './export/engine.ts';
import { registerConfigRoute } from './web/config-route.ts';
import { registerWebApp } from './web/static.ts';
import { registerPluginDownload } from './web/plugin-download.ts';
import { installErrorHandler } from './http/errors.ts';
import { buildSnapshotHost } from './snapshot-host/server.ts';
import { refuseNul } from './http/nul.ts';
import { ExportAdmission } from './export/admission.ts';

/** Request logs never carry credentials, passwords, codes or tokens. */
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.new_password',
  '*.current_password',
  '*.confirm_password',
  '*.code',
  '*.credential',
  '*.token',
  '*.webflowAPIToken',
];

export interface BuiltServers {
  app: FastifyInstance;
  htmlApp: FastifyInstance;
  ctx: AppContext;
  close(): Promise<void>;
}

/** The Content-Security-Policy of the web app's pages (the SPA shell). */
function appCsp(config: Config): string {
  const google = new URL(config.googleScriptUrl).origin;
  const frames = new URL(config.htmlPublicUrl).origin;
  return [
    "default-src 'self'",
    `script-src 'self' ${google}`,
    `style-src 'self' 'unsafe-inline' ${google}`,
    'img-src * data: blob:',
    "font-src 'self' data: https:",
    `connect-src 'self' ${google}`,
    `frame-src ${frames} ${google}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export async function buildServers(config: Config, opts: { loadEngine?: () => Promise<Engine> } = {}): Promise<BuiltServers> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: { paths: LOG_REDACT, censor: '[redacted]' } },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
  });
  useLazyRequestLoggers(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('currentUser', null);
  installErrorHandler(app);

  const { db, kind } = await openDatabase(config);
  app.log.info({ database: kind, dataDir: config.dataDir, exportQueue: config.exportQueue }, `database: ${kind}, export queue: ${config.exportQueue}`);
  if (!config.jwtSecret && (config.s3 || config.exportQueue === 'postgres' || config.rateLimitStore !== 'memory')) {
    // Tokens, code hashes and sealed Webflow tokens are keyed by it: every server and worker needs the same one.
    app.log.warn('JWT_SECRET is not set: this server uses the secret generated in its DATA_DIR; several servers or workers need one JWT_SECRET');
  }
  const master = loadMasterSecret(config.jwtSecret, config.dataDir);
  const secretBox = secretBoxOf(master);
  const ctx: AppContext = {
    config,
    db,
    dbKind: kind,
    storage: createStorage(config),
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log }),
    tokens: new TokenService(deriveKey(master, 'jwt'), config.tokenTtlSeconds),
    codes: new CodeService(db, deriveKey(master, 'codes'), {
      ttlSeconds: config.codeTtlSeconds,
      maxAttempts: config.codeMaxAttempts,
      resendCooldownSeconds: config.codeResendCooldownSeconds,
    }),
    accountLimiter: new AccountLimiter(db, { max: config.authAccountRateLimit, windowSeconds: config.authAccountRateWindowSeconds }),
    licenses: new LicenseService(db, config.plans),
    secretBox,
    exports:
      config.exportQueue === 'postgres'
        ? await BossExports.open(
            config.databaseUrl!,
            {
              waitMs: config.exportQueueWaitMs,
              attempts: config.exportAttempts,
              superviseSeconds: config.exportQueueSuperviseSeconds,
              synchronousCommit: config.exportQueueSynchronousCommit,
              bossSchema: bossSchemaOf(config.exportQueueSchema, config.databaseSchema),
              secretBox,
            },
            (err) => app.log.error({ err }, 'export queue error'),
          )
        : new InProcessExports(config.exportConcurrency, config.exportTimeoutMs, opts.loadEngine ?? loadEngine),
    exportAdmission: new ExportAdmission({ perUser: config.exportMaxPerUser, total: config.exportMaxInFlight, retryAfterSeconds: Math.max(5, Math.ceil(config.exportTimeoutMs / 1000 / 4)) }),
    uploadAdmission: new UploadAdmission({
      perUser: config.uploadMaxPerUser,
      total: config.uploadMaxInFlight,
      bytesPerUser: config.uploadMaxBytesPerUser,
      retryAfterSeconds: 30,
    }),
    snapshotCleaner: new SnapshotCleaner({ concurrency: config.uploadSanitizeConcurrency }),
    log: app.log,
  };
  await sweepSpool(config.dataDir, config.uploadTimeoutMs);

  registerSecurityHeaders(app, {
    // The SPA shell gets its CSP below; API JSON needs none, and resources set their own.
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
    // The social sign-in popup must be able to report back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  // A callback hook, not an async one: it runs on every answer and has nothing to wait for.
  app.addHook('onSend', (req, reply, payload, done) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !req.url.startsWith('/v1/docs')) reply.header('content-security-policy', appCsp(config));
    done(null, payload);
  });
  app.addHook('preHandler', refuseNul);
  const closeRateLimit = await registerRateLimit(app, config, db);
  await app.register(fastifyMultipart);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'PageLift API', version: '0.1.0', description: 'Accounts, licences, projects, pages and exports.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/v1/docs',
    // Scripts and styles from the docs' own origin (and the plugin's hashed inline ones) only; the
    // plugin's https upgrade is dropped (the server also runs on plain http), and nobody frames it.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header.replace(/\s*upgrade-insecure-requests;?/, '').replace(' validator.swagger.io', '').replace("frame-ancestors 'self'", "frame-ancestors 'none'").replace(/ https:/g, ''),
  });

  registerConfigRoute(app, config);
  registerPluginDownload(app, config);
  registerAuthRoutes(app, ctx, createGoogleVerifier(config));
  registerPasswordRoutes(app, ctx);
  registerProfileRoutes(app, ctx);
  registerProjectRoutes(app, ctx);
  registerPageRoutes(app, ctx);
  registerResourceRoutes(app, ctx);
  registerExportRoutes(app, ctx);
  await registerLicenseWebhook(app, ctx);
  app.get('/v1/health', { schema: { hide: true } }, async () => ({ ok: true, database: kind }));
  await registerWebApp(app, config, ctx.storage);

  const htmlApp = buildSnapshotHost(ctx, app.log);

  return {
    app,
    htmlApp,
    ctx,
    async close() {
      await ctx.exports.close();
      await app.close();
      await ctx.snapshotCleaner.close();
      await htmlApp.close();
      await closeRateLimit();
      await ctx.storage.close();
      ctx.mailer.close();
      await db.destroy();
      await closeLoadedEngine().catch(() => {});
    },
  };
}
