import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/index.ts';
import type { Storage } from './storage/local.ts';
import type { Mailer } from './mail/mailer.ts';
import type { TokenService } from './auth/tokens.ts';
import type { CodeService } from './auth/codes.ts';
import type { AccountLimiter } from './auth/account-limit.ts';
import type { LicenseService } from './licenses/service.ts';
import type { SecretBox } from './crypto/secrets.ts';
import type { ExportBackend } from './export/jobs.ts';
import type { ExportAdmission } from './export/admission.ts';
import type { UploadAdmission } from './pages/upload-admission.ts';
import type { SnapshotCleaner } from './pages/snapshot-cleaner.ts';

/** Everything a route needs, built once per server (see app.ts). */
export interface AppContext {
  config: Config;
  db: Db;
  dbKind: 'sqlite' | 'postgres';
  storage: Storage;
  mailer: Mailer;
  tokens: TokenService;
  codes: CodeService;
  /** Per-account limits on login and the code endpoints (database-backed). */
  accountLimiter: AccountLimiter;
  licenses: LicenseService;
  secretBox: SecretBox;
  /** Where exports run: in this process, or queued in PostgreSQL for export workers. */
  exports: ExportBackend;
  /** Per-user and overall bounds on exports waiting or running (429 beyond). */
  exportAdmission: ExportAdmission;
  /** Per-user and overall bounds on page uploads in flight (429 beyond). */
  uploadAdmission: UploadAdmission;
  /** Sanitises uploaded snapshots in worker threads, a few at a time. */
  snapshotCleaner: SnapshotCleaner;
  log: FastifyBaseLogger;
}
