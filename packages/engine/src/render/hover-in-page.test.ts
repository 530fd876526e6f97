import { afterAll, describe, expect, it } from 'vitest';
import { BrowserPool } from './pool.ts';
import { captureAtWidth, HOVER_PROPERTIES, loadSnapshot, type RawDomSnapshot } from './capture.ts';
import { captureHoverStyles } from './hover-cdp.ts';
import { readPageFacts } from './page-facts.ts';
import { hoverByBackendId, sendInPageHover } from './hover-in-page.ts';

const pool = new BrowserPool(1);
afterAll(() => pool.close());

const PAGE = `<!doctype html><html><head><style>
  button, a { background: #eee; color: #111; border: 1px solid #999; }
  .plain { background: none; border: 0; }
  .red:hover { background: rgb(255, 0, 0); }
  @media (min-width: 1px) { @supports (display: flex) { .nested:hover { color: rgb(0, 0, 255); } } }
  li:hover > .pill { background: rgb(0, 128, 0); }
  .unless:not(:hover) { background: rgb(255, 255, 0); }
  .ordered:hover { color: rgb(255, 0, 0); }
  .x.ordered { color: rgb(1, 2, 3); }
  .slow { transition: background-color 5s; }
  .slow:hover { background-color: rgb(0, 0, 128); }
  .plain:hover { color: rgb(9, 9, 9); }
  .hover\\:bg-blue-500:hover { background-color: rgb(59, 130, 246); }
  .group:hover .group-hover\\:text-white { color: rgb(255, 255, 254); }
  .\\32xl\\:hover\\:text-red:hover { color: rgb(200, 0, 0); }
  .w-1\\/2.hover\\:opacity-50:hover { border-top-color: rgb(1, 1, 1); }
  .unused-a:hover, .unused-b:hover { color: rgb(7, 7, 7); }
  .unused-c:hover > .unused-d { color: rgb(7, 7, 7); }
  .pico:is([aria-current], :hover, :active), [role="link"].pico:is(:hover, :focus) { background-color: rgb(2, 101, 154); }
</style></head><body>
  <button class="red" id="red">Red</button>
  <a class="nested" id="nested" href="#">Nested</a>
  <ul><li><a class="pill" id="pill" href="#">Pill</a></li></ul>
  <button class="unless" id="unless">Unless</button>
  <button class="x ordered" id="ordered">Ordered</button>
  <button class="slow" id="slow">Slow</button>
  <a class="plain" id="plain" href="#">Text link</a>
  <button id="untouched">Untouched</button>
  <button class="hover:bg-blue-500" id="tw">Tailwind</button>
  <div class="group"><button class="group-hover:text-white" id="group">Group</button></div>
  <button class="2xl:hover:text-red" id="digit">Digit</button>
  <button class="w-1/2 hover:opacity-50" id="slash">Slash</button>
  <button class="pico" id="pico">Pico</button>
</body></html>`;

// Every reaching :hover rule can be copied out of its place: no negation, no @supports, no rule of
// equal specificity around it; a print sheet and a wider screen's block hold rules that must not apply.
const COPYABLE = `<!doctype html><html><head><style>
  button, a { background: #eee; color: #111; border: 1px solid #999; }
  .red:hover { background: rgb(255, 0, 0); }
  li:hover > .pill { background: rgb(0, 128, 0); }
  .slow { transition: background-color 5s; }
  .slow:hover { background-color: rgb(0, 0, 128); }
  @keyframes pulse { from { background-color: rgb(1, 1, 1); } to { background-color: rgb(2, 2, 2); } }
  .pulse { animation: pulse 10s infinite; }
  .pulse:hover { background-color: rgb(0, 64, 0); }
  .hover\\:bg-blue-500:hover { background-color: rgb(59, 130, 246); }
  .group:hover .group-hover\\:text-white { color: rgb(255, 255, 254); }
  @media (min-width: 5000px) { .red:hover { color: rgb(3, 3, 3); } }
</style><style media="print">.red:hover { color: rgb(9, 9, 9); }</style></head><body>
  <button class="red" id="red">Red</button>
  <ul><li><a class="pill" id="pill" href="#">Pill</a></li></ul>
  <button class="slow" id="slow">Slow</button>
  <button class="pulse" id="pulse">Pulse</button>
  <button class="hover:bg-blue-500" id="tw">Tailwind</button>
  <div class="group"><button class="group-hover:text-white" id="group">Group</button></div>
</body></html>`;

