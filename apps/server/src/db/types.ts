/**
 * Table shapes, portable between SQLite and PostgreSQL: timestamps are ISO-8601 text,
 * flags are integers 0/1, ids are random url-safe text.
 */
export interface UsersTable {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  username: string;
  avatar: string | null;
  status: 'active' | 'pending';
  /** The spec's User.code: 0 for a social account that never set a password, 1 otherwise. */
  code: number;
  password_hash: string | null;
  google_sub: string | null;
  /** Bumped on password change/reset and logout-everywhere; tokens carry the version they were issued with. */
  token_version: number;
  failed_logins: number;
  locked_until: string | null;
  created_at: string;
  updated_at: string;
}

export type CodePurpose = 'activate' | 'reset';

export interface VerificationCodesTable {
  /** For password resets this is the `id` the client carries between the three steps. */
  id: string;
  user_id: string;
  purpose: CodePurpose;
  code_hash: string;
  attempts: number;
  sent_at: string;
  expires_at: string;
  verified_at: string | null;
  consumed_at: string | null;
}

export interface LicensesTable {
  user_id: string;
  plan_id: string;
  expires_at: string | null;
  source: string;
  updated_at: string;
}

export interface ProjectsTable {
  id: string;
  user_id: string;
  name: string;
  url: string;
  deleted: number;
  webflow_token: string | null;
  target_domain: string | null;
  created_at: string;
  updated_at: string;
}

export interface PagesTable {
  id: string;
  project_id: string;
  user_id: string;
  name: string;
  source_url: string;
  /** The snapshot's public identifier (`html` in the spec), used by the snapshot host. */
  html: string;
  html_version: number;
  thumbnail_key: string | null;
  deleted: number;
  created_at: string;
  updated_at: string;
}

export interface WebhookEventsTable {
  id: string;
  received_at: string;
}

/** Per-account request counters (fixed window), shared by every server process using the database. */
export interface RateLimitsTable {
  /** `<route>:<account>`, e.g. `verify:<reset id>` or `login:<email>`. */
  key: string;
  window_start: string;
  hits: number;
}

/** EXPORT_QUEUE=postgres: one row per export between the API and a worker; deleted once answered. */
export interface ExportJobsTable {
  id: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  /** JSON ExportJob (snapshot, settings, base URL, time limit). */
  payload: string;
  /** JSON ExportResult once done. */
  result: string | null;
  error: string | null;
  error_kind: 'input' | 'crash' | null;
  worker: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/** An image uploaded to a user's Webflow site (Data API asset), by MD5 of its bytes. */
export interface WebflowAssetsTable {
  user_id: string;
  site_id: string;
  file_hash: string;
  asset_id: string;
  hosted_url: string;
  file_name: string;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  verification_codes: VerificationCodesTable;
  licenses: LicensesTable;
  projects: ProjectsTable;
  pages: PagesTable;
  webhook_events: WebhookEventsTable;
  rate_limits: RateLimitsTable;
  export_jobs: ExportJobsTable;
  webflow_assets: WebflowAssetsTable;
}
