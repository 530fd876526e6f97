// Issue 14, finding 2a: the sanitiser's output is clean as a browser parses it, not only as parse5 round-trips it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, serialize, type DefaultTreeAdapterTypes as T } from 'parse5';
import type { Browser } from 'playwright-core';
import { launchChromium } from '@pagelift/browser';
import { sanitizeSnapshot } from './sanitize.ts';
import { MXSS_PAYLOADS } from './mxss-corpus.ts';

const doc = (payload: string) => `<!DOCTYPE html><html><head><title>t</title></head><body><p>before</p>${payload}<p>after</p></body></html>`;

/** Everything a browser could run, found in parse5's parse of `html` (and of every srcdoc in it). */
function liveCode(html: string): string[] {
  const found: string[] = [];
  const visit = (node: T.ParentNode) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      if (child.tagName === 'script' || child.tagName === 'noscript' || child.tagName === 'base') found.push(`<${child.tagName}>`);
      for (const a of child.attrs) {
        const name = a.name.toLowerCase();
        const value = a.value.replace(/[\u0000-\u0020]/g, '');
        if (name.startsWith('on')) found.push(`${child.tagName}[${name}]`);
        if (/^(javascript|vbscript):/i.test(value)) found.push(`${child.tagName}[${name}=javascript:]`);
        if (name === 'srcdoc') found.push(...liveCode(a.value).map((f) => `srcdoc ${f}`));
      }
      visit(child);
      if (child.tagName === 'template') visit((child as T.Template).content);
    }
  };
  visit(parse(html));
  return found;
}

describe('sanitiser against mutation XSS (parse5 re-parse)', () => {
  it.each(MXSS_PAYLOADS.map((p, i) => [i + 1, p]))('payload %i leaves no live code and is a fixed point', (_n, payload) => {
    const once = sanitizeSnapshot(doc(payload as string));
    expect(liveCode(once)).toEqual([]);
    // What a browser builds from the output, cleaned again, is the output: nothing mutates.
    expect(sanitizeSnapshot(once)).toBe(once);
    expect(once).toContain('<p>before</p>');
  });

  it('keeps inline SVG icons with their style, MathML text and HTML inside foreignObject', () => {
    const out = sanitizeSnapshot('<svg viewBox="0 0 10 10"><style>.a{fill:red}</style><path class="a" d="M0 0h10v10z"/><foreignObject><p>html</p></foreignObject></svg><math><mi>x</mi><mo>=</mo><mn>2</mn></math>');
    expect(out).toContain('<style>.a{fill:red}</style>');
    expect(out).toContain('<path class="a" d="M0 0h10v10z"></path>');
    expect(out).toContain('<foreignObject><p>html</p></foreignObject>');
    expect(out).toContain('<math><mi>x</mi><mo>=</mo><mn>2</mn></math>');
  });
});

describe('sanitiser against mutation XSS (Chromium, scripts on, no CSP)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  /** Loads each document in one page that runs scripts; the payload numbers that ran and the live handlers Chromium built. */
  async function run(docs: string[]): Promise<Array<{ ran: number[]; live: string[] }>> {
    const page = await browser.newPage();
    try {
      let ran: number[] = [];
      await page.exposeFunction('pwned', (n: number) => ran.push(n));
      await page.route('**/*', (route) => {
        const m = /^http:\/\/mxss\.test\/(\d+)$/.exec(route.request().url());
        return m ? route.fulfill({ contentType: 'text/html', body: docs[Number(m[1])] }) : route.fulfill({ status: 404, body: '' });
      });
      const results: Array<{ ran: number[]; live: string[] }> = [];
      for (let i = 0; i < docs.length; i++) {
        ran = [];
        await page.goto(`http://mxss.test/${i}`);
        // Hover and focus everything: handlers that need a gesture get one.
        await page.evaluate(() => {
          for (const el of document.querySelectorAll('*')) for (const type of ['mouseover', 'focus', 'toggle']) el.dispatchEvent(new Event(type));
        });
        await page.waitForTimeout(40);
        const live = await page.evaluate(() => {
          const out: string[] = [];
          const visit = (root: Document) => {
            for (const el of root.querySelectorAll('*')) {
              if (el.localName === 'script') out.push('script');
              for (const a of el.attributes) if (a.name.startsWith('on') || /^\s*javascript:/i.test(a.value)) out.push(`${el.localName}[${a.name}]`);
              if (el instanceof HTMLIFrameElement && el.contentDocument) visit(el.contentDocument);
            }
          };
          visit(document);
          return out;
        });
        results.push({ ran, live });
      }
      return results;
    } finally {
      await page.close();
    }
  }

  it("runs the issue's payload after a plain parse5 round trip (what the old cleaner amounted to)", async () => {
    const [result] = await run([serialize(parse(doc(MXSS_PAYLOADS[0]!)))]);
    expect(result!.ran).toContain(1);
  });

  it('no payload runs or leaves a live handler once sanitised', async () => {
    const results = await run(MXSS_PAYLOADS.map((p) => sanitizeSnapshot(doc(p))));
    expect(results.map((r, i) => ({ payload: i + 1, ...r })).filter((r) => r.ran.length || r.live.length)).toEqual([]);
  });
});
