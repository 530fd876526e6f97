import { defaultBreakpointsFor, ExportSettings, EXPORT_MESSAGES, type ExportSettingsInput } from '@pagelift/contract';
import { buildOptions, finishConversion, startConversion } from './convert.ts';
import { attachHover, StyledTreeBuilder, type StyledNode } from './extract/styled-tree.ts';
import { DEFAULT_DOCUMENT_URL, type WidthCapture } from './render/capture.ts';
import { enginePool, type BrowserPool } from './render/pool.ts';
import { renderSnapshot } from './render/render-snapshot.ts';
import { PictureDrawer } from './render/picture-drawer.ts';
import type { PictureRequest } from './render/rasterize-pictures.ts';
import type { BuildOptions } from './ir/build.ts';
import { nextTurn } from './render/next-turn.ts';
import { picturesToDraw } from './ir/pictures-to-draw.ts';
import { likelyPictures, likelySvgFiles } from './ir/likely-pictures.ts';
import { svgFilesToDraw } from './ir/svg-files.ts';
import { isolationPlan } from './render/isolation.ts';
import { startResourceRelay } from './render/resource-relay.ts';
import { ReportCollector, type ExportReport } from './report.ts';
import { deliveryFileFor, serializerFor } from './serializers/index.ts';
import type { DeliveryFile } from './serializers/types.ts';
import type { IRDocument } from './ir/types.ts';

export { closeEnginePool, BrowserPool } from './render/pool.ts';
export type { ExportReport, ReportNote } from './report.ts';
/** The computed properties each render snapshot reads (the speed bench measures the render floor with them). */
export { CAPTURED_PROPERTIES } from './render/capture.ts';
export { registerSerializer, registeredBuilders, serializerFor, unregisterSerializer, UnsupportedBuilderError } from './serializers/index.ts';
export type { BuilderCapabilities, BuilderSerializer, DeliveryFile, SerializeCounts, SerializeOptions, SerializeResult } from './serializers/index.ts';

/** The user's input was wrong (the message is shown to them as is). */
export class ExportInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExportInputError';
  }
}

/**
 * Above this many elements an export would take minutes and yield data no builder can paste
 * (Elementor's editor stalls far earlier), so it is refused with a clear message instead.
 */
export const MAX_ELEMENTS = 25_000;
/** A frameset page (or one whose body is gone) has nothing a builder can hold. */
export const NO_BODY_MESSAGE = 'This page has no body to export (a frameset page?). Capture the framed page itself.';
/** Deeper trees are rendered at one width only (see exportSnapshot). */
export const MAX_RESPONSIVE_DEPTH = 200;

/** An input error too: the server answers 4xx with this message, never the generic processing error. */
export class ExportTooLargeError extends ExportInputError {
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
  /** Names the delivery file when the template has no title of its own (the page name). */
  title?: string;
}

