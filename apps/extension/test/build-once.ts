import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildExtension, type BuildResult } from '../scripts/build.ts';

/** Each test file builds its own copy, so a developer's `npm run build` never races a test run. */
export async function buildForTest(): Promise<BuildResult> {
  const dir = await mkdtemp(join(tmpdir(), 'pagelift-ext-build-'));
  return buildExtension({ outDir: join(dir, 'unpacked'), zipPath: join(dir, 'pagelift-extension.zip') });
}
