// Issue 17's layout and messages, as a new user meets them: the resend wait right after sign-up
// (with the server's real 180 s cool-down), toasts that stay on their screen, the sister-product
// links on a phone, and the free plan's export panel at 1440x900.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES, RESEND_COOLDOWN_SECONDS } from '@pagelift/contract';
import type { TestUser } from '../support/api.ts';
import { uniqueEmail } from '../support/api.ts';
import { DESKTOP, MOBILE, field, freezeClock, signInWithToken } from '../support/browser.ts';
import { useAppSuite } from '../support/suite.ts';

const suite = useAppSuite('#0d9488', { codeResendCooldownSeconds: RESEND_COOLDOWN_SECONDS });

const DEMO = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo Studio</title></head><body>
  <header><h1>Demo Studio</h1></header><section class="hero"><h2>We build fast sites</h2></section></body></html>`;

const secondsOn = async (button: ReturnType<Page['getByRole']>) => Number(/\((\d+)s\)/.exec(await button.innerText())?.[1] ?? 0);

async function signUp(page: Page): Promise<string> {
  const email = uniqueEmail('firstrun');
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await field(page, 'First Name').fill('Mary');
  await field(page, 'Last Name').fill('Jackson');
  await field(page, 'Username').fill('mjackson');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill('wind-tunnel-8');
  await field(page, 'Confirm Password').fill('wind-tunnel-8');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/verify/');
  return email;
}

describe('verify right after sign-up', () => {
  it('counts the 180 s down on Resend Code instead of a "Please wait" error, and no toast follows onto the projects', async () => {
    const { page } = suite.app;
    await page.clock.install();
    const email = await signUp(page);
    const resend = page.getByRole('button', { name: /^Resend Code/ });
    // The code was just mailed: the button waits, with the seconds left from the server.
    await expect.poll(() => resend.innerText()).toMatch(/^Resend Code \(\d+s\)$/);
    expect(await resend.isDisabled()).toBe(true);
    expect(await secondsOn(resend)).toBeGreaterThan(RESEND_COOLDOWN_SECONDS - 30);
    expect(await secondsOn(resend)).toBeLessThanOrEqual(RESEND_COOLDOWN_SECONDS);
    expect(await page.getByText(/Please wait/).count()).toBe(0);

    // A minute on, still counting.
    await freezeClock(page);
    const before = await secondsOn(resend);
    await page.clock.runFor(60_000);
    await expect.poll(() => secondsOn(resend)).toBe(before - 60);

    // Once the page's count ends (the server's real one has not: the test is quicker than 180 s),
    // a click that is refused restarts the count from the server's Retry-After, with no error toast.
    await page.clock.runFor((before - 60) * 1000 + 500);
    await expect.poll(() => resend.innerText()).toBe('Resend Code');
    await resend.click();
    await expect.poll(() => resend.innerText()).toMatch(/^Resend Code \(\d+s\)$/);
    expect(await secondsOn(resend)).toBeGreaterThan(RESEND_COOLDOWN_SECONDS - 60);
    expect(await page.getByText(/Please wait/).count()).toBe(0);
    expect(await page.getByTestId('toast').count()).toBe(0);
    expect(suite.stack.smtp.count(email)).toBe(1);

    await field(page, 'Enter code').fill(await suite.stack.smtp.code(email, 0));
    await page.getByRole('button', { name: 'Active Account' }).click();
    await page.waitForURL('**/projects/');
    await page.clock.resume();
    await expect.poll(() => page.getByRole('heading', { name: 'Projects' }).isVisible()).toBe(true);
    expect(await page.getByText(/Please wait/).count()).toBe(0);
    expect(await page.getByTestId('toast').count()).toBe(0);
  });
});

describe('toasts', () => {
  it('belong to the screen that raised them: leaving it takes the toast away', async () => {
    const user = await suite.stack.api.createUser();
    const { page } = suite.app;
    await page.clock.install();
    await signInWithToken(page, user, '/profile/');
    await field(page, 'First Name').fill('Dorothy');
    await freezeClock(page);
    await page.getByRole('button', { name: 'Update Profile' }).click();
    const toast = page.getByTestId('toast').filter({ hasText: MESSAGES.profileUpdated });
    await expect.poll(() => toast.isVisible()).toBe(true);
    // Well inside its 3 s, the user goes to the projects: the toast does not come along.
    await page.getByRole('link', { name: 'PageLift home' }).click();
    await page.waitForURL('**/projects/');
    // (the closing transition runs on timers; the toast's own 3 s are far off)
    await page.clock.runFor(1_000);
    expect(await page.getByTestId('toast').count()).toBe(0);
    await page.clock.resume();
    await expect.poll(() => page.getByRole('heading', { name: 'Projects' }).isVisible()).toBe(true);
    expect(await page.getByTestId('toast').count()).toBe(0);
  });
});

describe('the header on a phone', () => {
  it('keeps the sister-product links in a menu at 390 px: a button with aria-expanded, keyboard, Escape and a click outside', async () => {
    const user = await suite.stack.api.createUser();
    const { page } = suite.app;
    await signInWithToken(page, user);
    await expect.poll(() => page.getByRole('heading', { name: 'Projects' }).isVisible()).toBe(true);
    const sisters = ['PageLift Fonts', 'PageLift Media'];
    const button = page.getByRole('button', { name: 'Our products' });
    // While the menu is open the rest of the page is hidden from assistive tech (a modal menu), so by test id there.
    const trigger = page.getByTestId('products-menu-button');
    // Wide: the links are in the header, the menu button is not.
    for (const name of sisters) expect(await page.getByRole('link', { name }).isVisible()).toBe(true);
    expect(await button.isVisible()).toBe(false);

    await page.setViewportSize(MOBILE);
    await expect.poll(() => button.isVisible()).toBe(true);
    for (const name of sisters) expect(await page.getByRole('link', { name }).isVisible()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.getAttribute('aria-haspopup')).toBe('menu');

    await button.click();
    const menu = page.getByRole('menu', { name: 'Our products' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    expect(await trigger.getAttribute('aria-controls')).toBe(await menu.getAttribute('id'));
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(expect.arrayContaining(sisters));
    const links = await menu.getByRole('menuitem').evaluateAll((items) => items.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')]));
    for (const [, href, target] of links) {
      expect(href).toMatch(/^https:\/\//);
      expect(target).toBe('_blank');
    }
    // Within the phone's width.
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

    // The keyboard opens it (focus on the first link, arrows move), a click outside closes it.
    await page.keyboard.press('Enter');
    await expect.poll(() => menu.isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(links[0]![0]);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(links[1]![0]);
    await page.mouse.click(MOBILE.width / 2, MOBILE.height - 40);
    await expect.poll(() => menu.count()).toBe(0);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await page.setViewportSize(DESKTOP);
  });
});

async function freeEditor(user: TestUser): Promise<string> {
  const { api } = suite.stack;
  const project = await api.createProject(user.token, 'Demo site', 'demo.example');
  const page = await api.uploadPage(user.token, project._id, { name: 'Home page', sourceUrl: 'https://demo.example/', html: DEMO });
  return `/projects/${project._id}/${page._id}`;
}

/** Whether the element is really on screen: inside the viewport and the top thing at its centre (not clipped by a scroll area). */
const onScreen = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return r.top >= 0 && r.bottom <= window.innerHeight && (top === el || el.contains(top));
    }),
  );

describe('the export panel on the free plan at 1440x900', () => {
  it('shows the breakpoint fields when Advanced settings opens, with every notice still there; Export looks as the spec says and says it works', async () => {
    const user = await suite.stack.api.createUser();
    const url = await freeEditor(user);
    const { page } = suite.app;
    await signInWithToken(page, user, url);
    await expect.poll(() => page.getByTestId('editor-loading').count(), { timeout: 30_000 }).toBe(0);
    const panel = page.getByRole('complementary', { name: 'Export' });
    await expect.poll(() => page.getByTestId('upgrade-notice').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Advanced settings' }).click();
    await expect.poll(() => page.locator('[data-breakpoint]').count()).toBe(3);
    await expect.poll(() => onScreen(page, '[data-breakpoint]'), { timeout: 5_000 }).toEqual([true, true, true]);

    // The notices the spec asks for are all still shown.
    for (const text of [
      'The responsive is not available in the Free plan',
      'Flexbox Container',
      "'Paste from other site'",
      '70-90%',
      'Big data is transferred as a JSON file',
      'Support by',
    ]) {
      expect(await panel.getByText(text, { exact: false }).first().isVisible(), text).toBe(true);
    }
    expect(await panel.getByRole('link', { name: 'Upgrade' }).isVisible()).toBe(true);

    // Export: the spec's upgrade-state look (muted) on Elementor, but clearly a working button.
    const exportButton = page.getByRole('button', { name: 'Export', exact: true });
    expect(await exportButton.getAttribute('data-look')).toBe('disabled');
    expect(await exportButton.isEnabled()).toBe(true);
    const style = await exportButton.evaluate((el) => {
      const s = getComputedStyle(el);
      return { cursor: s.cursor, opacity: s.opacity, color: s.color };
    });
    expect(style).toEqual({ cursor: 'pointer', opacity: '1', color: expect.not.stringMatching(/rgba\(0, 0, 0, 0\.26\)/) });
    const description = await exportButton.evaluate((el) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(description).toMatch(/works on the Free plan/i);
    expect(await page.getByText(/works on the Free plan/i).isVisible()).toBe(true);
    expect(await exportButton.getAttribute('title')).toMatch(/works on the Free plan/i);
  });
});
