/**
 * Tests only: one render of a page, then the IR for any builder's breakpoints built from it the
 * way convert.ts does (styled tree → IRBuilder → body background). The render covers the union
 * of the builders' widths, so a page is loaded once and serialized for several builders.
 */
import { defaultBreakpointsFor, type Builder } from '@pagelift/contract';
import { pageBackground, attachHover, buildStyledTree } from '../extract/styled-tree.ts';
import { renderWidths } from '../index.ts';
import { IRBuilder } from '../ir/build.ts';
import type { IRDocument } from '../ir/types.ts';
import { parseColor } from '../ir/values.ts';
import type { WidthCapture } from '../render/capture.ts';
import { enginePool } from '../render/pool.ts';
import { renderSnapshot } from '../render/render-snapshot.ts';
import { ReportCollector } from '../report.ts';

export interface RenderedPage {
  captures: WidthCapture[];
  hover: Awaited<ReturnType<Awaited<ReturnType<typeof renderSnapshot>>['hover']>>;
  documentUrl: string;
}

const MARKER = 'data-pagelift-export-root';

/** Renders `html` once at every width any of `builders` needs (widest first). */
export async function renderForBuilders(html: string, baseUrl: string, builders: Builder[], selector?: string): Promise<RenderedPage> {
  const widths = [...new Set(builders.flatMap((b) => renderWidths(defaultBreakpointsFor(b)).map((w) => w.width)))].sort((a, b) => b - a);
  return enginePool().withContext(async (context) => {
    const rendered = await renderSnapshot(context, {
      html, baseUrl, widths: widths.map((width) => ({ name: `w${width}`, width })), selector, rootMarker: MARKER, loadTimeoutMs: 30_000,
      checkFacts: (facts) => {
        if (facts.selection !== 'ok') throw new Error(`selector ${selector} matches nothing`);
      },
      maxResponsiveDepth: 200, report: new ReportCollector(),
    });
    return { captures: rendered.captures, hover: await rendered.hover(), documentUrl: rendered.documentUrl };
  });
}

/** The IR of a rendered page for `builder`'s default breakpoints (`selector`: the marked root). */
export function irFor(page: RenderedPage, builder: Builder, selector?: string, report = new ReportCollector()): IRDocument {
  const breakpoints = defaultBreakpointsFor(builder);
  const wanted = renderWidths(breakpoints);
  const byWidth = new Map(page.captures.map((c) => [c.width, c]));
  const captures = wanted.map((w) => ({ ...byWidth.get(w.width)!, breakpoint: w.name }));
  const tree = buildStyledTree(captures, selector ? MARKER : undefined);
  if (!tree) throw new Error('no body');
  attachHover(tree, page.hover);
  const ir = new IRBuilder({
    breakpoints: captures.map((c) => c.breakpoint),
    viewportWidths: captures.map((c) => c.width),
    deviceMaxWidths: captures.map((c, i) => (i === 0 ? undefined : breakpoints[c.breakpoint])),
    baseUrl: page.documentUrl,
    report,
    mergeElements: true,
  }).build(tree);
  if (tree.tag === 'body' && !ir.root.style.base['background-color'] && !ir.root.style.base['background-image']) {
    const c = parseColor(pageBackground(captures) ?? '');
    ir.root.style.base['background-color'] = c && c.alpha > 0 ? c : { type: 'color', r: 255, g: 255, b: 255, alpha: 1 };
  }
  return ir;
}
