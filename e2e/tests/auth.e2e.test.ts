import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@pagelift/contract';
import { startStack, CONTACT_URL } from '../support/stack.ts';
import { checkScreen, field, freezeClock, openApp, signInWithToken } from '../support/browser.ts';
import { uniqueEmail } from '../support/api.ts';
import { useAppSuite } from '../support/suite.ts';

const suite = useAppSuite('#7c3aed');

describe('sign up and activation', () => {
  it('signs up, reads the code from the mail, activates and lands on the projects', async () => {
    const { page } = suite.app;
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('OR', { exact: true }).isVisible()).toBe(true);
    await checkScreen(page, 'login');

    await field(page, 'Email').fill('leftover@example.com');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Create Account' }).isVisible()).toBe(true);
    // Switching to sign-up clears the email.
    expect(await field(page, 'Email').inputValue()).toBe('');

    // Client validation: required fields, then the mismatch, and no request is sent.
    let registerCalls = 0;
    page.on('request', (r) => void (r.url().endsWith('/v1/auth/register') && registerCalls++));
    await page.getByRole('button', { name: 'Create Account' }).click();
    expect(await page.getByText('This field is required.').count()).toBe(6);
    const email = uniqueEmail('signup');
    await field(page, 'First Name').fill('Katherine');
    await field(page, 'Last Name').fill('Johnson');
    await field(page, 'Username').fill('kjohnson');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill('short');
    await field(page, 'Confirm Password').fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    expect(await page.getByText('Must be at least 8 characters.').count()).toBe(2);
    await field(page, 'Password').fill('orbital-mechanics');
    await field(page, 'Confirm Password').fill('orbital-mechanicz');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => page.getByText(MESSAGES.passwordMismatch).isVisible()).toBe(true);
    expect(registerCalls).toBe(0);
    // Editing a field clears the mismatch.
    await field(page, 'Confirm Password').fill('orbital-mechanics');
    expect(await page.getByText(MESSAGES.passwordMismatch).count()).toBe(0);
    await page.getByRole('button', { name: 'Show confirm password' }).click();
    expect(await field(page, 'Confirm Password').getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide confirm password' }).click();
    await checkScreen(page, 'signup');

    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/verify/');
    expect(registerCalls).toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: 'Active Your Account' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Hi Katherine Johnson,').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Please enter the code sent to your email to activate your account.').isVisible()).toBe(true);
    await checkScreen(page, 'verify');

    // A wrong code shows the server's message under the field.
    await field(page, 'Enter code').fill('000000');
    await page.getByRole('button', { name: 'Active Account' }).click();
    await expect.poll(() => page.getByText('Invalid code.').isVisible()).toBe(true);

    const code = await suite.stack.smtp.code(email, 0);
    await field(page, 'Enter code').fill(code);
    await page.getByRole('button', { name: 'Active Account' }).click();
    await page.waitForURL('**/projects/');
    await expect.poll(() => page.getByRole('heading', { name: 'Projects' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Remaining: 1').isVisible()).toBe(true);
    // The token is kept in local storage.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  });

  it('shows the server error text in the banner for an email already taken', async () => {
    const existing = await suite.stack.api.createUser();
    const { page } = suite.app;
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await field(page, 'First Name').fill('Dup');
    await field(page, 'Last Name').fill('Licate');
    await field(page, 'Username').fill('dup');
    await field(page, 'Email').fill(existing.email);
    await field(page, 'Password').fill('abcdefgh1');
    await field(page, 'Confirm Password').fill('abcdefgh1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'An account with this email already exists.' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Sign In' }).isVisible()).toBe(true);
  });
});

