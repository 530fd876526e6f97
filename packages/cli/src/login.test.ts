// `pagelift login` against the real server: the token is stored with mode 600 in the config
// folder and `capture --project` then uploads without --token; wrong passwords and tokens exit 3.
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDirectory, type StaticServer } from '@pagelift/capture/testing';
import { startPageliftServer, type PageliftServer } from '@pagelift/capture/testing/pagelift-server';
import { main } from './main.ts';

let server: PageliftServer;
let site: StaticServer;
let home: string;

async function run(argv: string[], stdin?: string) {
  let stdout = '';
  let stderr = '';
  const env = { HOME: home };
  const code = await main(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env, stdin: stdin === undefined ? undefined : Readable.from([stdin]) });
  return { code, stdout, stderr };
}

beforeAll(async () => {
  [server, site] = await Promise.all([
    startPageliftServer('127.0.0.1'),
    serveDirectory(null, { '/page.html': '<!doctype html><title>Logged in</title><h1>Hello</h1>' }),
  ]);
  home = await mkdtemp(join(tmpdir(), 'pagelift-home-'));
});

afterAll(async () => {
  await server?.close();
  await site?.close();
  if (home) await rm(home, { recursive: true, force: true });
});

describe('pagelift login', () => {
  it('refuses a wrong password and a wrong token with exit code 3, and stores nothing', async () => {
    const wrong = await run(['login', '--api', server.apiUrl, '--email', server.email, '--password-stdin'], 'not the password\n');
    expect(wrong.code, wrong.stderr).toBe(3);
    expect((await run(['login', '--api', server.apiUrl, '--token', 'not-a-token'])).code).toBe(3);
    await expect(stat(join(home, '.config/pagelift/credentials.json'))).rejects.toThrow();
    expect((await run(['login', '--api', server.apiUrl, '--email', server.email])).stderr).toContain('--password-stdin');
    expect((await run(['login', '--api', 'http://127.0.0.1:9', '--token', 't'])).code).toBe(1);
  });

  it('stores the token readable by the user only, and capture --project then needs no --token', async () => {
    const login = await run(['login', '--api', server.apiUrl, '--email', server.email, '--password-stdin'], `${server.password}\n`);
    expect(login.code, login.stderr).toBe(0);
    expect(login.stderr).toContain(`as ${server.email}`);
    const file = join(home, '.config/pagelift/credentials.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(join(home, '.config/pagelift'))).mode & 0o777).toBe(0o700);
    const stored = JSON.parse(await readFile(file, 'utf8'));
    expect(stored.defaultApi).toBe(server.apiUrl.replace(/\/$/, ''));
    expect(Object.values(stored.servers)).toHaveLength(1);

    // no --api, no --token: the server and token of the last login
    const captured = await run(['capture', `${site.origin}/page.html`, '--project', server.projectId, '--name', 'After login']);
    expect(captured.code, captured.stderr).toBe(0);
    expect(JSON.parse(captured.stdout)).toMatchObject({ name: 'After login' });

    // a token copied from the web app is checked, then stored the same way
    expect((await run(['login', '--api', server.apiUrl, '--token', server.token])).code).toBe(0);

    expect((await run(['logout'])).code).toBe(0);
    const after = await run(['capture', `${site.origin}/page.html`, '--project', server.projectId, '--api', server.apiUrl]);
    expect(after).toMatchObject({ code: 3, stderr: expect.stringContaining('pagelift login') });
  });
});