/** The in-page answer at 1440 px, and the selectors of the page's own sheets afterwards. */
async function inPageAnswer(html: string) {
  return pool.withContext(async (context) => {
    const loaded = await loadSnapshot(context, html, undefined, 10_000);
    await readPageFacts(loaded, undefined, 'data-root');
    let answer: ReturnType<typeof sendInPageHover> | undefined;
    await captureAtWidth(loaded, 1440, () => (answer = sendInPageHover(loaded, HOVER_PROPERTIES)));
    const own = `Array.from(document.styleSheets).filter((s) => !s.ownerNode.hasAttribute('data-pagelift-copies')).flatMap((s) => Array.from(s.cssRules).flatMap((r) => (r.cssRules && r.cssRules.length ? Array.from(r.cssRules) : [r]))).map((r) => r.selectorText || '')`;
    const selectors = (await loaded.cdp.send('Runtime.evaluate', { expression: own, returnByValue: true })).result.value as string[];
    return { answer: (await answer!)!, selectors };
  });
}

/** The hover looks by element id, read the way exportSnapshot reads them at 1440 px. */
async function hoverLooks(html: string, path: 'in-page' | 'cdp'): Promise<Record<string, Record<string, string>> | null> {
  return pool.withContext(async (context) => {
    const loaded = await loadSnapshot(context, html, undefined, 10_000);
    await readPageFacts(loaded, undefined, 'data-root');
    let answer: ReturnType<typeof sendInPageHover> | undefined;
    const snapshot = await captureAtWidth(loaded, 1440, () => {
      if (path === 'in-page') answer = sendInPageHover(loaded, HOVER_PROPERTIES);
    });
    const looks = path === 'in-page' ? hoverByBackendId((await answer!)!, snapshot, HOVER_PROPERTIES) : await captureHoverStyles(loaded, snapshot);
    return looks && byId(snapshot, looks);
  });
}

function byId(snapshot: RawDomSnapshot, looks: Map<number, Record<string, string>>): Record<string, Record<string, string>> {
  const doc = snapshot.documents[0];
  const out: Record<string, Record<string, string>> = {};
  doc.nodes.attributes.forEach((flat, i) => {
    for (let a = 0; a < flat.length; a += 2) {
      const look = looks.get(doc.nodes.backendNodeId[i]);
      if (snapshot.strings[flat[a]] === 'id' && look) out[snapshot.strings[flat[a + 1]]] = look;
    }
  });
  return out;
}

