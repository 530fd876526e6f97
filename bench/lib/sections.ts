/**
 * Finds a page's main sections in a real browser: the visible top-level blocks below `body` (through
 * single-child wrappers), with `main`'s children taken one by one, of a reasonable size.
 */
import type { Browser } from 'playwright-core';

export interface PageSection {
  selector: string;
  label: string;
  height: number;
}

export async function findSections(browser: Browser, url: string, opts: { max?: number; width?: number } = {}): Promise<PageSection[]> {
  const context = await browser.newContext({ viewport: { width: opts.width ?? 1440, height: 900 }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: 45_000 });
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
    // tsx/esbuild keepNames wraps inner functions in __name(); give the page a no-op one
    await page.evaluate('window.__name = window.__name || ((f) => f)');
    const found = await page.evaluate(() => {
      const SKIP = new Set(['SCRIPT', 'STYLE', 'LINK', 'NOSCRIPT', 'TEMPLATE', 'META', 'svg']);
      const visible = (el: Element) => {
        const cs = getComputedStyle(el);
        const r = el.getBoundingClientRect();
        return cs.display !== 'none' && cs.visibility !== 'hidden' && r.height >= 40 && r.width >= 200;
      };
      const kidsOf = (el: Element) => Array.from(el.children).filter((k) => !SKIP.has(k.tagName) && visible(k));
      const selectorOf = (el: Element): string => {
        if (el.id && /^[A-Za-z][\w-]*$/.test(el.id) && document.querySelectorAll(`#${el.id}`).length === 1) return `#${el.id}`;
        const parts: string[] = [];
        let cur: Element | null = el;
        while (cur && cur !== document.body) {
          const parent: Element | null = cur.parentElement;
          if (!parent) break;
          const idx = Array.from(parent.children).indexOf(cur) + 1;
          parts.unshift(`${cur.tagName.toLowerCase()}:nth-child(${idx})`);
          if (parent.id && /^[A-Za-z][\w-]*$/.test(parent.id) && document.querySelectorAll(`#${parent.id}`).length === 1) {
            parts.unshift(`#${parent.id}`);
            return parts.join(' > ');
          }
          cur = parent;
        }
        return ['body', ...parts].join(' > ');
      };
      let level: Element = document.body;
      let kids = kidsOf(level);
      for (let depth = 0; depth < 8 && kids.length === 1; depth++) {
        level = kids[0];
        kids = kidsOf(level);
      }
      const out: Element[] = [];
      for (const k of kids) {
        if (k.tagName === 'MAIN') out.push(...kidsOf(k));
        else out.push(k);
      }
      return out.map((el) => {
        const r = el.getBoundingClientRect();
        const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/)[0]}` : '';
        return { selector: selectorOf(el), label: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : cls} "${text}"`, height: Math.round(r.height), position: getComputedStyle(el).position };
      });
    });
    return found
      .filter((s) => s.height >= 60 && s.height <= 3000 && s.position !== 'fixed')
      .slice(0, opts.max ?? 8)
      .map(({ selector, label, height }) => ({ selector, label, height }));
  } finally {
    await context.close();
  }
}
