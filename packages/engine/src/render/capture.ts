import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import type { WidthStates } from '@pagelift/contract';
import { isolatePage, isolationPlan, mirror, unmirror, type IsolateOptions } from './isolation.ts';
import { readWidthStates, takeWidthStates, widthStateExpression } from './width-states.ts';

/**
 * The fixed list of computed properties read per node and width. Everything the IR needs
 * must be here: a second round trip per width would break the speed budget.
 */
export const CAPTURED_PROPERTIES = [
  'display', 'position', 'top', 'right', 'bottom', 'left', 'z-index', 'float', 'visibility',
  'width', 'height', 'min-height', 'max-width',
  'margin-top', 'margin-right', 'margin-bottom', 'margin-left',
  'padding-top', 'padding-right', 'padding-bottom', 'padding-left',
  'border-top-width', 'border-right-width', 'border-bottom-width', 'border-left-width',
  'border-top-style', 'border-right-style', 'border-bottom-style', 'border-left-style',
  'border-top-color', 'border-right-color', 'border-bottom-color', 'border-left-color',
  'border-top-left-radius', 'border-top-right-radius', 'border-bottom-right-radius', 'border-bottom-left-radius',
  'background-color', 'background-image', 'background-size', 'background-position', 'background-repeat',
  'background-attachment', 'background-clip',
  'border-image-source', 'border-image-slice', 'border-image-width', 'border-image-outset', 'border-image-repeat',
  'color', 'font-family', 'font-size', 'font-weight', 'font-style', 'line-height', 'letter-spacing',
  'word-spacing', 'text-align', 'text-transform', 'text-decoration-line', 'text-shadow', 'white-space',
  'box-shadow', 'opacity', 'overflow-x', 'overflow-y', 'mix-blend-mode', 'filter', 'transform',
  'flex-direction', 'flex-wrap', 'justify-content', 'align-items', 'align-self', 'row-gap', 'column-gap',
  'flex-grow', 'flex-shrink', 'flex-basis', 'order', 'object-fit', 'object-position', 'grid-template-columns', 'grid-template-rows',
  'list-style-type', 'vertical-align', 'content', '-webkit-text-fill-color', 'clip-path', 'appearance', 'accent-color',
] as const;
export type CapturedProperty = (typeof CAPTURED_PROPERTIES)[number];

/** The part of CDP's DOMSnapshot.captureSnapshot answer the extractor reads. */
export interface RawDomSnapshot {
  documents: Array<{
    nodes: {
      parentIndex: number[];
      nodeType: number[];
      nodeName: number[];
      nodeValue: number[];
      backendNodeId: number[];
      attributes: number[][];
      pseudoType?: { index: number[]; value: number[] };
      /** Nodes inside a shadow tree (the snapshot flattens shadow roots into their hosts). */
      shadowRootType?: { index: number[]; value: number[] };
      textValue?: { index: number[]; value: number[] };
      currentSourceURL?: { index: number[]; value: number[] };
      contentDocumentIndex?: { index: number[]; value: number[] };
    };
    layout: { nodeIndex: number[]; styles: number[][]; bounds: number[][]; text: number[] };
    textBoxes: { layoutIndex: number[]; bounds: number[][]; start: number[]; length: number[] };
  }>;
  strings: string[];
}

export interface WidthCapture {
  breakpoint: string;
  width: number;
  snapshot: RawDomSnapshot;
}

export interface LoadedSnapshot {
  page: Page;
  cdp: CDPSession;
  /** Strings read from the page with mirror URLs turned back into resource URLs (isolation.ts). */
  unmirror: (text: string) => string;
  /** A resource URL as the page loads it (on the mirror, same-origin with the document). */
  mirror: (text: string) => string;
  /** DOM.getDocument + CSS.enable, once started by prepareHover (the document's node id). */
  hoverAgents?: Promise<number>;
  /** What the page's scripts set at narrower widths, recorded by the capture (width-states.ts). */
  widthStates?: WidthStates;
  /** Why the snapshot's width states were refused. */
  widthStatesError?: string;
  /** A width's state is set in the page (the next width must undo it). */
  widthStateSet?: boolean;
}

export const DEFAULT_DOCUMENT_URL = 'http://snapshot.pagelift.invalid/';

