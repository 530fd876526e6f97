import { CHROMIUM_ARGS, chromiumPath } from '@pagelift/browser';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';

export interface ExtensionBrowser {
  context: BrowserContext;
  extensionId: string;
  /** The extension's service worker: evaluate chrome.* calls in it. */
  worker: Worker;
  close(): Promise<void>;
}

/**
 * Debian's Chromium with the unpacked extension loaded. Chromium's new headless mode runs
 * extensions, so no display is needed; the profile is fresh for every launch.
 */
export async function launchWithExtension(extensionDir: string): Promise<ExtensionBrowser> {
  const profile = await mkdtemp(join(tmpdir(), 'pagelift-ext-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: false, // CHROMIUM_ARGS carries --headless (the new mode, which supports extensions)
    viewport: { width: 1280, height: 800 },
    args: [...CHROMIUM_ARGS, `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`],
  });
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 15_000 }));
    const extensionId = new URL(worker.url()).host;
    return {
      context,
      extensionId,
      worker,
      close: async () => {
        await context.close();
        await rm(profile, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await context.close();
    await rm(profile, { recursive: true, force: true });
    throw error;
  }
}

/** Chrome's id for the tab showing `page`, found by its URL. */
export async function tabIdOf(browser: ExtensionBrowser, page: Page): Promise<number> {
  const url = page.url();
  const id = await browser.worker.evaluate(async (wanted: string) => {
    const tabs = await chrome.tabs.query({});
    return tabs.find((tab) => tab.url === wanted)?.id ?? null;
  }, url);
  if (id === null) throw new Error(`no tab shows ${url}`);
  return id;
}

/**
 * The toolbar popup cannot be clicked in automation, so open popup.html in a tab of its own and
 * name the target tab explicitly.
 */
export async function openPopup(browser: ExtensionBrowser, tabId: number): Promise<Page> {
  const popup = await browser.context.newPage();
  await popup.goto(`chrome-extension://${browser.extensionId}/popup.html?tabId=${tabId}`);
  return popup;
}

/** Stores extension settings the way the options page does. */
export async function setExtensionSettings(browser: ExtensionBrowser, settings: { apiBase?: string; webAppUrl?: string }): Promise<void> {
  await browser.worker.evaluate((s) => chrome.storage.local.set(s), settings);
}
