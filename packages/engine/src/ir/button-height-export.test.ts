// A button whose height comes from CSS keeps that height as padding (real Chromium render).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeEnginePool } from '../index.ts';
import { exportServedPage, exportedWidgets, type ExportedElement } from '../test-support.ts';

const PAGE = `<!doctype html><html><head><style>
  body { margin: 0; font: 16px/20px sans-serif; }
  a { text-decoration: none; color: #fff; background: #1a73e8; border-radius: 4px; }
  .tall { display: inline-flex; align-items: center; justify-content: center; height: 48px; padding: 0 24px; }
  .padded { display: inline-block; padding: 14px 24px; }
  .nowrap { display: inline-flex; white-space: nowrap; padding: 6px 12px; }
</style></head><body>
  <p><a class="tall" href="#a">Sign up</a></p>
  <p><a class="padded" href="#b">Log in</a></p>
  <div style="display: flex; gap: 10px"><a class="tall" href="#d">Read the docs</a><a class="tall" href="#e">Star us</a></div>
  <p><a class="nowrap" href="#c">Try the demo</a> <span style="white-space: nowrap">Sign in now</span></p>
</body></html>`;

let all: ExportedElement[];

beforeAll(async () => {
  all = exportedWidgets((await exportServedPage(PAGE, 'button-height.html')).elements);
}, 120_000);
afterAll(() => closeEnginePool());

const button = (text: string) => all.find((w) => w.widgetType === 'button' && w.settings.text === text)!;

describe('buttons sized by a CSS height', () => {
  it('keep the 48 px as padding around the 20 px line', () => {
    const p = button('Sign up').settings.text_padding;
    expect(Number(p.top)).toBe(14);
    expect(Number(p.bottom)).toBe(14);
    expect(Number(p.left)).toBe(24);
  });
  it('keep their natural width in a row, as one-line labels', () => {
    expect(button('Read the docs').settings._element_width).toBe('auto');
    expect(button('Star us').settings._element_width).toBe('auto');
  });
  it('leave a button sized by its padding as it is', () => {
    const p = button('Log in').settings.text_padding;
    expect(Number(p.top)).toBe(14);
    expect(Number(p.bottom)).toBe(14);
  });
});

describe('labels the source keeps on one line', () => {
  it('get no-break spaces, so the builder cannot wrap them', () => {
    expect(all.find((w) => w.widgetType === 'button' && w.settings.text === 'Try\u00a0the\u00a0demo')).toBeDefined();
  });
  it('get &nbsp; in inline text markup', () => {
    expect(all.some((w) => JSON.stringify(w.settings).includes('Sign&nbsp;in&nbsp;now'))).toBe(true);
  });
  it('keep plain spaces where the source may wrap', () => {
    expect(button('Sign up')).toBeDefined();
  });
});
