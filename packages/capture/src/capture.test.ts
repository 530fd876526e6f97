// The capture script against a page that uses every feature the issue lists, served by a
// local server; the snapshot is then rendered from another origin with the source watched.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '@pagelift/browser';
import { capturePage, inlineAssets, openPage, type Snapshot } from './capture-page.ts';
import { CaptureError } from './errors.ts';
import { serveDirectory, type StaticServer } from './testing/static-server.ts';

const CORPUS = resolve(import.meta.dirname, '../../../fixtures/corpus');
const FONT = readFileSync(resolve(CORPUS, 'mdn-web-fonts-font-variant-alternates/fonts/dancing-script/dancing-script-regular.woff2'));
/** 2x2 PNGs in two colours. */
const RED_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8DAwMDAwMAAAA8AAXmGv3EAAAAASUVORK5CYII=', 'base64');
const BLUE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGNgYPjPwMDAwMDAAAAGAAG9ixlrAAAAAElFTkSuQmCC', 'base64');

function fixturePage(crossOrigin: string): string {
  return `<!doctype html>
<html class="no-js"><head>
<meta charset="windows-1252"><meta http-equiv="refresh" content="999;url=https://example.invalid/">
<title>Kitchen sink</title>
<base href="/site/">
<link rel="icon" href="icon.png">
<link rel="preload" href="never.js" as="script">
<link rel="stylesheet" href="css/main.css">
<link rel="stylesheet" href="${crossOrigin}/cross.css">
<style id="dynamic">.static-rule { color: rgb(9, 9, 9); }</style>
<script>document.documentElement.className = 'js';</script>
</head>
<body onload="window.loaded = 1">
<h1 class="inserted">Inserted through the CSSOM</h1>
<p class="imported">Imported rule</p>
<p class="adopted">Adopted rule</p>
<p class="font">Web font</p>
<p class="cross-sheet">Cross-origin sheet</p>
<x-card></x-card>
<form action="javascript:alert(1)">
  <input id="text" value="initial"><input id="check" type="checkbox"><input id="pass" type="password">
  <select id="sel"><option>one</option><option>two</option></select>
  <textarea id="area">initial</textarea>
</form>
<canvas id="cv" width="40" height="20"></canvas>
<div style="width: 120px; height: 60px; padding: 5px"><canvas id="chart" width="120" height="60" style="display: block; width: 120px; height: 60px;"></canvas></div>
<img id="lazy" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="img/lazy.png" width="20" height="20">
<img id="responsive" src="img/red.png" srcset="img/red.png 1x, img/blue.png 2x" width="20" height="20">
<img id="native-lazy" loading="lazy" src="img/far.png" style="margin-top: 3000px" width="20" height="20">
<img id="inline-png" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8DAwMDAwMAAAA8AAXmGv3EAAAAASUVORK5CYII=" width="20" height="20"><span class="toggler"></span>
<a id="js-link" href="javascript:alert(1)" onclick="alert(2)">js</a>
<noscript><p>noscript content</p></noscript>
<iframe id="same" src="frame.html" width="200" height="100"></iframe>
<iframe id="cross" src="${crossOrigin}/other.html" width="300" height="150"></iframe>
<svg width="20" height="20"><defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs><rect width="20" height="20" fill="url(#g)"/></svg>
<script>
  document.getElementById('dynamic').sheet.insertRule('.inserted { color: rgb(1, 2, 3); }');
  const adopted = new CSSStyleSheet();
  adopted.replaceSync('.adopted { color: rgb(4, 5, 6); }');
  document.adoptedStyleSheets = [adopted];
  customElements.define('x-card', class extends HTMLElement {
    constructor() {
      super();
      const root = this.attachShadow({ mode: 'open' });
      root.innerHTML = '<p class="inner">Shadow text</p>';
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('.inner { color: rgb(7, 8, 9); }');
      root.adoptedStyleSheets = [sheet];
    }
  });
  document.getElementById('text').value = 'typed';
  document.getElementById('check').checked = true;
  document.getElementById('pass').value = 'secret';
  document.getElementById('sel').selectedIndex = 1;
  document.getElementById('area').value = 'typed text';
  const ctx = document.getElementById('cv').getContext('2d');
  ctx.fillStyle = 'rgb(255, 0, 0)';
  ctx.fillRect(0, 0, 40, 20);
</script>
</body></html>`;
}

