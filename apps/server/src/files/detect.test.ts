import { describe, expect, it } from 'vitest';
import { assetExtension } from './detect.ts';

describe('assetExtension', () => {
  it('stores an SVG that opens with an XML declaration as svg, so browsers draw it', async () => {
    const svg = Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
    expect(await assetExtension(svg, 'https://example.com/logo')).toBe('svg');
  });
  it('keeps other XML out of the image types', async () => {
    const xml = Buffer.from('<?xml version="1.0"?>\n<rss version="2.0"></rss>');
    expect(await assetExtension(xml, 'https://example.com/feed.svg')).toBe('bin');
  });
  it('judges a PNG by its bytes, whatever the URL says', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    expect(await assetExtension(png, 'https://example.com/a.svg')).toBe('png');
  });
});
