import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildForTest } from './build-once.ts';
import { CORPUS_DIR } from './corpus.ts';
import { launchWithExtension, openPopup, setExtensionSettings, tabIdOf, type ExtensionBrowser } from './chromium-with-extension.ts';
import { serveDirectory, type StaticServer } from '@pagelift/capture/testing';


describe('popup and options without a session', () => {
  let browser: ExtensionBrowser;
  let site: StaticServer;
  let buildDir: string;

  beforeAll(async () => {
    const built = await buildForTest();
    buildDir = dirname(built.unpackedDir);
    site = await serveDirectory(CORPUS_DIR);
    browser = await launchWithExtension(built.unpackedDir);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    if (buildDir) await rm(buildDir, { recursive: true, force: true });
  });

  it('asks to sign in, and says so when the API cannot be reached', async () => {
    // a port nothing listens on: the sign-in request fails at the network level
    await setExtensionSettings(browser, { apiBase: 'http://127.0.0.1:9' });
    const page = await browser.context.newPage();
    await page.goto(`${site.origin}/picocss-v2-preview/`);
    const popup = await openPopup(browser, await tabIdOf(browser, page));

    await expect.poll(() => popup.locator('#signed-out').isVisible()).toBe(true);
    expect(await popup.locator('#message').getAttribute('data-code')).toBe('signed-out');
    expect(await popup.locator('#message').textContent()).toContain('not signed in');
    expect(await popup.locator('#add-page').isVisible()).toBe(false);

    await popup.fill('#email', 'someone@example.com');
    await popup.fill('#password', 'whatever-password');
    await popup.click('#signin-button');
    await expect.poll(() => popup.locator('#message').getAttribute('data-code')).toBe('network');
    expect(await popup.locator('#message').textContent()).toContain('Cannot reach PageLift at http://127.0.0.1:9');
  });

  it('explains that borrowing the web app sign-in needs a signed-in web app tab', async () => {
    await setExtensionSettings(browser, { webAppUrl: site.origin });
    const page = await browser.context.newPage();
    await page.goto(`${site.origin}/landwind/`);
    const popup = await openPopup(browser, await tabIdOf(browser, page));
    await expect.poll(() => popup.locator('#signed-out').isVisible()).toBe(true);
    await popup.click('#webapp-signin');
    // the corpus origin stands in for the web app: its tabs are open but hold no token
    await expect.poll(() => popup.locator('#message').textContent()).toContain(`not signed in to the PageLift web app at ${site.origin}`);
  });

  it('saves the API and web app addresses in the options page, normalised', async () => {
    const options = await browser.context.newPage();
    await options.goto(`chrome-extension://${browser.extensionId}/options.html`);
    await expect.poll(() => options.inputValue('#api-base')).toBe('http://127.0.0.1:9');
    await options.fill('#api-base', ' api.pagelift.test:8443/ ');
    await options.fill('#web-app-url', 'https://app.pagelift.test/');
    await options.click('#save');
    await expect.poll(() => options.locator('#message').textContent()).toBe('Saved.');
    const stored = await browser.worker.evaluate(() => chrome.storage.local.get(['apiBase', 'webAppUrl']));
    expect(stored).toEqual({ apiBase: 'http://api.pagelift.test:8443', webAppUrl: 'https://app.pagelift.test' });

    await options.fill('#api-base', 'ftp://nope');
    await options.click('#save');
    await expect.poll(() => options.locator('#message').textContent()).toContain('Not saved');
    await options.click('#reset');
    await expect.poll(() => options.inputValue('#api-base')).toBe('http://localhost:8080');
  });

  it('says which pages cannot be added at all', async () => {
    const page = await browser.context.newPage();
    await page.goto('chrome://version/');
    // Without the "tabs" permission Chrome hides a browser page's URL from the extension: it is the newest tab.
    const tabId = await browser.worker.evaluate(async () => Math.max(...(await chrome.tabs.query({})).map((t) => t.id ?? -1)));
    expect(tabId).not.toBeNull();
    // Signed in or not, a browser page is refused first: pretend a session exists.
    await browser.worker.evaluate(async () => {
      const { apiBase } = await chrome.storage.local.get('apiBase');
      await chrome.storage.local.set({ session: { token: 't', user: { _id: 'u', email: 'u@example.com', first_name: 'U', last_name: 'U' }, apiBase: apiBase ?? 'http://localhost:8080' } });
    });
    const popup = await openPopup(browser, tabId!);
    await expect.poll(() => popup.locator('#message').getAttribute('data-code')).toBe('restricted-page');
    expect(await popup.locator('#message').textContent()).toContain('only add web pages');
    await browser.worker.evaluate(() => chrome.storage.local.remove('session'));
  });
});