const MAIN_CSS = `@import url("imported.css") screen;
x-card:not(:defined) { display: none; }
.never-used-anywhere { color: red; }
@font-face { font-family: "Nobody Uses"; src: url("../fonts/unused.woff2") format("woff2"); }
@media (max-width: 400px) { .never-used-either { color: red; } }
.inserted:hover { color: rgb(20, 20, 20); }
h1:not(:hover) { letter-spacing: 0px; }
body > :not([hidden]) ~ :not([hidden]) { margin-top: 0px; }
x-card:defined { outline: 1px solid rgb(0, 0, 255); }
@font-face { font-family: "Fixture"; src: url("../fonts/f.eot") format("embedded-opentype"), url("../fonts/f.woff2") format("woff2"), url("../fonts/f.woff") format("woff"); }
body { background: url("../img/bg.png") repeat; }
.toggler { display: inline-block; width: 30px; height: 30px; background-image: url("data:image/svg+xml,%3csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 30 30'%3e%3cpath stroke='red' d='M4 7h22'/%3e%3c/svg%3e"); }
.font { font-family: "Fixture", cursive; }`;

let source: StaticServer;
let other: StaticServer;
let browser: Browser;
let snapshot: Snapshot;

beforeAll(async () => {
  // No CORS headers: the page cannot read this sheet's rules nor fetch it; the capturer can.
  other = await serveDirectory(null, {
    '/other.html': '<p>cross-origin frame</p>',
    '/cross.css': '.cross-sheet { color: rgb(13, 14, 15); background-image: url(tile.png); }',
    '/tile.png': RED_PNG,
  });
  source = await serveDirectory(null, {
    '/site/index.html': fixturePage(other.origin),
    '/site/css/main.css': MAIN_CSS,
    '/site/css/imported.css': '.imported { color: rgb(10, 11, 12); }',
    '/site/frame.html': '<!doctype html><p class="framed" style="background: url(img/red.png)">framed text</p>',
    '/site/fonts/f.woff2': FONT,
    '/site/img/bg.png': BLUE_PNG,
    '/site/img/lazy.png': RED_PNG,
    '/site/img/red.png': RED_PNG,
    '/site/img/blue.png': BLUE_PNG,
    '/site/img/far.png': BLUE_PNG,
    '/site/icon.png': RED_PNG,
    // An app shell: the window does not scroll, a full-height element does.
    '/site/shell.html': `<!doctype html><body style="margin:0"><div id="shell" style="height:100vh;overflow:auto">
      <div style="height:3000px">top</div><img id="late" data-later="img/red.png" width="20" height="20"></div>
      <script>new IntersectionObserver((entries) => entries.forEach((e) => { if (e.isIntersecting) e.target.src = e.target.dataset.later; }),
        { root: document.getElementById('shell') }).observe(document.getElementById('late'));</script>`,
  });
  browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1000, height: 700 } });
  await openPage(page, `${source.origin}/site/index.html`);
  snapshot = await capturePage(page, { thumbnail: true });
  await page.close();
});

afterAll(async () => {
  await browser?.close();
  await source?.close();
  await other?.close();
});

