import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '@pagelift/contract';
import { buildForTest } from './build-once.ts';
import { CORPUS_DIR } from './corpus.ts';
import { launchWithExtension, openPopup, setExtensionSettings, tabIdOf, type ExtensionBrowser } from './chromium-with-extension.ts';
import { api, createActiveUser, startTestServer, type TestServer, type TestUser } from './server.ts';
import { serveDirectory, type StaticServer } from '@pagelift/capture/testing';


interface ApiPage {
  _id: string;
  name: string;
  sourceUrl: string;
  thumbnailUrl: string | null;
  html: string;
  htmlUrl: string;
}

/**
 * The spec's way in, in real Chromium with the unpacked extension against the real API: open a
 * page, open the popup on it, sign in, choose the project, Add Page; then read the result back
 * through the API. Also every failure the popup must explain.
 */
describe('Add Page through the extension', () => {
  let browser: ExtensionBrowser;
  let corpus: StaticServer;
  /** A second origin: serves a page over the upload limit and stands in for the web app. */
  let other: StaticServer;
  let otherDir: string;
  let test: TestServer;
  let user: TestUser;
  let buildDir: string;
  let projectId: string;

  beforeAll(async () => {
    const built = await buildForTest();
    buildDir = dirname(built.unpackedDir);
    otherDir = await mkdtemp(join(tmpdir(), 'pagelift-ext-site-'));
    await writeFile(join(otherDir, 'index.html'), '<!doctype html><title>Web app stand-in</title><p>PageLift web app</p>');
    await mkdir(join(otherDir, 'huge'));
    // More HTML than UPLOAD_LIMITS.htmlBytes, in one attribute: a short page that scrolls and renders fast.
    const filler = 'x'.repeat(UPLOAD_LIMITS.htmlBytes + 1024 * 1024);
    await writeFile(join(otherDir, 'huge', 'index.html'), `<!doctype html><title>Huge</title><p>Big page</p><div hidden data-filler="${filler}"></div>`);

    // A page that restyles on scroll, like sticky headers that turn solid.
    await mkdir(join(otherDir, 'sticky'));
    await writeFile(
      join(otherDir, 'sticky', 'index.html'),
      `<!doctype html><title>Sticky</title><body data-scrolled="false"><header>Sticky header</header><div style="height:4000px">tall</div>
<script>addEventListener('scroll', () => { document.body.dataset.scrolled = String(scrollY > 10); });</script>`,
    );
    [corpus, other, test] = await Promise.all([serveDirectory(CORPUS_DIR), serveDirectory(otherDir), startTestServer()]);
    user = await createActiveUser(test, 'extension-user@example.com');
    browser = await launchWithExtension(built.unpackedDir);
    await setExtensionSettings(browser, { apiBase: test.apiUrl, webAppUrl: other.origin });
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all([corpus?.close(), other?.close(), test?.close()]);
    await Promise.all([buildDir, otherDir].filter(Boolean).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  async function openTab(url: string): Promise<{ tab: Page; tabId: number }> {
    const tab = await browser.context.newPage();
    await tab.goto(url, { waitUntil: 'load' });
    return { tab, tabId: await tabIdOf(browser, tab) };
  }

  /** The project for the corpus host (127.0.0.1), created once: the first test needs there to be none yet. */
  async function ensureProject(): Promise<string> {
    if (!projectId) {
      const created = await api<{ data: { project: { _id: string } } }>(test.apiUrl, 'POST', '/v1/projects', {
        token: user.token,
        json: { name: 'Landwind clone', url: '127.0.0.1' },
      });
      expect(created.status).toBe(201);
      projectId = created.body.data.project._id;
    }
    return projectId;
  }

  /** Tests after the first do not depend on its sign-in: store the session as the popup does. */
  async function ensureSignedIn(): Promise<void> {
    await browser.worker.evaluate(
      async ({ token, email, id, apiBase }) => {
        const { session } = await chrome.storage.local.get('session');
        if (!session) await chrome.storage.local.set({ session: { token, user: { _id: id, email, first_name: 'Ext', last_name: 'Tester' }, apiBase } });
      },
      { token: user.token, email: user.email, id: user.id, apiBase: test.apiUrl },
    );
  }

  async function messageOf(popup: Page): Promise<{ code: string | null; text: string }> {
    await popup.locator('#message:not([hidden]):not([data-code="info"])').waitFor({ timeout: 60_000 });
    return { code: await popup.locator('#message').getAttribute('data-code'), text: (await popup.locator('#message').textContent()) ?? '' };
  }

  it('signs in with email and password, and says when no project is for this site', async () => {
    const { tabId } = await openTab(`${corpus.origin}/landwind/`);
    const popup = await openPopup(browser, tabId);
    await popup.locator('#signed-out').waitFor();
    await popup.fill('#email', user.email);
    await popup.fill('#password', 'not-the-password');
    await popup.click('#signin-button');
    expect(await messageOf(popup)).toEqual({ code: 'bad-credentials', text: 'Invalid email or password.' });

    await popup.fill('#password', user.password);
    await popup.click('#signin-button');
    await popup.locator('#signed-in').waitFor();
    expect(await popup.locator('#who').textContent()).toBe(user.email);
    const message = await messageOf(popup);
    expect(message.code).toBe('no-project');
    expect(message.text).toContain('None of your projects is for 127.0.0.1');
    expect(await popup.locator('#action').getAttribute('href')).toBe(`${other.origin}/projects/`);
    expect(await popup.locator('#add-page').isVisible()).toBe(false);
  });

  it('does not sign in an account that is not activated yet', async () => {
    const email = 'pending-user@example.com';
    const password = 'pending-password-1';
    const registered = await api(test.apiUrl, 'POST', '/v1/auth/register', {
      json: { first_name: 'Pending', last_name: 'User', username: email, email, password, confirm_password: password },
    });
    expect(registered.status).toBeLessThan(300);
    await browser.worker.evaluate(() => chrome.storage.local.remove('session'));
    const { tabId } = await openTab(`${corpus.origin}/landwind/`);
    const popup = await openPopup(browser, tabId);
    await popup.locator('#signed-out').waitFor();
    await popup.fill('#email', email);
    await popup.fill('#password', password);
    await popup.click('#signin-button');
    const message = await messageOf(popup);
    expect(message.code).toBe('signed-out');
    expect(message.text).toContain('not activated yet');
    expect(await browser.worker.evaluate(async () => (await chrome.storage.local.get('session')).session ?? null)).toBeNull();
  });

  it('adds the open page to the chosen project, with its thumbnail and its files', async () => {
    await ensureSignedIn();
    await ensureProject();

    const { tab, tabId } = await openTab(`${corpus.origin}/landwind/`);
    // The spec asks the user to scroll to the end first.
    await tab.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const popup = await openPopup(browser, tabId);
    await popup.locator('#chooser').waitFor();
    expect(await popup.locator('#project option').allTextContents()).toEqual(['Landwind clone (127.0.0.1)']);
    expect(await popup.inputValue('#page-name')).toBe(await tab.title());
    await popup.fill('#page-name', 'Landwind home');
    await popup.click('#add-page');
    await popup.locator('#result:not([hidden])').waitFor({ timeout: 100_000 });
    const pageId = await popup.locator('#result').getAttribute('data-page-id');
    expect(await popup.locator('#open-page').getAttribute('href')).toBe(`${other.origin}/projects/${projectId}/${pageId}`);

    const listed = await api<{ data: { pages: ApiPage[] } }>(test.apiUrl, 'GET', `/v1/pages/project/${projectId}`, { token: user.token });
    expect(listed.status).toBe(200);
    expect(listed.body.data.pages).toHaveLength(1);
    const page = listed.body.data.pages[0];
    expect(page).toMatchObject({ _id: pageId, name: 'Landwind home', sourceUrl: `${corpus.origin}/landwind/` });

    // The thumbnail: a real JPEG of the page.
    expect(page.thumbnailUrl).toBeTruthy();
    const thumbnail = await fetch(page.thumbnailUrl!);
    expect(thumbnail.status).toBe(200);
    const thumbBytes = new Uint8Array(await thumbnail.arrayBuffer());
    expect([...thumbBytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(thumbBytes.length).toBeGreaterThan(5_000);

    // The snapshot: its images now come from the server, not from the live site.
    const snapshot = await fetch(page.htmlUrl);
    expect(snapshot.status).toBe(200);
    const html = await snapshot.text();
    expect(html).toContain('Landwind');
    expect(html).not.toContain(`${corpus.origin}/landwind/images/hero.png`);
    const resources = [...html.matchAll(/https?:\/\/[^"'\s)]+\/v1\/resources\/assets\/[0-9a-f]{64}\.[a-z0-9]+/g)].map((m) => m[0]);
    expect(resources.length).toBeGreaterThanOrEqual(4); // hero, two feature images, logo, stylesheet assets...
    const hero = await fetch(resources[0]);
    expect(hero.status).toBe(200);
  });

  it('says so when the licence has no site left for the page’s domain', async () => {
    await ensureSignedIn();
    await ensureProject();
    // Same files, other host name: localhost is not the project's 127.0.0.1, and the free plan's one site is used.
    const { tabId } = await openTab(`http://localhost:${corpus.port}/picocss-v2-preview/`);
    const popup = await openPopup(browser, tabId);
    const message = await messageOf(popup);
    expect(message.code).toBe('site-limit');
    expect(message.text).toContain('site limit is reached');
    expect(await popup.locator('#action').getAttribute('href')).toBe(test.server.config.upgradeUrl);
    expect(await popup.locator('#add-page').isVisible()).toBe(false);
  });

  it('refuses a page over the upload limit with a clear message', async () => {
    await ensureSignedIn();
    await ensureProject();
    const pagesNow = async () =>
      (await api<{ data: { pages: ApiPage[] } }>(test.apiUrl, 'GET', `/v1/pages/project/${projectId}`, { token: user.token })).body.data.pages.length;
    const before = await pagesNow();
    const { tabId } = await openTab(`${other.origin}/huge/`);
    const popup = await openPopup(browser, tabId);
    await popup.locator('#chooser').waitFor();
    await popup.click('#add-page');
    const message = await messageOf(popup);
    expect(message.code).toBe('too-large');
    expect(message.text).toMatch(/too large to add: its HTML is \d+(\.\d)? MB and the limit is 25 MB/);
    expect(await pagesNow()).toBe(before);
  });

  it('keeps adding when the popup closes, and shows the outcome when it is opened again', async () => {
    await ensureSignedIn();
    await ensureProject();
    const { tabId } = await openTab(`${corpus.origin}/picocss-v2-preview/`);
    const popup = await openPopup(browser, tabId);
    await popup.locator('#chooser').waitFor();
    await popup.click('#add-page');
    await popup.locator('#progress-box:not([hidden])').waitFor();
    await popup.close(); // what a real popup does as soon as the user clicks elsewhere

    const again = await openPopup(browser, tabId);
    await again.locator('#result:not([hidden])').waitFor({ timeout: 100_000 });
    const pageId = await again.locator('#result').getAttribute('data-page-id');
    const fetched = await api<{ data: { page: ApiPage } }>(test.apiUrl, 'GET', `/v1/pages/${pageId}`, { token: user.token });
    expect(fetched.status).toBe(200);
    expect(fetched.body.data.page.sourceUrl).toBe(`${corpus.origin}/picocss-v2-preview/`);
    expect(fetched.body.data.page.thumbnailUrl).toBeTruthy();
  });

  it('captures the page as it looks from the top, and leaves the user where they scrolled to', async () => {
    await ensureSignedIn();
    await ensureProject();
    const { tab, tabId } = await openTab(`${other.origin}/sticky/`);
    await tab.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => tab.evaluate(() => document.body.dataset.scrolled)).toBe('true');
    const bottom = await tab.evaluate(() => window.scrollY);
    const popup = await openPopup(browser, tabId);
    await popup.locator('#chooser').waitFor();
    await popup.click('#add-page');
    await popup.locator('#result:not([hidden])').waitFor({ timeout: 100_000 });
    const pageId = await popup.locator('#result').getAttribute('data-page-id');
    const fetched = await api<{ data: { page: ApiPage } }>(test.apiUrl, 'GET', `/v1/pages/${pageId}`, { token: user.token });
    const html = await (await fetch(fetched.body.data.page.htmlUrl)).text();
    expect(/<body[^>]*>/.exec(html)?.[0]).toContain(`data-scrolled="false"`);
    expect(await tab.evaluate(() => window.scrollY)).toBe(bottom);
  });

  it('signs out, then borrows the sign-in of an open web app tab', async () => {
    await ensureSignedIn();
    await ensureProject();
    const { tabId } = await openTab(`${corpus.origin}/landwind/`);
    const popup = await openPopup(browser, tabId);
    await popup.locator('#chooser').waitFor();
    await popup.click('#sign-out');
    await popup.locator('#signed-out').waitFor();

    // The web app keeps its token in localStorage under `token`.
    const webApp = await browser.context.newPage();
    await webApp.goto(`${other.origin}/`);
    await webApp.evaluate((token) => localStorage.setItem('token', token), user.token);
    await popup.click('#webapp-signin');
    await popup.locator('#chooser').waitFor();
    expect(await popup.locator('#who').textContent()).toBe(user.email);
    await webApp.close();
  });

  it('treats a revoked token as signed out, in the popup and in the upload', async () => {
    await ensureSignedIn();
    await ensureProject();
    const { tabId } = await openTab(`${corpus.origin}/landwind/`);
    const popup = await openPopup(browser, tabId);
    await popup.locator('#chooser').waitFor();
    const revoked = await api(test.apiUrl, 'POST', '/v1/auth/logout-all', { token: user.token });
    expect(revoked.status).toBe(200);

    // The popup was open with a project chosen when the token died: the upload says so.
    await popup.click('#add-page');
    await popup.locator('#signed-out').waitFor({ timeout: 60_000 });
    expect(await messageOf(popup)).toMatchObject({ code: 'signed-out' });

    const again = await openPopup(browser, tabId);
    await again.locator('#signed-out').waitFor();
    expect((await messageOf(again)).code).toBe('signed-out');
  });
});
