import { afterAll, describe, expect, it } from 'vitest';
import { BrowserPool } from './pool.ts';
import { HOVER_PROPERTIES, loadSnapshot } from './capture.ts';
import { afterSnapshotsExpression } from './after-snapshots.ts';
import { inPageHoverScript } from './hover-in-page.ts';
import { sheetFactsExpression } from './page-facts.ts';

const pool = new BrowserPool(1);
afterAll(() => pool.close());

// Faces and :hover rules everywhere the two walks treat differently: group rules in and out of
// force, a style rule with nested rules, an adopted sheet (ADOPT, set before each walk).
const PAGE = (extra: string) => `<!doctype html><html><head><style>
  @font-face { font-family: "Top"; src: url(fonts/top.woff2) format("woff2"); }
  @media (max-width: 1px) { @font-face { font-family: Hidden; src: url(/h.woff2); } .b:hover { color: rgb(1, 1, 1); } }
  @supports (display: grid) { @font-face { font-family: 'Grid'; src: local(Arial); } .b:hover { background-color: rgb(0, 0, 255); } }
  @media (min-width: 1px) { .a:hover { color: rgb(255, 0, 0); } }
  button { background: #eee; border: 1px solid #999; }
  ${extra}
</style></head><body><button class="a">A</button><button class="b">B</button><a class="a" href="#">link</a></body></html>`;

// Adopted sheets are walked for :hover only (no page script can adopt one here, so the test does).
const ADOPT = `(() => { const sheet = new CSSStyleSheet(); sheet.replaceSync('.a:hover { border-top-color: rgb(0, 128, 0); }'); document.adoptedStyleSheets = [sheet]; })()`;

/** The answer of `expression` on a fresh load of `html` (the hover script rewrites the page's sheets). */
function answer(html: string, expression: string): Promise<unknown> {
  return pool.withContext(async (context) => {
    const loaded = await loadSnapshot(context, html, 'http://127.0.0.1:9/site/page.html', 10_000);
    await loaded.cdp.send('Runtime.evaluate', { expression: ADOPT });
    const r = await loaded.cdp.send('Runtime.evaluate', { expression, returnByValue: true });
    return r.exceptionDetails ? { error: r.exceptionDetails.text } : r.result.value;
  });
}

const separately = `({ sheets: ${sheetFactsExpression()}, hover: (() => { try { return ${inPageHoverScript(HOVER_PROPERTIES)}; } catch { return null; } })() })`;

describe('the after-snapshots script', () => {
  it.each([
    ['plain', ''],
    ['a style rule with nested rules', '.c { color: red; &.d { color: blue; } }'],
    ['a nested :hover rule (the looks go to the CSS agent)', '.c { color: red; &:hover { color: blue; } }'],
    ['a print sheet (its :hover rule is not in force)', '</style><style media="print">.a:hover { color: rgb(9, 9, 9); }'],
  ])('reads what the two walks it replaces read (%s)', async (_name, extra) => {
    const merged = (await answer(PAGE(extra), afterSnapshotsExpression(HOVER_PROPERTIES, undefined))) as { sheets: { faces: unknown[] }; hover: unknown };
    expect(merged).toEqual(await answer(PAGE(extra), separately));
    expect(merged.sheets.faces).toHaveLength(3);
    if (extra.includes('&:hover')) expect(merged.hover).toBeNull();
    // The @media block out of force holds a third; the adopted sheet adds one.
    else expect(merged.hover).toMatchObject({ rules: 3, tooMany: false });
  });
});
