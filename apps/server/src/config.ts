import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { UPLOAD_LIMITS, type UploadLimits } from '@pagelift/contract';
import type { S3StorageOptions } from './storage/s3.ts';

/** The repository root (apps/server/src/ -> ../../..), used for defaults that must not depend on cwd. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** One entry of the plan catalogue. `sites` -1 means unlimited. */
export const Plan = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  productId: z.number().int().nullable(),
  sites: z.number().int().min(-1),
  /** Per-breakpoint styles in exports. */
  responsive: z.boolean(),
  /** May export to the builders in PAID_BUILDERS (elementor, bricks, breakdance). */
  paidBuilders: z.boolean(),
});
export type Plan = z.infer<typeof Plan>;

export const DEFAULT_PLANS: Plan[] = [
  { id: 'free', name: 'Free', productId: null, sites: 1, responsive: false, paidBuilders: false },
  { id: 'starter', name: 'Starter', productId: 2271, sites: 3, responsive: true, paidBuilders: true },
  { id: 'pro', name: 'Pro', productId: 2272, sites: 25, responsive: true, paidBuilders: true },
  { id: 'agency', name: 'Agency', productId: 2273, sites: -1, responsive: true, paidBuilders: true },
];

export interface SisterProduct {
  name: string;
  url: string;
}

export interface Config {
  host: string;
  port: number;
  htmlPort: number;
  publicUrl: string;
  htmlPublicUrl: string;
  dataDir: string;
  /** null: embedded SQLite at DATA_DIR/pagelift.db. */
  databaseUrl: string | null;
  /** PostgreSQL schema to use (created if missing); null uses the server's default search_path. */
  databaseSchema: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  /** null: generated once into DATA_DIR/jwt-secret (mode 600). */
  jwtSecret: string | null;
  tokenTtlSeconds: number;
  googleClientId: string | null;
  googleIssuer: string;
  googleJwksUrl: string;
  googleScriptUrl: string;
  plans: Plan[];
  licenseWebhookSecret: string | null;
  exportConcurrency: number;
  exportTimeoutMs: number;
  /** `inprocess`: exports run in the API process. `postgres`: queued in the database for export workers (needs DATABASE_URL). */
  exportQueue: 'inprocess' | 'postgres';
  /** postgres queue: how long a job may wait for a worker before the call fails. */
  exportQueueWaitMs: number;
  /** postgres queue: tries per job when its worker dies mid-job (pg-boss retry limit + 1). */
  exportAttempts: number;
  /** postgres queue: pg-boss's schema; null → `pgboss` (or `<DATABASE_SCHEMA>_pgboss`). */
  exportQueueSchema: string | null;
  /** postgres queue: how often pg-boss looks for jobs whose worker died (expired past the time limit). */
  exportQueueSuperviseSeconds: number;
  /** postgres queue: false (default) → queue connections commit without waiting for the WAL flush (see export/boss.ts). */
  exportQueueSynchronousCommit: boolean;
  /** Exports one user, and this server, may have waiting or running at once. */
  exportMaxPerUser: number;
  exportMaxInFlight: number;
  /** Bounds of one POST /v1/pages (defaults: the contract's UPLOAD_LIMITS). */
  uploadLimits: UploadLimits;
  /** Uploads one user may have in flight at once, and this server (429 beyond). */
  uploadMaxPerUser: number;
  uploadMaxInFlight: number;
  /** Bytes one user's uploads in flight may add up to (Content-Length reserved up front, else counted as read). */
  uploadMaxBytesPerUser: number;
  /** Longest time one upload may take to arrive, ms (408 beyond). */
  uploadTimeoutMs: number;
  /** Snapshots sanitised at once, each in a worker thread of its own (their memory goes with the thread). */
  uploadSanitizeConcurrency: number;
  /** Webflow Data API origin for "Upload images to assets" (tests point it at a local stand-in). */
  webflowApiUrl: string;
  /** Time limit of each Webflow API call or upload, ms. */
  webflowTimeoutMs: number;
  /** Webflow uploads in flight at once, per export. */
  webflowUploadConcurrency: number;
  codeResendCooldownSeconds: number;
  codeTtlSeconds: number;
  codeMaxAttempts: number;
  loginMaxFailures: number;
  loginLockSeconds: number;
  /** Requests per minute per IP on login and on every code endpoint. */
  authRateLimitPerMinute: number;
  /** Requests per account (email, user id or reset id) and route in one window, across all IPs and processes. */
  authAccountRateLimit: number;
  authAccountRateWindowSeconds: number;
  /** Behind a reverse proxy: take the client IP from X-Forwarded-For (rate limits are per IP). */
  trustProxy: boolean;
  /** Where per-IP limits count: `redis` (REDIS_URL), `database` (shared by every server on PostgreSQL), `memory` (one server). */
  rateLimitStore: 'memory' | 'database' | 'redis';
  redisUrl: string | null;
  /** Prepended to every Redis key this server writes. */
  redisKeyPrefix: string;
  /** Files in an S3-compatible bucket (S3_BUCKET set), else null: DATA_DIR/files. */
  s3: S3StorageOptions | null;
  webDistDir: string;
  logLevel: string;
  pickerScriptFile: string;
  publicSiteUrl: string;
  pluginVersion: string;
  /** Where the WordPress plugin is downloaded; default: this server's PUBLIC_URL/v1/plugin/pagelift.zip. */
  pluginUrl: string | null;
  upgradeUrl: string;
  sisterProducts: SisterProduct[];
  documentsUrl: string;
  contactUrl: string;
  chatUrl: string;
  /** Where the web app links for the extension; null → this server's own download of the built zip. */
  extensionUrl: string | null;
  /** The built extension zip served at /downloads/pagelift-extension.zip. */
  extensionZipFile: string;
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value)) throw new Error(`${name} must be an integer, got ${JSON.stringify(raw)}`);
  return value;
}

