import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDirectory, type StaticServer } from '@pagelift/capture/testing';
import { resolvePendingStylesheets } from './pending-stylesheets.ts';

describe('resolvePendingStylesheets', () => {
  let dir: string;
  let cdn: StaticServer;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pagelift-css-'));
    await writeFile(join(dir, 'main.css'), '@import "parts/base.css" screen;\n.hero { background: url(img/hero.png) }');
    await import('node:fs/promises').then((fs) => fs.mkdir(join(dir, 'parts')));
    await writeFile(join(dir, 'parts', 'base.css'), "@font-face { font-family: X; src: url('../fonts/x.woff2') }");
    cdn = await serveDirectory(dir);
  });
  afterAll(async () => {
    await cdn?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('fetches what the page could not read, inlines imports and lists the files the CSS uses', async () => {
    const html = '<style>/*pagelift-sheet-1*/</style><style>/*pagelift-sheet-2*/</style><p>x</p>';
    const result = await resolvePendingStylesheets(html, [
      { url: `${cdn.origin}/main.css`, placeholder: '/*pagelift-sheet-1*/', media: 'print' },
      { url: `${cdn.origin}/gone.css`, placeholder: '/*pagelift-sheet-2*/', media: '' },
    ]);
    expect(result.html).toContain('@media print {');
    expect(result.html).toContain('@media screen {');
    expect(result.html).toContain(`url("${cdn.origin}/img/hero.png")`);
    expect(result.html).toContain(`url("${cdn.origin}/fonts/x.woff2")`);
    expect(result.html).not.toContain('pagelift-sheet');
    expect(result.assets.sort()).toEqual([`${cdn.origin}/fonts/x.woff2`, `${cdn.origin}/img/hero.png`]);
    expect(result.notCaptured).toEqual([`stylesheet ${cdn.origin}/gone.css: could not be fetched`]);
  });
});
