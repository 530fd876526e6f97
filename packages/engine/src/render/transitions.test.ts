import { afterAll, describe, expect, it } from 'vitest';
import { testRenderRequest } from '../test-support.ts';
import { BrowserPool } from './pool.ts';
import { renderSnapshot } from './render-snapshot.ts';
import type { RawDomSnapshot } from './capture.ts';

const pool = new BrowserPool(1);
afterAll(() => pool.close());

// An off-canvas menu that slides out on narrow screens, and a frame whose own transition is its page's business.
const PAGE = `<!doctype html><html><head><style>
  #menu { width: 200px; height: 40px; margin-left: 0; transition: margin-left 5s linear; background: #333; }
  @media (max-width: 500px) { #menu { margin-left: -150px; } }
</style></head><body><div id="menu">Menu</div></body></html>`;

function xOf(snapshot: RawDomSnapshot, id: string): number | undefined {
  const doc = snapshot.documents[0];
  const s = snapshot.strings;
  const node = doc.nodes.attributes.findIndex((flat) => flat.some((v, a) => a % 2 === 0 && s[v] === 'id' && s[flat[a + 1]] === id));
  const layout = doc.layout.nodeIndex.indexOf(node);
  return layout < 0 ? undefined : doc.layout.bounds[layout][0];
}

describe('render widths without transitions', () => {
  it('capture each width in its end state, with no node added to the page', async () => {
    const { captures, styleSheets } = await pool.withContext(async (context) => {
      const rendered = await renderSnapshot(
        context,
        testRenderRequest(PAGE, [
          { name: 'desktop', width: 1440 },
          { name: 'mobile', width: 390 },
        ]),
      );
      await rendered.sheets();
      const page = context.pages()[0];
      return { captures: rendered.captures, styleSheets: await page.evaluate(() => document.querySelectorAll('style, link').length) };
    });
    expect(xOf(captures[0].snapshot, 'menu')).toBe(8);
    // Slid out at once (a running transition would leave it near 8 px).
    expect(xOf(captures[1].snapshot, 'menu')).toBe(-142);
    // The rule is an adopted sheet: the page's own <style> is the only style node of the DOM.
    expect(styleSheets).toBe(1);
  });
});