function str(env: Env, name: string): string | null {
  const raw = env[name];
  return raw === undefined || raw === '' ? null : raw;
}

/** Relative paths in the environment are relative to where the user ran npm (INIT_CWD), not the workspace. */
function dir(env: Env, name: string, fallback: string): string {
  const raw = str(env, name);
  if (!raw) return fallback;
  return path.resolve(env.INIT_CWD ?? process.cwd(), raw);
}

function loadPlans(env: Env): Plan[] {
  let raw = str(env, 'PLANS_JSON');
  const file = str(env, 'PLANS_FILE');
  if (!raw && file) raw = fs.readFileSync(path.resolve(env.INIT_CWD ?? process.cwd(), file), 'utf8');
  if (!raw) return DEFAULT_PLANS;
  const plans = z.array(Plan).min(1).parse(JSON.parse(raw));
  if (!plans.some((p) => p.id === 'free')) throw new Error("The plan catalogue needs a plan with id 'free'");
  return plans;
}

function exportQueueOf(env: Env): Config['exportQueue'] {
  const raw = str(env, 'EXPORT_QUEUE') ?? 'inprocess';
  if (raw !== 'inprocess' && raw !== 'postgres') throw new Error(`EXPORT_QUEUE must be inprocess or postgres, got ${JSON.stringify(raw)}`);
  return raw;
}

/** Default: Redis when REDIS_URL is set, the database on PostgreSQL (several servers may share it), memory on SQLite. */
function rateLimitStoreOf(env: Env): Config['rateLimitStore'] | null {
  const raw = str(env, 'RATE_LIMIT_STORE');
  if (raw === null) return null;
  if (raw !== 'memory' && raw !== 'database' && raw !== 'redis') throw new Error(`RATE_LIMIT_STORE must be memory, database or redis, got ${JSON.stringify(raw)}`);
  return raw;
}

function s3Of(env: Env): S3StorageOptions | null {
  const bucket = str(env, 'S3_BUCKET');
  if (!bucket) return null;
  const endpoint = str(env, 'S3_ENDPOINT');
  if (endpoint) new URL(endpoint);
  const prefix = str(env, 'S3_PREFIX') ?? '';
  if (prefix && !/^[A-Za-z0-9._-]+\/$/.test(prefix)) throw new Error('S3_PREFIX must be letters, digits, ._- and end with /');
  return {
    bucket,
    prefix,
    endpoint,
    region: str(env, 'S3_REGION') ?? 'us-east-1',
    accessKeyId: str(env, 'S3_ACCESS_KEY_ID'),
    secretAccessKey: str(env, 'S3_SECRET_ACCESS_KEY'),
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true' : !!endpoint,
    presignSeconds: int(env, 'S3_PRESIGN_SECONDS', 0),
  };
}

function originOf(url: string): string {
  return new URL(url).origin;
}

