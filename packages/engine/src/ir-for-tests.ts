// Tests and bench only: render a snapshot and build its IR document the way exportSnapshot and
// convert.ts do (IR build, page background, the builder's passes) without serializing it, so a
// serializer can be run on the whole page and on each of its sections from one render.
import { defaultBreakpointsFor, ExportSettings, type Builder } from '@pagelift/contract';
import { attachHover, buildStyledTree, pageBackground } from './extract/styled-tree.ts';
import { fontFaceFor } from './passes/collect-fonts.ts';
import { renderWidths } from './index.ts';
import { IRBuilder } from './ir/build.ts';
import type { IRDocument } from './ir/types.ts';
import { parseColor } from './ir/values.ts';
import { runPasses } from './passes/index.ts';
import { serializerFor } from './serializers/index.ts';
import { DEFAULT_DOCUMENT_URL } from './render/capture.ts';
import { enginePool } from './render/pool.ts';
import { renderSnapshot } from './render/render-snapshot.ts';
import { ReportCollector } from './report.ts';

const ROOT_MARKER = 'data-pagelift-export-root';

export interface RenderedIR {
  doc: IRDocument;
  /** Breakpoint name → max width, the devices rendered. */
  breakpoints: Record<string, number>;
  fontFaceCss: string;
  report: ReportCollector;
  baseUrl: string;
}

/** Renders `html` at the builder's devices (`devices` limits them, widest first) and returns the IR. */
export async function renderIR(html: string, opts: { builder: Builder; devices: readonly string[]; selector?: string; baseUrl?: string }): Promise<RenderedIR> {
  const all = defaultBreakpointsFor(opts.builder);
  const breakpoints = Object.fromEntries(opts.devices.filter((d) => d in all).map((d) => [d, all[d]]));
  const widths = renderWidths(breakpoints);
  const report = new ReportCollector();
  return enginePool().withContext(async (context) => {
    const rendered = await renderSnapshot(context, {
      html, baseUrl: opts.baseUrl, widths, selector: opts.selector, rootMarker: ROOT_MARKER, loadTimeoutMs: 30_000,
      checkFacts: (facts) => {
        if (facts.selection !== 'ok') throw new Error(`selection ${facts.selection}`);
      },
      maxResponsiveDepth: 200, report,
    });
    const tree = buildStyledTree(rendered.captures, opts.selector ? ROOT_MARKER : undefined);
    if (!tree) throw new Error('no body');
    attachHover(tree, await rendered.hover());
    const baseUrl = opts.baseUrl ?? rendered.documentUrl ?? DEFAULT_DOCUMENT_URL;
    const doc = new IRBuilder({
      breakpoints: rendered.captures.map((c) => c.breakpoint),
      viewportWidths: rendered.captures.map((c) => c.width),
      deviceMaxWidths: rendered.captures.map((c, i) => (i === 0 ? undefined : breakpoints[c.breakpoint])),
      baseUrl, report, mergeElements: true,
    }).build(tree);
    if (tree.tag === 'body' && !doc.root.style.base['background-color'] && !doc.root.style.base['background-image']) {
      const c = parseColor(pageBackground(rendered.captures) ?? '');
      doc.root.style.base['background-color'] = c && c.alpha > 0 ? c : { type: 'color', r: 255, g: 255, b: 255, alpha: 1 };
    }
    // The passes the builder's capabilities call for, as convert.ts runs them.
    const settings = ExportSettings.parse({ builder: opts.builder, exportType: opts.selector ? 'selector' : 'entirePage', cssSelector: opts.selector });
    const passed = runPasses(doc, { settings, capabilities: serializerFor(opts.builder).capabilities(opts.builder), note: () => {} });
    return { doc: passed, breakpoints, fontFaceCss: fontFaceFor(passed.fontFamilies, (await rendered.sheets()).faces).css, report, baseUrl };
  });
}
