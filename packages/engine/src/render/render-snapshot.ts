import type { BrowserContext } from 'playwright-core';
import type { ReportCollector } from '../report.ts';
import { captureAtWidth, HOVER_PROPERTIES, loadSnapshot, type HoverStyles, type WidthCapture } from './capture.ts';
import { captureHoverStyles, prepareHover } from './hover-cdp.ts';
import { hoverByBackendId, sendInPageHover, type InPageHover } from './hover-in-page.ts';
import { readPageFacts, type PageFacts } from './page-facts.ts';

export interface RenderRequest {
  html: string;
  baseUrl?: string;
  /** Render widths, widest first. */
  widths: Array<{ name: string; width: number }>;
  /** Selector exports: the selector (checked and marked in the page) and the attribute that marks it. */
  selector?: string;
  rootMarker: string;
  loadTimeoutMs: number;
  /** Checked once the page is measured, before any width is rendered (throw to refuse the export). */
  checkFacts: (facts: PageFacts) => void;
  /** Deeper trees are rendered at the first width only. */
  maxResponsiveDepth: number;
  report: ReportCollector;
  onWidth?: (index: number, width: number) => void;
}

export interface RenderedWidths {
  captures: WidthCapture[];
  facts: PageFacts;
  documentUrl: string;
  /**
   * `:hover` looks of links and buttons, read at the last width by a script queued behind its
   * snapshot: still in flight when the captures are handed over, so the caller can start on them.
   */
  hover: () => Promise<HoverStyles>;
}

export const NO_TRANSITIONS_CSS = '*,*::before,*::after{transition:none!important}';

/** Everything read from Chromium for one export: load, page facts, one DOM snapshot per width. */
export async function renderSnapshot(context: BrowserContext, request: RenderRequest): Promise<RenderedWidths> {
  const { report } = request;
  let t = performance.now();
  const loaded = await loadSnapshot(context, request.html, request.baseUrl, request.loadTimeoutMs);
  report.time('load', t);
  t = performance.now();
  const facts = await readPageFacts(loaded, request.selector, request.rootMarker);
  request.checkFacts(facts);
  report.time('fonts+facts', t);
  let widths = request.widths;
  if (facts.depth > request.maxResponsiveDepth && widths.length > 1) {
    // Chromium needs seconds per layout of such trees: one width keeps the export inside its time limit.
    report.note(`nesting ${facts.depth} levels deep`, 'approximated', 'document', 'rendered at the desktop width only; no per-breakpoint styles');
    widths = widths.slice(0, 1);
  }
  // Each width is a resize: a transition on margin or transform (an off-canvas sidebar sliding
  // out) would be captured half-way. The fidelity scorer and a visitor see the end state.
  await loaded.page.addStyleTag({ content: NO_TRANSITIONS_CSS }).catch(() => undefined);
  const rootMarker = request.selector === undefined ? undefined : request.rootMarker;
  const captures: WidthCapture[] = [];
  let inPage: Promise<InPageHover | null> | undefined;
  // Queued right behind the last snapshot. Unreadable sheets hide their :hover rules from the page: the CSS agent it is.
  const afterLast = () => {
    if (facts.unreadableSheets) prepareHover(loaded);
    else inPage = sendInPageHover(loaded, HOVER_PROPERTIES, rootMarker);
  };
  for (const [i, w] of widths.entries()) {
    request.onWidth?.(i, w.width);
    t = performance.now();
    captures.push({ breakpoint: w.name, width: w.width, snapshot: await captureAtWidth(loaded, w.width, i === widths.length - 1 ? afterLast : undefined) });
    report.time(`snapshot ${w.width}`, t);
  }
  const documentUrl = loaded.unmirror(loaded.page.url());
  // Links look the same on hover at every width in practice.
  const last = captures[captures.length - 1].snapshot;
  const hover = async (): Promise<HoverStyles> => {
    const answer = inPage && (await inPage);
    if (answer && answer.rules === 0) return new Map();
    const read = answer && hoverByBackendId(answer, last, HOVER_PROPERTIES);
    return read || captureHoverStyles(loaded, last, rootMarker).catch(() => new Map());
  };
  return { captures, facts, documentUrl, hover };
}
