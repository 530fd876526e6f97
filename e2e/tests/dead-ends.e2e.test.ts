// Issue 17's dead ends, as a new user meets them: an editor link to a page that is gone, and a
// reload in the middle of password recovery.
import { describe, expect, it } from 'vitest';
import { field, signInWithToken } from '../support/browser.ts';
import { useAppSuite } from '../support/suite.ts';

const suite = useAppSuite('#7c3aed');

const PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Gone soon</title></head><body><h1>Gone soon</h1></body></html>';

describe('the editor of a page that is not there', () => {
  it('says "Page not found" with a way back, and Export is disabled, instead of loading forever', async () => {
    const { api } = suite.stack;
    const user = await api.createUser();
    const project = await api.createProject(user.token, 'Gone site', 'gone.example');
    const page = await api.uploadPage(user.token, project._id, { name: 'Deleted page', sourceUrl: 'https://gone.example/', html: PAGE });
    await api.call('DELETE', `/v1/pages/${page._id}`, user.token);

    const { page: browser } = suite.app;
    await signInWithToken(browser, user, `/projects/${project._id}/${page._id}`);
    const notFound = browser.getByTestId('editor-not-found');
    await expect.poll(() => notFound.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await browser.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
    expect(await browser.getByTestId('editor-loading').count()).toBe(0);
    expect(await browser.getByRole('button', { name: 'Export' }).isDisabled()).toBe(true);
    await browser.getByRole('link', { name: 'Back to the project' }).click();
    await browser.waitForURL(`**/projects/${project._id}`);

    // A project that is not there either: back to the projects list.
    await browser.goto(`/projects/NoSuchProject000/${page._id}`);
    await expect.poll(() => browser.getByTestId('editor-not-found').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await browser.getByRole('link', { name: 'Back to projects' }).getAttribute('href')).toBe('/projects');
    expect(await browser.getByRole('button', { name: 'Export' }).isDisabled()).toBe(true);
  });
});

describe('password recovery after a reload', () => {
  it('comes back to the code step with the code already mailed, and the resend wait goes on', async () => {
    const user = await suite.stack.api.createUser();
    const { page } = suite.app;
    await page.goto('/forgot-password/');
    await field(page, 'Email').fill(user.email);
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Verify Code' }).isVisible()).toBe(true);
    const mails = suite.stack.smtp.count(user.email);

    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Verify Code' }).isVisible()).toBe(true);
    expect(await page.getByText(`Enter the code sent to ${user.email}.`).isVisible()).toBe(true);
    const resend = page.getByRole('button', { name: /^Resend Code/ });
    expect(await resend.isDisabled()).toBe(true);
    const left = Number(/\((\d+)s\)/.exec(await resend.innerText())?.[1]);
    expect(left).toBeGreaterThan(150);
    expect(left).toBeLessThanOrEqual(180);
    // no new mail was needed
    expect(suite.stack.smtp.count(user.email)).toBe(mails);

    await field(page, 'Code').fill(await suite.stack.smtp.code(user.email, mails - 1));
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Change Your Password' }).isVisible()).toBe(true);
    // a reload here keeps the user on the last step too
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Change Your Password' }).isVisible()).toBe(true);
    await field(page, 'New Password').fill('after-reload-secret');
    await field(page, 'Confirm Password').fill('after-reload-secret');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect.poll(() => page.getByRole('button', { name: /^Redirect\.\.\./ }).isVisible()).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('pagelift.recovery'))).toBeNull();
  });
});
