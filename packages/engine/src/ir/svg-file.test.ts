import { describe, expect, it } from 'vitest';
import { MAX_PICTURE_MARKUP, svgDataUrl, svgPictureFile, xmlCase } from './svg-file.ts';

describe('xmlCase', () => {
  it('restores SVG mixed-case names in tags only, never in attribute values', () => {
    expect(xmlCase('<svg viewbox="0 0 2 1"><lineargradient gradientunits="userSpaceOnUse"></lineargradient><path d="M0 viewbox=1"/></svg>')).toBe(
      '<svg viewBox="0 0 2 1"><linearGradient gradientUnits="userSpaceOnUse"></linearGradient><path d="M0 viewbox=1"/></svg>',
    );
  });
});

describe('svgDataUrl', () => {
  it('adds the namespace, drops the inline style and resolves currentColor', () => {
    const url = decodeURIComponent(svgDataUrl('<svg viewbox="0 0 1 1" fill="currentColor" style="width:100%"><path d="M0"/></svg>', '#ff0000'));
    expect(url).toBe('data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1" fill="#ff0000"><path d="M0"/></svg>');
  });
});

describe('svgPictureFile', () => {
  const icon = '<svg width="18" height="18" viewbox="0 0 24 24" fill="none" stroke="currentColor" style="width:100%;height:auto"><rect x="3" y="3" width="7" height="7"></rect></svg>';

  it('turns a stroke icon into a file in the colour the page drew it', () => {
    const file = decodeURIComponent(svgPictureFile(icon, 'rgba(15, 23, 42, 1)')!);
    expect(file).toContain('stroke="rgba(15, 23, 42, 1)"');
    expect(file).toContain('viewBox="0 0 24 24"');
    expect(file).not.toContain('currentColor');
  });

  it('keeps markup inline where a file would draw something else', () => {
    expect(svgPictureFile('<svg viewBox="0 0 10 10"><text x="0" y="9">A</text></svg>', undefined)).toBeUndefined();
    expect(svgPictureFile('<svg viewBox="0 0 10 10"><foreignObject></foreignObject></svg>', undefined)).toBeUndefined();
    expect(svgPictureFile('<svg viewBox="0 0 10 10"><script></script></svg>', undefined)).toBeUndefined();
    expect(svgPictureFile('<svg viewBox="0 0 10 10"><image href="https://x.test/a.png"></image></svg>', undefined)).toBeUndefined();
    expect(svgPictureFile('<svg viewBox="0 0 10 10"><use href="#sprite-star"></use></svg>', undefined)).toBeUndefined();
    expect(svgPictureFile('<svg viewBox="0 0 10 10"><path fill="url(https://x.test/p.svg#g)"></path></svg>', undefined)).toBeUndefined();
    expect(svgPictureFile('<svg><path d="M0"></path></svg>', undefined)).toBeUndefined();
    expect(svgPictureFile(`<svg viewBox="0 0 10 10"><path d="${'M0 0'.repeat(MAX_PICTURE_MARKUP / 4)}"></path></svg>`, undefined)).toBeUndefined();
  });

  it('accepts references inside the drawing and a size from width and height alone', () => {
    expect(svgPictureFile('<svg viewBox="0 0 1 1"><defs><linearGradient id="g"></linearGradient></defs><path fill="url(#g)"></path></svg>', undefined)).toBeDefined();
    expect(svgPictureFile('<svg width="20" height="10"><path d="M0"></path></svg>', undefined)).toBeDefined();
  });
});
