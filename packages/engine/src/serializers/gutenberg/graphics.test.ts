import { describe, expect, it } from 'vitest';
import { bareBoxLook, svgPicture, textareaText } from './graphics.ts';

describe('svgPicture', () => {
  it('sizes the box by the viewBox and paints the SVG in its own colour', () => {
    const p = svgPicture('<svg viewbox="0 0 125 35" fill="currentColor" style="width:100%;height:auto;color:rgb(107, 114, 128)"><path d="M0"/></svg>', '#000000');
    expect(p?.get('aspect-ratio')).toBe('3.5714');
    expect(decodeURIComponent(p!.get('background-image')!)).toContain('fill="rgb(107, 114, 128)"');
    expect(p?.get('background-size')).toBe('contain');
  });

  it('takes an explicit height and the node colour where the SVG has none', () => {
    const p = svgPicture('<svg viewBox="0 0 448 512" fill="currentColor" style="display:block;height:1em;width:0.875em"><path d="M0"/></svg>', '#123456');
    expect(p?.get('height')).toBe('1em');
    expect(p?.has('aspect-ratio')).toBe(false);
    expect(decodeURIComponent(p!.get('background-image')!)).toContain('fill="#123456"');
  });

  it('refuses SVG that points into the page or has no size', () => {
    expect(svgPicture('<svg viewBox="0 0 1 1"><use href="#sprite-star"></use></svg>')).toBeUndefined();
    expect(svgPicture('<svg><path d="M0"/></svg>')).toBeUndefined();
    expect(svgPicture('<svg viewBox="0 0 1 1"><defs><linearGradient id="g"></linearGradient></defs><path fill="url(#g)"/></svg>')).toBeDefined();
  });
});

describe('bareBoxLook', () => {
  it('reads an empty element’s inline look, leaving placement to the wrapper', () => {
    const look = bareBoxLook('<div style="width:100%;height:390px;margin:0;background-image:url(&quot;a;b.png&quot;), linear-gradient(red, blue);border-top:15px dotted red"></div>');
    expect(look && Object.fromEntries(look)).toEqual({ height: '390px', 'background-image': 'url("a;b.png"), linear-gradient(red, blue)', 'border-top': '15px dotted red' });
  });

  it('refuses elements with content, form controls and values with `&`', () => {
    expect(bareBoxLook('<div style="height:1px"><span></span></div>')).toBeUndefined();
    expect(bareBoxLook('<textarea style="height:1px"></textarea>')).toBeUndefined();
    expect(bareBoxLook('<div style="background:url(a?b=1&amp;c=2)"></div>')).toBeUndefined();
  });
});

describe('textareaText', () => {
  it('reads a lone textarea’s escaped text, nothing else', () => {
    expect(textareaText('<textarea style="height:1px">.a &gt; b {\n}</textarea>')).toBe('.a &gt; b {\n}');
    expect(textareaText('<input type="text">')).toBeUndefined();
  });

  it('lets the textarea’s look through only when asked (a form control is no bare box otherwise)', () => {
    expect(bareBoxLook('<textarea style="height:170px"></textarea>')).toBeUndefined();
    expect(bareBoxLook('<textarea style="height:170px"></textarea>', true)?.get('height')).toBe('170px');
  });
});