describe('sign in and out', () => {
  it('refuses a wrong password in the banner, signs in, uses the avatar menu and logs out', async () => {
    const user = await suite.stack.api.createUser({ first_name: 'Alan', last_name: 'Turing' });
    const { page } = suite.app;
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect(await page.getByText('This field is required.').count()).toBe(2);
    await field(page, 'Email').fill(user.email);
    await field(page, 'Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await field(page, 'Password').getAttribute('type')).toBe('text');

    await field(page, 'Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/projects/');

    // Header: logo to /projects/, Documents, sister products, chat link.
    expect(await page.getByRole('link', { name: 'PageLift home' }).getAttribute('href')).toBe('/projects/');
    expect(await page.getByRole('link', { name: 'Documents' }).first().getAttribute('href')).toMatch(/^https:/);
    expect(await page.getByRole('link', { name: 'Chat with us' }).getAttribute('href')).toBe('https://pagelift.example/chat/');
    await expect.poll(() => page.getByRole('link', { name: 'PageLift Fonts' }).isVisible()).toBe(true);

    // Avatar: no avatar of their own, so the avatar service's 200 px image for the email.
    const avatar = page.getByRole('button', { name: 'Account menu' }).locator('img');
    expect(await avatar.getAttribute('src')).toMatch(/^https:\/\/www\.gravatar\.com\/avatar\/[0-9a-f]{32}\?s=200/);
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.isVisible()).toBe(true);
    const paper = page.locator('#avatar-menu .MuiPaper-root');
    await expect.poll(async () => (await paper.boundingBox())?.width).toBe(180);
    await expect.poll(() => page.getByTestId('avatar-menu-identity').innerText()).toContain(user.username);
    expect(await page.getByTestId('avatar-menu-identity').innerText()).toContain(user.email);
    expect(await page.getByRole('menuitem', { name: 'Contact Us' }).getAttribute('href')).toBe(CONTACT_URL);
    expect(await page.getByRole('menuitem', { name: 'Account' }).getAttribute('href')).toMatch(/^\/profile\/?$/);
    await checkScreen(page, 'avatar-menu', { fullPage: false });
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome' }).isVisible()).toBe(true);

    // Without a token the guarded screens send you to /.
    await page.goto('/profile/');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/projects/abc/');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('works from the keyboard alone, with a visible focus ring', async () => {
    const user = await suite.stack.api.createUser();
    const { page } = suite.app;
    await page.goto('/');
    await expect.poll(() => field(page, 'Email').isVisible()).toBe(true);
    // Tab through the page until the email field has focus.
    for (let i = 0; i < 15 && !(await field(page, 'Email').evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    expect(await field(page, 'Email').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(user.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(user.password);
    // The show/hide toggle is next; its focus ring is visible.
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');
    await field(page, 'Password').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/projects/');
    // The account menu opens and is navigable with the keyboard.
    await page.getByRole('button', { name: 'Account menu' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('menuitem', { name: 'Account' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('a signed-in user on / is sent on to the projects', async () => {
    const user = await suite.stack.api.createUser();
    await signInWithToken(suite.app.page, user, '/');
    await suite.app.page.waitForURL('**/projects/');
  });
});

describe('a pending user', () => {
  it('is sent to verify from every guarded screen and can have the code sent again', async () => {
    const user = await suite.stack.api.createUser({ activate: false, first_name: 'Pen', last_name: 'Ding' });
    const { page } = suite.app;
    await page.clock.install();
    await page.goto('/');
    await field(page, 'Email').fill(user.email);
    await field(page, 'Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/verify/');
    expect(await page.getByRole('link', { name: 'PageLift home' }).getAttribute('href')).toBe('/verify/');
    for (const path of ['/projects/', '/profile/', '/projects/x/']) {
      await page.goto(path);
      await page.waitForURL('**/verify/');
    }
    await expect.poll(() => page.getByText('Hi Pen Ding,').isVisible()).toBe(true);

    await freezeClock(page);
    await page.getByRole('button', { name: 'Resend Code' }).click();
    const toast = page.getByText(MESSAGES.codeSent);
    await expect.poll(() => toast.isVisible()).toBe(true);
    await expect.poll(() => suite.stack.smtp.count(user.email)).toBe(2);
    // The toast stays 4 s.
    await page.clock.runFor(3_900);
    expect(await toast.isVisible()).toBe(true);
    await page.clock.runFor(200);
    await expect.poll(() => toast.count()).toBe(0);

    // The code from the second mail activates the account.
    const code = await suite.stack.smtp.code(user.email, 1);
    await field(page, 'Enter code').fill(code);
    await page.getByRole('button', { name: 'Active Account' }).click();
    await page.waitForURL('**/projects/');
    await page.clock.resume();
    await page.goto('/verify/');
    await page.waitForURL('**/projects/');
  });
});

describe('unknown routes', () => {
  it("shows '404 Not Found' with a Home link to /", async () => {
    const { page } = suite.app;
    await page.goto('/no/such/place');
    await expect.poll(() => page.getByRole('heading', { name: '404 Not Found' }).isVisible()).toBe(true);
    await checkScreen(page, 'not-found');
    await page.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('Continue with Google', () => {
  it('loads the provider script, signs in with its ID token and lands on the projects', async () => {
    suite.stack.idp.identity = { sub: 'g-123', email: uniqueEmail('google'), given_name: 'Grace', family_name: 'Hopper' };
    const { page } = suite.app;
    await page.goto('/');
    const button = page.getByTestId('google-button').getByRole('button', { name: 'Continue with Google' });
    await expect.poll(() => button.isVisible()).toBe(true);
    expect(await page.locator(`script[src="${suite.stack.idp.scriptUrl}"]`).count()).toBe(1);
    await expect.poll(() => suite.stack.idp.initCalls.length).toBeGreaterThan(0);
    expect(suite.stack.idp.initCalls.at(-1)).toEqual({ client_id: suite.stack.idp.clientId, scope: 'openid profile email' });
    await button.click();
    await page.waitForURL('**/projects/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    expect(await page.getByTestId('avatar-menu-identity').innerText()).toContain(suite.stack.idp.identity.email);
    await page.keyboard.press('Escape');

    // A social account has no password yet: the current-password field is hidden.
    await page.goto('/profile/');
    await expect.poll(() => field(page, 'New Password').isVisible()).toBe(true);
    expect(await field(page, 'Current Password').count()).toBe(0);
    expect(await field(page, 'First Name').inputValue()).toBe('Grace');
  });

  it('is disabled with an explanation when the server has no client id', async () => {
    const bare = await startStack({ google: false });
    try {
      const other = await openApp(bare.browser, bare.baseUrl, suite.avatarPng);
      await other.page.goto('/');
      const button = other.page.getByRole('button', { name: 'Continue with Google' });
      await expect.poll(() => button.isVisible()).toBe(true);
      expect(await button.isDisabled()).toBe(true);
      await expect.poll(() => other.page.getByText('Google sign-in is not configured on this server.', { exact: false }).isVisible()).toBe(true);
      expect(await other.page.locator(`script[src="${bare.idp.scriptUrl}"]`).count()).toBe(0);
      expect(other.errors).toEqual([]);
      await other.close();
    } finally {
      await bare.close();
    }
  });
});
