import { describe, expect, it } from 'vitest';
import { rewriteAssetUrls } from './rewrite-asset-urls.ts';

const to = 'https://r.example/v1/resources/assets/abc.png';

describe('rewriteAssetUrls', () => {
  it('rewrites whole URLs in attributes, srcset and CSS', () => {
    const html = `<img src="https://s.example/a.png" srcset="https://s.example/a.png 2x"><div style="background:url(&quot;https://s.example/a.png&quot;)"></div><style>b{background:url(https://s.example/a.png)}</style>`;
    const out = rewriteAssetUrls(html, new Map([['https://s.example/a.png', to]]));
    expect(out).not.toContain('s.example');
    expect(out.split(to)).toHaveLength(5);
  });
  it('leaves a longer URL that merely starts with an asset URL alone', () => {
    const html = '<a href="https://s.example/a.png.html">x</a><img src="https://s.example/a.png">';
    const out = rewriteAssetUrls(html, new Map([['https://s.example/a.png', to]]));
    expect(out).toContain('href="https://s.example/a.png.html"');
    expect(out).toContain(`src="${to}"`);
  });
  it('matches a URL with a query string written with &amp; in markup', () => {
    const html = '<img src="https://s.example/i.php?w=1&amp;h=2">';
    const out = rewriteAssetUrls(html, new Map([['https://s.example/i.php?w=1&h=2', to]]));
    expect(out).toBe(`<img src="${to}">`);
  });
  it('does not treat $ in a resource URL as a replacement pattern', () => {
    const out = rewriteAssetUrls('<img src="https://s.example/a.png">', new Map([['https://s.example/a.png', 'https://r.example/$&.png']]));
    expect(out).toBe('<img src="https://r.example/$&.png">');
  });
});
