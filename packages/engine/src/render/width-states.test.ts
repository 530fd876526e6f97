import { afterAll, describe, expect, it } from 'vitest';
import { WIDTH_STATES_ATTRIBUTE, type WidthStates } from '@pagelift/contract';
import { ReportCollector } from '../report.ts';
import { testRenderRequest } from '../test-support.ts';
import type { RawDomSnapshot } from './capture.ts';
import { BrowserPool } from './pool.ts';
import { renderSnapshot } from './render-snapshot.ts';
import { takeWidthStates } from './width-states.ts';

const pool = new BrowserPool(1);
afterAll(() => pool.close());

const escape = (json: string) => json.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const withStates = (states: unknown, body: string) =>
  `<!doctype html><!-- saved --><html lang="en" ${WIDTH_STATES_ATTRIBUTE}="${escape(JSON.stringify(states))}"><head><style>
  .narrow .side { display: none; }
  .phone main { color: rgb(1, 2, 3); }
</style></head>${body}</html>`;
const BODY = '<body><aside class="side" id="side">Side</aside><main id="main">Main</main></body>';

const STATES: WidthStates = {
  v: 1,
  base: 1440,
  widths: [
    { width: 768, changes: [{ path: [1], tag: 'body', attrs: { class: 'narrow' } }] },
    {
      width: 390,
      changes: [
        { path: [1], tag: 'body', attrs: { class: 'phone' } },
        // Reaches <main>, not a <nav>: skipped.
        { path: [1, 1], tag: 'nav', attrs: { hidden: '' } },
      ],
    },
  ],
};

/** Whether the element with `id` has a box, and the class of <body>, in one width's DOM snapshot. */
function read(snapshot: RawDomSnapshot, id: string): { boxed: boolean; bodyClass: string | null } {
  const doc = snapshot.documents[0];
  const s = snapshot.strings;
  const attr = (i: number, name: string) => {
    const a = doc.nodes.attributes[i];
    for (let k = 0; k < a.length; k += 2) if (s[a[k]] === name) return s[a[k + 1]];
    return null;
  };
  const node = doc.nodes.nodeName.findIndex((_n, i) => attr(i, 'id') === id);
  const body = doc.nodes.nodeName.findIndex((n) => s[n] === 'BODY');
  return { boxed: doc.layout.nodeIndex.includes(node), bodyClass: attr(body, 'class') };
}

const WIDTHS = [
  { name: 'desktop', width: 1440 },
  { name: 'tablet', width: 768 },
  { name: 'mobile', width: 390 },
];

describe('takeWidthStates', () => {
  it("takes the attribute out of the root's start tag, decoded, and leaves the rest", () => {
    const taken = takeWidthStates(withStates(STATES, BODY));
    expect(JSON.parse(taken.json!)).toEqual(STATES);
    expect(taken.html).toContain('<!-- saved --><html lang="en"><head>');
    expect(taken.html).not.toContain(WIDTH_STATES_ATTRIBUTE);
  });

  it('reads single quotes, ignores the attribute anywhere but on <html>, and leaves a snapshot without it as it is', () => {
    expect(takeWidthStates(`<html data-pagelift-widths='{"v":1}'>`).json).toBe('{"v":1}');
    const elsewhere = `<html><body ${WIDTH_STATES_ATTRIBUTE}="{}"></body></html>`;
    expect(takeWidthStates(elsewhere)).toEqual({ html: elsewhere, json: null });
    const plain = '<!doctype html><html><body>x</body></html>';
    expect(takeWidthStates(plain).html).toBe(plain);
  });
});

describe('renderSnapshot with width states', () => {
  it("sets each width's state before its snapshot and undoes it for the next width", async () => {
    const rendered = await pool.withContext((context) => renderSnapshot(context, testRenderRequest(withStates(STATES, BODY), WIDTHS)));
    const seen = rendered.captures.map((c) => read(c.snapshot, 'side'));
    expect(seen).toEqual([
      { boxed: true, bodyClass: null },
      { boxed: false, bodyClass: 'narrow' },
      { boxed: true, bodyClass: 'phone' },
    ]);
    // The path that reached another element changed nothing.
    expect(rendered.captures.every((c) => read(c.snapshot, 'main').boxed)).toBe(true);
  });

  it('renders the snapshot as it is when its states are refused, and says so', async () => {
    const hostile = { ...STATES, widths: [{ width: 768, changes: [{ path: [1], tag: 'body', attrs: { class: 'narrow', onclick: 'alert(1)' } }] }] };
    const report = new ReportCollector();
    const rendered = await pool.withContext((context) => renderSnapshot(context, testRenderRequest(withStates(hostile, BODY), WIDTHS, { report })));
    expect(rendered.captures.map((c) => read(c.snapshot, 'side'))).toEqual(WIDTHS.map(() => ({ boxed: true, bodyClass: null })));
    expect(report.list().map((n) => n.feature)).toContain('per-width page state');
  });
});
