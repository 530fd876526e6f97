import { CLIPBOARD_MAX_CHARS } from '@pagelift/contract';
import { describe, expect, it } from 'vitest';
import { deliveryFileFor } from './index.ts';
import type { SerializeResult } from './types.ts';

const result = (template: unknown): SerializeResult => ({ template, fontFace: '', counts: { nativeWidgets: 0, containers: 0, fallbacks: 0 } });
const elementor = { type: 'elementor', siteurl: 'https://x.example/wp-json/', elements: [] };

describe('delivery file', () => {
  it("is the clipboard under 1,000,000 characters, from there on Elementor's importable template file", () => {
    expect(deliveryFileFor('elementorFree', result(elementor), 'Home')).toBeUndefined();
    const padded = (n: number) => ({ ...elementor, pad: 'x'.repeat(n - JSON.stringify({ ...elementor, pad: '' }).length) });
    expect(JSON.stringify(padded(CLIPBOARD_MAX_CHARS)).length).toBe(CLIPBOARD_MAX_CHARS);
    expect(deliveryFileFor('elementor', result(padded(CLIPBOARD_MAX_CHARS - 1)), 'Home')).toBeUndefined();
    const file = deliveryFileFor('elementor', result(padded(CLIPBOARD_MAX_CHARS)), 'Héllo World: Landing!');
    expect(file).toMatchObject({ name: 'hello-world-landing.json', mimeType: 'application/json' });
    // The template file Elementor's Import Templates reads, holding the envelope's elements.
    expect(JSON.parse(file!.content)).toMatchObject({ version: '0.4', title: 'Héllo World: Landing!', type: 'page', content: elementor.elements });
  });

  it("names the file after the template's own title first", () => {
    const big = { title: 'Pricing Page', pad: 'x'.repeat(CLIPBOARD_MAX_CHARS) };
    expect(deliveryFileFor('elementorFree', result(big), 'My page')?.name).toBe('pricing-page.json');
  });

  it('never makes a file for builders that are always copied (Gutenberg, Breakdance) or copied by event (Webflow)', () => {
    const big = result({ pad: 'x'.repeat(CLIPBOARD_MAX_CHARS) });
    for (const builder of ['gutenberg', 'breakdance', 'webflow'] as const) expect(deliveryFileFor(builder, big, 'p')).toBeUndefined();
  });
});