/**
 * Each width is a resize: a transition on margin or transform (an off-canvas sidebar sliding out)
 * would be captured half-way, while the fidelity scorer and a visitor see the end state. Sent
 * between each resize and its snapshot, this finishes every transition the page has running (it
 * starts those the resize and the width's state set, by bringing style up to date). No rule is
 * added to the page: `*, *::before, *::after { transition: none !important }` in force from the
 * document's start made every style recalculation of the load and of each width dearer
 * (40-65 ms an export on tailwindtoolbox and picocss-v2-preview, session 13).
 */
export const FINISH_TRANSITIONS = `document.getAnimations().forEach((a) => { if (a instanceof CSSTransition) a.finish(); })`;

/**
 * Serves the snapshot on its own origin (see isolation.ts: relative URLs resolve onto `baseUrl`'s
 * directory, nothing else reaches the network, page scripts never run) and waits for load,
 * bounded by `timeoutMs`: a page whose images never arrive still exports (readPageFacts waits for
 * the web fonts).
 */
export async function loadSnapshot(
  context: BrowserContext,
  html: string,
  baseUrl: string | undefined,
  timeoutMs: number,
  isolation: IsolateOptions = {},
): Promise<LoadedSnapshot> {
  const page = await context.newPage();
  const plan = isolationPlan(baseUrl);
  const documentUrl = plan.documentUrl;
  const taken = takeWidthStates(html);
  // Resource URLs in states (inline styles) go onto the mirror, as the document's own do.
  const { states: widthStates, error: widthStatesError } = readWidthStates(taken.json === null ? null : mirror(plan, taken.json));
  // The session is opened while the routes are set up, not after the load (one round trip less).
  const [cdp] = await Promise.all([context.newCDPSession(page), isolatePage(page, plan, taken.html, isolation)]);
  await page.goto(documentUrl, { waitUntil: 'load', timeout: timeoutMs }).catch(async (error: Error) => {
    // A slow sub-resource only costs fidelity; a document that never parsed is an error.
    if (!/Timeout/i.test(error.message)) throw error;
  });
  return { page, cdp, unmirror: (text) => unmirror(plan, text), mirror: (text) => mirror(plan, text), widthStates, widthStatesError };
}

/** The window height every width is rendered at (the fidelity bench's too). */
export const VIEWPORT_HEIGHT = 900;

/** What `page.setViewportSize({ width, height: 900 })` sets (Playwright's desktop metrics: screen = viewport). */
export function viewportMetrics(width: number) {
  return { mobile: false, width, height: VIEWPORT_HEIGHT, screenWidth: width, screenHeight: VIEWPORT_HEIGHT, deviceScaleFactor: 1, screenOrientation: { angle: 0, type: 'landscapePrimary' as const } };
}

/**
 * One CDP round trip: nodes, boxes, text boxes and the fixed computed properties. `afterSend`
 * runs once the snapshot command is on its way: commands it sends on the same session run
 * after the snapshot is taken, while its answer travels back.
 */
export async function captureAtWidth(loaded: LoadedSnapshot, width: number, afterSend?: () => void): Promise<RawDomSnapshot> {
  // Sent together: Chromium answers the resize only once the renderer has applied it, and the
  // renderer runs a session's commands in order, so the snapshot sees the new width (and the
  // page's state at that width) without a round trip of its own in between.
  const state = loaded.widthStates && widthStateExpression(loaded.widthStates, width, loaded.widthStateSet ?? false);
  const stateSet = state ? loaded.cdp.send('Runtime.evaluate', { expression: state.expression, returnByValue: true }) : undefined;
  if (state) loaded.widthStateSet = state.set;
  const resized = loaded.cdp.send('Emulation.setDeviceMetricsOverride', viewportMetrics(width));
  const finished = loaded.cdp.send('Runtime.evaluate', { expression: FINISH_TRANSITIONS });
  const pending = loaded.cdp.send('DOMSnapshot.captureSnapshot', {
    computedStyles: [...CAPTURED_PROPERTIES],
    includeDOMRects: false,
    includePaintOrder: false,
  });
  afterSend?.();
  const [, answer] = await Promise.all([resized, pending, stateSet, finished]);
  const snapshot = answer as unknown as RawDomSnapshot;
  // Every URL of the snapshot (attributes, current sources, computed url()s) sits in its string table.
  snapshot.strings = snapshot.strings.map(loaded.unmirror);
  return snapshot;
}

/** Properties a `:hover` rule of a link or button usually changes; Elementor has hover controls for these. */
export const HOVER_PROPERTIES = ['color', 'background-color', 'border-top-color', 'text-decoration-line'] as const;
export type HoverStyles = Map<number, Record<(typeof HOVER_PROPERTIES)[number], string>>;
