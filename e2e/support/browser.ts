import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { expect } from 'vitest';
import type { TestUser } from './api.ts';

export const SCREENSHOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
export const DESKTOP = { width: 1440, height: 900 };
export const MOBILE = { width: 390, height: 844 };

/** A PNG of the given size and colour, drawn by the browser itself. */
export async function makePng(browser: Browser, color: string, width = 64, height = 64): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(`<body style="margin:0;background:${color}"></body>`);
  const png = await page.screenshot({ type: 'png' });
  await page.close();
  return png;
}

export interface AppPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and page errors seen so far (the browser's own 4xx resource lines excluded). */
  errors: string[];
  /** URLs of requests to other hosts that the test blocked. */
  external: string[];
  close(): Promise<void>;
}

/**
 * A fresh browser context on the app. The network outside loopback is not reachable here,
 * so the avatar service is answered with a local image and any other outside request is
 * recorded and refused.
 */
export async function openApp(browser: Browser, baseUrl: string, avatarPng: Buffer): Promise<AppPage> {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl });
  const errors: string[] = [];
  const external: string[] = [];
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, async (route) => {
    const url = route.request().url();
    if (url.startsWith('https://www.gravatar.com/avatar/')) return route.fulfill({ status: 200, contentType: 'image/png', body: avatarPng });
    external.push(url);
    return route.abort();
  });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    // A 4xx answer the test asked for (wrong password, 409) is logged by Chromium itself.
    if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return;
    errors.push(text);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return { page, context, errors, external, close: () => context.close() };
}

/** Signs in by storing the token where the app keeps it, then opens `target`. */
export async function signInWithToken(page: Page, user: Pick<TestUser, 'token'>, target = '/projects/'): Promise<void> {
  await page.goto('/404-blank-for-storage');
  await page.evaluate((token) => localStorage.setItem('token', token), user.token);
  await page.goto(target);
}

/** axe-core: no serious or critical violation on what is on screen now. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = bad.map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
  expect(report, `axe on ${screen}`).toEqual([]);
}

/**
 * Checks one screen at 1440 px and 390 px: no serious/critical axe violation and no
 * horizontal scrolling, and writes docs/screenshots/<name>-<width>.png.
 */
export async function checkScreen(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize() ?? DESKTOP;
  for (const size of [DESKTOP, MOBILE]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(250);
    await expectAccessible(page, `${name} at ${size.width}px`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} scrolls sideways at ${size.width}px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${size.width}.png`), fullPage: options.fullPage ?? true, animations: 'disabled', caret: 'hide' });
  }
  await page.setViewportSize(original);
}

/** The form control labelled `label` (MUI appends ' *' to required labels), never its show/hide button. */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.locator('input, textarea').and(page.getByLabel(new RegExp(`^${escaped}(\\s*\\*)?$`)));
}

/**
 * Stops the page's fake clock (installed with `page.clock.install()`) a moment from now, so
 * timings are measured with `runFor` alone and a slow machine cannot eat into them.
 * Call it only once the screen is loaded: TanStack Query delivers results on timers.
 */
export async function freezeClock(page: Page): Promise<void> {
  // The page's Date.now() can trail the clock's own notion of now by a tick; aim a little ahead.
  for (const ahead of [50, 500, 2_000]) {
    const now = await page.evaluate(() => Date.now());
    try {
      return await page.clock.pauseAt(now + ahead);
    } catch (error) {
      if (!String(error).includes('to the past') || ahead === 2_000) throw error;
    }
  }
}

/** A page thumbnail like the extension's: a small landing page rendered and captured at 640x400. */
export async function makeThumbnail(browser: Browser, title: string, color: string): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 0.5 });
  await page.setContent(`<body style="margin:0;font-family:sans-serif;color:#0f172a">
    <nav style="display:flex;justify-content:space-between;padding:28px 64px;font-weight:700;font-size:22px"><span>${title}</span><span style="font-weight:400;color:#475569">Features&nbsp;&nbsp;Pricing&nbsp;&nbsp;Contact</span></nav>
    <section style="margin:0 64px;padding:90px 64px;border-radius:28px;background:${color};color:#fff">
      <h1 style="font-size:64px;margin:0 0 20px">Build faster with ${title}</h1>
      <p style="font-size:26px;margin:0 0 36px;opacity:.9">Everything your team needs, in one place.</p>
      <span style="display:inline-block;background:#fff;color:${color};padding:18px 36px;border-radius:12px;font-weight:700;font-size:22px">Get started</span>
    </section>
    <div style="display:flex;gap:32px;margin:48px 64px">${'<div style="flex:1;height:160px;border-radius:20px;background:#e2e8f0"></div>'.repeat(3)}</div>
  </body>`);
  const png = await page.screenshot({ type: 'png' });
  await page.close();
  return png;
}
