// A box of no height holding only fixed-position children takes no part in the flow (real Chromium export).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeEnginePool } from '../index.ts';
import { exportServedPage, exportedElements, type ExportedElement } from '../test-support.ts';

// Material Dashboard's shape: a wrapper at most 600 px tall whose content runs on below it (dissolved
// as a collapsed wrapper), then the settings plugin: a box of no height holding fixed-position parts.
const PAGE = `<!doctype html><html><head><style>
  body { margin: 0; font: 16px sans-serif; }
  .wrap { max-height: 600px; }
  .card { height: 700px; margin: 20px; background: #eee; }
  .fixed-plugin .toggle { position: fixed; right: 20px; bottom: 20px; width: 48px; height: 48px; background: #333; }
</style></head><body>
  <div class="wrap"><div class="card"><p>One</p><p>1</p></div><div class="card"><p>Two</p><p>2</p></div></div>
  <div class="fixed-plugin"><a class="toggle" href="#"></a></div>
  <div class="faq"><p>Question</p><div style="display:grid;grid-template-rows:0fr"><div style="overflow:hidden;min-height:0"><p>A collapsed answer of several words</p></div></div></div>
</body></html>`;

let containers: ExportedElement[];
const walk = exportedElements;

beforeAll(async () => {
  const result = await exportServedPage(PAGE, 'trailing-anchor.html');
  containers = walk(result.elements).filter((e) => e.elType === 'container');
}, 120_000);
afterAll(() => closeEnginePool());

describe('a box that places nothing', () => {
  const top = (c: ExportedElement) => ['margin', 'margin_tablet', 'margin_mobile'].map((k) => c.settings[k]?.top).filter((v) => v !== undefined).map(Number);
  it('keeps no margin: as the last child it would pull the page end up over the content', () => {
    const anchor = containers.find((c) => c.elements.some((e) => e.settings.position === 'fixed'))!;
    expect(top(anchor).every((m) => m === 0)).toBe(true);
  });
  it('is not read into the flow: the second card keeps its 20 px gap, not a gap after the plugin', () => {
    const second = containers.filter((c) => JSON.stringify(c).includes('Two')).at(-1)!;
    expect(top(second)).toContain(20);
  });
  // Before clipped-content.ts, the collapsed answer was a widget of no height that this rule must not squeeze;
  // now it is not exported at all, as the source shows nothing of it.
  it('leaves out a collapsed answer that its zero-height row clips away', () => {
    const answer = walk(containers).find((e) => e.widgetType && JSON.stringify(e.settings).includes('A collapsed answer'));
    expect(answer).toBeUndefined();
    expect(walk(containers).some((e) => e.widgetType && JSON.stringify(e.settings).includes('Question'))).toBe(true);
  });
});
