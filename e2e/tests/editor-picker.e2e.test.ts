// The snapshot host's picker script (apps/server/src/snapshot-host/picker.js) in real Chromium:
// the selectors it offers for a click, highlight and match. The editor's side is editor.e2e.test.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '@pagelift/browser';

const PICKER = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server/src/snapshot-host/picker.js'), 'utf8');

const HTML = `<!doctype html><html><body>
  <header id="top"><nav><a class="brand" href="#">Brand</a><a class="link" href="/x">One</a><a class="link" href="/y">Two</a></nav></header>
  <main>
    <section class="card"><h2>A</h2><p>first</p></section>
    <section class="card featured"><h2>B</h2><p>second</p><p>third</p></section>
    <div id="dup">x</div><div id="dup">y</div>
  </main>
</body></html>`;

type Click = { type: 'pagelift:click'; x: number; y: number; selectors: string[]; parentSelectors: string[] };

describe('picker script', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 800, height: 600 } });
    await page.setContent(HTML);
    // The page is its own parent here: record what the picker posts.
    await page.evaluate(() => {
      const w = window as unknown as { messages: unknown[] };
      w.messages = [];
      window.addEventListener('message', (e) => w.messages.push(e.data));
    });
    await page.addScriptTag({ content: PICKER });
  });
  afterAll(async () => browser?.close());

  const messages = () => page.evaluate(() => (window as unknown as { messages: { type: string }[] }).messages);
  async function clickOn(selector: string): Promise<Click> {
    const before = (await messages()).length;
    await page.click(selector);
    await expect.poll(async () => (await messages()).length).toBeGreaterThan(before);
    return (await messages()).slice(before).find((m): m is Click => m.type === 'pagelift:click')!;
  }
  const countOf = (selector: string) => page.evaluate((s) => document.querySelectorAll(s).length, selector);

  it('says it is ready', async () => {
    expect((await messages()).some((m) => m.type === 'pagelift:ready')).toBe(true);
  });

  it('offers unique selectors first, shortest first, for the element and its parent', async () => {
    const p = await clickOn('section.featured p >> nth=1');
    expect(p.selectors[0]).toBe('section.featured > p:nth-of-type(2)');
    expect(p.parentSelectors[0]).toBe('section.featured');
    expect(p.x).toBeGreaterThan(0);
    expect(p.y).toBeGreaterThan(0);

    const brand = await clickOn('a.brand');
    expect(brand.selectors[0]).toBe('a.brand');
    expect(brand.parentSelectors[0]).toBe('nav');

    const link = await clickOn('a.link >> nth=1');
    expect(link.selectors[0]).toBe('nav > a:nth-of-type(3)');
    // The tag-and-class selector that matches both links comes last, to export every one of them.
    expect(link.selectors.at(-1)).toBe('a.link');

    const h2 = await clickOn('section.card >> nth=0 >> h2');
    expect(h2.selectors[0]).toBe('section:nth-of-type(1) > h2');
    // Duplicate ids are not unique: a path is offered instead.
    const dup = await clickOn('#dup >> nth=1');
    expect(dup.selectors[0]).toBe('main > div:nth-of-type(2)');
    // Every unique selector the picker offers matches exactly one element.
    for (const click of [p, brand, link, h2, dup]) {
      for (const s of [...click.selectors.slice(0, -1), click.parentSelectors[0]!]) if (s !== 'a.link') expect(await countOf(s), s).toBe(1);
    }
  });

  it('outlines what a selector matches, clears on an empty one, survives invalid ones and answers match', async () => {
    await page.evaluate(() => window.postMessage({ type: 'pagelift:highlight', selector: 'section h2' }, '*'));
    await expect.poll(() => countOf('.pagelift-highlight')).toBe(2);
    await page.evaluate(() => window.postMessage({ type: 'pagelift:highlight', selector: 'p[' }, '*'));
    await expect.poll(() => countOf('.pagelift-highlight')).toBe(0);
    await page.evaluate(() => window.postMessage({ type: 'pagelift:highlight', selector: 'p' }, '*'));
    await expect.poll(() => countOf('.pagelift-highlight')).toBe(3);
    // A highlighted element's outline class never leaks into the selectors offered for it.
    const p = await clickOn('section.card >> nth=0 >> p');
    expect(p.selectors.join(' ')).not.toContain('pagelift-highlight');
    await page.evaluate(() => window.postMessage({ type: 'pagelift:highlight', selector: '' }, '*'));
    await expect.poll(() => countOf('.pagelift-highlight')).toBe(0);

    await page.evaluate(() => {
      window.postMessage({ type: 'pagelift:match', id: 'a', selector: 'section.card' }, '*');
      window.postMessage({ type: 'pagelift:match', id: 'b', selector: '##' }, '*');
    });
    await expect.poll(async () => (await messages()).filter((m) => m.type === 'pagelift:match-result')).toEqual([
      { type: 'pagelift:match-result', id: 'a', count: 2, valid: true },
      { type: 'pagelift:match-result', id: 'b', count: 0, valid: false },
    ]);
  });
});
