// Admin CLI: `npm run admin -w @pagelift/server -- grant --email a@b.c --plan <id> [--expires ISO]`,
// `revoke --email a@b.c`, `show --email a@b.c`. Uses the same configuration as the server.
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase } from '../db/index.ts';
import { HttpError } from '../http/errors.ts';
import { LicenseService } from './service.ts';

const USAGE = `usage: admin <grant|revoke|show> --email <email> [--plan <id|productId>] [--expires <ISO date>]`;

export interface AdminResult {
  exitCode: number;
  output: string;
}

/** Runs one admin command against the configured database. */
export async function runAdmin(argv: string[], config: Config = loadConfig()): Promise<AdminResult> {
  let values: { email?: string; plan?: string; expires?: string };
  let command: string | undefined;
  try {
    const parsed = parseArgs({ args: argv, allowPositionals: true, options: { email: { type: 'string' }, plan: { type: 'string' }, expires: { type: 'string' } } });
    values = parsed.values;
    command = parsed.positionals[0];
  } catch (err) {
    return { exitCode: 2, output: `${(err as Error).message}\n${USAGE}` };
  }
  if (!command || !['grant', 'revoke', 'show'].includes(command) || !values.email) return { exitCode: 2, output: USAGE };
  if (command === 'grant' && !values.plan) return { exitCode: 2, output: `grant needs --plan (one of ${config.plans.map((p) => p.id).join(', ')})` };

  const { db } = await openDatabase(config);
  const licenses = new LicenseService(db, config.plans);
  try {
    if (command === 'grant') await licenses.grant(values.email, values.plan!, values.expires ?? null, 'admin-cli');
    if (command === 'revoke') await licenses.revoke(values.email);
    const user = await db.selectFrom('users').select('id').where('email', '=', values.email.trim().toLowerCase()).executeTakeFirst();
    if (!user) throw new HttpError(404, `No user with email ${values.email}.`);
    const view = await licenses.view(user.id);
    return { exitCode: 0, output: JSON.stringify({ email: values.email, ...view }) };
  } catch (err) {
    if (err instanceof HttpError) return { exitCode: 1, output: err.message };
    throw err;
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await runAdmin(process.argv.slice(2));
  (result.exitCode === 0 ? process.stdout : process.stderr).write(`${result.output}\n`);
  process.exit(result.exitCode);
}
