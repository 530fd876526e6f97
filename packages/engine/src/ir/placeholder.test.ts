import { afterAll, describe, expect, it } from 'vitest';
import { closeEnginePool, exportSnapshot } from '../index.ts';
import { exportedWidgets, type ExportedElement } from '../test-support.ts';

const htmlWidgets = (elements: ExportedElement[]): string[] => exportedWidgets(elements).filter((e) => e.widgetType === 'html').map((e) => String(e.settings.html));

afterAll(() => closeEnginePool());

const PAGE = `<!doctype html><html><head><style>
  body { font: 16px sans-serif; }
  .floating { position: relative; }
  .floating > input::placeholder { color: transparent; }
  .floating > label { position: absolute; top: 0; left: 0; }
  .tinted::placeholder { color: rgb(10, 120, 200); }
</style></head><body>
  <form>
    <div class="floating"><input id="name" placeholder="Enter your name..."><label for="name">Full name</label></div>
    <input class="tinted" id="email" placeholder="name@example.com">
    <textarea id="plain" placeholder="Your message"></textarea>
  </form>
</body></html>`;

describe('placeholders of form-field fallbacks', () => {
  it('keep the source placeholder colour, transparent ones included, and leave no marker behind', async () => {
    const { template } = await exportSnapshot(PAGE, { exportType: 'entirePage', builder: 'elementorFree' });
    const html = htmlWidgets((template as { elements: ExportedElement[] }).elements);
    const name = html.find((h) => h.includes('id="name"'))!;
    const email = html.find((h) => h.includes('id="email"'))!;
    const plain = html.find((h) => h.includes('id="plain"'))!;
    // Behind a floating label the placeholder is transparent in the source: the theme's colour would show it under the label.
    expect(name).toContain('placeholder="Enter your name..."');
    expect(name).toMatch(/::placeholder\{color:rgba\(0, 0, 0, 0\);opacity:1\}/);
    expect(email).toContain('placeholder="name@example.com"');
    expect(email).toMatch(/\.pl-fb-[\w-]+::placeholder\{color:rgba?\(10, 120, 200(, 1)?\);opacity:1\}/);
    // Chromium's default placeholder colour is written out too: the target theme's must not show through.
    expect(plain).toContain('placeholder="Your message"');
    expect(plain).toMatch(/::placeholder\{color:/);
    expect(html.join('')).not.toContain('data-pagelift');
  });
});
