import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from './cli.ts';
import { startPageliftServer, type PageliftServer } from './testing/pagelift-server.ts';
import { serveDirectory, type StaticServer } from './testing/static-server.ts';

async function runCli(argv: string[], env: NodeJS.ProcessEnv = {}) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env });
  return { code, stdout, stderr };
}

let site: StaticServer;
let server: PageliftServer;
let dir: string;

beforeAll(async () => {
  site = await serveDirectory(null, {
    '/page.html': '<!doctype html><title>CLI page</title><style>h1{color:rgb(1,2,3)}</style><h1>Hello</h1><img src="/dot.png"><script>1</script>',
    '/dot.png': Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
  });
  server = await startPageliftServer('127.0.0.1');
  dir = await mkdtemp(join(tmpdir(), 'pagelift-cli-'));
});

afterAll(async () => {
  await site?.close();
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('pagelift capture', () => {
  it('explains bad usage with exit code 2', async () => {
    expect(await runCli(['capture'])).toMatchObject({ code: 2, stderr: expect.stringContaining('give exactly one URL') });
    expect(await runCli(['capture', 'ftp://x/'])).toMatchObject({ code: 2, stderr: expect.stringContaining('only http(s)') });
    expect(await runCli(['capture', `${site.origin}/page.html`])).toMatchObject({ code: 2, stderr: expect.stringContaining('--project ID') });
    expect(await runCli(['capture', `${site.origin}/page.html`, '--project', 'p'])).toMatchObject({ code: 3, stderr: expect.stringContaining('needs a token') });
    expect(await runCli(['capture', `${site.origin}/page.html`, '--out', 'x', '--width', '12'])).toMatchObject({ code: 2 });
  });

  it('writes one self-contained file with --out, with progress on stderr', async () => {
    const out = join(dir, 'page.html');
    const result = await runCli(['capture', `${site.origin}/page.html`, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toBe(`${out}\n`);
    expect(result.stderr).toMatch(/opening .*\n.*narrowing the window.*\n(.*\n)*.*settling.*\n(.*\n)*.*captured \d+ elements, 1 stylesheets, 1 assets/);
    const html = await readFile(out, 'utf8');
    expect(html).toContain('<img src="data:image/png;base64,');
    expect(html).not.toContain('<script');
    expect(html).not.toContain(site.origin);
  });

  it('uploads to a project and the snapshot host serves it with stored assets', async () => {
    const result = await runCli(['capture', `${site.origin}/page.html`, '--project', server.projectId, '--api', server.apiUrl, '--name', 'From the CLI'], { PAGELIFT_TOKEN: server.token });
    expect(result.code, result.stderr).toBe(0);
    const page = JSON.parse(result.stdout);
    expect(page).toMatchObject({ name: 'From the CLI', sourceUrl: `${site.origin}/page.html`, htmlVersion: 1 });
    expect(page.thumbnailUrl).toMatch(/\/v1\/resources\/thumbnails\/[a-f0-9]{64}\.jpg$/);
    const served = await (await fetch(server.snapshotUrl(page))).text();
    expect(served).toContain('h1 { color: rgb(1, 2, 3); }');
    expect(served).toMatch(/<img src="http:\/\/127\.0\.0\.1:\d+\/v1\/resources\/assets\/[a-f0-9]{64}\.png">/);
  });

  it('checks the token and the project before capturing, with exit code 3 for a refused token', async () => {
    const requestsBefore = site.requests.length;
    const refused = await runCli(['capture', `${site.origin}/page.html`, '--project', server.projectId, '--api', server.apiUrl, '--token', 'not-a-token']);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain('the server refused the token');
    expect(refused.stderr).toContain('pagelift login');

    const unknown = await runCli(['capture', `${site.origin}/page.html`, '--project', 'NoSuchProject123', '--api', server.apiUrl, '--token', server.token]);
    expect(unknown).toMatchObject({ code: 1, stderr: expect.stringContaining('no project NoSuchProject123') });

    // the project is for 127.0.0.1; the same page as localhost is another domain
    const otherHost = `http://localhost:${new URL(site.origin).port}/page.html`;
    const wrong = await runCli(['capture', otherHost, '--project', server.projectId, '--api', server.apiUrl, '--token', server.token]);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain("This page is not on the project's domain (127.0.0.1)");
    // none of them opened the page
    expect(site.requests.length).toBe(requestsBefore);
  });
});
