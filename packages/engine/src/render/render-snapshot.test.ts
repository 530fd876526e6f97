import { afterAll, describe, expect, it } from 'vitest';
import { buildStyledTree, StyledTreeBuilder } from '../extract/styled-tree.ts';
import { testRenderRequest } from '../test-support.ts';
import { BrowserPool } from './pool.ts';
import { renderSnapshot } from './render-snapshot.ts';

const pool = new BrowserPool(1);
afterAll(() => pool.close());

const PAGE = `<!doctype html><html><head><style>
  .side { float: left; width: 30%; } @media (max-width: 800px) { .side { display: none; } }
  p::before { content: '» '; }
</style></head><body><div class="side">Side</div><main><p>One</p><p>Two</p></main></body></html>`;

describe('renderSnapshot', () => {
  it('asks for every width at once, each snapshot sees its own width, and the tree joined width by width is the whole one', async () => {
    const events: string[] = [];
    let builder: StyledTreeBuilder | undefined;
    const rendered = await pool.withContext(async (context) => {
      const result = await renderSnapshot(context, {
        ...testRenderRequest(PAGE, [
          { name: 'desktop', width: 1440 },
          { name: 'tablet', width: 768 },
          { name: 'mobile', width: 390 },
        ]),
        onWidth: (i) => events.push(`ask ${i}`),
        onCapture: (capture, i) => {
          events.push(`got ${i}`);
          if (i === 0) builder = new StyledTreeBuilder(capture);
          else builder!.addWidth(capture);
        },
      });
      await result.sheets();
      return result;
    });
    // Node works on a width while Chromium renders the next ones.
    expect(events).toEqual(['ask 0', 'got 0', 'ask 1', 'got 1', 'ask 2', 'got 2']);
    const joined = builder!.finish()!;
    expect(JSON.stringify(joined)).toBe(JSON.stringify(buildStyledTree(rendered.captures)));
    const side = joined.children[0];
    expect(side.attrs.class).toBe('side');
    expect(Object.keys(side.views)).toEqual(['desktop', 'tablet', 'mobile']);
    // Asked for right behind it, the next width's resize does not reach the snapshot before it.
    // (the body's box: the width less its 8 px margins)
    expect(rendered.captures.map((c) => Object.values(buildStyledTree([c])!.views)[0]?.box.w)).toEqual([1440 - 16, 768 - 16, 390 - 16]);
    expect(side.views.desktop).toBeDefined();
    expect(side.views.tablet).toBeUndefined();
    expect(side.views.mobile).toBeUndefined();
    expect(joined.children[1].children[0].pseudo.before?.mobile).toBeDefined();
  });
});
