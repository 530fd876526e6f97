import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { EXPORT_MESSAGES, type Page as PageEntity } from '@pagelift/contract';
import type { TestUser } from '../support/api.ts';
import { UPGRADE_URL } from '../support/stack.ts';
import { checkScreen, field, freezeClock, signInWithToken } from '../support/browser.ts';
import { useAppSuite } from '../support/suite.ts';

const suite = useAppSuite('#0891b2');

/** A small captured page with a few distinct elements. */
const DEMO = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo Studio</title><style>
  body{margin:0;font-family:Arial,sans-serif;color:#0f172a}
  header{padding:24px 40px;background:#1e3a8a;color:#fff}
  .hero{padding:48px 40px;background:#eef2ff}
  .hero-title{font-size:40px;margin:0 0 12px}
  .cards{display:flex;gap:16px;padding:24px 40px}
  .card{flex:1;padding:16px;border:1px solid #cbd5e1;border-radius:8px;background:#fff}
</style></head><body>
  <header id="top"><h1>Demo Studio</h1></header>
  <section class="hero"><h2 class="hero-title">We build fast sites</h2><p>Design, code and launch in weeks.</p></section>
  <div class="cards"><div class="card"><h3>Strategy</h3><p>First card</p></div><div class="card"><h3>Design</h3><p>Second card</p></div></div>
</body></html>`;

/** A page whose whole export is well over 1,000,000 characters of Elementor data. */
const BIG = `<!doctype html><html lang="en"><head><title>Big catalogue</title></head><body><main id="all" style="display:flex;flex-wrap:wrap">${Array.from(
  { length: 400 },
  (_, i) =>
    `<div class="card c${i}" style="padding:${8 + (i % 7)}px;margin:4px;border:1px solid #ccc;background:#${(0x100000 + i * 2311).toString(16).slice(-6)}"><h3 style="font-size:${14 + (i % 9)}px">Card ${i}</h3><p style="color:#333">Text number ${i} with some words.</p><a href="#" style="display:inline-block;padding:6px 10px;background:#225;color:#fff">Go ${i}</a></div>`,
).join('')}</main></body></html>`;

/** An export runs the real engine in Chromium: seconds, more on a busy machine. */
const EXPORT_WAIT = { timeout: 150_000, interval: 250 };

async function editorFor(user: TestUser, options: { plan?: string; html?: string; name?: string } = {}): Promise<{ page: PageEntity; url: string }> {
  const { api } = suite.stack;
  if (options.plan) await suite.stack.grant(user.email, options.plan);
  const project = await api.createProject(user.token, 'Demo site', 'demo.example');
  const page = await api.uploadPage(user.token, project._id, { name: options.name ?? 'Home page', sourceUrl: 'https://demo.example/', html: options.html ?? DEMO });
  return { page, url: `/projects/${project._id}/${page._id}` };
}

const frameOf = (page: Page) => page.frameLocator('[data-testid="editor-frame"]');
const outlined = (page: Page) => frameOf(page).locator('.pagelift-highlight');
const exportButton = (page: Page) => page.getByRole('button', { name: /^(Export|Copied|Exporting\.\.\.)$/ });

async function openEditor(page: Page, user: TestUser, url: string): Promise<void> {
  await signInWithToken(page, user, url);
  await expect.poll(() => page.getByTestId('editor-loading').count(), { timeout: 30_000 }).toBe(0);
  await expect.poll(() => frameOf(page).getByRole('heading', { name: 'Demo Studio' }).isVisible()).toBe(true);
}

async function chooseBuilder(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('combobox', { name: 'Page Builder' }).click();
  await page.getByRole('option', { name }).click();
  await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
}

async function chooseExportType(page: Page, name: 'Selector' | 'Entire Page'): Promise<void> {
  await page.getByRole('combobox', { name: 'Export Type' }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

describe('editor', () => {
  it('shows the page in a sandboxed frame on the snapshot host after the loading overlay, and picks selectors by clicking', async () => {
    const user = await suite.stack.api.createUser();
    const { page: entity, url } = await editorFor(user, { plan: 'agency' });
    const { page } = suite.app;
    // Hold the frame's document back to see the overlay.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/v1/html/**', async (route) => {
      await held;
      await route.continue();
    });
    await signInWithToken(page, user, url);
    await expect.poll(() => page.getByRole('status').getByText('Loading experience...').isVisible()).toBe(true);
    const frameElement = page.getByTestId('editor-frame');
    expect(await frameElement.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms');
    expect(await frameElement.getAttribute('src')).toBe(`${suite.stack.server.htmlUrl}/v1/html/${entity.html}?v=${entity.htmlVersion}`);
    release();
    await expect.poll(() => page.getByTestId('editor-loading').count()).toBe(0);
    await expect.poll(() => frameOf(page).getByRole('heading', { name: 'We build fast sites' }).isVisible()).toBe(true);
    // The frame is another origin: the app cannot read it.
    expect(await frameElement.evaluate((f) => { try { return (f as HTMLIFrameElement).contentDocument === null; } catch { return true; } })).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Export “Home page”' }).isVisible()).toBe(true);

    // Click an element in the frame: the popup opens where the click was, with element and parent selectors.
    const title = frameOf(page).locator('h2.hero-title');
    const box = (await title.boundingBox())!;
    await title.click({ position: { x: 30, y: 10 } });
    const popup = page.getByTestId('selector-popup');
    await expect.poll(() => popup.isVisible()).toBe(true);
    const items = popup.getByTestId('selector-item');
    expect(await items.allInnerTexts()).toEqual(['h2.hero-title', 'section.hero']);
    const popupBox = (await popup.boundingBox())!;
    expect(Math.abs(popupBox.x - (box.x + 30))).toBeLessThanOrEqual(3);
    expect(Math.abs(popupBox.y - (box.y + 10))).toBeLessThanOrEqual(3);
    // Clicks on the popup itself (not on an item) do nothing.
    await popup.getByText('Element', { exact: true }).click();
    expect(await popup.isVisible()).toBe(true);
    // Hovering an item outlines what it matches in the frame (after the 200 ms debounce).
    await items.nth(1).hover();
    await expect.poll(() => frameOf(page).locator('section.hero.pagelift-highlight').count()).toBe(1);
    await items.nth(0).click();
    await expect.poll(() => popup.count()).toBe(0);
    expect(await field(page, 'click on the element').inputValue()).toBe('h2.hero-title');
    await expect.poll(() => outlined(page).evaluateAll((els) => els.map((e) => e.tagName))).toEqual(['H2']);
    await expect.poll(() => page.getByText('1 element matches').isVisible()).toBe(true);

    // Escape closes the popup without changing the selector; so does a click away.
    await frameOf(page).getByText('Second card').click();
    await expect.poll(() => items.allInnerTexts()).toEqual(['div:nth-of-type(2) > p', 'div.cards > div:nth-of-type(2)']);
    await page.keyboard.press('Escape');
    await expect.poll(() => popup.count()).toBe(0);
    await frameOf(page).getByText('First card').click();
    await expect.poll(() => popup.isVisible()).toBe(true);
    await page.mouse.click(1200, 880);
    await expect.poll(() => popup.count()).toBe(0);
    expect(await field(page, 'click on the element').inputValue()).toBe('h2.hero-title');

    // A typed selector: hovering the page outlines every match; the frame says how many there are.
    await field(page, 'click on the element').fill('.card');
    await expect.poll(() => page.getByText('2 elements match').isVisible()).toBe(true);
    await page.mouse.move(10, 10);
    await frameOf(page).locator('header').hover();
    await expect.poll(() => outlined(page).count()).toBe(2);
    await field(page, 'click on the element').fill('div[');
    await expect.poll(() => page.getByText(EXPORT_MESSAGES.invalidSelector).isVisible()).toBe(true);
    // Entire Page: no selector field, nothing outlined.
    await chooseExportType(page, 'Entire Page');
    expect(await page.getByLabel('click on the element').count()).toBe(0);
    await expect.poll(() => outlined(page).count()).toBe(0);
  });
});
