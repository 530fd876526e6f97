/**
 * Tests only: one render of a page at the union of several builders' widths, then per builder
 * the real pure half of an export (convert.ts: IR, passes, serializer, fonts) or just its IR,
 * so a page is loaded once and serialized for several builders.
 */
import { defaultBreakpointsFor, ExportSettings, type Builder, type ExportSettingsInput } from '@pagelift/contract';
import { convertStyledTree } from '../convert.ts';
import { runPasses } from '../passes/index.ts';
import type { FontFaceSource } from '../render/page-facts.ts';
import { serializerFor } from './index.ts';
import type { SerializeResult } from './types.ts';
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
  faces: FontFaceSource[];
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
    return { captures: rendered.captures, hover: await rendered.hover(), documentUrl: rendered.documentUrl, faces: (await rendered.sheets()).faces };
  });
}

function capturesFor(page: RenderedPage, builder: Builder): WidthCapture[] {
  const byWidth = new Map(page.captures.map((c) => [c.width, c]));
  return renderWidths(defaultBreakpointsFor(builder)).map((w) => ({ ...byWidth.get(w.width)!, breakpoint: w.name }));
}

/** The whole page exported for `builder` through convert.ts, as exportSnapshot would (without the render). */
export function exportFor(page: RenderedPage, settingsInput: ExportSettingsInput & { builder: Builder }, report = new ReportCollector()): SerializeResult {
  const captures = capturesFor(page, settingsInput.builder);
  const tree = buildStyledTree(captures);
  if (!tree) throw new Error('no body');
  attachHover(tree, page.hover);
  const settings = ExportSettings.parse(settingsInput);
  return convertStyledTree(tree, captures, page.faces, { settings, breakpoints: defaultBreakpointsFor(settings.builder), baseUrl: page.documentUrl, report });
}

/** The IR (after the builder's passes) of a rendered page for `builder`'s default breakpoints. */
export function irFor(page: RenderedPage, builder: Builder, selector?: string, report = new ReportCollector()): IRDocument {
  const breakpoints = defaultBreakpointsFor(builder);
  const captures = capturesFor(page, builder);
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
  const settings = ExportSettings.parse({ builder, exportType: 'entirePage' });
  return runPasses(ir, { settings, capabilities: serializerFor(builder).capabilities(builder), note: () => {} });
}
