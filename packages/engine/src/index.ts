import { defaultBreakpointsFor, ExportSettings, EXPORT_MESSAGES, type ExportSettingsInput } from '@pagelift/contract';
import { captureAtWidth, captureHoverStyles, DEFAULT_DOCUMENT_URL, HOVER_PROPERTIES, loadSnapshot, prepareHover, type WidthCapture } from './render/capture.ts';
import { readPageFacts } from './render/page-facts.ts';
import { hoverByBackendId, sendInPageHover, type InPageHover } from './render/hover-in-page.ts';
import { enginePool, type BrowserPool } from './render/pool.ts';
import { ReportCollector, type ExportReport } from './report.ts';
import { convertRendered, type RenderedSnapshot } from './convert.ts';

export { closeEnginePool, BrowserPool } from './render/pool.ts';
export type { ExportReport, ReportNote } from './report.ts';
export { siteUrlFor } from './serializers/elementor/index.ts';

/** The user's input was wrong (the message is shown to them as is). */
export class ExportInputError extends Error {
  constructor(message: typeof EXPORT_MESSAGES.emptySelector | typeof EXPORT_MESSAGES.invalidSelector) {
    super(message);
    this.name = 'ExportInputError';
  }
}

/**
 * Above this many elements an export would take minutes and yield data no builder can paste
 * (Elementor's editor stalls far earlier), so it is refused with a clear message instead.
 */
export const MAX_ELEMENTS = 25_000;
/** Deeper trees are rendered at one width only (see exportSnapshot). */
export const MAX_RESPONSIVE_DEPTH = 200;

export class ExportTooLargeError extends Error {
  constructor(readonly elements: number) {
    super(`The selection has ${elements} elements; exports are limited to ${MAX_ELEMENTS}. Export a smaller part of the page.`);
    this.name = 'ExportTooLargeError';
  }
}

export interface ExportOptions {
  baseUrl?: string;
  signal?: AbortSignal;
  browserPool?: BrowserPool;
  /** Whole-export time limit in ms (default 120 s). */
  timeoutMs?: number;
  onProgress?: (step: string, done: number, total: number) => void;
}

export interface ExportResult {
  template: unknown;
  fontFace: string;
  report: ExportReport;
}

const ROOT_MARKER = 'data-pagelift-export-root';
/** The widths the fidelity bench scores at; a breakpoint range is rendered at its most telling width. */
const DESKTOP_WIDTH = 1440;
const PHONE_WIDTH = 390;

/**
 * One render width per breakpoint, widest first: the desktop at 1440 (or wider), each narrower
 * device at the bottom of its range (where its layout is most cramped), the smallest at a
 * phone width.
 */
export function renderWidths(breakpoints: Record<string, number>): Array<{ name: string; width: number }> {
  const sorted = Object.entries(breakpoints).sort((a, b) => b[1] - a[1]);
  return sorted.map(([name, value], i) => {
    if (i === 0) return { name, width: Math.max(DESKTOP_WIDTH, value) };
    const next = sorted[i + 1];
    if (!next) return { name, width: Math.min(PHONE_WIDTH, value) };
    return { name, width: next[1] + 1 };
  });
}

function isElementor(builder: string): boolean {
  return builder === 'elementor' || builder === 'elementorFree';
}