describe('capturePage', () => {
  it('removes scripts, handlers, javascript: URLs, noscript, refresh and the base element', () => {
    const { html } = snapshot;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('noscript content');
    expect(html).not.toContain('http-equiv="refresh"');
    expect(html).not.toMatch(/<base\b/);
    expect(html).not.toContain('never.js');
    expect(html).toMatch(/^<!DOCTYPE html>\n<html class="js"><head><meta charset="utf-8">/);
  });

  it('inlines linked, imported, CSSOM-changed and adopted stylesheets with absolute url()s', () => {
    const { html } = snapshot;
    const site = `${source.origin}/site`;
    expect(html).toMatch(/@media screen \{\s*\.imported \{ color: rgb\(10, 11, 12\); \}/);
    expect(html).toContain('.inserted { color: rgb(1, 2, 3); }');
    expect(html).toContain('.adopted { color: rgb(4, 5, 6); }');
    expect(html).toContain(`url("${site}/img/bg.png")`);
    // The font face keeps its first usable source only: the file the browser downloaded.
    expect(html).toContain(`src: url("${site}/fonts/f.woff2") format("woff2")`);
    expect(html).not.toContain('f.eot');
    expect(html).not.toMatch(/<link[^>]+stylesheet/);
    expect(html).toContain(`.cross-sheet { color: rgb(13, 14, 15); background-image: url("${other.origin}/tile.png"); }`);
    expect(html).not.toContain('pagelift-deferred-sheet');
    expect(snapshot.meta.counts.stylesheets).toBe(5);
  });

  it('drops style rules that match no element, keeping states of elements that exist', () => {
    const { html } = snapshot;
    expect(html).not.toContain('never-used');
    // A font face whose family nothing names goes, with its file.
    expect(html).not.toContain('Nobody Uses');
    expect(snapshot.assets.some((a) => a.url.endsWith('unused.woff2'))).toBe(false);
    expect(html).not.toContain('max-width: 400px');
    expect(html).toContain('.inserted:hover { color: rgb(20, 20, 20); }');
    expect(html).toContain('h1:not(:hover) { letter-spacing: 0px; }');
    expect(html).toContain('body > :not([hidden]) ~ :not([hidden]) { margin-top: 0px; }');
  });

  it('keeps shadow roots as declarative shadow DOM with their adopted sheets', () => {
    expect(snapshot.html).toMatch(/<x-card><template shadowrootmode="open"><p class="inner">Shadow text<\/p><style data-pagelift-adopted="">\.inner \{ color: rgb\(7, 8, 9\); \}<\/style><\/template><\/x-card>/);
  });

  it('freezes form state, but never a password', () => {
    const { html } = snapshot;
    expect(html).toContain('<input id="text" value="typed">');
    expect(html).toMatch(/<input id="check" type="checkbox" checked>/);
    expect(html).toContain('<input id="pass" type="password">');
    expect(html).not.toContain('secret');
    expect(html).toContain('<option>one</option><option selected>two</option>');
    expect(html).toContain('<textarea id="area">typed text</textarea>');
    expect(html).not.toMatch(/<form action=/);
  });

  it('turns canvases into images and resolves lazy and responsive images', () => {
    const { html } = snapshot;
    const site = `${source.origin}/site`;
    // The canvas's pixels are an asset file like any image (a builder site strips data: URLs).
    expect(html).toMatch(/<img id="cv" width="40" height="20" src="https:\/\/made\.pagelift\.invalid\/canvas-[0-9a-f]{8}\.png">/);
    expect(html).not.toContain('data:image/png');
    // A canvas filling its parent (a responsive chart) fills it at every width, letterboxed; one of its own size keeps it.
    expect(html).toMatch(/<img id="chart" width="120" height="60" style="display: block; width: 120px; height: 60px;;width:100%;height:100%;object-fit:contain" src=/);
    expect(html).toMatch(/<img id="cv" width="40" height="20" src=/);
    // So are pictures the page carries as data: URLs, in markup and in CSS (a toggler icon).
    expect(html).toMatch(/<img id="inline-png" src="https:\/\/made\.pagelift\.invalid\/image-[0-9a-f]{8}\.png"/);
    expect(html).toMatch(/\.toggler \{[^}]*url\("https:\/\/made\.pagelift\.invalid\/css-[0-9a-f]{8}\.svg"\)/);
    expect(html).not.toContain('data:image/svg');
    expect(html).toContain(`<img id="lazy" src="${site}/img/lazy.png"`);
    expect(html).toMatch(new RegExp(`<img id="responsive" src="${site}/img/red.png" srcset="${site}/img/red.png 1x"`));
    expect(html).toMatch(new RegExp(`<img id="native-lazy" src="${site}/img/far.png"`));
    expect(html).not.toContain('loading="lazy"');
    expect(html).toContain('fill="url(#g)"');
  });

  it('inlines same-origin frames and keeps cross-origin ones as sized placeholders', () => {
    const { html } = snapshot;
    expect(html).toMatch(/<iframe id="same" width="200" height="100" srcdoc="<!DOCTYPE html>[^"]*framed text/);
    // Nested one attribute level deeper: the asset URL itself stays byte-identical.
    expect(html).toContain(`background: url(&amp;quot;${source.origin}/site/img/red.png&amp;quot;)`);
    expect(html).toMatch(new RegExp(`<iframe id="cross" width="300" height="150" data-pagelift-src="${other.origin}/other.html"></iframe>`));
    expect(snapshot.meta.notCaptured.some((line) => line.includes('cross-origin'))).toBe(true);
  });

  it('collects assets with their bytes and reports metadata', () => {
    const site = `${source.origin}/site`;
    const byUrl = new Map(snapshot.assets.map((a) => [a.url, a]));
    expect(byUrl.get(`${site}/fonts/f.woff2`)).toMatchObject({ kind: 'font', contentType: 'font/woff2' });
    expect(byUrl.get(`${site}/img/bg.png`)).toMatchObject({ kind: 'background', contentType: 'image/png' });
    expect(byUrl.get(`${site}/icon.png`)?.kind).toBe('icon');
    for (const url of ['img/lazy.png', 'img/red.png', 'img/far.png']) expect(byUrl.get(`${site}/${url}`)?.data.equals(url === 'img/far.png' ? BLUE_PNG : RED_PNG)).toBe(true);
    expect(byUrl.has(`${site}/img/blue.png`)).toBe(false);
    const canvas = snapshot.assets.find((a) => a.url.startsWith('https://made.pagelift.invalid/canvas-'));
    expect(canvas).toMatchObject({ kind: 'image', contentType: 'image/png' });
    expect(canvas?.data.readUInt32BE(16)).toBe(40); // IHDR width
    const icon = snapshot.assets.find((a) => a.url.startsWith('https://made.pagelift.invalid/css-'));
    expect(icon).toMatchObject({ kind: 'image', contentType: 'image/svg+xml' });
    expect(icon?.data.toString('utf8')).toContain("<path stroke='red'");
    expect(snapshot.assets.find((a) => a.url.startsWith('https://made.pagelift.invalid/image-'))?.data.equals(RED_PNG)).toBe(true);
    expect(byUrl.get(`${other.origin}/tile.png`)?.kind).toBe('background');
    for (const asset of snapshot.assets) expect(snapshot.html).toContain(asset.url);
    expect(snapshot.meta).toMatchObject({
      sourceUrl: `${site}/index.html`,
      title: 'Kitchen sink',
      viewport: { width: 1000, height: 700 },
      devicePixelRatio: 1,
      counts: { assets: snapshot.assets.length },
    });
    expect(snapshot.meta.counts.nodes).toBeGreaterThan(30);
    expect(snapshot.thumbnail?.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
  });

  it('renders from another origin like the live page, without a request to the source', async () => {
    const host = await serveDirectory(null, { '/snap.html': inlineAssets(snapshot) });
    const page = await browser.newPage({ viewport: { width: 1000, height: 700 } });
    const toSource: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(source.origin) || r.url().startsWith(other.origin)) toSource.push(r.url());
    });
    try {
      await page.goto(`${host.origin}/snap.html`, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      const seen = await page.evaluate(() => {
        const color = (sel: string, root: ParentNode = document) => getComputedStyle(root.querySelector(sel)!).color;
        const card = document.querySelector('x-card')!.shadowRoot!;
        const frame = (document.getElementById('same') as HTMLIFrameElement).contentDocument!;
        return {
          inserted: color('.inserted'),
          imported: color('.imported'),
          adopted: color('.adopted'),
          shadow: color('.inner', card),
          cross: color('.cross-sheet'),
          cardShown: getComputedStyle(document.querySelector('x-card')!).display !== 'none',
          cardOutline: getComputedStyle(document.querySelector('x-card')!).outlineColor,
          font: document.fonts.check('16px Fixture'),
          canvas: (document.getElementById('cv') as HTMLImageElement).naturalWidth,
          framed: frame.querySelector('.framed')?.textContent,
          images: Array.from(document.images).map((img) => img.naturalWidth),
          scripts: document.scripts.length,
        };
      });
      expect(seen).toEqual({
        inserted: 'rgb(1, 2, 3)',
        imported: 'rgb(10, 11, 12)',
        adopted: 'rgb(4, 5, 6)',
        shadow: 'rgb(7, 8, 9)',
        cross: 'rgb(13, 14, 15)',
        cardShown: true,
        cardOutline: 'rgb(0, 0, 255)',
        font: true,
        canvas: 40,
        framed: 'framed text',
        images: [40, 120, 2, 2, 2, 2],
        scripts: 0,
      });
      expect(toSource).toEqual([]);
    } finally {
      await page.close();
      await host.close();
    }
  });
});

