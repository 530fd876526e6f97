// Every page of the shared corpus, rendered once at Webflow's four devices, is serialized whole
// and section by section (each top-level block of the page as its own export), and every
// payload must pass checkXscpData: one root, unique ids, every child and class reference
// resolves, variants only of Webflow's breakpoints, no empty class, text only where Webflow
// allows it. One render per page keeps the suite to seconds. Skipped without the corpus.
import { ExportSettings } from '@pagelift/contract';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportSnapshot } from '../../index.ts';
import { renderIR } from '../../ir-for-tests.ts';
import type { IRContainer, IRDocument, IRNode } from '../../ir/types.ts';
import { closeEnginePool } from '../../render/pool.ts';
import { CORPUS_DIR, serveDirectory } from '../../test-support.ts';
import { checkXscpData } from './check.ts';
import { webflowSerializer } from './index.ts';
import type { XscpData } from './payload.ts';

const manifestPath = join(CORPUS_DIR, 'manifest.json');
const pages: Array<{ slug: string; entry: string }> = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')).pages : [];
let server: Awaited<ReturnType<typeof serveDirectory>>;
const totals = { payloads: 0, nodes: 0, classes: 0, variants: 0, hovers: 0 };

/** The page's sections: the root's children, looking through single wrappers (`#page > main > …`). */
function sections(root: IRContainer): IRNode[] {
  let level: IRNode[] = root.children;
  while (level.length === 1 && level[0].kind === 'container') level = level[0].children;
  return level;
}

function asDocument(doc: IRDocument, node: IRNode): IRDocument {
  const root: IRContainer = node.kind === 'container' ? node : { kind: 'container', tag: 'div', source: 'div', hiddenAt: [], children: [node], style: { base: {}, overrides: {} } };
  return { ...doc, root, roots: undefined, classes: undefined };
}

describe.skipIf(pages.length === 0).sequential('corpus → Webflow XscpData', () => {
  beforeAll(async () => {
    server = await serveDirectory(CORPUS_DIR);
  });
  afterAll(async () => {
    await closeEnginePool();
    await server?.close();
  });

  it.each(pages.map((p) => [p.slug, p] as const))('%s: whole page and every section pass the format check', async (_slug, page) => {
    const html = readFileSync(join(CORPUS_DIR, page.entry), 'utf8');
    const r = await renderIR(html, { builder: 'webflow', devices: webflowSerializer.devices('webflow'), baseUrl: `${server.url}${page.entry}` });
    const settings = ExportSettings.parse({ builder: 'webflow', exportType: 'entirePage' });
    const docs = [r.doc, ...sections(r.doc.root).map((s) => asDocument(r.doc, s))];
    expect(docs.length).toBeGreaterThan(1);
    // The real export path (registry, passes, serializer) for the whole page.
    const exported = await exportSnapshot(html, { builder: 'webflow', exportType: 'entirePage' }, { baseUrl: `${server.url}${page.entry}` });
    expect(checkXscpData(exported.template)).toEqual([]);
    for (const doc of docs) {
      const { template } = webflowSerializer.serialize(doc, { settings, breakpoints: r.breakpoints, fontFaceCss: r.fontFaceCss, baseUrl: r.baseUrl, onNote: () => {} });
      const t = template as XscpData;
      expect(checkXscpData(t)).toEqual([]);
      totals.payloads++;
      totals.nodes += t.payload.nodes.length;
      totals.classes += t.payload.styles.length;
      for (const s of t.payload.styles) {
        totals.variants += Object.keys(s.variants).filter((k) => !k.includes('_')).length;
        if (s.variants.main_hover) totals.hovers++;
      }
    }
  }, 120_000);

  it('uses breakpoint variants and hover across the corpus', () => {
    expect(totals.payloads).toBeGreaterThan(pages.length);
    expect(totals.variants).toBeGreaterThan(0);
    expect(totals.hovers).toBeGreaterThan(0);
  });
});
