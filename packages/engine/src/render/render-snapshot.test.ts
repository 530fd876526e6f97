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
  it('hands each width on once the next one is asked for, and the tree joined width by width is the whole one', async () => {
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
    // Node works on a width while Chromium renders the next one.
    expect(events).toEqual(['ask 0', 'ask 1', 'got 0', 'ask 2', 'got 1', 'got 2']);
    const joined = builder!.finish()!;
    expect(JSON.stringify(joined)).toBe(JSON.stringify(buildStyledTree(rendered.captures)));
    const side = joined.children[0];
    expect(side.attrs.class).toBe('side');
    expect(Object.keys(side.views)).toEqual(['desktop', 'tablet', 'mobile']);
    expect(side.views.mobile).toBeUndefined();
    expect(joined.children[1].children[0].pseudo.before?.mobile).toBeDefined();
  });
});
