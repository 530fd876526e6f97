// Every corpus page, rendered once, serialized for Bricks and Breakdance (whole page and each
// top-level section of its IR), must pass each format's structural check (formats/*.md):
// ids unique and absent from texts, consistent links, known elements, settings keys, breakpoint
// suffixes and value shapes. Skipped when the corpus is not beside the checkout.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultBreakpointsFor, ExportSettings, type Builder } from '@pagelift/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeEnginePool } from '../index.ts';
import type { IRContainer, IRDocument, IRNode } from '../ir/types.ts';
import { CORPUS_DIR, serveDirectory } from '../test-support.ts';
import { checkBreakdanceClipboard } from './breakdance/check.ts';
import { serializeBreakdance } from './breakdance/index.ts';
import { checkBricksClipboard } from './bricks/check.ts';
import { serializeBricks } from './bricks/index.ts';
import { exportFor, irFor, renderForBuilders } from './test-ir.ts';

const manifestPath = join(CORPUS_DIR, 'manifest.json');
const pages: Array<{ slug: string; entry: string }> = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')).pages : [];
const totals: Record<string, { native: number; fallbacks: number }> = { bricks: { native: 0, fallbacks: 0 }, breakdance: { native: 0, fallbacks: 0 } };
let server: Awaited<ReturnType<typeof serveDirectory>>;

const serializers = {
  bricks: { serialize: serializeBricks, check: checkBricksClipboard },
  breakdance: { serialize: serializeBreakdance, check: checkBreakdanceClipboard },
} as const;

/** The page's sections as the IR shows them: the root's children, through single-child wrappers. */
function sections(doc: IRDocument): IRDocument[] {
  let top: IRContainer = doc.root;
  while (top.children.length === 1 && top.children[0].kind === 'container') top = top.children[0];
  return top.children.map((c: IRNode) => ({
    ...doc, roots: undefined,
    root: c.kind === 'container' ? c : { kind: 'container', tag: 'div', children: [c], style: { base: {}, overrides: {} }, hiddenAt: [], source: c.source },
  }));
}

describe.skipIf(pages.length === 0).sequential('corpus → Bricks and Breakdance formats', () => {
  beforeAll(async () => {
    server = await serveDirectory(CORPUS_DIR);
  });
  afterAll(async () => {
    await closeEnginePool();
    await server?.close();
  });

  it.each(pages.map((p) => [p.slug, p] as const))('%s: page and sections pass both format checks', async (_slug, page) => {
    const html = readFileSync(join(CORPUS_DIR, page.entry), 'utf8');
    const rendered = await renderForBuilders(html, `${server.url}${page.entry}`, ['bricks', 'breakdance']);
    for (const builder of ['bricks', 'breakdance'] as const satisfies Builder[]) {
      const doc = irFor(rendered, builder);
      const options = {
        settings: ExportSettings.parse({ builder, exportType: 'entirePage' }), breakpoints: defaultBreakpointsFor(builder),
        fontFaceCss: '@font-face { font-family: "X"; src: url("x.woff2"); }', baseUrl: server.url, onNote: () => {},
      };
      // The whole page through the real pure half (convert.ts: passes, fonts, serializer).
      const whole = exportFor(rendered, { builder, exportType: 'entirePage' });
      expect(serializers[builder].check(whole.template), `${builder} page`).toEqual([]);
      totals[builder].native += whole.counts.nativeWidgets;
      totals[builder].fallbacks += whole.counts.fallbacks;
      for (const [i, section] of sections(doc).entries()) {
        const result = serializers[builder].serialize(section, options);
        expect(serializers[builder].check(result.template), `${builder} section ${i + 1}`).toEqual([]);
      }
    }
  }, 180_000);

  it('exports at least 85 % of the corpus elements as native elements for both', () => {
    for (const t of Object.values(totals)) expect((t.native / (t.native + t.fallbacks)) * 100).toBeGreaterThanOrEqual(85);
  });
});
