import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
// The engine's validator harness: WordPress's own block code (tools/gutenberg-validate) judges the clipboard.
import { BlockValidator, ensureValidator } from '@pagelift/engine/gutenberg-validator';
import { CORPUS_DIR } from '@pagelift/engine/test-support';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { EXPORT_MESSAGES, type Page as PageEntity } from '@pagelift/contract';
import type { TestUser } from '../support/api.ts';
import { UPGRADE_URL } from '../support/stack.ts';
import { checkScreen, field, freezeClock, signInWithToken } from '../support/browser.ts';
import { useAppSuite } from '../support/suite.ts';
import { readZip } from '@pagelift/wordpress-plugin';

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

/** A catalogue of `count` cards: 400 make well over 1,000,000 characters of Elementor data, 800 of Bricks data. */
const catalogue = (count: number) => `<!doctype html><html lang="en"><head><title>Big catalogue</title></head><body><main id="all" style="display:flex;flex-wrap:wrap">${Array.from(
  { length: count },
  (_, i) =>
    `<div class="card c${i}" style="padding:${8 + (i % 7)}px;margin:4px;border:1px solid #ccc;background:#${(0x100000 + i * 2311).toString(16).slice(-6)}"><h3 style="font-size:${14 + (i % 9)}px">Card ${i}</h3><p style="color:#333">Text number ${i} with some words.</p><a href="#" style="display:inline-block;padding:6px 10px;background:#225;color:#fff">Go ${i}</a></div>`,
).join('')}</main></body></html>`;
const BIG = catalogue(400);

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
  await expect.poll(() => page.locator('.MuiMenu-root').count()).toBe(0);
}

/** `clockPaused`: the menu's closing transition runs on timers, so move the paused clock along. */
async function chooseExportType(page: Page, name: 'Selector' | 'Entire Page', clockPaused = false): Promise<void> {
  await page.getByRole('combobox', { name: 'Export Type' }).click();
  await page.getByRole('option', { name, exact: true }).click();
  if (clockPaused) await page.clock.runFor(1_000);
  await expect.poll(() => page.locator('.MuiMenu-root').count()).toBe(0);
}

