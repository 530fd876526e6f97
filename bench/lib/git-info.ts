/** Which engine code a bench run measured: last commit touching packages/engine and whether the tree is dirty. */
import { execFileSync } from 'node:child_process';
import { REPO_ROOT } from './fidelity.ts';

export function engineVersion(): { commit: string | null; dirty: boolean } {
  try {
    const commit = execFileSync('git', ['log', '-1', '--format=%h', '--', 'packages/engine'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    const status = execFileSync('git', ['status', '--porcelain', '--', 'packages/engine'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    return { commit: commit || null, dirty: status.length > 0 };
  } catch {
    return { commit: null, dirty: false };
  }
}

export function describeEngine(v = engineVersion()): string {
  return v.commit ? `engine at ${v.commit}${v.dirty ? ' + uncommitted changes' : ''}` : 'engine version unknown';
}
