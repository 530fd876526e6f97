// Black-box walk through the whole API, once per database backend.
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@pagelift/contract';
import { REPO_ROOT, loadConfig } from './config.ts';
import { runAdmin } from './licenses/admin-cli.ts';
import { backends } from './test/database.ts';
import { PNG_1PX, pageForm, startHarness, uniqueEmail, type Harness } from './test/harness.ts';

function runNpmAdmin(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'admin', '-w', '@pagelift/server', '--', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

describe.each(backends())('API walk on %s', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
    console.info(`[server api walk] database backend: ${backend}`);
  });
  afterAll(() => h?.close());

  it('walks register → mail → activate → licence → projects → admin grant → pages → forgot password', async () => {
    const email = uniqueEmail('walk');
    const password = 'first password 1';

    // Register: a pending user, a token, and a code that really arrives over SMTP.
    const reg = await h.call('POST', '/v1/auth/register', {
      body: { first_name: 'Ada', last_name: 'Lovelace', username: 'ada', email, password, confirm_password: password },
    });
    expect(reg.status).toBe(200);
    expect(reg.body.data.user).toMatchObject({ email, status: 'pending', first_name: 'Ada', code: 1 });
    expect(reg.body.data.user).not.toHaveProperty('password_hash');
    const userId: string = reg.body.data.user._id;
    expect(userId).toMatch(/^[A-Za-z0-9]{16}$/);
    const code = await h.smtp.nextCode(email);

    // Pending users can load themselves but not projects.
    const pendingMe = await h.call('GET', '/v1/auth/', { token: reg.body.data.token });
    expect(pendingMe.body.data.user.status).toBe('pending');
    expect((await h.call('GET', '/v1/projects', { token: reg.body.data.token })).status).toBe(403);

    const act = await h.call('POST', '/v1/auth/active', { token: reg.body.data.token, body: { id: userId, code } });
    expect(act.status).toBe(200);
    expect(act.body.data).toMatchObject({ status: 'success', user: { _id: userId, status: 'active' } });

    const login = await h.call('POST', '/v1/auth/login', { body: { email, password } });
    expect(login.status).toBe(200);
    const token: string = login.body.data.token;
    expect(login.body.data.user.status).toBe('active');

    const me = await h.call('GET', '/v1/auth/', { token });
    expect(me.body.data.license).toEqual({ licenseId: 'free', licenseName: 'Free', sitesRemaining: 1, expiration: null, productId: null });

    // Free plan: one site, the second project is refused with 409 and a reason.
    const p1 = await h.call('POST', '/v1/projects', { token, body: { name: 'Site one', url: 'https://www.example.com/about' } });
    expect(p1.status).toBe(201);
    expect(p1.body.data.project).toMatchObject({ name: 'Site one', url: 'www.example.com', deleted: false });
    expect(p1.body.data.projectsRemaining).toBe(0);
    const p2 = await h.call('POST', '/v1/projects', { token, body: { name: 'Site two', url: 'example.org' } });
    expect(p2.status).toBe(409);
    expect(p2.body.error).toMatch(/limit of your Free plan \(1 site\).*upgrade/i);

    // The admin CLI, as a function: a mid plan.
    const config = loadConfig({}, { dataDir: h.dataDir, ...h.dbOverrides });
    const granted = await runAdmin(['grant', '--email', email, '--plan', 'pro'], config);
    expect(granted.exitCode).toBe(0);
    expect(JSON.parse(granted.output)).toMatchObject({ licenseId: 'pro', sitesRemaining: 24 });
    expect((await runAdmin(['grant', '--email', email, '--plan', 'nope'], config)).exitCode).toBe(1);
    expect((await runAdmin(['grant', '--email', 'nobody@example.test', '--plan', 'pro'], config)).exitCode).toBe(1);

    // ... and as a real subprocess through the documented npm command: the top plan.
    const env: Record<string, string> = { DATA_DIR: h.dataDir, LOG_LEVEL: 'warn' };
    if (h.dbOverrides.databaseUrl) env.DATABASE_URL = h.dbOverrides.databaseUrl;
    if (h.dbOverrides.databaseSchema) env.DATABASE_SCHEMA = h.dbOverrides.databaseSchema;
    const cli = await runNpmAdmin(['grant', '--email', email, '--plan', '2273'], env);
    expect(cli.code, cli.stderr).toBe(0);
    expect(JSON.parse(cli.stdout.trim().split('\n').pop()!)).toMatchObject({ licenseId: 'agency', productId: 2273, sitesRemaining: -1 });
    const shown = await runNpmAdmin(['show', '--email', email], env);
    expect(JSON.parse(shown.stdout.trim().split('\n').pop()!).licenseId).toBe('agency');

    const lic = (await h.call('GET', '/v1/auth/', { token })).body.data.license;
    expect(lic).toMatchObject({ licenseId: 'agency', productId: 2273, sitesRemaining: -1 });

    const p3 = await h.call('POST', '/v1/projects', { token, body: { name: 'Site two', url: 'example.org' } });
    expect(p3.status).toBe(201);
    expect(p3.body.data.projectsRemaining).toBe(-1);
    const p4 = await h.call('POST', '/v1/projects', { token, body: { name: 'Site three', url: 'docs.example.net' } });
    expect(p4.status).toBe(201);

    // Rename and read back.
    const projectId: string = p1.body.data.project._id;
    const renamed = await h.call('PUT', `/v1/projects/${projectId}`, { token, body: { _id: projectId, name: 'Renamed site' } });
    expect(renamed.status).toBe(200);
    expect((await h.call('GET', `/v1/projects/${projectId}`, { token })).body.data.project.name).toBe('Renamed site');
    const list = await h.call('GET', '/v1/projects', { token });
    expect(list.body.data.projects.map((p: { name: string }) => p.name)).toEqual(['Renamed site', 'Site two', 'Site three']);
    expect(list.body.data.projectsRemaining).toBe(-1);

    // A page: multipart with a thumbnail and two assets, on a subdomain of the project's domain.
    const css = 'body{background:url(https://cdn.example.com/bg.png)}';
    const html = `<!doctype html><html><head><title>T</title><script>alert(1)</script></head><body onload="steal()">
      <h1>Hello</h1><img src="https://cdn.example.com/logo.png?v=1&amp;x=2"><a href="javascript:alert(1)">x</a>
      <link rel="stylesheet" href="https://cdn.example.com/site.css"></body></html>`;
    const up = await h.call('POST', '/v1/pages', {
      token,
      form: pageForm({
        projectId,
        name: 'Home page',
        sourceUrl: 'https://blog.example.com/post',
        html,
        thumbnail: PNG_1PX,
        assets: [
          { url: 'https://cdn.example.com/logo.png?v=1&x=2', bytes: PNG_1PX },
          { url: 'https://cdn.example.com/site.css', bytes: css },
        ],
      }),
    });
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const page = up.body.data.page;
    expect(page).toMatchObject({ projectId, name: 'Home page', sourceUrl: 'https://blog.example.com/post', htmlVersion: 1 });
    expect(page.thumbnailUrl).toMatch(new RegExp(`^${h.server.config.publicUrl}/v1/resources/thumbnails/[a-f0-9]{64}\\.png$`));

    const thumb = await fetch(page.thumbnailUrl);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/png');
    expect(thumb.headers.get('x-content-type-options')).toBe('nosniff');

    const frame = await fetch(`${h.server.htmlUrl}/v1/html/${page.html}?v=${page.htmlVersion}`);
    expect(frame.status).toBe(200);
    const served = await frame.text();
    expect(served).toContain('<h1>Hello</h1>');
    expect(served).not.toContain('alert(1)');
    expect(served).not.toContain('onload');
    const assetUrls = [...served.matchAll(/https?:\/\/[^"'\s)]+\/v1\/resources\/assets\/[a-f0-9]{64}\.(png|css)/g)].map((m) => m[0]);
    expect(assetUrls.length).toBe(2);
    expect(served).not.toContain('cdn.example.com/logo.png');
    const cssRes = await fetch(assetUrls.find((u) => u.endsWith('.css'))!);
    expect(cssRes.headers.get('content-type')).toMatch(/^text\/css/);
    expect(await cssRes.text()).toBe(css);

    expect((await h.call('GET', `/v1/pages/project/${projectId}`, { token })).body.data.pages).toHaveLength(1);
    const pageRenamed = await h.call('PUT', `/v1/pages/${page._id}`, { token, body: { ...page, name: 'Landing' } });
    expect(pageRenamed.body.data.page.name).toBe('Landing');
    expect((await h.call('GET', `/v1/pages/${page._id}`, { token })).body.data.page.name).toBe('Landing');
    expect((await h.call('DELETE', `/v1/pages/${page._id}`, { token })).status).toBe(200);
    expect((await h.call('GET', `/v1/pages/${page._id}`, { token })).status).toBe(404);
    expect((await h.call('GET', `/v1/pages/project/${projectId}`, { token })).body.data.pages).toHaveLength(0);
    expect((await fetch(`${h.server.htmlUrl}/v1/html/${page.html}`)).status).toBe(404);

    // Delete a project: hidden, 404, still counted as a used site.
    expect((await h.call('DELETE', `/v1/projects/${projectId}`, { token })).status).toBe(200);
    expect((await h.call('GET', `/v1/projects/${projectId}`, { token })).status).toBe(404);
    expect((await h.call('GET', '/v1/projects', { token })).body.data.projects).toHaveLength(2);
    const revoked = await runAdmin(['revoke', '--email', email], config);
    expect(JSON.parse(revoked.output)).toMatchObject({ licenseId: 'free', sitesRemaining: 0 });

    // Forgot password, end to end: code by mail, verify, change; old tokens stop working.
    const before = h.smtp.countFor(email);
    const gc = await h.call('POST', '/v1/auth/getCode', { body: { email } });
    expect(gc.status).toBe(200);
    expect(gc.body).toMatchObject({ success: true });
    expect(typeof gc.body.id).toBe('string');
    const resetCode = await h.smtp.nextCode(email, { after: before });
    const ver = await h.call('POST', '/v1/auth/verify', { body: { id: gc.body.id, code: resetCode } });
    expect(ver.body).toMatchObject({ success: true });
    const newPassword = 'second password 2';
    const ch = await h.call('POST', '/v1/auth/changePassword', { body: { id: gc.body.id, password: newPassword, confirm_password: newPassword } });
    expect(ch.body).toMatchObject({ success: true, msg: MESSAGES.passwordChanged });
    expect((await h.call('GET', '/v1/auth/', { token })).status).toBe(401);
    expect((await h.call('POST', '/v1/auth/login', { body: { email, password } })).status).toBe(401);
    const relog = await h.call('POST', '/v1/auth/login', { body: { email, password: newPassword } });
    expect(relog.status).toBe(200);
    // The code is single use.
    const again = await h.call('POST', '/v1/auth/changePassword', { body: { id: gc.body.id, password: newPassword, confirm_password: newPassword } });
    expect(again.body.success).toBe(false);

    // Logout everywhere revokes the current token too.
    const t2 = relog.body.data.token;
    expect((await h.call('POST', '/v1/auth/logout-all', { token: t2 })).status).toBe(200);
    expect((await h.call('GET', '/v1/auth/', { token: t2 })).status).toBe(401);
  });

  it('keeps everything across a restart', async () => {
    const user = await h.createUser('restart');
    const project = await h.call('POST', '/v1/projects', { token: user.token, body: { name: 'Kept', url: 'kept.example' } });
    const up = await h.call('POST', '/v1/pages', {
      token: user.token,
      form: pageForm({ projectId: project.body.data.project._id, sourceUrl: 'https://kept.example/', html: '<p>kept <b>page</b></p>', thumbnail: PNG_1PX }),
    });
    expect(up.status).toBe(201);
    await h.restart();
    const me = await h.call('GET', '/v1/auth/', { token: user.token });
    expect(me.status).toBe(200);
    expect(me.body.data.license.sitesRemaining).toBe(0);
    expect((await h.call('GET', '/v1/projects', { token: user.token })).body.data.projects[0].name).toBe('Kept');
    const page = (await h.call('GET', `/v1/pages/${up.body.data.page._id}`, { token: user.token })).body.data.page;
    const frame = await fetch(`${h.server.htmlUrl}/v1/html/${page.html}?v=1`);
    expect(await frame.text()).toContain('kept <b>page</b>');
    expect((await fetch(page.thumbnailUrl)).status).toBe(200);
    expect((await h.call('POST', '/v1/auth/login', { body: { email: user.email, password: user.password } })).status).toBe(200);
  });
});
