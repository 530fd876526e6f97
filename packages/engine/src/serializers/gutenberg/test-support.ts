// Tests only: IR documents from real pages. A page is rendered once (per width of the Gutenberg
// breakpoints) and its styled tree is turned into IR as convert.ts does, as often as a test
// needs (whole page, sections, Reduce DOM Size levels) without rendering again.
import { defaultBreakpointsFor, ExportSettings, type ExportSettingsInput } from '@pagelift/contract';
import { pageBackground, attachHover, buildStyledTree, type StyledNode } from '../../extract/styled-tree.ts';
import { renderWidths } from '../../index.ts';
import { IRBuilder } from '../../ir/build.ts';
import { runPasses } from '../../passes/index.ts';
import type { IRDocument } from '../../ir/types.ts';
import { parseColor } from '../../ir/values.ts';
import type { WidthCapture } from '../../render/capture.ts';
import type { FontFaceSource } from '../../render/page-facts.ts';
import { enginePool } from '../../render/pool.ts';
import { renderSnapshot } from '../../render/render-snapshot.ts';
import { ReportCollector } from '../../report.ts';
import { gutenbergSerializer } from './index.ts';

export interface RenderedPage {
  tree: StyledNode;
  captures: WidthCapture[];
  faces: FontFaceSource[];
  baseUrl: string;
  breakpoints: Record<string, number>;
}

export const GUTENBERG_BREAKPOINTS = defaultBreakpointsFor('gutenberg');

/** Renders a snapshot (whole page) at the Gutenberg breakpoints' widths in the engine's pool. */
export async function renderPage(html: string, baseUrl: string, breakpoints: Record<string, number> = GUTENBERG_BREAKPOINTS): Promise<RenderedPage> {
  const report = new ReportCollector();
  return enginePool().withContext(async (context, release) => {
    const rendered = await renderSnapshot(context, {
      html, baseUrl, widths: renderWidths(breakpoints), rootMarker: 'data-pagelift-export-root', loadTimeoutMs: 30_000,
      checkFacts: () => {}, maxResponsiveDepth: 200, report,
    });
    const tree = buildStyledTree(rendered.captures);
    if (!tree) throw new Error('no body');
    attachHover(tree, await rendered.hover());
    release();
    return { tree, captures: rendered.captures, faces: (await rendered.sheets()).faces, baseUrl, breakpoints };
  });
}

/** The IR of `node` (default: the body) as convert.ts builds it, passes included. */
export function irOf(page: RenderedPage, settingsInput: Partial<ExportSettingsInput> = {}, node: StyledNode = page.tree): IRDocument {
  const settings = ExportSettings.parse({ exportType: 'entirePage', builder: 'gutenberg', ...settingsInput });
  const { captures, breakpoints } = page;
  const report = new ReportCollector();
  const ir = new IRBuilder({
    breakpoints: captures.map((c) => c.breakpoint),
    viewportWidths: captures.map((c) => c.width),
    deviceMaxWidths: captures.map((c, i) => (i === 0 ? undefined : breakpoints[c.breakpoint])),
    baseUrl: page.baseUrl,
    report,
    mergeElements: settings.mergeElementsEnable,
  }).build(node);
  // As convert.ts: page background on the body, then the pipeline's passes (Reduce DOM Size, split looks).
  if (node.tag === 'body') {
    const base = ir.root.style.base as Record<string, unknown>;
    const html = pageBackground(captures);
    const c = html ? parseColor(html) : undefined;
    if (!base['background-color'] && !base['background-image']) base['background-color'] = c && c.alpha > 0 ? c : { type: 'color', r: 255, g: 255, b: 255, alpha: 1 };
  }
  return runPasses(ir, { settings, capabilities: gutenbergSerializer.capabilities('gutenberg'), note: () => {} });
}

/**
 * The page's sections: the rendered element children of the body, or of its single wrapper
 * (descending while there is only one), at most `limit`.
 */
export function sectionsOf(page: RenderedPage, limit = 6): StyledNode[] {
  const shown = (n: StyledNode) => n.kind === 'element' && Object.values(n.views).some(Boolean) && !['script', 'style', 'link', 'meta'].includes(n.tag);
  let parent = page.tree;
  for (;;) {
    const kids = parent.children.filter(shown);
    if (kids.length !== 1 || !kids[0].children.some(shown)) return kids.slice(0, limit);
    parent = kids[0];
  }
}