export async function exportSnapshot(snapshotHtml: string, settingsInput: ExportSettingsInput, options: ExportOptions = {}): Promise<ExportResult> {
  const settings = ExportSettings.parse(settingsInput);
  if (settings.exportType === 'selector' && !settings.cssSelector?.trim()) throw new ExportInputError(EXPORT_MESSAGES.emptySelector);
  if (!isElementor(settings.builder)) throw new Error(`Builder ${settings.builder} is not supported by this engine yet`);
  const breakpoints = { ...defaultBreakpointsFor(settings.builder), ...(settings.breakpoints ?? {}) };
  // Only the desktop/tablet/mobile devices are active on a default Elementor site.
  for (const key of Object.keys(breakpoints)) if (!['desktop', 'tablet', 'mobile'].includes(key)) delete breakpoints[key];
  const widths = settings.responsive ? renderWidths(breakpoints) : renderWidths(breakpoints).slice(0, 1);
  const report = new ReportCollector();
  const started = performance.now();
  const timeoutMs = options.timeoutMs ?? 120_000;
  const signals = [AbortSignal.timeout(timeoutMs), ...(options.signal ? [options.signal] : [])];
  const signal = AbortSignal.any(signals);
  const progress = options.onProgress ?? (() => {});
  const totalSteps = widths.length + 3;

  const pool = options.browserPool ?? enginePool();
  let closing = 0;
  const rendered = await pool.withContext(async (context): Promise<RenderedSnapshot> => {
    const abort = () => context.close().catch(() => {});
    signal.addEventListener('abort', abort, { once: true });
    try {
      report.time('context', started);
      let t = performance.now();
      progress('load', 0, totalSteps);
      const loaded = await loadSnapshot(context, snapshotHtml, options.baseUrl, Math.min(30_000, timeoutMs));
      report.time('load', t);
      t = performance.now();
      const facts = await readPageFacts(loaded, settings.exportType === 'selector' ? settings.cssSelector!.trim() : undefined, ROOT_MARKER);
      if (facts.selection !== 'ok') throw new ExportInputError(EXPORT_MESSAGES.invalidSelector);
      if (facts.elements > MAX_ELEMENTS) throw new ExportTooLargeError(facts.elements);
      report.time('fonts+facts', t);
      let captureWidths = widths;
      if (facts.depth > MAX_RESPONSIVE_DEPTH && widths.length > 1) {
        // Chromium needs seconds per layout of such trees: one width keeps the export inside its time limit.
        report.note(`nesting ${facts.depth} levels deep`, 'approximated', 'document', 'rendered at the desktop width only; no per-breakpoint styles');
        captureWidths = widths.slice(0, 1);
      }
      const captures: WidthCapture[] = [];
      const rootMarker = settings.exportType === 'selector' ? ROOT_MARKER : undefined;
      let inPageHover: Promise<InPageHover | null> | undefined;
      for (const [i, w] of captureWidths.entries()) {
        progress(`render ${w.width}px`, i + 1, totalSteps);
        t = performance.now();
        // Hover is read at the last width, by a script queued right behind its snapshot (none without any :hover rule).
        const afterLast = () => {
          if (facts.hoverSelectors) inPageHover = facts.hoverSelectors.length ? sendInPageHover(loaded, HOVER_PROPERTIES, facts.hoverSelectors, rootMarker) : undefined;
          else prepareHover(loaded);
        };
        captures.push({ breakpoint: w.name, width: w.width, snapshot: await captureAtWidth(loaded, w.width, i === captureWidths.length - 1 ? afterLast : undefined) });
        report.time(`snapshot ${w.width}`, t);
      }
      // Links look the same on hover at every width in practice.
      t = performance.now();
      const lastSnapshot = captures[captures.length - 1].snapshot;
      const inPage = inPageHover && (await inPageHover);
      const hover =
        (inPage && hoverByBackendId(inPage, lastSnapshot, HOVER_PROPERTIES)) ||
        (inPageHover === undefined && facts.hoverSelectors ? new Map() : await captureHoverStyles(loaded, lastSnapshot, rootMarker, facts.hoverSelectors).catch(() => new Map()));
      report.time('hover', t);
      closing = performance.now();
      return { captures, fonts: facts, hover, documentUrl: loaded.page.url() };
    } catch (error) {
      if (signal.aborted && !(error instanceof ExportInputError) && !(error instanceof ExportTooLargeError)) throw new Error(`Export timed out after ${timeoutMs} ms`);
      throw error;
    } finally {
      signal.removeEventListener('abort', abort);
    }
  }, signal);

  report.time('close', closing);
  progress('convert', widths.length + 1, totalSteps);
  const { envelope, counts, fontFaceCss } = convertRendered(rendered, {
    settings,
    breakpoints,
    baseUrl: options.baseUrl ?? rendered.documentUrl ?? DEFAULT_DOCUMENT_URL,
    rootMarker: settings.exportType === 'selector' ? ROOT_MARKER : undefined,
    report,
  });
  report.timings.total = Math.round(performance.now() - started);
  progress('done', totalSteps, totalSteps);

  const natives = counts.nativeWidgets;
  return {
    template: envelope,
    fontFace: settings.copyFontface === 'copy' ? fontFaceCss : '',
    report: {
      builder: settings.builder,
      counts: { ...counts, nativeRatio: natives + counts.fallbacks ? Math.round((natives / (natives + counts.fallbacks)) * 1000) / 10 : 100 },
      notes: report.list(),
      timings: report.timings,
      renderWidths: Object.fromEntries(rendered.captures.map((c) => [c.breakpoint, c.width])),
    },
  };
}
