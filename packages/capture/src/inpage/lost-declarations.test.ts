// A var() shorthand partly overridden in its own rule: Chromium's CSSOM writes its longhands
// empty, so the capture must take the declarations from the sheet's text. Real Chromium.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '@pagelift/browser';
import { capturePage, openPage, type Snapshot } from '../capture-page.ts';
import { serveDirectory, type StaticServer } from '../testing/static-server.ts';
import { sourceBlocks } from './lost-declarations.ts';

const RED_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8DAwMDAwMAAAA8AAXmGv3EAAAAASUVORK5CYII=', 'base64');

const LINKED_CSS = `:root { --a: rgb(255, 0, 0); --b: rgb(0, 0, 255); --w: 4px; }
@media screen {
  .linked { background: url(../img/dot.png) no-repeat, linear-gradient(90deg, var(--a), var(--b)); -webkit-background-clip: text; background-clip: text; -webkit-text-fill-color: transparent; }
}
.bordered { border: var(--w) solid var(--a); border-left-width: 9px; }
.nowhere { margin: var(--w) 0; margin-top: 1px; }`;

const PAGE = `<!doctype html><html><head>
<link rel="stylesheet" href="css/site.css">
<style>/* a { } */ .inline > b { font: 700 var(--size, 20px) / 1.5 serif; font-style: italic; }
.scripted { padding: var(--w) 2px; padding-left: 5px; }</style>
</head><body>
<p class="linked">Gradient text</p>
<div class="bordered">Box</div>
<p class="inline"><b>Bold</b></p>
<p class="scripted">Scripted</p>
<script>document.styleSheets[1].cssRules[1].style.setProperty('color', 'rgb(1, 2, 3)');</script>
</body></html>`;

let server: StaticServer;
let browser: Browser;
let snapshot: Snapshot;
let live: Record<string, Record<string, string>>;

const PROPS = [
  'background-image',
  'background-clip',
  'border-top-width',
  'border-left-width',
  'font-size',
  'font-weight',
  'font-style',
  'padding-top',
  'padding-left',
  'color',
];

function readStyles(props: string[]): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const selector of ['.linked', '.bordered', '.inline > b', '.scripted']) {
    const style = getComputedStyle(document.querySelector(selector)!);
    out[selector] = Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)]));
  }
  return out;
}

beforeAll(async () => {
  server = await serveDirectory(null, { '/site/index.html': PAGE, '/site/css/site.css': LINKED_CSS, '/site/img/dot.png': RED_PNG });
  browser = await launchChromium();
  const page = await browser.newPage();
  await openPage(page, `${server.origin}/site/index.html`);
  live = await page.evaluate(readStyles, PROPS);
  snapshot = await capturePage(page);
  await page.close();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('var() shorthands the CSSOM cannot write back', () => {
  it('keep their declarations in linked and inline sheets', () => {
    expect(snapshot.html).not.toMatch(/[\w-]+: ;/);
    expect(snapshot.html).toContain('linear-gradient(90deg, var(--a), var(--b))');
    expect(snapshot.html).toContain('border: var(--w) solid var(--a)');
    expect(snapshot.html).toContain('font: 700 var(--size, 20px) / 1.5 serif');
  });

  it('still make url()s absolute, collect their files and drop unused rules', () => {
    const dot = `${server.origin}/site/img/dot.png`;
    expect(snapshot.html).toContain(`url("${dot}")`);
    expect(snapshot.assets.map((a) => a.url)).toContain(dot);
    expect(snapshot.html).not.toContain('.nowhere');
    expect(snapshot.html).not.toMatch(/pagelift-lost-declarations/);
  });

  it('render like the live page, and a rule a script changed keeps what the script made', async () => {
    const page = await browser.newPage();
    await page.setContent(snapshot.html);
    const rendered = await page.evaluate(readStyles, PROPS);
    await page.close();
    expect(live['.linked']['background-image']).toContain('linear-gradient');
    expect(live['.scripted']['color']).toBe('rgb(1, 2, 3)');
    expect(rendered).toEqual(live);
  });
});

describe('sourceBlocks', () => {
  it('lists style blocks at every depth, without comments, at-rules or strings taken for braces', () => {
    const blocks = sourceBlocks('/* x{} */ @media print { a { color: red } } b::after { content: "}"; } @font-face { src: x }');
    expect(blocks).toEqual([
      { prelude: 'a', body: 'color: red' },
      { prelude: 'b::after', body: 'content: "}";' },
    ]);
  });
});
