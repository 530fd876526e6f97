// Merge Elements keeps a folded wrapper's place in a reordered line (real Chromium render).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeEnginePool } from '../index.ts';
import { exportedElements, exportServedPage, type ExportedElement } from '../test-support.ts';

// gentelella1's top bar: float-right items, the first in the DOM painted rightmost.
const PAGE = `<!doctype html><html><head><style>
  body { margin: 0; font: 14px/20px sans-serif; }
  ul { list-style: none; margin: 0; padding: 0; width: 600px; height: 57px; background: #ededed; }
  li { float: right; }
  li a { display: block; padding: 18px 15px; background: #fff; border: 1px solid #ccc; }
</style></head><body>
  <ul><li><a href="#me">John Doe</a></li><li><a href="#inbox">Inbox</a></li></ul>
</body></html>`;

let all: ExportedElement[];
beforeAll(async () => {
  const result = await exportServedPage(PAGE, 'merge-order.html');
  all = exportedElements(result.elements);
}, 120_000);
afterAll(() => closeEnginePool());

describe('merged wrappers in a reordered line', () => {
  it('keeps the explicit order of float-right items folded into their links', () => {
    // The item that holds one label and not the other (the folded wrapper, whatever it became).
    const item = (text: string, other: string) => all.find((e) => JSON.stringify(e).includes(text) && !JSON.stringify(e).includes(other) && e.settings._flex_order)!;
    const me = item('John Doe', 'Inbox');
    const inbox = item('Inbox', 'John Doe');
    expect(me?.settings._flex_order).toBe('custom');
    expect(inbox?.settings._flex_order).toBe('custom');
    // Inbox is painted first (left), John Doe last (right).
    expect(Number(inbox.settings._flex_order_custom)).toBeLessThan(Number(me.settings._flex_order_custom));
  });
});
