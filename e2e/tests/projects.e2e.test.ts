import { describe, expect, it } from 'vitest';
import { UPGRADE_URL } from '../support/stack.ts';
import { checkScreen, field, freezeClock, makeThumbnail, signInWithToken } from '../support/browser.ts';
import { useAppSuite } from '../support/suite.ts';

const suite = useAppSuite('#db2777');

const SNAPSHOT = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><header><h1>${title}</h1></header><main><p>Hello from a cloned page.</p></main></body></html>`;

describe('projects', () => {
  it('creates a project on the free plan, then meets the 409 and its Upgrade License link', async () => {
    const user = await suite.stack.api.createUser({ first_name: 'Hedy', last_name: 'Lamarr' });
    const { page } = suite.app;
    await signInWithToken(page, user);
    await expect.poll(() => page.getByText('Remaining: 1').isVisible()).toBe(true);
    await page.getByRole('button', { name: /Add new project/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a new project' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText('All pages in this project must use this domain').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    expect(await dialog.getByText('This field is required.').count()).toBe(2);
    await checkScreen(page, 'create-project', { fullPage: false });
    await field(page, 'Project Name').fill('Radio site');
    await field(page, 'Source Domain').fill('https://www.radio.example/some/page');
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    // The new project opens.
    await page.waitForURL(/\/projects\/[^/]+\/$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Radio site' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'All Projects' }).click();
    await page.waitForURL('**/projects/');
    await expect.poll(() => page.getByText('Remaining: 0').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('project-tile').count()).toBe(1);
    await expect.poll(() => page.getByTestId('project-tile').getByText('Domain: www.radio.example').isVisible()).toBe(true);
    // The list is kept in local storage while signed in.
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('projects'))) ?? '[]')).toHaveLength(1);

    await page.getByRole('button', { name: /Add new project/ }).click();
    await field(page, 'Project Name').fill('One too many');
    await field(page, 'Source Domain').fill('second.example');
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toContain('You have reached the limit of your Free plan');
    const upgrade = dialog.getByRole('link', { name: 'Upgrade License' });
    await expect.poll(() => upgrade.isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Create Project' }).count()).toBe(0);
    const href = new URL((await upgrade.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe(UPGRADE_URL);
    expect(href.searchParams.get('email')).toBe(user.email);
    expect(href.searchParams.get('first_name')).toBe('Hedy');
    expect(href.searchParams.get('last_name')).toBe('Lamarr');
    await checkScreen(page, 'create-project-limit', { fullPage: false });
  });

  it('renames a project inline, saving once 300 ms after the last keystroke, and deletes it with its modal', async () => {
    const user = await suite.stack.api.createUser();
    await suite.stack.grant(user.email, 'agency');
    const project = await suite.stack.api.createProject(user.token, 'Old name', 'rename.example');
    await suite.stack.api.createProject(user.token, 'Keeper', 'keeper.example');
    const { page } = suite.app;
    await page.clock.install();
    await signInWithToken(page, user);
    await expect.poll(() => page.getByText('Remaining: unlimited').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('project-tile').count()).toBe(2);
    await checkScreen(page, 'projects');

    const puts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes(`/v1/projects/${project._id}`)) puts.push(r.postData() ?? '');
    });
    const name = page.getByRole('textbox', { name: 'Project name: Old name' });
    await name.click();
    await page.clock.pauseAt(Date.now() + 1_000);
    await name.press('ControlOrMeta+a');
    await name.pressSequentially('Fresh name');
    await page.clock.runFor(299);
    await page.waitForTimeout(300);
    expect(puts).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => puts.length).toBe(1);
    await page.clock.runFor(2_000);
    await page.waitForTimeout(300);
    expect(puts).toHaveLength(1);
    expect(JSON.parse(puts[0]!)).toMatchObject({ _id: project._id, name: 'Fresh name' });
    await page.clock.resume();
    await expect.poll(async () => (await suite.stack.api.listProjects(user.token)).projects.find((p) => p._id === project._id)?.name).toBe('Fresh name');
    // Typing in the name did not open the project.
    expect(new URL(page.url()).pathname).toBe('/projects/');

    await page.getByRole('button', { name: 'Delete project Fresh name' }).click();
    const modal = page.getByRole('dialog', { name: 'Confirm to delete this project' });
    await expect.poll(() => modal.getByText('If you delete this project, it will still be counted as a used site').isVisible()).toBe(true);
    await checkScreen(page, 'delete-project', { fullPage: false });
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => modal.count()).toBe(0);
    expect(await page.getByTestId('project-tile').count()).toBe(2);
    await page.getByRole('button', { name: 'Delete project Fresh name' }).click();
    await modal.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByTestId('project-tile').count()).toBe(1);
    expect((await suite.stack.api.listProjects(user.token)).projects.map((p) => p.name)).toEqual(['Keeper']);

    // Clicking a tile opens its project.
    await page.getByTestId('project-tile').first().click({ position: { x: 20, y: 20 } });
    await page.waitForURL(/\/projects\/[^/]+\/$/);
  });
});

describe('a project page', () => {
  it('shows the empty-project guide with its three steps', async () => {
    const user = await suite.stack.api.createUser();
    const project = await suite.stack.api.createProject(user.token, 'Empty one', 'empty.example');
    const { page } = suite.app;
    await signInWithToken(page, user, `/projects/${project._id}/`);
    const guide = page.getByTestId('empty-project-guide');
    await expect.poll(() => guide.getByRole('heading', { name: 'How to clone the webpage?' }).isVisible()).toBe(true);
    const steps = await guide.getByRole('listitem').allInnerTexts();
    expect(steps).toHaveLength(3);
    expect(steps[0]).toMatch(/Install the PageLift extension in your browser/);
    expect(steps[1]).toMatch(/scroll to the end so all elements load/);
    expect(steps[2]).toMatch(/click the extension icon, choose this project and click Add Page/i);
    await checkScreen(page, 'project-empty');
  });

  it('lists pages with thumbnails, opens View Page, renames and deletes a page', async () => {
    const user = await suite.stack.api.createUser();
    const project = await suite.stack.api.createProject(user.token, 'Agency site', 'agency.example');
    const first = await suite.stack.api.uploadPage(user.token, project._id, {
      name: 'Home page',
      sourceUrl: 'https://agency.example/',
      html: SNAPSHOT('Home'),
      thumbnail: await makeThumbnail(suite.stack.browser, 'Home', '#1d4ed8'),
    });
    await suite.stack.api.uploadPage(user.token, project._id, {
      name: 'Pricing',
      sourceUrl: 'https://agency.example/pricing',
      html: SNAPSHOT('Pricing'),
      thumbnail: await makeThumbnail(suite.stack.browser, 'Pricing', '#15803d'),
    });
    const { page } = suite.app;
    await signInWithToken(page, user, `/projects/${project._id}/`);
    await expect.poll(() => page.getByTestId('page-tile').count()).toBe(2);
    expect(await page.getByTestId('empty-project-guide').count()).toBe(0);
    expect(await page.getByRole('main').getByText('Add pages to this project with the PageLift browser extension', { exact: false }).isVisible()).toBe(true);
    // Thumbnails load from the server's resources.
    const thumb = page.getByRole('img', { name: 'Thumbnail of Home page' });
    expect(await thumb.getAttribute('src')).toMatch(/\/v1\/resources\/thumbnails\/[0-9a-f]{64}\.png$/);
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
    await checkScreen(page, 'project-pages');

    // Inline rename of a page.
    const name = page.getByRole('textbox', { name: 'Page name: Pricing' });
    await name.fill('Plans and pricing');
    await expect.poll(async () => (await suite.stack.api.listPages(user.token, project._id)).map((p) => p.name)).toEqual(['Home page', 'Plans and pricing']);

    // Delete with its modal.
    await page.getByRole('button', { name: 'Delete page Plans and pricing' }).click();
    const modal = page.getByRole('dialog', { name: 'Confirm delete page' });
    await expect.poll(() => modal.getByText('Are you sure you want to delete this page?').isVisible()).toBe(true);
    await modal.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByTestId('page-tile').count()).toBe(1);
    expect((await suite.stack.api.listPages(user.token, project._id)).map((p) => p.name)).toEqual(['Home page']);

    await page.getByRole('link', { name: 'View Page' }).click();
    await page.waitForURL(`**/projects/${project._id}/${first._id}`);
    // View Page opens the editor on that page; its Project button leads back (the editor has its own suite).
    await expect.poll(() => page.getByRole('heading', { name: 'Export “Home page”' }).isVisible(), { timeout: 30_000 }).toBe(true);
    await page.getByRole('link', { name: 'Project', exact: true }).click();
    await page.waitForURL(`**/projects/${project._id}/`);
  });

  it('shows a page error from the server in a top snackbar for 3 s', async () => {
    const user = await suite.stack.api.createUser();
    const project = await suite.stack.api.createProject(user.token, 'Flaky', 'flaky.example');
    const { page } = suite.app;
    await page.clock.install();
    // Another tab deleted the project: the page list answers 404.
    await signInWithToken(page, user, '/projects/');
    await suite.stack.api.call('DELETE', `/v1/projects/${project._id}`, user.token);
    await page.goto(`/projects/${project._id}/`);
    const snackbar = page.getByRole('alert').filter({ hasText: 'Project not found.' });
    await expect.poll(() => snackbar.isVisible()).toBe(true);
    await freezeClock(page);
    const box = await snackbar.boundingBox();
    expect(box!.y).toBeLessThan(100);
    // Shown for 3 s: still there 2 s after it appeared, gone 1.5 s later (real time before the freeze counts too).
    await page.clock.runFor(2_000);
    expect(await snackbar.isVisible()).toBe(true);
    await page.clock.runFor(1_500);
    await expect.poll(() => snackbar.count()).toBe(0);
  });
});

describe('the Upgrade button', () => {
  for (const [plan, shown] of [
    ['free', true],
    ['pro', true],
    ['agency', false],
  ] as const) {
    it(`is ${shown ? 'shown' : 'hidden'} on the ${plan} plan`, async () => {
      const user = await suite.stack.api.createUser({ first_name: 'Plan', last_name: plan });
      if (plan !== 'free') await suite.stack.grant(user.email, plan);
      const { page } = suite.app;
      await signInWithToken(page, user);
      await expect.poll(() => page.getByRole('button', { name: 'Account menu' }).isVisible()).toBe(true);
      await expect.poll(() => page.getByText(/Remaining: /).innerText()).not.toBe('Remaining: …');
      const upgrade = page.getByRole('banner').getByRole('link', { name: 'Upgrade' });
      if (!shown) {
        expect(await upgrade.count()).toBe(0);
        await page.goto('/profile/#license');
        await expect.poll(() => page.getByText('Agency').isVisible()).toBe(true);
        expect(await page.getByRole('link', { name: 'Upgrade' }).count()).toBe(0);
        return;
      }
      await expect.poll(() => upgrade.isVisible()).toBe(true);
      const href = new URL((await upgrade.getAttribute('href'))!);
      expect(href.searchParams.get('email')).toBe(user.email);
      expect(href.searchParams.get('first_name')).toBe('Plan');
      expect(href.searchParams.get('last_name')).toBe(plan);
    });
  }
});
