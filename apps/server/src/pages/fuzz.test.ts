// Issue 14, fuzz: 2,000 generated hostile snapshots (deep, wide, malformed, huge attributes, odd
// encodings, mutation-XSS pieces) through upload and the snapshot host, a bounded sample through
// the real export; no 5xx, no live code served, and the server healthy after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';
import { PNG_1PX, blob, startHarness, type Harness, type TestUser } from '../test/harness.ts';
import { MXSS_PAYLOADS } from './mxss-corpus.ts';

const CASES = 2000;
const EXPORTS = 8;

/** A small seeded generator, so a failure names a case that can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => ((s = (Math.imul(s ^ (s >>> 15), 2246822507) + 0x6d2b79f5) >>> 0) / 2 ** 32);
}

const TAGS = ['div', 'p', 'span', 'a', 'img', 'svg', 'math', 'mtext', 'mglyph', 'style', 'form', 'table', 'td', 'tr', 'select', 'template', 'noscript', 'iframe', 'frameset', 'frame', 'textarea', 'title', 'xmp', 'foreignObject', 'desc', 'annotation-xml', 'base', 'link', 'meta', 'set', 'animate', 'object', 'script', 'plaintext', 'li', 'h1', 'button', 'input'];
const ATTRS = ['onerror', 'onload', 'src', 'href', 'style', 'id', 'class', 'xlink:href', 'srcdoc', 'attributeName', 'to', 'values', 'action', 'formaction', 'http-equiv', 'rel', 'encoding', 'title', 'is', 'o\u0000nerror'];
const VALUES = ['x', 'javascript:pwned()', ' jav\tascript:pwned()', 'data:text/html,<script>pwned()</script>', 'pwned()', '"><img src=x onerror=pwned()>', '</style><img src=x onerror=pwned()>', 'refresh', 'preload', 'text/html', 'onmouseover', 'href', '&lt;script&gt;pwned()&lt;/script&gt;'];

function generate(n: number): { name: string; html: Buffer } {
  const r = rng(n * 7919 + 1);
  const pick = <X>(xs: readonly X[]) => xs[Math.floor(r() * xs.length)]!;
  const kind = n % 8;
  const soup = (count: number) => {
    let out = '';
    for (let i = 0; i < count; i++) {
      const roll = r();
      if (roll < 0.45) {
        const attrs = Array.from({ length: Math.floor(r() * 3) }, () => `${pick(ATTRS)}="${pick(VALUES)}"`).join(' ');
        out += `<${pick(TAGS)} ${attrs}>`;
      } else if (roll < 0.7) out += `</${pick(TAGS)}>`;
      else if (roll < 0.8) out += pick(MXSS_PAYLOADS);
      else if (roll < 0.85) out += pick(['<!--', '-->', '<![CDATA[', ']]>', '<!', '</', '<', '&', '&#0;', '&#xD800;', '<?xml x?>']);
      else out += pick(['text', ' ', 'pwned()', '\u0000', '\r\n', '\uFEFF', '\uD800', 'é', '😀']);
    }
    return out;
  };
  switch (kind) {
    case 0: {
      const depth = 200 + Math.floor(r() * 1300);
      return { name: `deep-${depth}`, html: Buffer.from(`<body>${`<${pick(['div', 'span', 'svg', 'math', 'table'])}>`.repeat(depth)}x${soup(5)}</body>`) };
    }
    case 1: {
      const width = 200 + Math.floor(r() * 1800);
      return { name: `wide-${width}`, html: Buffer.from(`<body>${Array.from({ length: width }, (_, i) => `<p class="c${i % 7}">${i}</p>`).join('')}${soup(5)}</body>`) };
    }
    case 2:
      return { name: 'huge-attribute', html: Buffer.from(`<body><div title="${'a'.repeat(20_000 + Math.floor(r() * 80_000))}" ${pick(ATTRS)}="${pick(VALUES)}">x</div>${soup(10)}</body>`) };
    case 3: {
      // Odd encodings: invalid UTF-8 bytes, UTF-16 with a BOM, lone surrogates, NULs.
      const bytes = Buffer.from(`<!DOCTYPE html><meta charset="${pick(['utf-16', 'iso-8859-1', 'x-bogus', 'utf-8'])}"><body>${soup(40)}</body>`);
      const enc = r();
      if (enc < 0.33) return { name: 'utf16', html: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(bytes.toString('utf8'), 'utf16le')]) };
      if (enc < 0.66) return { name: 'invalid-utf8', html: Buffer.concat([bytes.subarray(0, 20), Buffer.from([0xc3, 0x28, 0xa0, 0xa1, 0xe2, 0x28, 0xa1, 0xf0, 0x28, 0x8c, 0x28, 0x00]), bytes.subarray(20)]) };
      return { name: 'nul-and-control', html: Buffer.from(`${soup(30)}\u0000\u0001\u001b[31m${soup(30)}`) };
    }
    case 4:
      return { name: 'srcdoc-nest', html: Buffer.from(`<iframe srcdoc="${soup(30).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"></iframe>${soup(10)}`) };
    default:
      return { name: 'soup', html: Buffer.from(soup(50 + Math.floor(r() * 400))) };
  }
}

/** Attributes a browser follows or loads as a URL (a javascript: value elsewhere is just text). */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'to', 'values', 'from', 'by', 'poster', 'background']);