describe('scrolling', () => {
  it('scrolls the element that scrolls when the window does not, so its lazy content loads', async () => {
    const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
    try {
      await openPage(page, `${source.origin}/site/shell.html`);
      const shot = await capturePage(page, {});
      expect(shot.html).toContain(`<img id="late" data-later="img/red.png" width="20" height="20" src="${source.origin}/site/img/red.png">`);
      expect(await page.evaluate(() => document.getElementById('shell')!.scrollTop)).toBe(0);
    } finally {
      await page.close();
    }
  });
});

describe('capture limits and errors', () => {
  it('refuses documents that are not HTML', async () => {
    const page = await browser.newPage();
    try {
      await expect(openPage(page, `${source.origin}/site/img/red.png`)).rejects.toMatchObject({ code: 'NOT_HTML' });
    } finally {
      await page.close();
    }
  });

  it('fails clearly over the asset count and skips an asset over the size cap', async () => {
    const page = await browser.newPage();
    try {
      await openPage(page, `${source.origin}/site/index.html`);
      const error = await capturePage(page, { limits: { assetCount: 2 }, scroll: false }).catch((e) => e);
      expect(error).toBeInstanceOf(CaptureError);
      expect(error.message).toMatch(/uses \d+ assets; at most 2 can be captured/);
      const small = await capturePage(page, { limits: { assetBytes: 1000 }, scroll: false });
      const font = `${source.origin}/site/fonts/f.woff2`;
      expect(small.assets.map((a) => a.url)).not.toContain(font);
      expect(small.html).not.toContain(font);
      expect(small.html).toContain('src: url("data:,") format("woff2")');
      expect(small.meta.notCaptured.some((line) => line.startsWith(`${font}: `) && line.includes('asset limit'))).toBe(true);
      await expect(capturePage(page, { limits: { htmlBytes: 1000 }, scroll: false })).rejects.toMatchObject({ code: 'HTML_TOO_LARGE' });
    } finally {
      await page.close();
    }
  });
});
