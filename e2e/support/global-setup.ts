import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const web = path.join(root, 'apps/web');

/** Newest modification time under the given files and folders. */
function newest(paths: string[]): number {
  let latest = 0;
  const visit = (p: string) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) for (const entry of readdirSync(p)) visit(path.join(p, entry));
    else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return latest;
}

/** The suite tests the production build the server serves: rebuild it when its sources are newer. */
export default function setup(): void {
  const built = path.join(web, 'dist/index.html');
  // vitest sets NODE_ENV=test, which would give Vite a development React build; force production below.
  const sources = newest([path.join(web, 'src'), path.join(web, 'index.html'), path.join(web, 'vite.config.ts'), path.join(web, 'public'), path.join(root, 'packages/contract/src')]);
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: web, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error('Building the web app failed');
}
