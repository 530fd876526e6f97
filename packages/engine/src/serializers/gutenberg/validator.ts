// Tests and bench: WordPress's own block code (tools/gutenberg-validate, two package sets) judges
// exported markup. One child process per profile is loaded once and reused for every document.
import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { REPO_ROOT } from '../../test-support.ts';

export const VALIDATOR_DIR = join(REPO_ROOT, 'tools/gutenberg-validate');
/** `newest`: the block-library line WordPress 7.0 ships; `wp-6.8`: WordPress 6.8's. */
export const PROFILES = { newest: VALIDATOR_DIR, 'wp-6.8': join(VALIDATOR_DIR, 'wp-6.8') } as const;
export type Profile = keyof typeof PROFILES;

export interface ValidationResult {
  id: string;
  counts: { valid: number; migrated: number; invalid: number; unregistered: number; freeform: number };
  problems: Array<{ path: string; name: string; status: string; issues: string[] }>;
}

export function validatorInstalled(profile: Profile): boolean {
  return existsSync(join(PROFILES[profile], 'node_modules/@wordpress/block-library'));
}

/** Installs a profile's WordPress packages from npm when missing (about 20 s each from a warm cache). */
export function ensureValidator(profile: Profile): void {
  if (validatorInstalled(profile)) return;
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: PROFILES[profile], stdio: 'inherit', timeout: 600_000 });
}

export class BlockValidator {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly waiting = new Map<string, (r: ValidationResult) => void>();
  /** Resolves once the block library is loaded. */
  readonly ready: Promise<void>;
  private next = 0;

  constructor(readonly profile: Profile) {
    if (!validatorInstalled(profile)) throw new Error(`gutenberg-validate (${profile}) is not installed: run npm ci in ${PROFILES[profile]}`);
    this.child = spawn(process.execPath, [join(VALIDATOR_DIR, 'batch.mjs')], { cwd: VALIDATOR_DIR, env: { ...process.env, GB_VALIDATE_ROOT: PROFILES[profile] } });
    let stderr = '';
    this.child.stderr.on('data', (d) => (stderr += String(d)).slice(-4000));
    const lines = createInterface({ input: this.child.stdout });
    this.ready = new Promise((resolve, reject) => {
      this.child.once('exit', (code) => reject(new Error(`validator (${profile}) exited with ${code}: ${stderr}`)));
      lines.on('line', (line) => {
        const msg = JSON.parse(line);
        if (msg.ready) return resolve();
        this.waiting.get(msg.id)?.(msg);
        this.waiting.delete(msg.id);
      });
    });
  }

  async validate(markup: string): Promise<ValidationResult> {
    await this.ready;
    const id = String(++this.next);
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.child.stdin.write(`${JSON.stringify({ id, markup })}\n`);
    });
  }

  close(): void {
    this.child.stdin.end();
    this.child.kill();
  }
}
