/**
 * The bar a native export must clear: the same page pasted whole into one Elementor HTML
 * widget (uneditable, but it keeps the page's own CSS and markup). The page is read with its
 * scripts off, so the widget holds the source markup, not what scripts made of it; scripts
 * are kept (absolute) so the widget runs them as the page would.
 */
import type { Browser } from 'playwright-core';

/**
 * Runs in the page: the head's styles and scripts and the body, every URL made absolute. A
 * root-absolute URL (`/assets/x.css`) resolves against `siteRoot`, the corpus page's own folder,
 * as it would on the page's own site (the corpus server serves every page from one root).
 */
function wholePageHtml(siteRoot: string): string {
  const resolve = (u: string) => (/^\/(?!\/)/.test(u) ? new URL(u.slice(1), siteRoot).href : new URL(u, document.baseURI).href);
  const abs = (el: Element, attr: string) => {
    const v = el.getAttribute(attr);
    if (v && !/^(data:|#|javascript:|mailto:|tel:)/i.test(v)) el.setAttribute(attr, resolve(v));
  };
  for (const el of Array.from(document.querySelectorAll('[src],[href],[poster],[data-src]'))) {
    for (const a of ['src', 'href', 'poster', 'data-src']) abs(el, a);
  }
  for (const el of Array.from(document.querySelectorAll('[srcset]'))) {
    const set = el.getAttribute('srcset')!.split(',').map((part) => {
      const [url, ...rest] = part.trim().split(/\s+/);
      return [resolve(url), ...rest].join(' ');
    });
    el.setAttribute('srcset', set.join(', '));
  }
  // url(...) inside inline <style> and style attributes resolve against the page, not WordPress.
  const fixCss = (css: string) => css.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (m, q, u) => (/^(data:|#)/.test(u) ? m : `url(${q}${resolve(u)}${q})`));
  for (const el of Array.from(document.querySelectorAll('style'))) el.textContent = fixCss(el.textContent ?? '');
  for (const el of Array.from(document.querySelectorAll('[style]'))) el.setAttribute('style', fixCss(el.getAttribute('style')!));
  const head = Array.from(document.head.querySelectorAll('link[rel~="stylesheet"], style, script')).map((el) => el.outerHTML).join('\n');
  const body = document.body;
  const bodyAttrs = Array.from(body.attributes).map((a) => `${a.name}="${a.value.replace(/"/g, '&quot;')}"`).join(' ');
  // The body's own classes and styles still apply: keep them on a wrapper.
  return `${head}\n<div ${bodyAttrs}>${body.innerHTML}</div>`;
}

export async function htmlWidgetElements(browser: Browser, pageUrl: string): Promise<unknown[]> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(pageUrl, { waitUntil: 'load', timeout: 60_000 });
    // tsx names nested functions through a `__name` helper the page does not have.
    const url = new URL(pageUrl);
    const siteRoot = `${url.origin}/${url.pathname.split('/')[1]}/`;
    const html = await page.evaluate<string>(`(() => { const __name = (f) => f; return (${wholePageHtml.toString()})(${JSON.stringify(siteRoot)}); })()`);
    return [{
      id: 'plbase1', elType: 'container', isInner: false,
      settings: {
        content_width: 'full', flex_direction: 'column', flex_gap: { unit: 'px', size: 0, column: '0', row: '0' },
        padding: { unit: 'px', top: '0', right: '0', bottom: '0', left: '0', isLinked: true },
      },
      elements: [{ id: 'plbase2', elType: 'widget', widgetType: 'html', isInner: false, settings: { html }, elements: [] }],
    }];
  } finally {
    await context.close();
  }
}
