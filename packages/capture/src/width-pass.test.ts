// The width pass against a page whose scripts restyle it when the window narrows: what the
// snapshot records, that its paths reach the same elements once the snapshot is parsed again,
// and that time-driven changes and the extension's path (no pass) record nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '@pagelift/browser';
import { parseWidthStates, WIDTH_STATES_ATTRIBUTE, type WidthStates } from '@pagelift/contract';
import { capturePage, openPage, type Snapshot } from './capture-page.ts';
import { serveDirectory, type StaticServer } from './testing/static-server.ts';

const PAGE = `<!doctype html>
<html><head><style>
  .narrow .side { display: none; }
  .never-toggled .side { color: red; }
  [aria-expanded="false"] + .panel { display: none; }
</style></head>
<body>
<script>/* removed by the capture: the paths must count only what the snapshot keeps */</script>
<nav id="nav"><button id="toggle" aria-expanded="true">Menu</button><div class="panel">Links</div></nav>
<aside class="side" id="side">Sidebar</aside>
<main id="main">Content <span id="ticker" class="tick-0"></span></main>
<script>
  const sync = () => {
    document.body.classList.toggle('narrow', innerWidth < 900);
    document.getElementById('toggle').setAttribute('aria-expanded', String(innerWidth >= 500));
    document.getElementById('main').style.marginLeft = innerWidth < 900 ? '0px' : '';
  };
  sync();
  addEventListener('resize', sync);
  // A carousel-like change on a timer: it moves whatever the width, so it is no width's state.
  let tick = 0;
  setInterval(() => { document.getElementById('ticker').className = 'tick-' + (++tick); }, 40);
</script>
</body></html>`;

/**
 * SB Admin 2's sidebar: collapsed below 480 px by a resize handler that never opens it again (a
 * page opened at 390 px keeps it open), beside a main column that follows the width both ways.
 */
const ONE_WAY = `<!doctype html>
<html><head><style>.sidebar.toggled { width: 0; } main.narrow { padding: 0; }</style></head>
<body><ul class="sidebar" id="side"><li>Dashboard</li></ul><main>Content</main>
<script>
  addEventListener('resize', () => {
    if (innerWidth < 480) { document.body.classList.add('sidebar-toggled'); document.getElementById('side').classList.add('toggled'); }
    document.querySelector('main').classList.toggle('narrow', innerWidth < 480);
  });
</script>
</body></html>`;

let browser: Browser;
let source: StaticServer;

function statesOf(snapshot: Snapshot): WidthStates | null {
  const match = new RegExp(`<html ${WIDTH_STATES_ATTRIBUTE}="([^"]*)"`).exec(snapshot.html);
  if (!match) return null;
  const parsed = parseWidthStates(match[1].replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed.states;
}

async function capture(options: Parameters<typeof capturePage>[1] = {}, path = '/index.html'): Promise<Snapshot> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    await openPage(page, `${source.origin}${path}`);
    return await capturePage(page, { scroll: false, ...options });
  } finally {
    await page.close();
  }
}

beforeAll(async () => {
  source = await serveDirectory(null, { '/index.html': PAGE, '/one-way.html': ONE_WAY });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await source?.close();
});

describe('recordWidthStates through capturePage', () => {
  it('records what the scripts set at each narrower width, in the snapshot, and keeps the rules that need it', async () => {
    const snapshot = await capture({ widthStates: { widths: [768, 390], settleMs: 100 } });
    // The DOM itself is the capture width's.
    expect(snapshot.html).not.toMatch(/<body[^>]*narrow/);
    expect(snapshot.html).toContain('aria-expanded="true"');
    const states = statesOf(snapshot)!;
    expect(states.base).toBe(1440);
    expect(states.widths.map((w) => w.width)).toEqual([768, 390]);
    const at = (width: number) => Object.fromEntries(states.widths.find((w) => w.width === width)!.changes.map((c) => [c.tag, c.attrs]));
    expect(at(768)).toEqual({ body: { class: 'narrow' }, main: { style: 'margin-left: 0px;' } });
    expect(at(390)).toEqual({ body: { class: 'narrow' }, button: { 'aria-expanded': 'false' }, main: { style: 'margin-left: 0px;' } });
    // No rule matches at 1440, but one does at 768: pruning keeps it; an untoggled one still goes.
    expect(snapshot.html).toContain('.narrow .side { display: none; }');
    expect(snapshot.html).toContain('[aria-expanded="false"] + .panel { display: none; }');
    expect(snapshot.html).not.toContain('never-toggled');
  });

  it('addresses elements by their place in the snapshot as a browser parses it back', async () => {
    const snapshot = await capture({ widthStates: { widths: [390], settleMs: 100 } });
    const page = await browser.newPage();
    try {
      await page.setContent(snapshot.html.replace(/<img[^>]*>/g, ''));
      const changes = statesOf(snapshot)!.widths[0].changes;
      const reached = await page.evaluate(
        (paths) =>
          paths.map((path) => {
            let el: Element | null | undefined = document.documentElement;
            for (const i of path) el = el?.children[i];
            return el ? `${el.localName}#${el.id}` : null;
          }),
        changes.map((c) => c.path),
      );
      expect(reached).toEqual(['body#', 'button#toggle', 'main#main']);
    } finally {
      await page.close();
    }
  });

  it('puts back what a narrower width left changed, and keeps it out of that width\'s state', async () => {
    const snapshot = await capture({ widthStates: { widths: [1024, 390], settleMs: 100 } }, '/one-way.html');
    expect(snapshot.html).toMatch(/<body(?![^>]*sidebar-toggled)[^>]*>/);
    expect(snapshot.html).toMatch(/<ul class="sidebar" id="side">/);
    const states = statesOf(snapshot)!;
    // 1024 changes nothing and stays listed: the engine, rendering 1024, must not take 390's state.
    expect(states.widths.map((w) => [w.width, w.changes.length])).toEqual([[1024, 0], [390, 1]]);
    // The sidebar stayed collapsed at 1440: the resizes did it, not the width (a page opened at 390 px shows it).
    expect(states.widths[1].changes.map((c) => [c.tag, c.attrs])).toEqual([['main', { class: 'narrow' }]]);
  });

  it('records nothing when the pass is off (the extension cannot resize a tab)', async () => {
    const snapshot = await capture({ widthStates: false });
    expect(statesOf(snapshot)).toBeNull();
    expect(snapshot.html).not.toContain('.narrow .side');
  });
});