export interface ExportResult {
  template: unknown;
  fontFace: string;
  report: ExportReport;
  /** Set when the builder's profile delivers this result as a file (too big for the clipboard). */
  file?: DeliveryFile;
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

export async function exportSnapshot(snapshotHtml: string, settingsInput: ExportSettingsInput, options: ExportOptions = {}): Promise<ExportResult> {
  const settings = ExportSettings.parse(settingsInput);
  if (settings.exportType === 'selector' && !settings.cssSelector?.trim()) throw new ExportInputError(EXPORT_MESSAGES.emptySelector);
  const serializer = serializerFor(settings.builder);
  const breakpoints = { ...defaultBreakpointsFor(settings.builder), ...(settings.breakpoints ?? {}) };
  // Only the devices the serializer renders (Elementor: the three active on a default site).
  const devices = serializer.devices(settings.builder);
  for (const key of Object.keys(breakpoints)) if (!devices.includes(key)) delete breakpoints[key];
  const widths = settings.responsive ? renderWidths(breakpoints) : renderWidths(breakpoints).slice(0, 1);
  const report = new ReportCollector();
  const started = performance.now();
  const timeoutMs = options.timeoutMs ?? 120_000;
  const signals = [AbortSignal.timeout(timeoutMs), ...(options.signal ? [options.signal] : [])];
  const signal = AbortSignal.any(signals);
  const progress = options.onProgress ?? (() => {});
  const totalSteps = widths.length + 3;

  const pool = options.browserPool ?? enginePool();
  const rootMarker = settings.exportType === 'selector' ? ROOT_MARKER : undefined;
  // The export's own proxy: Chromium streams the snapshot's resources through it (resource-relay.ts).
  const relay = await startResourceRelay(isolationPlan(options.baseUrl));
  // The styled tree is joined width by width while Chromium renders the next one; `joinMs`: the
  // latest width's share, which the last width's capture adds to the wait.
  let treeBuilder: StyledTreeBuilder | undefined;
  let joinMs = 0;
  const join = (capture: WidthCapture, i: number) => {
    const t = performance.now();
    if (i === 0) treeBuilder = new StyledTreeBuilder(capture, rootMarker);
    else treeBuilder!.addWidth(capture);
    joinMs = performance.now() - t;
  };
  const converted = await pool.withContext(async (context, release) => {
    const abort = () => context.close().catch(() => {});
    signal.addEventListener('abort', abort, { once: true });
    try {
      report.time('context', started);
      progress('load', 0, totalSteps);
      const rendered = await renderSnapshot(context, {
        html: snapshotHtml,
        baseUrl: options.baseUrl,
        widths,
        selector: rootMarker && settings.cssSelector!.trim(),
        rootMarker: ROOT_MARKER,
        loadTimeoutMs: Math.min(30_000, timeoutMs),
        relayed: relay !== null,
        sheetsWithoutFaces: relay?.sheetsWithoutFaces,
        checkFacts: (facts) => {
          if (facts.selection !== 'ok') throw new ExportInputError(EXPORT_MESSAGES.invalidSelector);
          if (facts.elements > MAX_ELEMENTS) throw new ExportTooLargeError(facts.elements);
        },
        maxResponsiveDepth: MAX_RESPONSIVE_DEPTH,
        report,
        onWidth: (i, width) => progress(`render ${width}px`, i + 1, totalSteps),
        onCapture: join,
      });
      progress('convert', widths.length + 1, totalSteps);
      // Built while the page still works out the :hover looks.
      let t = performance.now() - joinMs;
      const tree = treeBuilder!.finish();
      if (!tree) throw new ExportInputError(NO_BODY_MESSAGE);
      report.time('extract', t);
      const input = { settings, breakpoints, baseUrl: options.baseUrl ?? rendered.documentUrl ?? DEFAULT_DOCUMENT_URL, report };
      // The pictures the IR will most likely show are drawn while it is built (picture-drawer.ts).
      const drawer = serializer.capabilities(settings.builder).rasterPictures ? new PictureDrawer(rendered.rasterize) : undefined;
      // The page's own SVG files too (ir/svg-files.ts); its backgrounds' sizes are read here, off the styled tree.
      const ahead = drawer && picturesAhead(tree, buildOptions(rendered.captures, input));
      if (drawer && ahead) {
        t = performance.now();
        drawer.draw(ahead.requests);
        report.time('pictures ahead', t);
        await nextTurn();
      }
      const building = startConversion(tree, rendered.captures, input);
      t = performance.now();
      const drawn = drawer && ahead && drawPicturesAsPng(building.ir, drawer, ahead.backgrounds);
      attachHover(tree, await rendered.hover());
      const { faces } = await rendered.sheets();
      await drawn;
      report.time('hover', t);
      // Chromium is done: its context closes while the conversion runs.
      release();
      const result = finishConversion(building, faces, input);
      return { ...result, renderWidths: rendered.captures.map((c) => ({ breakpoint: c.breakpoint, width: c.width })) };
    } catch (error) {
      if (signal.aborted && !(error instanceof ExportInputError) && !(error instanceof ExportTooLargeError)) throw new Error(`Export timed out after ${timeoutMs} ms`);
      throw error;
    } finally {
      signal.removeEventListener('abort', abort);
    }
    // The answer is ready once the conversion ends; the context (then the relay it streams through) closes behind it.
  }, signal, relay ? { proxy: relay.proxy } : {}, { returnBeforeClose: true, onClosed: () => relay?.close() });
  const { template, fontFace, counts } = converted;
  const file = deliveryFileFor(settings.builder, converted, options.title);
  report.timings.total = Math.round(performance.now() - started);
  progress('done', totalSteps, totalSteps);

  const natives = counts.nativeWidgets;
  return {
    template,
    fontFace,
    report: {
      builder: settings.builder,
      counts: { ...counts, nativeRatio: natives + counts.fallbacks ? Math.round((natives / (natives + counts.fallbacks)) * 1000) / 10 : 100 },
      notes: report.list(),
      timings: report.timings,
      renderWidths: Object.fromEntries(converted.renderWidths.map((c) => [c.breakpoint, c.width])),
    },
    ...(file ? { file } : {}),
  };
}

/**
 * What the page draws while the IR is built: the inline drawings it will likely show, and the
 * page's SVG files, whose backgrounds' sizes only the styled tree holds. Only a speed-up for the
 * first (a guess that throws draws them after the IR); a file whose size cannot be read keeps its URL.
 */
function picturesAhead(tree: StyledNode, options: BuildOptions): { requests: PictureRequest[]; backgrounds: Map<string, PictureRequest> } {
  let guessed: PictureRequest[] = [];
  let files: ReturnType<typeof likelySvgFiles> = { images: [], backgrounds: new Map() };
  try {
    guessed = likelyPictures(tree, options);
  } catch {
    // drawn after the IR instead
  }
  try {
    files = likelySvgFiles(tree, options);
  } catch {
    // the files keep their URLs
  }
  return { requests: [...guessed, ...files.images, ...files.backgrounds.values()], backgrounds: files.backgrounds };
}

/**
 * The document's SVG pictures as PNG files (rasterize-pictures.ts), drawn by the export's page
 * while it still works out the `:hover` looks: inline drawings (one it cannot draw keeps only its
 * markup) and SVG files of images and simple backgrounds (one it cannot draw, say a file from
 * another origin that taints the canvas, keeps its URL).
 */
async function drawPicturesAsPng(doc: IRDocument, drawer: PictureDrawer, backgrounds: Map<string, PictureRequest>): Promise<void> {
  const roots = doc.roots ?? [doc.root];
  const pictures = roots.flatMap((root) => picturesToDraw(root));
  const files = svgFilesToDraw(roots, backgrounds);
  if (!pictures.length && !files.length) return;
  const pngs = await drawer.pngs([...pictures.map((p) => p.request), ...files.map((f) => f.request)]);
  pictures.forEach(({ node }, i) => {
    const png = pngs[i];
    if (png) node.picture = png;
    else delete node.picture;
  });
  files.forEach((file, i) => {
    const png = pngs[pictures.length + i];
    if (png) file.show(png);
  });
}