function liveCode(html: string): string[] {
  const out: string[] = [];
  const visit = (node: T.ParentNode) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      if (child.tagName === 'script' && !child.attrs.some((a) => a.name === 'nonce')) out.push('script');
      for (const a of child.attrs) {
        const name = a.name.toLowerCase();
        const url = URL_ATTRIBUTES.has(name) && /^(javascript|vbscript):/i.test(a.value.replace(/[\u0000-\u0020]/g, ''));
        if (name.startsWith('on') || url) out.push(`${child.tagName}[${a.name}]`);
        if (a.name === 'srcdoc') out.push(...liveCode(a.value));
      }
      visit(child);
      if (child.tagName === 'template' && (child as T.Template).content) visit((child as T.Template).content);
    }
  };
  visit(parse(html));
  return out;
}

describe('fuzz: hostile snapshots through upload, the snapshot host and export', () => {
  let h: Harness;
  let u: TestUser;
  let projectId: string;
  beforeAll(async () => {
    // Four uploads at once from one account: the upload bounds are tested in upload-limits.test.ts.
    h = await startHarness('sqlite', { exportMaxPerUser: 4, uploadMaxPerUser: 4 });
    u = await h.createUser('fuzz');
    projectId = (await h.call('POST', '/v1/projects', { token: u.token, body: { name: 'F', url: 'fuzz.example' } })).body.data.project._id;
  });
  afterAll(() => h?.close());

  function upload(name: string, html: Buffer) {
    const form = new FormData();
    form.append('manifest', JSON.stringify({ projectId, name: `fuzz ${name}`, sourceUrl: 'https://fuzz.example/', assets: [] }));
    form.append('html', blob(html, 'text/html'), 'snapshot.html');
    form.append('thumbnail', blob(PNG_1PX, 'image/png'), 'thumb.png');
    return h.call('POST', '/v1/pages', { token: u.token, form });
  }

  it(`uploads ${CASES} generated snapshots: 201 or a documented 4xx, no live code served, a sample exports`, async () => {
    const failures: string[] = [];
    const uploaded: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    const worker = async () => {
      while (next < CASES) {
        const n = next++;
        const { name, html } = generate(n);
        const res = await upload(name, html);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (![201, 400, 413].includes(res.status)) failures.push(`case ${n} (${name}): upload ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        if (res.status !== 201) continue;
        const page = res.body.data.page;
        // Every 10th page is fetched from the snapshot host and checked as a browser parses it.
        if (n % 10 === 0) {
          const served = await fetch(`${h.server.htmlUrl}/v1/html/${page.html}?v=${page.htmlVersion}`);
          const live = liveCode(await served.text());
          if (served.status !== 200 || live.length) failures.push(`case ${n} (${name}): served ${served.status} ${live.join(',')}`);
        }
        if (uploaded.length < EXPORTS && n % 8 !== 0) uploaded.push(page._id);
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    expect(failures).toEqual([]);
    expect(statuses.get(201) ?? 0).toBeGreaterThan(CASES / 2);

    for (const pageId of uploaded) {
      const res = await h.call('POST', '/v1/export/', { token: u.token, body: { pageId, exportType: 'entirePage', builder: 'elementorFree' } });
      if (![200, 400].includes(res.status)) failures.push(`export ${pageId}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    expect((await h.call('GET', '/v1/health')).status).toBe(200);
    expect((await h.call('GET', '/v1/projects', { token: u.token })).status).toBe(200);
  }, 600_000);
});
