import { describe, expect, it } from 'vitest';
import { toRgbaString, type GradientValue, type StyleValue } from '../ir/values.ts';
import { cssText, GUTENBERG_CSS, hexOrRgba, PLAIN_CSS, WEBFLOW_CSS } from './css-text.ts';

const red = { type: 'color', r: 255, g: 0, b: 0, alpha: 1 } as const;
const clear = { type: 'color', r: 0, g: 0, b: 0, alpha: 0.5 } as const;
const linear: GradientValue = {
  type: 'gradient',
  kind: 'linear',
  repeating: false,
  angle: 45.123,
  stops: [
    { color: red, position: 0 },
    { color: clear, position: 33.333 },
  ],
};
const radial: GradientValue = { ...linear, kind: 'radial' };
const layers: StyleValue = { type: 'layers', value: [{ type: 'image', url: 'a"b.png' }, linear] };
const shadow: StyleValue = { type: 'shadow', inset: true, x: 1, y: 2, blur: 3, spread: 0, color: red };

describe('cssText', () => {
  it('writes Bricks/Breakdance CSS: rgba colours, spaced lists, radial gradients without a shape', () => {
    expect(cssText(linear, PLAIN_CSS)).toBe(`linear-gradient(45.123deg, ${toRgbaString(red)} 0%, ${toRgbaString(clear)} 33.333%)`);
    expect(cssText(radial, PLAIN_CSS)).toMatch(/^radial-gradient\(rgb/);
    expect(cssText(layers, PLAIN_CSS)).toMatch(/^url\("a"b\.png"\), linear-gradient/);
    expect(cssText({ type: 'layers', value: [] }, PLAIN_CSS)).toBe('');
  });

  it('writes Gutenberg CSS: hex colours, no spaces, rounded numbers, circle radials, no empty lists', () => {
    expect(cssText(linear, GUTENBERG_CSS)).toBe('linear-gradient(45.12deg,#ff0000 0%,rgba(0,0,0,0.5) 33.33%)');
    expect(cssText(radial, GUTENBERG_CSS)).toBe('radial-gradient(circle,#ff0000 0%,rgba(0,0,0,0.5) 33.33%)');
    expect(cssText(layers, GUTENBERG_CSS)).toBe('url("a%22b.png"),linear-gradient(45.12deg,#ff0000 0%,rgba(0,0,0,0.5) 33.33%)');
    expect(cssText(shadow, GUTENBERG_CSS)).toBe('inset 1px 2px 3px 0px #ff0000');
    expect(cssText({ type: 'layers', value: [] }, GUTENBERG_CSS)).toBeUndefined();
  });

  it('writes Webflow CSS: radial gradients centred explicitly, quotes escaped in URLs', () => {
    expect(cssText(radial, WEBFLOW_CSS)).toMatch(/^radial-gradient\(circle at 50% 50%, rgb/);
    expect(cssText(layers, WEBFLOW_CSS)).toMatch(/^url\("a%22b\.png"\), linear-gradient\(45\.123deg, /);
    expect(
      cssText(
        {
          type: 'tuple',
          value: [
            { type: 'unit', value: 1, unit: 'px' },
            { type: 'keyword', value: 'auto' },
          ],
        },
        WEBFLOW_CSS,
      ),
    ).toBe('1px auto');
  });

  it('spells opaque colours as hex and translucent ones as compact rgba', () => {
    expect(hexOrRgba({ type: 'color', r: 300, g: -1, b: 16, alpha: 1 })).toBe('#ff0010');
    expect(hexOrRgba(clear)).toBe('rgba(0,0,0,0.5)');
  });
});
