import { describe, expect, it } from 'vitest';
import { guardShortcodes, guardTexturize } from './texturize.ts';

/** What the browser shows for a piece of HTML text (the references this module writes, decoded). */
const shown = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&#(\d+);/g, (_m, d: string) => String.fromCodePoint(Number(d))).replace(/&#x([0-9a-f]+);/gi, (_m, h: string) => String.fromCodePoint(parseInt(h, 16)));

describe('guardTexturize (F23)', () => {
  it('writes spaced and doubled hyphens as references, keeps hyphens inside words', () => {
    expect(guardTexturize('Graphic Artist - Web Designer')).toBe('Graphic Artist &#45; Web Designer');
    expect(guardTexturize('a--b a---b')).toBe('a&#45;&#45;b a&#45;&#45;&#45;b');
    expect(guardTexturize('open-source, drag-and-drop')).toBe('open-source, drag-and-drop');
    expect(guardTexturize('fast&nbsp;- now')).toBe('fast&nbsp;&#45; now');
  });

  it('treats a tag as the end of the text, as wptexturize does', () => {
    expect(guardTexturize('<b>a</b>- b')).toBe('<b>a</b>&#45; b');
    expect(guardTexturize('<b>a</b>-b')).toBe('<b>a</b>-b');
  });

  it('writes straight quotes, backticks, ellipses, times and (tm) as references', () => {
    expect(guardTexturize(`"Landwind" isn't 'bad'`)).toBe('&#34;Landwind&#34; isn&#39;t &#39;bad&#39;');
    expect(guardTexturize('wait... ok. ``x``')).toBe('wait&#46;&#46;&#46; ok. &#96;&#96;x&#96;&#96;');
    expect(guardTexturize('1920x1080 and box x2 0x1f')).toBe('1920&#120;1080 and box x2 0&#120;1f');
    expect(guardTexturize('Brand (tm) (c)')).toBe('Brand &#40;tm) (c)');
  });

  it('keeps shortcodes from running', () => {
    // hexadecimal: WordPress unescapes `&#91;` after its first shortcode pass
    expect(guardTexturize('see [gallery ids="1"]')).toBe('see &#x5b;gallery ids=&#34;1&#34;]');
  });

  it('leaves tags, attributes, comments and existing references alone', () => {
    const html = '<a href="https://x.test/a--b?q=\'1\'" style="font-family:\'A B\'">R&amp;D &quot;q&quot; &#8211;</a><!-- a -- b -->';
    expect(guardTexturize(html)).toBe(html);
  });

  it('does not touch style or script text, where references are not decoded', () => {
    const html = '<style>.a::before{content:"--"}</style><p>"x"</p>';
    expect(guardTexturize(html)).toBe('<style>.a::before{content:"--"}</style><p>&#34;x&#34;</p>');
  });

  it('shows exactly the source text', () => {
    const text = `It's "fast" - really -- 2x3... (tm) [x] \`y\``;
    expect(shown(guardTexturize(text))).toBe(text);
  });
});

describe('guardShortcodes', () => {
  it('writes only the brackets of text as references, not those of tags or attributes', () => {
    expect(guardShortcodes('Use [gallery] - "now"')).toBe('Use &#x5b;gallery] - "now"');
    expect(guardShortcodes('<a href="/x?a[0]=1" title="[t]">[1]</a>')).toBe('<a href="/x?a[0]=1" title="[t]">&#x5b;1]</a>');
    expect(guardShortcodes('no brackets')).toBe('no brackets');
  });
});
