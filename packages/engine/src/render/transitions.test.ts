import { afterAll, describe, expect, it } from 'vitest';
import { testRenderRequest } from '../test-support.ts';
import { BrowserPool } from './pool.ts';
import { renderSnapshot } from './render-snapshot.ts';
import type { RawDomSnapshot } from './capture.ts';

const pool = new BrowserPool(1);
afterAll(() => pool.close());

// An off-canvas menu that slides out on narrow screens, and its marker (a pseudo-element) that slides too.
const PAGE = `<!doctype html><html><head><style>
  #menu { width: 200px; height: 40px; margin-left: 0; transition: margin-left 5s linear; background: #333; }
  #menu::after { content: ''; display: block; width: 10px; height: 10px; margin-left: 0; transition: margin-left 5s linear; background: red; }
  @media (max-width: 500px) { #menu { margin-left: -150px; } #menu::after { margin-left: 100px; } }
</style></head><body><div id="menu">Menu</div></body></html>`;

/** The x of the element with this id, or of its ::after box. */
function xOf(snapshot: RawDomSnapshot, id: string, after = false): number | undefined {
  const doc = snapshot.documents[0];
  const s = snapshot.strings;
  let node = doc.nodes.attributes.findIndex((flat) => flat.some((v, a) => a % 2 === 0 && s[v] === 'id' && s[flat[a + 1]] === id));
  if (after) {
    const pseudo = doc.nodes.pseudoType!;
    node = doc.nodes.parentIndex.findIndex((p, i) => p === node && pseudo.index.includes(i) && s[pseudo.value[pseudo.index.indexOf(i)]] === 'after');
  }
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
    expect(xOf(captures[0].snapshot, 'menu', true)).toBe(8);
    expect(xOf(captures[1].snapshot, 'menu', true)).toBe(-42);
    // Nothing is added to the page: its own <style> is the only style node of the DOM.
    expect(styleSheets).toBe(1);
  });
});
