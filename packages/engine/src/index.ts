import { defaultBreakpointsFor, ExportSettings, EXPORT_MESSAGES, type ExportSettingsInput } from '@pagelift/contract';
import { buildStyledTree, pageBackground } from './extract/styled-tree.ts';
import { fontFaceFor } from './fonts/font-face.ts';
import { IRBuilder } from './ir/build.ts';
import type { IRContainer } from './ir/types.ts';
import { splitPerBreakpointLooks } from './ir/split-looks.ts';
import { parseColor } from './ir/values.ts';
import { captureAtWidth, captureHoverStyles, collectFontFaces, measureTree, DEFAULT_DOCUMENT_URL, loadSnapshot, markSelection, prepareHover, type WidthCapture } from './render/capture.ts';
import { enginePool, type BrowserPool } from './render/pool.ts';
import { ReportCollector, type ExportReport } from './report.ts';
import { toElementorEnvelope } from './serializers/elementor/index.ts';

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
  const rendered = await pool.withContext(async (context) => {
    const abort = () => context.close().catch(() => {});
    signal.addEventListener('abort', abort, { once: true });
    try {
      report.time('context', started);
      let t = performance.now();
      progress('load', 0, totalSteps);
      const loaded = await loadSnapshot(context, snapshotHtml, options.baseUrl, Math.min(30_000, timeoutMs));
      report.time('load', t);
      if (settings.exportType === 'selector') {
        const check = await markSelection(loaded.page, settings.cssSelector!.trim(), ROOT_MARKER);
        if (check !== 'ok') throw new ExportInputError(EXPORT_MESSAGES.invalidSelector);
      }
      t = performance.now();
      // Both page scripts in flight together: one round trip instead of two.
      const fontsRead = collectFontFaces(loaded.page);
      fontsRead.catch(() => {});
      const size = await measureTree(loaded.page, settings.exportType === 'selector' ? ROOT_MARKER : undefined);
      if (size.elements > MAX_ELEMENTS) throw new ExportTooLargeError(size.elements);
      const fonts = await fontsRead;
      report.time('measure+fonts', t);
      let captureWidths = widths;
      if (size.depth > MAX_RESPONSIVE_DEPTH && widths.length > 1) {
        // Chromium needs seconds per layout of such trees: one width keeps the export inside its time limit.
        report.note(`nesting ${size.depth} levels deep`, 'approximated', 'document', 'rendered at the desktop width only; no per-breakpoint styles');
        captureWidths = widths.slice(0, 1);
      }
      const captures: WidthCapture[] = [];
      for (const [i, w] of captureWidths.entries()) {
        progress(`render ${w.width}px`, i + 1, totalSteps);
        t = performance.now();
        // The hover step's CSS agent starts behind the last snapshot (none needed without any :hover rule).
        const last = i === captureWidths.length - 1 && fonts.hoverSelectors?.length !== 0;
        captures.push({ breakpoint: w.name, width: w.width, snapshot: await captureAtWidth(loaded, w.width, last ? () => prepareHover(loaded) : undefined) });
        report.time(`snapshot ${w.width}`, t);
      }
      // Hover is read at the last width rendered; links look the same on hover at every width in practice.
      t = performance.now();
      const hover = await captureHoverStyles(loaded, captures[captures.length - 1].snapshot, settings.exportType === 'selector' ? ROOT_MARKER : undefined, fonts.hoverSelectors).catch(() => new Map());
      report.time('hover', t);
      return { captures, fonts, hover, documentUrl: loaded.page.url() };
    } catch (error) {
      if (signal.aborted && !(error instanceof ExportInputError) && !(error instanceof ExportTooLargeError)) throw new Error(`Export timed out after ${timeoutMs} ms`);
      throw error;
    } finally {
      signal.removeEventListener('abort', abort);
    }
  }, signal);

  progress('convert', widths.length + 1, totalSteps);
  let t = performance.now();
  const tree = buildStyledTree(rendered.captures, settings.exportType === 'selector' ? ROOT_MARKER : undefined, rendered.hover);
  if (!tree) throw new Error('The snapshot has no body to export');
  report.time('extract', t);
  t = performance.now();
  const ir = new IRBuilder({
    breakpoints: rendered.captures.map((c) => c.breakpoint),
    viewportWidths: rendered.captures.map((c) => c.width),
    deviceMaxWidths: rendered.captures.map((c, i) => (i === 0 ? undefined : breakpoints[c.breakpoint])),
    baseUrl: options.baseUrl ?? rendered.documentUrl ?? DEFAULT_DOCUMENT_URL,
    report,
    mergeElements: settings.mergeElementsEnable,
  }).build(tree);
  if (tree.tag === 'body') applyPageBackground(ir.root.style.base, pageBackground(rendered.captures));
  if (settings.responsive && ir.breakpoints.length > 1) {
    // The root too: the envelope may hold several top-level containers, one per look.
    ir.roots = splitPerBreakpointLooks(ir.root, ir.breakpoints, (node) => report.note('colour or font that changes per breakpoint', 'approximated', node.source, 'too large to duplicate; the desktop look is kept')) as IRContainer[];
  }
  report.time('ir', t);

  t = performance.now();
  const faces = fontFaceFor(ir.fontFamilies, rendered.fonts.faces);
  for (const family of faces.missing) report.note(`font "${family}" has no readable @font-face`, 'approximated', family, 'the target site must provide it');
  const { envelope, counts } = toElementorEnvelope(ir, {
    pro: settings.builder === 'elementor',
    responsive: settings.responsive,
    targetDomain: settings.targetDomain,
    embedFontFace: settings.copyFontface === 'export' && faces.css ? faces.css : undefined,
    onNote: (feature, node, action = 'approximated') => report.note(feature, action, node.source),
  });
  report.time('serialize', t);
  report.timings.total = Math.round(performance.now() - started);
  progress('done', totalSteps, totalSteps);

  const natives = counts.nativeWidgets;
  return {
    template: envelope,
    fontFace: settings.copyFontface === 'copy' ? faces.css : '',
    report: {
      builder: settings.builder,
      counts: { ...counts, nativeRatio: natives + counts.fallbacks ? Math.round((natives / (natives + counts.fallbacks)) * 1000) / 10 : 100 },
      notes: report.list(),
      timings: report.timings,
      renderWidths: Object.fromEntries(rendered.captures.map((c) => [c.breakpoint, c.width])),
    },
  };
}

/** A transparent body shows the `html` background (white by default): paint it on the root. */
function applyPageBackground(base: Record<string, unknown>, htmlBackground: string | undefined): void {
  if (base['background-color'] || base['background-image']) return;
  const c = htmlBackground ? parseColor(htmlBackground) : undefined;
  base['background-color'] = c && c.alpha > 0 ? c : { type: 'color', r: 255, g: 255, b: 255, alpha: 1 };
}