/** Selects a radio button; a click that lands while the panel is still settling is tried again. */
async function chooseRadio(page: Page, name: string): Promise<void> {
  const radio = page.getByRole('radio', { name });
  await expect
    .poll(async () => {
      if (!(await radio.isChecked())) await radio.click();
      return radio.isChecked();
    })
    .toBe(true);
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

    // A typed selector: the frame says how many elements match and outlines them.
    await field(page, 'click on the element').fill('.card');
    await expect.poll(() => page.getByText('2 elements match').isVisible()).toBe(true);
    await expect.poll(() => outlined(page).count()).toBe(2);
    // Hovering a popup item outlines that item only; back over the page, the typed selector's matches again.
    await frameOf(page).getByText('First card').click();
    await items.nth(1).hover();
    await expect.poll(() => outlined(page).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => popup.count()).toBe(0);
    await page.mouse.move(1300, 400);
    await frameOf(page).locator('header').hover();
    await expect.poll(() => outlined(page).count()).toBe(2);
    await field(page, 'click on the element').fill('div[');
    await expect.poll(() => page.getByText(EXPORT_MESSAGES.invalidSelector).isVisible()).toBe(true);
    // Entire Page: no selector field, nothing outlined.
    await chooseExportType(page, 'Entire Page');
    expect(await page.getByLabel('click on the element').count()).toBe(0);
    await expect.poll(() => outlined(page).count()).toBe(0);
  });

  it('exports with Elementor on a paid plan: clipboard data, Copied for 3 s, the copy buttons and their rules', { timeout: 400_000 }, async () => {
    const user = await suite.stack.api.createUser();
    const { url } = await editorFor(user, { plan: 'agency' });
    const { page, context } = suite.app;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.stack.baseUrl });
    await page.clock.install();
    await openEditor(page, user, url);
    expect(await page.getByTestId('upgrade-notice').count()).toBe(0);
    // Paid plan: the settings area is 100vh - 197px tall.
    expect((await page.getByTestId('export-panel-body').boundingBox())!.height).toBeCloseTo(900 - 197, 0);
    expect(await page.getByRole('combobox', { name: 'Page Builder' }).innerText()).toBe('Elementor');
    await page.getByRole('combobox', { name: 'Page Builder' }).click();
    const options = page.getByRole('option');
    expect((await options.allInnerTexts()).map((t) => t.replace(/\s+/g, ' '))).toEqual([
      'Elementor 3.10 or higher + Flex Container',
      'Elementor Pro 3.10 or higher + Flex Container',
      'Gutenberg',
      'Webflow',
      'Bricks',
      'Breakdance',
    ]);
    // Every listed builder is served by the engine: none is disabled.
    expect(await page.locator('[role="option"][aria-disabled="true"]').count()).toBe(0);
    await page.getByRole('option', { name: /^Elementor Pro/ }).click();
    await expect.poll(() => page.locator('.MuiMenu-root').count()).toBe(0);
    expect(await page.getByRole('switch', { name: 'Merge Elements' }).or(page.getByRole('checkbox', { name: 'Merge Elements' })).isChecked()).toBe(true);
    await expect.poll(() => page.getByTestId('requirements').innerText()).toContain('Flexbox Container');
    expect(await page.getByRole('link', { name: 'PageLift plugin 1.0.58' }).count()).toBe(1);
    // the link the server configures (PLUGIN_URL, by default this server's own plugin zip)
    expect(await page.getByRole('link', { name: 'PageLift plugin 1.0.58' }).getAttribute('href')).toBe(`${suite.stack.baseUrl}/v1/plugin/pagelift.zip`);

    // Pick the hero by clicking it.
    await frameOf(page).locator('section.hero').click({ position: { x: 600, y: 8 } });
    await page.getByTestId('selector-item').first().click();
    expect(await field(page, 'click on the element').inputValue()).toBe('section.hero');
    await checkScreen(page, 'editor', { fullPage: false });

    await freezeClock(page);
    const exports: unknown[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/v1/export/')) exports.push(r.postDataJSON());
    });
    await exportButton(page).click();
    await expect.poll(() => exportButton(page).innerText(), EXPORT_WAIT).toBe('Copied');
    expect(exports).toEqual([
      {
        pageId: expect.any(String), exportType: 'selector', selector: 'section.hero', breakpoints: { desktop: '1025', tablet: '1024', mobile: '767' }, builder: 'elementor',
        copyFontface: 'export', reduceDomSize: null, webflowAPIToken: null, targetDomain: null, webflowUploadAssets: false, mergeElementsEnable: true,
      },
    ]);
    const data = JSON.parse(await clipboard(page)) as { type: string; siteurl: string; elements: { elType: string }[] };
    expect(data.type).toBe('elementor');
    expect(data.elements.length).toBeGreaterThan(0);
    expect(data.elements[0]!.elType).toBe('container');
    expect(await page.getByRole('button', { name: 'Copy to clipboard' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Copy CSS @font-face' }).count()).toBe(0);
    // 'Copied' for 3 s, then 'Export' again.
    await page.clock.runFor(2_900);
    expect(await exportButton(page).innerText()).toBe('Copied');
    await page.clock.runFor(200);
    await expect.poll(() => exportButton(page).innerText()).toBe('Export');
    // Copy to clipboard copies the same data again.
    await page.evaluate(() => navigator.clipboard.writeText('something else'));
    await page.getByRole('button', { name: 'Copy to clipboard' }).click();
    await expect.poll(() => clipboard(page)).toBe(JSON.stringify(data));
    await page.clock.runFor(3_100);

    // Copy mode: after the export, Copy CSS @font-face appears; the whole page exports too.
    await page.getByRole('button', { name: 'Advanced settings' }).click();
    await page.clock.runFor(1_000);
    await chooseRadio(page, 'Copy it to your site yourself');
    expect(await page.getByRole('button', { name: 'Copy to clipboard' }).isVisible()).toBe(true);
    // Editing tablet portrait moves desktop along.
    await field(page, 'Tablet portrait (up to, px)').fill('900');
    expect(await field(page, 'Desktop (from, px)').inputValue()).toBe('901');
    await field(page, 'Target domain').fill('www.client.example');
    await chooseExportType(page, 'Entire Page', true);
    expect(await page.getByRole('button', { name: 'Copy to clipboard' }).count()).toBe(0);
    await exportButton(page).click();
    await expect.poll(() => page.getByRole('button', { name: 'Copy CSS @font-face' }).isVisible(), EXPORT_WAIT).toBe(true);
    expect(exports[1]).toMatchObject({ exportType: 'entirePage', selector: null, copyFontface: 'copy', targetDomain: 'www.client.example', breakpoints: { desktop: '901', tablet: '900', mobile: '767' } });
    const whole = JSON.parse(await clipboard(page)) as { type: string; siteurl: string; elements: unknown[] };
    expect(whole.type).toBe('elementor');
    // The site URL comes from the target domain, without 'www.'.
    expect(whole.siteurl).toBe('https://client.example/wp-json/');
    expect(JSON.stringify(whole).length).toBeGreaterThan(JSON.stringify(data).length);
    await page.getByRole('button', { name: 'Copy CSS @font-face' }).click();
    // The demo page has no web fonts: the copied CSS is what the server sent (empty here).
    await expect.poll(() => clipboard(page)).not.toBe(JSON.stringify(whole));
    await page.clock.runFor(3_100);
    await page.clock.resume();
    await checkScreen(page, 'editor-exported', { fullPage: false });
    // The copy mode change hides the font-face button; a builder change hides both.
    await chooseRadio(page, 'Add it to the export data');
    expect(await page.getByRole('button', { name: 'Copy CSS @font-face' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Copy to clipboard' }).isVisible()).toBe(true);
    await chooseBuilder(page, /^Elementor(?! Pro)/);
    expect(await page.getByRole('button', { name: 'Copy to clipboard' }).count()).toBe(0);
  });

  it.skipIf(!existsSync(join(CORPUS_DIR, 'mdn-flexbox-gap/index.html')))('exports a corpus page for Gutenberg: block markup on the clipboard that WordPress\'s block code accepts', { timeout: 400_000 }, async () => {
    ensureValidator('newest');
    ensureValidator('wp-6.8');
    const html = await readFile(join(CORPUS_DIR, 'mdn-flexbox-gap/index.html'), 'utf8');
    const user = await suite.stack.api.createUser();
    const { url } = await editorFor(user, { plan: 'agency', html, name: 'Flexbox gaps' });
    const { page, context } = suite.app;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.stack.baseUrl });
    await signInWithToken(page, user, url);
    await expect.poll(() => page.getByTestId('editor-loading').count(), { timeout: 30_000 }).toBe(0);
    await chooseBuilder(page, /^Gutenberg/);
    await expect.poll(() => page.getByTestId('requirements').innerText()).toContain('PageLift plugin');
    expect(await page.getByRole('switch', { name: 'Merge Elements' }).or(page.getByRole('checkbox', { name: 'Merge Elements' })).count()).toBe(0);
    await chooseExportType(page, 'Entire Page');
    const validators = { newest: new BlockValidator('newest'), old: new BlockValidator('wp-6.8') };
    try {
      await exportButton(page).click();
      await expect.poll(() => exportButton(page).innerText(), EXPORT_WAIT).toBe('Copied');
      const markup = await clipboard(page);
      expect(markup.startsWith('<!-- wp:')).toBe(true);
      expect(markup).toContain('<!-- wp:group {');
      expect(markup).toContain('has-custom-css');
      for (const v of Object.values(validators)) {
        const r = await v.validate(markup);
        expect(r.problems).toEqual([]);
        expect(r.counts.valid).toBeGreaterThan(3);
      }
      // Older sites: one scoped stylesheet instead of per-block CSS, still valid markup.
      const older = page.getByRole('switch', { name: 'WordPress before 7.0' }).or(page.getByRole('checkbox', { name: 'WordPress before 7.0' }));
      await older.click();
      await exportButton(page).click();
      await expect.poll(async () => (await clipboard(page)) !== markup && (await exportButton(page).innerText()) === 'Copied', EXPORT_WAIT).toBe(true);
      const sheet = await clipboard(page);
      expect(sheet).not.toContain('has-custom-css');
      expect(sheet).toMatch(/^<!-- wp:html -->\n<style>/);
      for (const v of Object.values(validators)) expect((await v.validate(sheet)).problems).toEqual([]);
    } finally {
      for (const v of Object.values(validators)) v.close();
    }
  });

  it('exports for Webflow: Copy to clipboard writes application/json from a copy event; the upload toggle, token field and eye', { timeout: 400_000 }, async () => {
    const user = await suite.stack.api.createUser();
    const { url } = await editorFor(user, { plan: 'pro' });
    const { page, context } = suite.app;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.stack.baseUrl });
    await openEditor(page, user, url);
    await chooseBuilder(page, /^Webflow/);
    // Webflow's own settings: the upload toggle, the token field (a password field) and its eye.
    const upload = page.getByRole('switch', { name: 'Upload images to assets' }).or(page.getByRole('checkbox', { name: 'Upload images to assets' }));
    expect(await upload.isChecked()).toBe(false);
    const token = field(page, 'Webflow API Token');
    expect(await token.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show webflow api token' }).click();
    expect(await token.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide webflow api token' }).click();
    expect(await token.getAttribute('type')).toBe('password');
    expect(await page.getByTestId('requirements').count()).toBe(0);

    await chooseExportType(page, 'Entire Page');
    const exports: Array<Record<string, unknown>> = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/v1/export/')) exports.push(r.postDataJSON());
    });
    await exportButton(page).click();
    // Webflow is not copied automatically: the user copies with the button.
    await expect.poll(() => page.getByRole('button', { name: 'Copy to clipboard' }).isVisible(), EXPORT_WAIT).toBe(true);
    expect(exports[0]).toMatchObject({ builder: 'webflow', exportType: 'entirePage', webflowUploadAssets: false, breakpoints: { desktop: '992', tablet: '991', mobileLandscape: '767', mobile: '478' } });
    expect(await exportButton(page).innerText()).toBe('Export');

    // Read what the copy event carries: a window listener runs after the app's document listener.
    await page.evaluate(() => {
      window.addEventListener('copy', (event) => {
        const data = event.clipboardData!;
        (window as unknown as { copied: unknown }).copied = { types: [...data.types], json: data.getData('application/json'), prevented: event.defaultPrevented };
      });
    });
    await page.getByRole('button', { name: 'Copy to clipboard' }).click();
    await expect.poll(() => page.evaluate(() => Boolean((window as unknown as { copied?: unknown }).copied))).toBe(true);
    const copied = (await page.evaluate(() => (window as unknown as { copied: unknown }).copied)) as { types: string[]; json: string; prevented: boolean };
    expect(copied.types).toContain('application/json');
    expect(copied.prevented).toBe(true);
    const data = JSON.parse(copied.json) as { type: string; payload: { nodes: Array<{ _id: string; type?: string; text?: boolean; v?: string; children?: string[] }>; styles: Array<{ name: string }> } };
    expect(data.type).toBe('@webflow/XscpData');
    const { nodes, styles } = data.payload;
    // One root first; the demo's text arrives as string nodes; classes named after the source.
    const referenced = new Set(nodes.flatMap((n) => n.children ?? []));
    expect(nodes.filter((n) => !referenced.has(n._id)).map((n) => n._id)).toEqual([nodes[0]!._id]);
    expect(nodes.filter((n) => n.text).map((n) => n.v)).toEqual(expect.arrayContaining(['Demo Studio', 'We build fast sites', 'First card']));
    expect(nodes.some((n) => n.type === 'Heading')).toBe(true);
    expect(styles.map((s) => s.name)).toEqual(expect.arrayContaining(['hero', 'hero-title', 'card']));
    // The same JSON also goes out as text/plain.
    await expect.poll(() => clipboard(page)).toBe(copied.json);
  });

  it('on the free licence: the Free plan notice and Upgrade, Elementor Pro labelled Paid and refused with 409, Elementor exports', { timeout: 300_000 }, async () => {
    const user = await suite.stack.api.createUser({ first_name: 'Grace', last_name: 'Hopper' });
    const { url } = await editorFor(user);
    const { page, context } = suite.app;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.stack.baseUrl });
    await openEditor(page, user, url);
    const notice = page.getByTestId('upgrade-notice');
    await expect.poll(() => notice.innerText()).toContain('The responsive is not available in the Free plan');
    const upgrade = new URL((await notice.getByRole('link', { name: 'Upgrade' }).getAttribute('href'))!);
    expect(`${upgrade.origin}${upgrade.pathname}`).toBe(UPGRADE_URL);
    expect(upgrade.searchParams.get('email')).toBe(user.email);
    expect(upgrade.searchParams.get('first_name')).toBe('Grace');
    // Free plan: the settings area is 100vh - 290px tall; the Export button looks disabled (upgrade state).
    expect((await page.getByTestId('export-panel-body').boundingBox())!.height).toBeCloseTo(900 - 290, 0);
    expect(await exportButton(page).getAttribute('data-look')).toBe('disabled');
    await page.getByRole('combobox', { name: 'Page Builder' }).click();
    expect((await page.getByRole('option', { name: /^Elementor Pro/ }).innerText()).replace(/\s+/g, ' ')).toBe('Elementor Pro Paid');
    expect((await page.getByRole('option', { name: /^Bricks/ }).innerText()).replace(/\s+/g, ' ')).toBe('Bricks Paid');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.MuiMenu-root').count()).toBe(0);
    await checkScreen(page, 'editor-free', { fullPage: false });

    // Elementor (free) exports, without responsive styles, and is copied.
    await field(page, 'click on the element').fill('.cards');
    await exportButton(page).click();
    await expect.poll(() => exportButton(page).innerText(), EXPORT_WAIT).toBe('Copied');
    const data = JSON.parse(await clipboard(page)) as { type: string; elements: unknown[] };
    expect(data.type).toBe('elementor');
    expect(data.elements.length).toBe(1);

    // Elementor Pro: the server's 409 text, upgrade state on.
    await chooseBuilder(page, /^Elementor Pro/);
    await exportButton(page).click();
    const error = page.getByTestId('export-error');
    await expect.poll(() => error.innerText(), EXPORT_WAIT).toBe('Elementor Pro export is not available in the Free plan. Please upgrade your license to export to Elementor Pro, Bricks and Breakdance.');
    expect(await page.getByRole('button', { name: 'Copy to clipboard' }).count()).toBe(0);
    expect(await exportButton(page).getAttribute('data-look')).toBe('disabled');
  });

  it('shows the server reasons for an empty and an invalid selector, and the processing error otherwise', { timeout: 300_000 }, async () => {
    const user = await suite.stack.api.createUser();
    const { url } = await editorFor(user, { plan: 'pro' });
    const { page } = suite.app;
    await openEditor(page, user, url);
    const error = page.getByTestId('export-error');
    await exportButton(page).click();
    await expect.poll(() => error.innerText(), EXPORT_WAIT).toBe(EXPORT_MESSAGES.emptySelector);
    await field(page, 'click on the element').fill('div[');
    await exportButton(page).click();
    await expect.poll(() => error.innerText(), EXPORT_WAIT).toBe(EXPORT_MESSAGES.invalidSelector);
    // A selector that matches nothing is for the engine to refuse; whatever it says, the button is usable again.
    await field(page, 'click on the element').fill('#nothing-here');
    await exportButton(page).click();
    await expect.poll(() => exportButton(page).innerText(), EXPORT_WAIT).toBe('Export');
    await expect.poll(() => error.isVisible()).toBe(true);
    // A server that cannot be reached: the processing error.
    await page.route('**/v1/export/', (route) => route.abort());
    await field(page, 'click on the element').fill('.hero');
    await exportButton(page).click();
    await expect.poll(() => error.innerText(), EXPORT_WAIT).toBe(EXPORT_MESSAGES.processingError);
    // The browser logs the request this test aborted; that line is expected, nothing else.
    const { errors } = suite.app;
    const aborted = errors.filter((e) => e === 'Failed to load resource: net::ERR_FAILED');
    expect(aborted).toHaveLength(1);
    errors.splice(errors.indexOf(aborted[0]!), 1);
  });

  it('links the PageLift WordPress plugin per builder, and the link downloads the installable zip', async () => {
    const user = await suite.stack.api.createUser();
    const { url } = await editorFor(user, { plan: 'agency' });
    const { page } = suite.app;
    await openEditor(page, user, url);
    const zipUrl = `${suite.stack.baseUrl}/v1/plugin/pagelift.zip`;
    const pluginLink = page.getByTestId('requirements').getByRole('link', { name: 'PageLift plugin 1.0.58' });
    const uploadLink = page.getByRole('link', { name: 'Automatically upload images, icons and fonts to your server' });
    expect(await pluginLink.getAttribute('href')).toBe(zipUrl);
    // Elementor pages are self-hosted by the plugin: the upload link is the plugin too.
    expect(await uploadLink.getAttribute('href')).toBe(zipUrl);

    // The link opens a new tab (target=_blank) whose response is the zip as an attachment.
    const download = new Promise<import('playwright-core').Download>((resolve) => {
      page.once('download', resolve);
      page.context().once('page', (tab) => tab.once('download', resolve));
    });
    await pluginLink.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('pagelift-1.0.58.zip');
    const files = readZip(await readFile((await file.path())!));
    expect(files.get('pagelift/pagelift.php')!.toString()).toMatch(/Plugin Name:\s+PageLift[\s\S]*Version:\s+1\.0\.58/);
    // The plugin trusts the server it came from: the origin of every export's resource URLs.
    expect(files.get('pagelift/pagelift-build.php')!.toString()).toContain(`define( 'PAGELIFT_DEFAULT_ORIGINS', '${new URL(suite.stack.baseUrl).origin}' );`);
    for (const tab of page.context().pages()) if (tab !== page) await tab.close();
  });

  it('downloads a big export as an importable Elementor template file named after the page, and says how to import it', { timeout: 400_000 }, async () => {
    const user = await suite.stack.api.createUser();
    const { url } = await editorFor(user, { plan: 'agency', html: BIG, name: 'Big catalogue, spring!' });
    const { page } = suite.app;
    await signInWithToken(page, user, url);
    await expect.poll(() => page.getByTestId('editor-loading').count(), { timeout: 30_000 }).toBe(0);
    await chooseExportType(page, 'Entire Page');
    const download = page.waitForEvent('download', { timeout: EXPORT_WAIT.timeout });
    await exportButton(page).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('big-catalogue-spring.json');
    const text = await readFile((await file.path())!, 'utf8');
    expect(text.length).toBeGreaterThanOrEqual(1_000_000);
    // Elementor's importable template file (checked against Elementor 4.2.3's Import Templates), not the paste envelope.
    const data = JSON.parse(text) as { version: string; title: string; type: string; content: unknown[]; page_settings: unknown };
    expect(data).toMatchObject({ version: '0.4', title: 'Big catalogue, spring!', type: 'page' });
    expect(data.content.length).toBeGreaterThan(0);
    expect(data).not.toHaveProperty('siteurl');
    const note = page.getByTestId('export-downloaded');
    await expect.poll(() => note.isVisible()).toBe(true);
    expect(await note.innerText()).toContain('Downloaded big-catalogue-spring.json.');
    expect(await note.innerText()).toContain('Templates → Saved Templates → Import Templates');
    expect(await page.getByRole('button', { name: 'Copy to clipboard' }).count()).toBe(0);
    expect(await exportButton(page).innerText()).toBe('Export');
  });

  it('exports for Bricks and Breakdance: their paste data on the clipboard, a big Bricks export as a file with global_classes', { timeout: 600_000 }, async () => {
    const user = await suite.stack.api.createUser();
    const { url } = await editorFor(user, { plan: 'agency' });
    const { page, context } = suite.app;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.stack.baseUrl });
    await openEditor(page, user, url);
    const exports: Array<Record<string, unknown>> = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/v1/export/')) exports.push(r.postDataJSON());
    });

    // Bricks: the copied-elements envelope, a flat tree with the root first.
    await chooseBuilder(page, /^Bricks/);
    await field(page, 'click on the element').fill('.cards');
    await exportButton(page).click();
    await expect.poll(() => exportButton(page).innerText(), EXPORT_WAIT).toBe('Copied');
    expect(exports[0]).toMatchObject({ builder: 'bricks', selector: '.cards', breakpoints: { desktop: '992', tablet: '991', mobileLandscape: '767', mobile: '478' } });
    const bricks = JSON.parse(await clipboard(page)) as { source: string; version: string; globalElements: unknown[]; globalClasses: unknown[]; content: Array<{ id: string; name: string; parent: string | 0; children: string[]; settings: Record<string, unknown> }> };
    expect(bricks).toMatchObject({ source: 'bricksCopiedElements', version: '1.9.2', globalElements: [] });
    expect(Array.isArray(bricks.globalClasses)).toBe(true);
    expect(bricks.content[0]).toMatchObject({ name: 'section', parent: 0 });
    expect(bricks.content.every((e) => /^[a-z]{6}$/.test(e.id))).toBe(true);
    expect(bricks.content.filter((e) => e.name === 'heading').map((e) => e.settings.text)).toEqual(['Strategy', 'Design']);
    for (const e of bricks.content.slice(1)) expect(bricks.content.find((p) => p.id === e.parent)?.children).toContain(e.id);

    // Breakdance: one Section of nested nodes with integer ids, copied at any size.
    await chooseBuilder(page, /^Breakdance/);
    await chooseExportType(page, 'Entire Page');
    await exportButton(page).click();
    await expect.poll(() => exportButton(page).innerText(), EXPORT_WAIT).toBe('Copied');
    expect(exports[1]).toMatchObject({ builder: 'breakdance', exportType: 'entirePage', breakpoints: { desktop: '1120', tabletLandscape: '1119', tablet: '1023', phoneLandscape: '767', mobile: '479' } });
    type Node = { id: number; data: { type: string; properties: Record<string, any> | null }; children: Node[] };
    const breakdance = JSON.parse(await clipboard(page)) as { element: Node };
    expect(breakdance.element.data.type).toBe('EssentialElements\\Section');
    const nodes: Node[] = [];
    const walk = (n: Node) => (nodes.push(n), n.children.forEach(walk));
    walk(breakdance.element);
    expect(nodes.every((n) => Number.isInteger(n.id))).toBe(true);
    expect(nodes.filter((n) => n.data.type === 'EssentialElements\\Heading').map((n) => n.data.properties!.content.content.text)).toEqual(['Demo Studio', 'We build fast sites', 'Strategy', 'Design']);

    // A Bricks export over 1,000,000 characters is downloaded, with globalClasses renamed global_classes.
    const big = await editorFor(user, { html: catalogue(800), name: 'Big catalogue' });
    await signInWithToken(page, user, big.url);
    await expect.poll(() => page.getByTestId('editor-loading').count(), { timeout: 30_000 }).toBe(0);
    await chooseBuilder(page, /^Bricks/);
    await chooseExportType(page, 'Entire Page');
    const download = page.waitForEvent('download', { timeout: EXPORT_WAIT.timeout });
    await exportButton(page).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('big-catalogue.json');
    const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as Record<string, unknown>;
    expect(data).toMatchObject({ source: 'bricksCopiedElements', global_classes: expect.any(Array) });
    expect(data).not.toHaveProperty('globalClasses');
    expect((data.content as unknown[]).length).toBeGreaterThan(1000);
  });

  it('treats the frame as loaded after 10 s when it never fires its load event; the product slider rotates every 5 s', async () => {
    const user = await suite.stack.api.createUser();
    const { page: entity, url } = await editorFor(user, { plan: 'agency' });
    const { page } = suite.app;
    const hung: Array<() => void> = [];
    await page.route('**/v1/html/**', (route) => new Promise<void>((resolve) => hung.push(() => route.abort().then(resolve, resolve))));
    // The page answer waits until the clock is paused, so the 10 s start on the paused clock.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(`**/v1/pages/${entity._id}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.clock.install();
    await signInWithToken(page, user, url);
    await expect.poll(() => page.getByTestId('product-slider').isVisible()).toBe(true);
    await freezeClock(page);
    release();
    // Step the clock until the frame is there: its timer started at most 50 ms ago.
    for (let i = 0; i < 400 && (await page.getByTestId('editor-frame').count()) === 0; i++) await page.clock.runFor(50);
    const overlay = page.getByText('Loading experience...');
    expect(await overlay.isVisible()).toBe(true);
    await page.clock.runFor(9_900);
    expect(await overlay.isVisible()).toBe(true);
    await page.clock.runFor(100);
    await expect.poll(() => overlay.count()).toBe(0);

    // The promotion slider: another product every 5 s, none while hovered.
    const slider = page.getByTestId('product-slider');
    const first = await slider.getByRole('link').innerText();
    await page.clock.runFor(5_000);
    await expect.poll(() => slider.getByRole('link').innerText()).not.toBe(first);
    const second = await slider.getByRole('link').innerText();
    await slider.hover();
    await page.clock.runFor(15_000);
    expect(await slider.getByRole('link').innerText()).toBe(second);
    await page.clock.resume();
    for (const abort of hung) abort();
  });
});
