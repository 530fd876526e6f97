import type { Kysely } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely';

/** One ordered list of migrations for both SQLite and PostgreSQL (portable column types only). */
const migrations: Record<string, Migration> = {
  '0001_initial': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('avatar', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('code', 'integer', (c) => c.notNull())
        .addColumn('password_hash', 'text')
        .addColumn('google_sub', 'text', (c) => c.unique())
        .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('verification_codes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('verified_at', 'text')
        .addColumn('consumed_at', 'text')
        .execute();
      await db.schema.createIndex('verification_codes_user').on('verification_codes').columns(['user_id', 'purpose']).execute();

      await db.schema
        .createTable('licenses')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('plan_id', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text')
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('projects')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('webflow_token', 'text')
        .addColumn('target_domain', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('projects_user').on('projects').column('user_id').execute();

      await db.schema
        .createTable('pages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('source_url', 'text', (c) => c.notNull())
        .addColumn('html', 'text', (c) => c.notNull().unique())
        .addColumn('html_version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('thumbnail_key', 'text')
        .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('pages_project').on('pages').column('project_id').execute();

      await db.schema
        .createTable('webhook_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      for (const t of ['webhook_events', 'pages', 'projects', 'licenses', 'verification_codes', 'users']) {
        await db.schema.dropTable(t).execute();
      }
    },
  },
  '0002_account_rate_limits': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('window_start', 'text', (c) => c.notNull())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rate_limits_window').on('rate_limits').column('window_start').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('rate_limits').execute();
    },
  },
  '0003_export_jobs': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('export_jobs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('result', 'text')
        .addColumn('error', 'text')
        .addColumn('error_kind', 'text')
        .addColumn('worker', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text')
        .addColumn('finished_at', 'text')
        .execute();
      await db.schema.createIndex('export_jobs_queue').on('export_jobs').columns(['status', 'created_at']).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('export_jobs').execute();
    },
  },
  '0004_webflow_assets': {
    async up(db: Kysely<any>) {
      // Images already uploaded to a user's Webflow site, by content hash: never uploaded twice.
      await db.schema
        .createTable('webflow_assets')
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('site_id', 'text', (c) => c.notNull())
        .addColumn('file_hash', 'text', (c) => c.notNull())
        .addColumn('asset_id', 'text', (c) => c.notNull())
        .addColumn('hosted_url', 'text', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('webflow_assets_pk', ['user_id', 'site_id', 'file_hash'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('webflow_assets').execute();
    },
  },
  '0005_projects_user_live': {
    async up(db: Kysely<any>) {
      // The project list (live projects of a user, oldest first) straight from the index, without a
      // sort, and the used-sites count from the index alone (issue 14). Its first column serves every
      // lookup the old user_id index served.
      await db.schema.createIndex('projects_user_live').on('projects').columns(['user_id', 'deleted', 'created_at']).execute();
      await db.schema.dropIndex('projects_user').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.createIndex('projects_user').on('projects').column('user_id').execute();
      await db.schema.dropIndex('projects_user_live').execute();
    },
  },
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
