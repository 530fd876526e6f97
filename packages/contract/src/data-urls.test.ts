import { describe, expect, it } from 'vitest';
import { decodeDataUrlPayload, replaceDataUrls, type DataUrl } from './data-urls.ts';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const SVG = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'%3E%3C/svg%3E".replace(/ /g, '%20');

/** A replacer that records what it was asked and names each URL by its order. */
function recorder() {
  const seen: DataUrl[] = [];
  return { seen, replace: (url: DataUrl) => (seen.push(url), `https://x.test/${seen.length}`) };
}

describe('replaceDataUrls', () => {
  it('replaces every data: URL in every string of a JSON tree, in document order, decoded', async () => {
    const { seen, replace } = recorder();
    const out = await replaceDataUrls({ a: [PNG, { css: `background:url("${SVG}") no-repeat, url(${PNG})` }], n: 3, b: true, c: null }, replace);
    expect(out).toEqual({ a: ['https://x.test/1', { css: 'background:url("https://x.test/2") no-repeat, url(https://x.test/3)' }], n: 3, b: true, c: null });
    expect(seen.map((u) => u.mediaType)).toEqual(['image/png', 'image/svg+xml', 'image/png']);
    expect(seen[0]!.bytes.subarray(0, 4).toString('latin1')).toBe('\x89PNG');
    expect(seen[1]!.bytes.toString('utf8')).toBe("<svg xmlns='http://www.w3.org/2000/svg'></svg>");
  });

  it('ends a URL inside text at a JSON-escaped quote or an HTML entity, so escaping survives', async () => {
    const json = JSON.stringify({ style: `background-image:url("${PNG}")` });
    const html = `<div style="background:url(&quot;${PNG}&quot;)"></div>`;
    const { replace } = recorder();
    const [j, h] = await replaceDataUrls([json, html], replace);
    expect(JSON.parse(j!)).toEqual({ style: 'background-image:url("https://x.test/1")' });
    expect(h).toBe('<div style="background:url(&quot;https://x.test/2&quot;)"></div>');
  });

  it("keeps a percent-encoded SVG's raw quotes and spaces, up to the quote that opened it (Bootstrap's form icons)", async () => {
    const css = `--bs-form-check-bg-image: url("data:image/svg+xml,%3csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'%3e%3cpath d='m6 10 3 3 6-6'/%3e%3c/svg%3e"); color: red`;
    const { seen, replace } = recorder();
    expect(await replaceDataUrls(css, replace)).toBe('--bs-form-check-bg-image: url("https://x.test/1"); color: red');
    expect(seen[0]!.bytes.toString('utf8')).toBe("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'><path d='m6 10 3 3 6-6'/></svg>");
    const single = await replaceDataUrls(`url('data:image/svg+xml,%3csvg id="a"%3e%3c/svg%3e') x`, replace);
    expect(single).toBe("url('https://x.test/2') x");
    expect(seen[1]!.bytes.toString('utf8')).toBe('<svg id="a"></svg>');
  });

  it('takes a string that is one data: URL whole, parentheses included', async () => {
    const url = "data:image/svg+xml,%3Csvg%3E%3Crect%20fill='rgb(1,2,3)'/%3E%3C/svg%3E";
    const { seen, replace } = recorder();
    expect(await replaceDataUrls(url, replace)).toBe('https://x.test/1');
    expect(seen[0]!.bytes.toString('utf8')).toBe("<svg><rect fill='rgb(1,2,3)'/></svg>");
  });

  it('leaves a URL as it is when the replacer answers undefined, and names `data:,` text/plain', async () => {
    const { seen } = recorder();
    const out = await replaceDataUrls(`a url(data:,) b url(${PNG})`, (u) => (seen.push(u), undefined));
    expect(out).toBe(`a url(data:,) b url(${PNG})`);
    expect(seen.map((u) => [u.mediaType, u.bytes.length])).toEqual([
      ['text/plain', 0],
      ['image/png', 8],
    ]);
  });

  it('leaves malformed percent-encoding as it is instead of throwing, and asks nothing for it', async () => {
    const { seen, replace } = recorder();
    expect(await replaceDataUrls('url(data:image/svg+xml,%E0%A4%A)', replace)).toBe('url(data:image/svg+xml,%E0%A4%A)');
    expect(seen).toEqual([]);
    expect(decodeDataUrlPayload('', '%zz')).toBeUndefined();
  });

  it('does not take "data:" inside a longer word or a string without one', async () => {
    const { seen, replace } = recorder();
    expect(await replaceDataUrls(['metadata:image/png,abc', 'no url here'], replace)).toEqual(['metadata:image/png,abc', 'no url here']);
    expect(seen).toEqual([]);
  });
});
