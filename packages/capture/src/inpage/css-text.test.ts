import { describe, expect, it } from 'vitest';
import { replaceAssetUrls, sniffContentType } from '../asset-urls.ts';
import { absolutizeCssUrls, chooseFontSource, inlineCssText, pruneFontFaceSources } from './css-text.ts';
import { escapeAttribute, escapeStyleText } from './html-escape.ts';
import { parseSrcset } from './srcset.ts';

describe('absolutizeCssUrls', () => {
  it('resolves every url() spelling against the sheet and reports http assets without fragments', () => {
    const assets: string[] = [];
    const css = `a{background:url(img/a.png)} b{background:url('../b.png#x')} c{background:url("c d.png")} d{fill:url(#grad)} e{background:url(data:image/png;base64,AA==)}`;
    const out = absolutizeCssUrls(css, 'https://x.test/css/site.css', (u) => assets.push(u));
    expect(out).toContain('url("https://x.test/css/img/a.png")');
    expect(out).toContain('url("https://x.test/b.png#x")');
    expect(out).toContain('url("https://x.test/css/c%20d.png")');
    expect(out).toContain('url(#grad)');
    expect(out).toContain('url(data:image/png;base64,AA==)');
    expect(assets).toEqual(['https://x.test/css/img/a.png', 'https://x.test/b.png', 'https://x.test/css/c%20d.png']);
  });
});

describe('chooseFontSource', () => {
  it('keeps local() and the first format the browser can use', () => {
    expect(chooseFontSource(`url("a.eot?#iefix") format("embedded-opentype"), local("X"), url("a.woff2") format("woff2"), url("a.woff") format("woff")`))
      .toBe(`local("X"), url("a.woff2") format("woff2")`);
    expect(chooseFontSource(`url(a.woff) format("woff"), url(a.woff2) format("woff2")`)).toBe('url(a.woff) format("woff")');
  });
  it('applies to @font-face blocks of a text sheet', () => {
    expect(pruneFontFaceSources('@font-face{font-family:A;src:url(a.svg) format("svg"),url(a.ttf) format("truetype")}'))
      .toBe('@font-face{font-family:A;src:url(a.ttf) format("truetype")}');
  });
});

describe('inlineCssText', () => {
  it('inlines @import inside its media and layer, and lists imports that failed', async () => {
    const files: Record<string, string> = {
      'https://x.test/a.css': '@import url("b.css") print; .a{background:url(a.png)}',
      'https://x.test/b.css': '.b{color:red}',
    };
    const failed: string[] = [];
    const assets: string[] = [];
    const out = await inlineCssText('@import "a.css" layer(base); @import "missing.css"; .top{}', 'https://x.test/index.html',
      async (u) => files[u] ?? null, (u) => assets.push(u), failed);
    expect(out).toMatch(/@layer base \{\s*@media print \{\s*\.b\{color:red\}\s*\}\s*\.a\{background:url\("https:\/\/x\.test\/a\.png"\)\}\s*\}/);
    expect(out).toContain('.top{}');
    expect(failed).toEqual(['https://x.test/missing.css']);
    expect(assets).toEqual(['https://x.test/a.png']);
  });
});

describe('escaping', () => {
  it('keeps query strings byte-identical in attributes but escapes real character references', () => {
    expect(escapeAttribute('https://x.test/a.png?w=1&h=2')).toBe('https://x.test/a.png?w=1&h=2');
    expect(escapeAttribute('a&amp;b &copy; &#38; &not-x "q"')).toBe('a&amp;amp;b &amp;copy; &amp;#38; &amp;not-x &quot;q&quot;');
    expect(escapeStyleText('a{content:"</style>"}')).toBe('a{content:"<\\/style>"}');
  });
});

describe('parseSrcset', () => {
  it('splits candidates, keeping commas inside URLs', () => {
    expect(parseSrcset('a.jpg 1x, data:image/png;base64,AA== 2x,b.jpg 800w')).toEqual([
      { url: 'a.jpg', descriptor: '1x' },
      { url: 'data:image/png;base64,AA==', descriptor: '2x' },
      { url: 'b.jpg', descriptor: '800w' },
    ]);
  });
});

describe('replaceAssetUrls', () => {
  it('replaces whole URLs only, longest first', () => {
    const html = '<img src="http://s/a.png"><a href="http://s/a.png.html">x</a><i style="background:url(&quot;http://s/a.png?v=2&quot;)"></i><use href="http://s/a.png#i"/>';
    const out = replaceAssetUrls(html, new Map([['http://s/a.png', 'R1'], ['http://s/a.png?v=2', 'R2']]));
    expect(out).toBe('<img src="R1"><a href="http://s/a.png.html">x</a><i style="background:url(&quot;R2&quot;)"></i><use href="R1#i"/>');
  });
  it('sniffs types from bytes', () => {
    expect(sniffContentType(Buffer.from('wOF2xxxx'), 'text/plain')).toBe('font/woff2');
    expect(sniffContentType(Buffer.from('<?xml version="1.0"?><svg/>'), null)).toBe('image/svg+xml');
  });
});
