import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@pagelift/contract';
import { checkScreen, field, freezeClock } from '../support/browser.ts';
import { useAppSuite } from '../support/suite.ts';

const suite = useAppSuite('#0f766e');

/** Email step -> code step; returns after the 'Verify Code' title shows. */
async function requestCode(email: string) {
  const { page } = suite.app;
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'Verify Code' }).isVisible()).toBe(true);
  void email;
}

describe('forgot password', () => {
  it('goes email -> code -> new password with both countdowns, then signs in with the new password', async () => {
    const user = await suite.stack.api.createUser({ first_name: 'Mary', last_name: 'Jackson' });
    const { page } = suite.app;
    await page.clock.install();
    await page.goto('/');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.waitForURL('**/forgot-password/');
    await expect.poll(() => page.getByRole('heading', { name: 'Forgot password' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Back to home page' }).getAttribute('href')).toBe('/');
    await checkScreen(page, 'forgot-password-email');
    await freezeClock(page);

    // An unknown address gets the same answer as a known one (no account enumeration, issue 14):
    // apps/server/src/auth/enumeration.test.ts checks that the answers match and no mail is sent.
    await field(page, 'Email').fill(user.email);
    await requestCode(user.email);
    const sent = page.getByRole('alert').filter({ hasText: MESSAGES.codeSent });
    await expect.poll(() => sent.isVisible()).toBe(true);
    expect(await sent.getAttribute('class')).toContain('MuiAlert-filledSuccess');

    // Resend is disabled for 180 s and shows the seconds left.
    const resend = page.getByRole('button', { name: /^Resend Code/ });
    expect(await resend.innerText()).toBe('Resend Code (180s)');
    expect(await resend.isDisabled()).toBe(true);
    await page.clock.runFor(60_000);
    await expect.poll(() => resend.innerText()).toBe('Resend Code (120s)');
    expect(await resend.isDisabled()).toBe(true);
    // Screenshots need animation frames, which a frozen clock holds back.
    await page.clock.resume();
    await checkScreen(page, 'forgot-password-code');
    await freezeClock(page);
    await page.clock.runFor(120_000);
    await expect.poll(() => resend.innerText()).toBe('Resend Code');
    expect(await resend.isDisabled()).toBe(false);
    await resend.click();
    await expect.poll(() => resend.innerText()).toBe('Resend Code (180s)');
    await expect.poll(() => suite.stack.smtp.count(user.email)).toBe(3); // activation + two reset mails

    // A wrong code: red snackbar with the server's text.
    await field(page, 'Code').fill('999999');
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Invalid code.' }).isVisible()).toBe(true);

    await field(page, 'Code').fill(await suite.stack.smtp.code(user.email, 2));
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Change Your Password' }).isVisible()).toBe(true);

    // Client validation: minimum 8 and equal.
    await field(page, 'New Password').fill('short');
    await field(page, 'Confirm Password').fill('short');
    await page.getByRole('button', { name: 'Change Password' }).click();
    expect(await page.getByText('Must be at least 8 characters.').count()).toBe(2);
    await field(page, 'New Password').fill('brand-new-secret');
    await field(page, 'Confirm Password').fill('brand-new-secreT');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect.poll(() => page.getByText(MESSAGES.passwordMismatch).isVisible()).toBe(true);
    await field(page, 'Confirm Password').fill('brand-new-secret');
    await page.clock.resume();
    await checkScreen(page, 'forgot-password-new');
    await freezeClock(page);

    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: MESSAGES.passwordChanged }).isVisible()).toBe(true);
    const redirect = page.getByRole('button', { name: /^Redirect\.\.\./ });
    await expect.poll(() => redirect.innerText()).toBe('Redirect... 6s');
    await page.clock.runFor(3_000);
    await expect.poll(() => redirect.innerText()).toBe('Redirect... 3s');
    expect(new URL(page.url()).pathname).toBe('/forgot-password/');
    await page.clock.runFor(3_100);
    await page.waitForURL((url) => url.pathname === '/');

    await field(page, 'Email').fill(user.email);
    await field(page, 'Password').fill('brand-new-secret');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/projects/');
  });

  it('leaves for / when the 180 s countdown runs out in the password step', async () => {
    const user = await suite.stack.api.createUser();
    const { page } = suite.app;
    await page.clock.install();
    await page.goto('/forgot-password/');
    await field(page, 'Email').fill(user.email);
    await freezeClock(page);
    await requestCode(user.email);
    await field(page, 'Code').fill(await suite.stack.smtp.code(user.email, 1));
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Change Your Password' }).isVisible()).toBe(true);
    await page.clock.runFor(170_000);
    expect(new URL(page.url()).pathname).toBe('/forgot-password/');
    await page.clock.runFor(11_000);
    await page.waitForURL((url) => url.pathname === '/');
  });
});
