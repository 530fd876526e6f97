import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '@pagelift/browser';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pluginZip } from '../scripts/build.ts';
import { PHP } from './environment.ts';
import { describeWithWordPress } from './suite.ts';
import { createSite, type WordPressSite } from './wordpress-site.ts';

/** php -S needs a port number: take a free one from the OS. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

describeWithWordPress('PageLift plugin zip installs through the WordPress admin (Chromium)', () => {
  let site: WordPressSite;
  let server: ChildProcess;
  let browser: Browser;
  let home: string;
  let zipDir: string;
  const ORIGIN = 'https://pagelift.example';

  beforeAll(async () => {
    const port = await freePort();
    home = `http://127.0.0.1:${port}`;
    // The plugin is not pre-installed: the admin uploads the zip the server would serve.
    site = await createSite({ home, installPlugin: false });
    zipDir = mkdtempSync(join(tmpdir(), 'pagelift-zip-'));
    writeFileSync(join(zipDir, 'pagelift-1.0.58.zip'), pluginZip({ version: '1.0.58', defaultOrigins: [ORIGIN] }));
    server = spawn(PHP, ['-S', `127.0.0.1:${port}`, '-t', site.dir], { stdio: 'ignore' });
    await waitForHttp(`${home}/wp-login.php`, 15_000);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    server?.kill();
    site?.destroy();
    if (zipDir) rmSync(zipDir, { recursive: true, force: true });
  });

  it('uploads the zip, activates the plugin, and its settings page saves origins, shows failures and re-imports; the block editor shows failures too', async () => {
    const page = await browser.newPage();
    await page.goto(`${home}/wp-login.php`);
    await page.fill('#user_login', 'admin');
    await page.fill('#user_pass', 'admin-password-1');
    await Promise.all([page.waitForURL(/wp-admin/), page.click('#wp-submit')]);

    await page.goto(`${home}/wp-admin/plugin-install.php?tab=upload`);
    await page.setInputFiles('#pluginzip', join(zipDir, 'pagelift-1.0.58.zip'));
    await Promise.all([page.waitForURL(/update\.php\?action=upload-plugin/), page.click('#install-plugin-submit')]);
    expect(await page.textContent('body')).toContain('Plugin installed successfully.');

    await Promise.all([page.waitForURL(/plugins\.php/), page.getByRole('link', { name: 'Activate Plugin' }).click()]);
    expect(await page.textContent('body')).toContain('Plugin activated.');
    const row = page.locator('tr[data-plugin="pagelift/pagelift.php"]');
    expect(await row.getAttribute('class')).toContain('active');
    expect(await row.textContent()).toContain('Version 1.0.58');

    await Promise.all([page.waitForURL(/options-general\.php\?page=pagelift/), row.getByRole('link', { name: 'Settings' }).click()]);
    expect(await page.textContent('#pagelift-settings h1')).toBe('PageLift 1.0.58');
    // The zip's default origin (the PageLift server it came from) is the trusted one.
    expect(await page.inputValue('#pagelift_origins')).toBe(ORIGIN);

    // Saving posts through admin-post.php with the form's nonce.
    await page.fill('#pagelift_origins', `${ORIGIN}\nhttp://pagelift.internal:8080\nnot a url`);
    await Promise.all([page.waitForURL(/pagelift_message/), page.getByRole('button', { name: 'Save origins' }).click()]);
    expect(await page.textContent('.pagelift-notice')).toContain('PageLift origins saved; not origins (ignored): not, a, url');
    expect(await page.inputValue('#pagelift_origins')).toBe(`${ORIGIN}\nhttp://pagelift.internal:8080`);

    // Without the nonce the same request is refused.
    const forged = await page.request.post(`${home}/wp-admin/admin-post.php`, { form: { action: 'pagelift_save_origins', pagelift_origins: 'https://evil.example' } });
    expect(forged.status()).toBe(403);
    await page.reload();
    expect(await page.inputValue('#pagelift_origins')).toBe(`${ORIGIN}\nhttp://pagelift.internal:8080`);

    // A save whose download fails (WordPress blocks outgoing HTTP here) shows a notice on the
    // next admin screen and a row in "Last imports"; "Re-import this page" reports per post.
    const failing = `https://pagelift.example/v1/resources/assets/${'a'.repeat(64)}.png`;
    const saved = await site.run<{ post_id: number; content: string }>('save_classic', { user: 'admin', content: `<p><img src="${failing}" alt=""></p>` });
    expect(saved.content).toContain(failing);
    await page.goto(`${home}/wp-admin/options-general.php?page=pagelift`);
    expect(await page.locator('.pagelift-notice').first().textContent()).toContain(`PageLift: Post ${saved.post_id}: Download of ${failing} failed`);
    expect(await page.locator('#pagelift-log tbody tr').first().textContent()).toContain(`#${saved.post_id}`);
    await page.fill('#pagelift_post_id', String(saved.post_id));
    await Promise.all([page.waitForURL(/pagelift_message/), page.getByRole('button', { name: 'Re-import this page' }).click()]);
    expect(await page.locator('.pagelift-notice').last().textContent()).toContain(`PageLift re-import of post ${saved.post_id}: 0 file(s) imported, 1 failure(s).`);

    // The block editor renders no admin notices; the plugin hands them to its notices store.
    const notice = `Post 1: ${failing} is larger than 10 MB; not imported.`;
    await site.run('add_notice', { user: 'admin', notice });
    await page.goto(`${home}/wp-admin/post-new.php`, { timeout: 120_000 });
    const inEditor = page.locator('.components-notice.is-error', { hasText: `PageLift: ${notice}` });
    await inEditor.waitFor({ timeout: 120_000 });

    const header = await site.run<{ data: Record<string, string>; valid: number; active: boolean }>('plugin_header');
    expect(header.valid).toBe(0);
    expect(header.active).toBe(true);
    expect(header.data).toMatchObject({ Name: 'PageLift', Version: '1.0.58', RequiresWP: '6.1', RequiresPHP: '7.4', TextDomain: 'pagelift' });
  });
});
