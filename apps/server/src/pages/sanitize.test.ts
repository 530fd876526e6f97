import { describe, expect, it } from 'vitest';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { sanitizeSnapshot } from './sanitize.ts';
import { injectScript } from './inject-script.ts';
import { rewriteAssetUrls } from './rewrite-asset-urls.ts';
import { hostMatchesDomain, hostOf } from '../projects/domain.ts';

/** The srcdoc of the first iframe, as the browser would read it (entities decoded). */
function srcdocOf(html: string): string | undefined {
  const visit = (node: DefaultTreeAdapterTypes.ParentNode): string | undefined => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      if (child.tagName === 'iframe') return child.attrs.find((a) => a.name === 'srcdoc')?.value;
      const found = visit(child);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return visit(parse(html));
}

describe('sanitizeSnapshot', () => {
  it.each([
    ['script elements', '<script>alert(1)</script><p>x</p>', /alert/],
    ['svg scripts', '<svg><script>alert(1)</script></svg>', /alert/],
    ['inline handlers', '<img src="a.png" onerror="alert(1)"><body onload=alert(2)>', /onerror|onload|alert/],
    ['javascript: links', '<a href="javascript:alert(1)">x</a>', /javascript/],
    ['obfuscated schemes', '<a href="  jav&#x09;ascript:alert(1)">x</a><a href="JaVaScRiPt:alert(2)">y</a>', /alert/],
    ['form actions', '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">b</button></form>', /alert/],
    ['scripts inside an iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script><img src=x onerror=alert(2)>"></iframe>', /alert|onerror/],
    ['scripts in nested srcdoc frames', `<iframe srcdoc="<iframe srcdoc='&lt;script&gt;alert(1)&lt;/script&gt;'></iframe>"></iframe>`, /alert/],
    ['srcdoc on anything but an iframe', '<frame srcdoc="<p>x</p>"><div srcdoc="<p>y</p>"></div>', /srcdoc/],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', /refresh/],
    ['meta CSP', `<meta http-equiv="Content-Security-Policy" content="script-src *">`, /Content-Security-Policy/i],
    ['object and embed', '<object data="x.swf"></object><embed src="y.swf">', /object|embed/],
    ['template content', '<template><script>alert(1)</script><img onerror="alert(2)"></template>', /alert/],
    ['svg xlink', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>', /javascript/],
    ['svg animate to js', '<svg><a><animate attributeName="href" to="javascript:alert(1)"/></a></svg>', /animate|javascript/],
  ])('removes %s', (_name, input, forbidden) => {
    expect(sanitizeSnapshot(input)).not.toMatch(forbidden);
  });

  it('keeps the page itself: styles, images, links, text', () => {
    const out = sanitizeSnapshot('<html><head><style>p{color:red}</style></head><body><p class="a" style="margin:0">Hi &amp; bye</p><img src="https://x/y.png"><a href="https://x/">l</a></body></html>');
    expect(out).toContain('<style>p{color:red}</style>');
    expect(out).toContain('<p class="a" style="margin:0">Hi &amp; bye</p>');
    expect(out).toContain('<img src="https://x/y.png">');
    expect(out).toContain('<a href="https://x/">l</a>');
  });

  it('keeps an inlined same-origin frame, cleaned like the page', () => {
    const out = sanitizeSnapshot('<iframe width="200" srcdoc="<!DOCTYPE html><p style=&quot;color:red&quot; onclick=&quot;x()&quot;>framed &amp;amp; text</p><script>1</script>"></iframe>');
    const srcdoc = srcdocOf(out);
    expect(srcdoc).toContain('<p style="color:red">framed &amp; text</p>');
    expect(srcdoc).not.toMatch(/script|onclick/);
  });

  it('drops frames nested deeper than three levels', () => {
    let html = '<p>deep</p>';
    for (let i = 0; i < 5; i += 1) html = `<iframe srcdoc="${html.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"></iframe>`;
    const out = sanitizeSnapshot(html);
    expect(out.match(/srcdoc/g)?.length).toBe(3);
    expect(out).not.toContain('deep');
  });

  it('injects the picker at the end of the parsed <head> with its nonce, and escapes a closing tag inside it', () => {
    const out = injectScript('<html><head></head><body></body></html>', 'var s="</script>";', 'abc');
    expect(out).toBe('<html><head><script nonce="abc">var s="<\\/script>";</script></head><body></body></html>');
  });

  it('finds the head by parsing, not by the text "</head" inside a style or an attribute', () => {
    const html = '<html><head><style>/* </head> */ p{color:red}</style><title>t</title></head><body><p title="</head>">x</p></body></html>';
    const out = injectScript(html, 'picker()', 'n1');
    expect(out).toBe('<html><head><style>/* </head> */ p{color:red}</style><title>t</title><script nonce="n1">picker()</script></head><body><p title="&lt;/head&gt;">x</p></body></html>');
    // No head written at all: the parser makes one.
    expect(injectScript('<p>x</p>', 'picker()', 'n2')).toBe('<html><head><script nonce="n2">picker()</script></head><body><p>x</p></body></html>');
  });

  it('seals the snapshot: no <base>, data: navigations, SVG handler animations or resource hints', () => {
    const out = sanitizeSnapshot(`<html><head><base href="https://evil.test/"><link rel="preload" as="script" href="https://evil.test/a.js"><link rel="prefetch" href="https://evil.test/b"><link rel="dns-prefetch" href="//evil.test"><link rel="preconnect" href="https://evil.test"><link rel="stylesheet" href="https://x/y.css"></head>
      <body><a href="data:text/html,<script>alert(1)</script>">d</a><form action="data:text/html,x"></form><img src="data:image/png;base64,iVBOR">
      <svg><set attributeName="onmouseover" to="alert(1)"/><animate attributeName="onclick" values="alert(2)"/><animate attributeName="opacity" values="0;1"/></svg></body></html>`);
    expect(out).not.toMatch(/<base|preload|prefetch|preconnect|data:text|onmouseover|onclick/);
    expect(out).toContain('<link rel="stylesheet" href="https://x/y.css">');
    expect(out).toContain('<img src="data:image/png;base64,iVBOR">');
    expect(out).toContain('attributeName="opacity"');
  });
});

describe('asset URL rewriting', () => {
  it('rewrites raw and HTML-escaped occurrences, longest URL first', () => {
    const urls = new Map([
      ['https://cdn/a.png', 'R1'],
      ['https://cdn/a.png?x=1&y=2', 'R2'],
    ]);
    expect(rewriteAssetUrls('<img src="https://cdn/a.png?x=1&amp;y=2"><img src="https://cdn/a.png"> url(https://cdn/a.png?x=1&y=2)', urls)).toBe(
      '<img src="R2"><img src="R1"> url(R2)',
    );
  });
});

describe('domains', () => {
  it('stores the host of what the user typed', () => {
    expect(hostOf('Example.com')).toBe('example.com');
    expect(hostOf('https://www.example.com/path?q')).toBe('www.example.com');
    expect(hostOf('http://localhost:3000/')).toBe('localhost');
    expect(hostOf('javascript:alert(1)')).toBeNull();
    expect(hostOf('  ')).toBeNull();
  });
  it('accepts the domain, www. and subdomains, nothing else', () => {
    expect(hostMatchesDomain('example.com', 'www.example.com')).toBe(true);
    expect(hostMatchesDomain('www.example.com', 'example.com')).toBe(true);
    expect(hostMatchesDomain('blog.example.com', 'example.com')).toBe(true);
    expect(hostMatchesDomain('evilexample.com', 'example.com')).toBe(false);
    expect(hostMatchesDomain('example.com.evil.net', 'example.com')).toBe(false);
  });
});
