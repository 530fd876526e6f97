import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@pagelift/contract';
import { checkScreen, field, freezeClock, makePng, signInWithToken } from '../support/browser.ts';
import { useAppSuite } from '../support/suite.ts';

const suite = useAppSuite('#ea580c');

describe('profile', () => {
  it('updates names and avatar, refuses a too-large or non-image avatar', async () => {
    const user = await suite.stack.api.createUser({ first_name: 'Grace', last_name: 'Hopper' });
    const { page } = suite.app;
    await page.clock.install();
    await signInWithToken(page, user, '/profile/');
    await expect.poll(() => page.getByRole('heading', { name: 'General' }).isVisible()).toBe(true);
    const update = page.getByRole('button', { name: 'Update Profile' });
    const cancel = page.getByRole('button', { name: 'Cancel' }).first();
    expect(await update.isDisabled()).toBe(true);
    expect(await cancel.isDisabled()).toBe(true);
    expect(await field(page, 'Email').isDisabled()).toBe(true);
    expect(await field(page, 'Email').inputValue()).toBe(user.email);
    await checkScreen(page, 'profile-general');

    // The two avatar errors; neither enables the buttons.
    const input = page.getByTestId('avatar-input');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect.poll(() => page.getByText(MESSAGES.avatarNotImage).isVisible()).toBe(true);
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(4_194_304, 1) });
    await expect.poll(() => page.getByText(MESSAGES.avatarTooLarge).isVisible()).toBe(true);
    expect(await update.isDisabled()).toBe(true);

    // Editing enables both buttons; Cancel puts the values back.
    await field(page, 'First Name').fill('Amazing');
    expect(await update.isDisabled()).toBe(false);
    await cancel.click();
    expect(await field(page, 'First Name').inputValue()).toBe('Grace');
    expect(await update.isDisabled()).toBe(true);

    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await makePng(suite.stack.browser, '#2563eb', 120, 120) });
    expect(await update.isDisabled()).toBe(false);
    await field(page, 'Last Name').fill('Hopper-Murray');
    await freezeClock(page);
    await update.click();
    const toast = page.getByRole('alert').filter({ hasText: MESSAGES.profileUpdated });
    await expect.poll(() => toast.isVisible()).toBe(true);
    // The header avatar now is the uploaded one, served by the server.
    const headerAvatar = page.getByRole('button', { name: 'Account menu' }).locator('img');
    await expect.poll(() => headerAvatar.getAttribute('src')).toMatch(/\/v1\/resources\/avatars\/[0-9a-f]{64}\.png$/);
    await expect.poll(() => headerAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
    expect(await update.isDisabled()).toBe(true);
    // The toast stays 3 s.
    await page.clock.runFor(2_900);
    expect(await toast.isVisible()).toBe(true);
    await page.clock.runFor(200);
    await expect.poll(() => toast.count()).toBe(0);
    const me = await suite.stack.api.call<{ data: { user: { last_name: string; avatar: string } } }>('GET', '/v1/auth/', user.token);
    expect(me.data.user.last_name).toBe('Hopper-Murray');
    expect(me.data.user.avatar).toMatch(/\/v1\/resources\/avatars\//);
  });

  it('changes the password: refuses a wrong current password under its field, then succeeds', async () => {
    const user = await suite.stack.api.createUser();
    const { page } = suite.app;
    await signInWithToken(page, user, '/profile/#general');
    await expect.poll(() => field(page, 'Current Password').isVisible()).toBe(true);
    const change = page.getByRole('button', { name: 'Change Password' });
    expect(await change.isDisabled()).toBe(true);

    await field(page, 'Current Password').fill('not-my-password');
    await field(page, 'New Password').fill('a-better-secret');
    await field(page, 'Confirm Password').fill('a-different-one');
    await change.click();
    await expect.poll(() => page.getByText(MESSAGES.passwordMismatch).isVisible()).toBe(true);
    await field(page, 'Confirm Password').fill('a-better-secret');
    await page.getByRole('button', { name: 'Show current password' }).click();
    expect(await field(page, 'Current Password').getAttribute('type')).toBe('text');
    await change.click();
    await expect.poll(() => field(page, 'Current Password').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Current password is incorrect.').isVisible()).toBe(true);
    await checkScreen(page, 'profile-password-error');

    await field(page, 'Current Password').fill(user.password);
    await change.click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: MESSAGES.passwordUpdated }).isVisible()).toBe(true);
    expect(await field(page, 'New Password').inputValue()).toBe('');
    // The session goes on with the fresh token the server handed back.
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'General' }).isVisible()).toBe(true);
    const login = await suite.stack.api.call<{ data: { token: string } }>('POST', '/v1/auth/login', null, { email: user.email, password: 'a-better-secret' });
    expect(login.data.token).toBeTruthy();
  });

  it('shows the licence tab from the URL hash', async () => {
    const user = await suite.stack.api.createUser();
    await suite.stack.grant(user.email, 'pro');
    const { page } = suite.app;
    await signInWithToken(page, user, '/profile/#license');
    await expect.poll(() => page.getByRole('heading', { name: 'License' }).isVisible()).toBe(true);
    const text = await page.getByRole('main').innerText();
    expect(text).toMatch(/License Name\s+Pro/);
    expect(text).toMatch(/Sites Remaining\s+25/);
    expect(await page.getByRole('main').getByRole('link', { name: 'Upgrade' }).isVisible()).toBe(true);
    await checkScreen(page, 'profile-license');
    await page.getByRole('link', { name: 'General' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'General' }).isVisible()).toBe(true);
    expect(new URL(page.url()).hash).toBe('#general');
  });
});