describe('in-page :hover looks', () => {
  it('rewrite only the :hover rules whose subject can be a target or its ancestor', async () => {
    const rewritten = await pool.withContext(async (context) => {
      const loaded = await loadSnapshot(context, PAGE, undefined, 10_000);
      await readPageFacts(loaded, undefined, 'data-root');
      let answer: ReturnType<typeof sendInPageHover> | undefined;
      await captureAtWidth(loaded, 1440, () => (answer = sendInPageHover(loaded, HOVER_PROPERTIES)));
      const { rules, rewritten, copied } = (await answer!)!;
      expect(rules).toBe(14);
      // :not(:hover) and @supports cannot be copied out of their place: the rules are rewritten in it.
      expect(copied).toBe(0);
      return rewritten;
    });
    // Of the 14 :hover rules, .plain's (an unpainted link is no target) and the two naming only unused classes stay.
    expect(rewritten).toBe(11);
  });

  it('apply :hover rules in their cascade place, inside at-rules, through ancestors, without transitions', async () => {
    const looks = (await hoverLooks(PAGE, 'in-page'))!;
    expect(looks.red['background-color']).toBe('rgb(255, 0, 0)');
    expect(looks.nested.color).toBe('rgb(0, 0, 255)');
    // A pointer over the link hovers its <li> too.
    expect(looks.pill['background-color']).toBe('rgb(0, 128, 0)');
    // :not(:hover) stops matching on hover: the base background comes back.
    expect(looks.unless['background-color']).toBe('rgb(238, 238, 238)');
    // The later rule of equal specificity still wins, as it does under a real pointer.
    expect(looks.ordered.color).toBe('rgb(1, 2, 3)');
    expect(looks.slow['background-color']).toBe('rgb(0, 0, 128)');
    // Class names with CSS escapes (Tailwind's variants), group hover through an ancestor.
    expect(looks.tw['background-color']).toBe('rgb(59, 130, 246)');
    expect(looks.group.color).toBe('rgb(255, 255, 254)');
    expect(looks.digit.color).toBe('rgb(200, 0, 0)');
    expect(looks['slash']['border-top-color']).toBe('rgb(1, 1, 1)');
    // Pico's lists with several :hover inside :is(): true there only widens the match.
    expect(looks.pico['background-color']).toBe('rgb(2, 101, 154)');
    // Unpainted text links and elements no :hover rule reaches are not read at all.
    expect(looks.plain).toBeUndefined();
    expect(looks.untouched).toBeUndefined();
  });

  it('agree with forcing :hover through the CSS agent wherever no ancestor hover is involved', async () => {
    const inPage = (await hoverLooks(PAGE, 'in-page'))!;
    const cdp = (await hoverLooks(PAGE, 'cdp'))!;
    for (const id of ['red', 'nested', 'unless', 'ordered', 'slow']) expect(inPage[id], id).toEqual(cdp[id]);
  });

  it('answer at once for a page without :hover rules, and hand nested :hover rules to the CSS agent', async () => {
    const answerFor = (html: string) =>
      pool.withContext(async (context) => {
        const loaded = await loadSnapshot(context, html, undefined, 10_000);
        await readPageFacts(loaded, undefined, 'data-root');
        let answer: ReturnType<typeof sendInPageHover> | undefined;
        await captureAtWidth(loaded, 1440, () => (answer = sendInPageHover(loaded, HOVER_PROPERTIES)));
        return answer!;
      });
    expect(await answerFor('<style>button { color: red }</style><button>b</button>')).toEqual({ values: [], tooMany: false, copied: 0, rewritten: 0, rules: 0 });
    expect(await answerFor('<style>.card { color: red; &:hover { color: blue } }</style><button class="card">b</button>')).toBeNull();
    // Blocks for wider screens than the one read (Tailwind's breakpoint variants) are not walked, nested rules and all.
    const wide = '@media (min-width: 2000px) { .b:hover { color: blue } .card { &:hover { color: blue } } }';
    const answer = await answerFor(`<style>${wide} @media (min-width: 1px) { .b:hover { color: rgb(0, 128, 0) } }</style><button class="b">b</button>`);
    expect(answer).toMatchObject({ rules: 1, copied: 1, rewritten: 0 });
    expect(answer?.values[0]?.[0]).toBe('rgb(0, 128, 0)');
  });

  it('copy the rules into a sheet of their own, leaving the page\'s sheets untouched, where their place decides nothing', async () => {
    const { answer, selectors } = await inPageAnswer(COPYABLE);
    expect(answer).toMatchObject({ rules: 6, copied: 6, rewritten: 0 });
    // The page's own rules keep their :hover (rewriting a sheet makes Blink copy and re-index all of it).
    expect(selectors.filter((sel) => sel.includes(':hover'))).toHaveLength(8);
    const looks = (await hoverLooks(COPYABLE, 'in-page'))!;
    expect(looks.tw['background-color']).toBe('rgb(59, 130, 246)');
    expect(looks.group.color).toBe('rgb(255, 255, 254)');
    expect(looks.pill['background-color']).toBe('rgb(0, 128, 0)');
    // A transition is finished, a running animation of a hovered element cancelled.
    expect(looks.slow['background-color']).toBe('rgb(0, 0, 128)');
    expect(looks.pulse['background-color']).toBe('rgb(0, 64, 0)');
    // A print sheet and a block for wider screens cannot change the looks on this screen.
    expect(looks.red['background-color']).toBe('rgb(255, 0, 0)');
    expect(looks.red.color).toBe('rgb(17, 17, 17)');
    const cdp = (await hoverLooks(COPYABLE, 'cdp'))!;
    for (const id of ['tw', 'slow', 'pulse', 'red']) expect(looks[id], id).toEqual(cdp[id]);
  });

  it('rewrite the rules in place where a rule of equal specificity decides, before or after them', async () => {
    const html = `<style>
      button { background: #eee; border: 1px solid #999; color: #111; }
      .y.early { color: rgb(4, 5, 6); }
      .early:hover { color: rgb(7, 8, 9); }
      .ordered:hover { color: rgb(255, 0, 0); }
      .x.ordered { color: rgb(1, 2, 3); }
    </style><button class="y early" id="early">Early</button><button class="x ordered" id="ordered">Ordered</button>`;
    const { answer } = await inPageAnswer(html);
    expect(answer).toMatchObject({ copied: 0, rewritten: 2 });
    const looks = (await hoverLooks(html, 'in-page'))!;
    expect(looks.early.color).toBe('rgb(7, 8, 9)');
    expect(looks.ordered.color).toBe('rgb(1, 2, 3)');
    expect(looks).toEqual(await hoverLooks(html, 'cdp'));
  });

  it('hand pages with shadow trees to the CSS agent (their :hover rules are out of reach)', async () => {
    // Declarative, as capture writes them: page scripts do not run in the export browser.
    const html = PAGE.replace('<body>', '<body><div id="host"><template shadowrootmode="open"><b>in shadow</b></template></div>');
    expect(await hoverLooks(html, 'in-page')).toBeNull();
  });
});