/** Reads the configuration from the environment; `overrides` win (tests and embedders use them). */
export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const port = overrides.port ?? int(env, 'PORT', 8080);
  const htmlPort = overrides.htmlPort ?? int(env, 'HTML_PORT', 8081);
  const publicUrl = str(env, 'PUBLIC_URL') ?? `http://localhost:${port}`;
  const base: Config = {
    // Loopback unless told otherwise: `npm start` on a laptop is not reachable from the network.
    host: str(env, 'HOST') ?? '127.0.0.1',
    port,
    htmlPort,
    publicUrl,
    htmlPublicUrl: str(env, 'HTML_PUBLIC_URL') ?? `http://localhost:${htmlPort}`,
    dataDir: dir(env, 'DATA_DIR', path.join(REPO_ROOT, 'data')),
    databaseUrl: str(env, 'DATABASE_URL'),
    databaseSchema: str(env, 'DATABASE_SCHEMA'),
    smtpUrl: str(env, 'SMTP_URL'),
    mailFrom: str(env, 'MAIL_FROM') ?? 'PageLift <no-reply@pagelift.local>',
    jwtSecret: str(env, 'JWT_SECRET'),
    tokenTtlSeconds: int(env, 'TOKEN_TTL_SECONDS', 30 * 24 * 3600),
    googleClientId: str(env, 'GOOGLE_CLIENT_ID'),
    googleIssuer: str(env, 'GOOGLE_ISSUER') ?? 'https://accounts.google.com',
    googleJwksUrl: str(env, 'GOOGLE_JWKS_URL') ?? 'https://www.googleapis.com/oauth2/v3/certs',
    googleScriptUrl: str(env, 'GOOGLE_SCRIPT_URL') ?? 'https://accounts.google.com/gsi/client',
    plans: loadPlans(env),
    licenseWebhookSecret: str(env, 'LICENSE_WEBHOOK_SECRET'),
    exportConcurrency: int(env, 'EXPORT_CONCURRENCY', 2),
    exportTimeoutMs: int(env, 'EXPORT_TIMEOUT_MS', 120_000),
    exportQueue: exportQueueOf(env),
    exportQueueWaitMs: int(env, 'EXPORT_QUEUE_WAIT_MS', 60_000),
    exportAttempts: int(env, 'EXPORT_ATTEMPTS', 3),
    exportQueueSchema: str(env, 'EXPORT_QUEUE_SCHEMA'),
    exportQueueSuperviseSeconds: int(env, 'EXPORT_QUEUE_SUPERVISE_SECONDS', 10),
    exportQueueSynchronousCommit: env.EXPORT_QUEUE_SYNCHRONOUS_COMMIT === '1' || env.EXPORT_QUEUE_SYNCHRONOUS_COMMIT === 'on' || env.EXPORT_QUEUE_SYNCHRONOUS_COMMIT === 'true',
    exportMaxPerUser: int(env, 'EXPORT_MAX_PER_USER', 2),
    exportMaxInFlight: int(env, 'EXPORT_MAX_IN_FLIGHT', 12),
    uploadLimits: {
      ...UPLOAD_LIMITS,
      totalBytes: int(env, 'UPLOAD_MAX_BYTES', UPLOAD_LIMITS.totalBytes),
      htmlBytes: int(env, 'UPLOAD_MAX_HTML_BYTES', UPLOAD_LIMITS.htmlBytes),
      assetBytes: int(env, 'UPLOAD_MAX_ASSET_BYTES', UPLOAD_LIMITS.assetBytes),
    },
    uploadMaxPerUser: int(env, 'UPLOAD_MAX_PER_USER', 2),
    uploadMaxInFlight: int(env, 'UPLOAD_MAX_IN_FLIGHT', 8),
    uploadMaxBytesPerUser: int(env, 'UPLOAD_MAX_BYTES_PER_USER', 200 * 1024 * 1024),
    uploadTimeoutMs: int(env, 'UPLOAD_TIMEOUT_MS', 300_000),
    uploadSanitizeConcurrency: int(env, 'UPLOAD_SANITIZE_CONCURRENCY', 1),
    webflowApiUrl: str(env, 'WEBFLOW_API_URL') ?? 'https://api.webflow.com',
    webflowTimeoutMs: int(env, 'WEBFLOW_TIMEOUT_MS', 20_000),
    webflowUploadConcurrency: int(env, 'WEBFLOW_UPLOAD_CONCURRENCY', 4),
    codeResendCooldownSeconds: int(env, 'CODE_RESEND_COOLDOWN_SECONDS', 180),
    codeTtlSeconds: int(env, 'CODE_TTL_SECONDS', 15 * 60),
    codeMaxAttempts: int(env, 'CODE_MAX_ATTEMPTS', 5),
    loginMaxFailures: int(env, 'LOGIN_MAX_FAILURES', 5),
    loginLockSeconds: int(env, 'LOGIN_LOCK_SECONDS', 15 * 60),
    authRateLimitPerMinute: int(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 30),
    authAccountRateLimit: int(env, 'AUTH_ACCOUNT_RATE_LIMIT', 20),
    authAccountRateWindowSeconds: int(env, 'AUTH_ACCOUNT_RATE_WINDOW_SECONDS', 15 * 60),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    // Chosen below once overrides are in: it follows REDIS_URL / DATABASE_URL.
    rateLimitStore: 'memory',
    redisUrl: str(env, 'REDIS_URL'),
    redisKeyPrefix: str(env, 'REDIS_KEY_PREFIX') ?? 'pagelift:',
    s3: s3Of(env),
    webDistDir: dir(env, 'WEB_DIST_DIR', path.join(REPO_ROOT, 'apps/web/dist')),
    logLevel: str(env, 'LOG_LEVEL') ?? 'info',
    pickerScriptFile: dir(env, 'PICKER_SCRIPT_FILE', path.join(REPO_ROOT, 'apps/server/src/snapshot-host/picker.js')),
    publicSiteUrl: str(env, 'PUBLIC_SITE_URL') ?? publicUrl,
    pluginVersion: str(env, 'PLUGIN_VERSION') ?? '1.0.58',
    pluginUrl: str(env, 'PLUGIN_URL') ?? null,
    upgradeUrl: str(env, 'UPGRADE_URL') ?? 'https://pagelift.dev/pricing/',
    sisterProducts: env.SISTER_PRODUCTS_JSON
      ? z.array(z.object({ name: z.string(), url: z.string().url() })).parse(JSON.parse(env.SISTER_PRODUCTS_JSON))
      : [
          { name: 'PageLift Fonts', url: 'https://pagelift.dev/fonts/' },
          { name: 'PageLift Media', url: 'https://pagelift.dev/media/' },
        ],
    documentsUrl: str(env, 'DOCUMENTS_URL') ?? 'https://pagelift.dev/docs/',
    contactUrl: str(env, 'CONTACT_URL') ?? 'https://pagelift.dev/contact/',
    chatUrl: str(env, 'CHAT_URL') ?? 'https://pagelift.dev/chat/',
    extensionUrl: str(env, 'EXTENSION_URL') ?? null,
    extensionZipFile: dir(env, 'EXTENSION_ZIP_FILE', path.join(REPO_ROOT, 'apps/extension/build/pagelift-extension.zip')),
  };
  const config = { ...base, ...overrides };
  config.rateLimitStore = overrides.rateLimitStore ?? rateLimitStoreOf(env) ?? (config.redisUrl ? 'redis' : config.databaseUrl ? 'database' : 'memory');
  // Trailing slashes would double up in every URL we build.
  config.publicUrl = config.publicUrl.replace(/\/+$/, '');
  config.htmlPublicUrl = config.htmlPublicUrl.replace(/\/+$/, '');
  config.webflowApiUrl = config.webflowApiUrl.replace(/\/+$/, '');
  originOf(config.publicUrl);
  originOf(config.htmlPublicUrl);
  if (config.exportQueue === 'postgres' && !config.databaseUrl) throw new Error('EXPORT_QUEUE=postgres needs DATABASE_URL');
  if (config.rateLimitStore === 'redis' && !config.redisUrl) throw new Error('RATE_LIMIT_STORE=redis needs REDIS_URL');
  if (config.rateLimitStore === 'database' && !config.databaseUrl) throw new Error('RATE_LIMIT_STORE=database needs DATABASE_URL (PostgreSQL)');
  if (config.exportAttempts < 1 || config.exportAttempts > 10) throw new Error('EXPORT_ATTEMPTS must be between 1 and 10');
  if (config.exportQueueSuperviseSeconds < 1) throw new Error('EXPORT_QUEUE_SUPERVISE_SECONDS must be at least 1');
  return config;
}
