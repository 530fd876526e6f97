import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from './cli.ts';

const fixture = new URL('./__fixtures__/small.html', import.meta.url).pathname;

describe('pagelift export CLI', () => {
  it('writes the clipboard JSON to --out and exits 0', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'pl-cli-')), 'out.json');
    expect(await main([fixture, '--builder', 'elementorFree', '--selector', '#hero', '--target-domain', 'www.a.test', '--out', out])).toBe(0);
    const json = JSON.parse(readFileSync(out, 'utf8'));
    expect(json).toMatchObject({ type: 'elementor', siteurl: 'https://a.test/wp-json/' });
  });

  it('writes the IR document for the debug target --builder ir', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'pl-cli-')), 'ir.json');
    expect(await main([fixture, '--builder', 'ir', '--selector', '#hero', '--out', out])).toBe(0);
    const doc = JSON.parse(readFileSync(out, 'utf8'));
    expect(doc.breakpoints).toEqual(['desktop', 'tablet', 'mobile']);
    expect(doc.root).toMatchObject({ kind: 'container' });
    expect(JSON.stringify(doc.root)).toContain('"kind":"heading"');
  });

  it('exits 1 with the user-facing message for a blank selector and 2 for bad usage', async () => {
    expect(await main([fixture, '--selector', ' '])).toBe(1);
    expect(await main([fixture, '--builder', 'nope', '--entire-page'])).toBe(2);
    expect(await main([])).toBe(2);
  });
});
