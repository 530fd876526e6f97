import type { BrowserContext } from 'playwright-core';
import type { ReportCollector } from '../report.ts';
import { captureAtWidth, HOVER_PROPERTIES, loadSnapshot, type HoverStyles, type LoadedSnapshot, type WidthCapture } from './capture.ts';
import { captureHoverStyles } from './hover-cdp.ts';
import { afterSnapshotsExpression } from './after-snapshots.ts';
import { hoverByBackendId, type InPageHover } from './hover-in-page.ts';
import { rasterizePictures, type PictureRequest } from './rasterize-pictures.ts';
import { readPageFacts, unmirrorSheetFacts, type PageFacts, type SheetFacts } from './page-facts.ts';

export interface RenderRequest {
  html: string;
  baseUrl?: string;
  /** Render widths, widest first. */
  widths: Array<{ name: string; width: number }>;
  /** Selector exports: the selector (checked and marked in the page) and the attribute that marks it. */
  selector?: string;
  rootMarker: string;
  loadTimeoutMs: number;
  /** The context's proxy is a resource relay for `baseUrl` (see resource-relay.ts). */
  relayed?: boolean;
  /** The relay's stylesheets known to hold no @font-face, filled as they load (ResourceRelay). */
  sheetsWithoutFaces?: ReadonlySet<string>;
  /** Checked once the page is measured, before any width is rendered (throw to refuse the export). */
  checkFacts: (facts: PageFacts) => void;
  /** Deeper trees are rendered at the first width only. */
  maxResponsiveDepth: number;
  report: ReportCollector;
  onWidth?: (index: number, width: number) => void;
  /**
   * Each width's capture as it comes in, while Chromium already renders the next width (after the
   * last one: while the page works out the `:hover` looks), so Node's work on it costs no wait.
   * `onWidth` runs before each width's capture is awaited (every width is asked for at once).
   */
  onCapture?: (capture: WidthCapture, index: number) => void;
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
  /** The stylesheets' @font-face rules, read by the same script. */
  sheets: () => Promise<SheetFacts>;
  /** Pictures drawn as PNG files by this page's Chromium (rasterize-pictures.ts), in order; null where it could not. */
  rasterize: (requests: PictureRequest[]) => Promise<Array<string | null>>;
}

interface AfterSnapshots {
  sheets: SheetFacts;
  hover: InPageHover | null;
}

/**
 * One script sent right behind the last snapshot (it runs once that snapshot is taken): the
 * stylesheet facts, then the in-page `:hover` looks (null: the CSS agent is asked).
 */
function sendAfterSnapshots(loaded: LoadedSnapshot, rootMarker: string | undefined, sheetsWithoutFaces: Iterable<string> | undefined): Promise<AfterSnapshots> {
  const answer = loaded.cdp.send('Runtime.evaluate', { expression: afterSnapshotsExpression(HOVER_PROPERTIES, rootMarker, sheetsWithoutFaces), returnByValue: true }).then((r) => {
    if (r.exceptionDetails) throw new Error(r.exceptionDetails.text);
    const value = r.result.value as AfterSnapshots;
    return { sheets: unmirrorSheetFacts(loaded, value.sheets), hover: value.hover ?? null };
  });
  // A page that cannot be read afterwards still exports: no faces, and the CSS agent for :hover.
  return answer.catch(() => ({ sheets: { faces: [], unreadableSheets: 0 }, hover: null }));
}

/** Everything read from Chromium for one export: load, page facts, one DOM snapshot per width. */
export async function renderSnapshot(context: BrowserContext, request: RenderRequest): Promise<RenderedWidths> {
  const { report } = request;
  let t = performance.now();
  const loaded = await loadSnapshot(context, request.html, request.baseUrl, request.loadTimeoutMs, { relayed: request.relayed });
  report.time('load', t);
  if (loaded.widthStatesError) report.note('per-width page state', 'dropped', 'document', `the snapshot's states were refused (${loaded.widthStatesError}); every width renders the capture width's DOM`);
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
  const rootMarker = request.selector === undefined ? undefined : request.rootMarker;
  const captures: WidthCapture[] = [];
  let after: Promise<AfterSnapshots> | undefined;
  const afterLast = () => {
    after = sendAfterSnapshots(loaded, rootMarker, request.sheetsWithoutFaces);
  };
  // Every width is asked for at once: a session runs its commands in order, so Chromium resizes and
  // snapshots width after width while Node takes in each answer (megabytes of JSON) and joins it,
  // instead of idling until the next width is asked for.
  const answers = widths.map((w, i) => captureAtWidth(loaded, w.width, i === widths.length - 1 ? afterLast : undefined));
  // Awaited in turn below; this keeps a failure from going unhandled should an earlier one throw first.
  for (const answer of answers) answer.catch(() => {});
  let waitFrom = performance.now();
  for (const [i, w] of widths.entries()) {
    request.onWidth?.(i, w.width);
    const capture = { breakpoint: w.name, width: w.width, snapshot: await answers[i] };
    // The wait for this width, once Node was done with the one before.
    report.time(`snapshot ${w.width}`, waitFrom);
    captures.push(capture);
    request.onCapture?.(capture, i);
    waitFrom = performance.now();
  }
  const documentUrl = loaded.unmirror(loaded.page.url());
  // Links look the same on hover at every width in practice.
  const last = captures[captures.length - 1].snapshot;
  const hover = async (): Promise<HoverStyles> => {
    const answer = (await after!).hover;
    if (answer && answer.rules === 0) return new Map();
    const read = answer && hoverByBackendId(answer, last, HOVER_PROPERTIES);
    return read || captureHoverStyles(loaded, last, rootMarker).catch(() => new Map());
  };
  // The IR names real resource URLs; the page loads them on the mirror, same-origin with the document,
  // so a canvas that draws one stays readable.
  const rasterize = (requests: PictureRequest[]) =>
    rasterizePictures(loaded.cdp, requests.map((r) => ({ ...r, url: loaded.mirror(r.url) }))).catch(() => requests.map(() => null));
  return { captures, facts, documentUrl, hover, sheets: async () => (await after!).sheets, rasterize };
}
