import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { MAX_HOVER_TARGETS } from './hover-in-page.ts';

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
  /** DOM.getDocument + CSS.enable, once started by prepareHover (the document's node id). */
  hoverAgents?: Promise<number>;
}

/**
 * Starts what forcing `:hover` needs: CSS.enable makes Chromium load the text of every
 * stylesheet (tens of ms). Sent right behind the last width's snapshot (see captureAtWidth), it
 * runs while that answer travels and is parsed, never before or during a capture.
 */
export function prepareHover(loaded: LoadedSnapshot): void {
  if (loaded.hoverAgents) return;
  const root = loaded.cdp.send('DOM.getDocument', { depth: 0 });
  const cssOn = loaded.cdp.send('CSS.enable');
  loaded.hoverAgents = Promise.all([root, cssOn]).then(([r]) => r.root.nodeId);
  loaded.hoverAgents.catch(() => {});
}

export const DEFAULT_DOCUMENT_URL = 'http://snapshot.pagelift.invalid/';

/**
 * Serves the snapshot at `baseUrl` (so its relative URLs resolve there) and waits for load,
 * bounded by `timeoutMs`: a page whose images never arrive still exports (readPageFacts waits for
 * the web fonts).
 */
export async function loadSnapshot(
  context: BrowserContext,
  html: string,
  baseUrl: string | undefined,
  timeoutMs: number,
): Promise<LoadedSnapshot> {
  const page = await context.newPage();
  const documentUrl = baseUrl ? new URL(baseUrl).href : DEFAULT_DOCUMENT_URL;
  await page.route(
    (url) => url.href === documentUrl,
    (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
  // The placeholder host does not exist; fail its sub-requests at once instead of waiting on DNS.
  await page.route(
    (url) => url.hostname === 'snapshot.pagelift.invalid' && url.href !== documentUrl,
    (route) => route.abort(),
  );
  await page.goto(documentUrl, { waitUntil: 'load', timeout: timeoutMs }).catch(async (error: Error) => {
    // A slow sub-resource only costs fidelity; a document that never parsed is an error.
    if (!/Timeout/i.test(error.message)) throw error;
  });
  const cdp = await context.newCDPSession(page);
  return { page, cdp };
}

/**
 * One CDP round trip: nodes, boxes, text boxes and the fixed computed properties. `afterSend`
 * runs once the snapshot command is on its way: commands it sends on the same session run
 * after the snapshot is taken, while its answer travels back.
 */
export async function captureAtWidth(loaded: LoadedSnapshot, width: number, afterSend?: () => void): Promise<RawDomSnapshot> {
  await loaded.page.setViewportSize({ width, height: 900 });
  const pending = loaded.cdp.send('DOMSnapshot.captureSnapshot', {
    computedStyles: [...CAPTURED_PROPERTIES],
    includeDOMRects: false,
    includePaintOrder: false,
  });
  afterSend?.();
  return (await pending) as unknown as RawDomSnapshot;
}

/** Properties a `:hover` rule of a link or button usually changes; Elementor has hover controls for these. */
export const HOVER_PROPERTIES = ['color', 'background-color', 'border-top-color', 'text-decoration-line'] as const;
export type HoverStyles = Map<number, Record<(typeof HOVER_PROPERTIES)[number], string>>;


/**
 * `:hover` styles of links and buttons, keyed by backend node id, for pages the in-page path
 * (hover-in-page.ts) cannot judge (unreadable sheets, shadow trees): forces the pseudo state
 * (CSS.forcePseudoState) on every candidate and reads them back with one more DOM snapshot at the
 * current width. The page is discarded afterwards, so the state is not released.
 */
export async function captureHoverStyles(loaded: LoadedSnapshot, snapshot: RawDomSnapshot, rootMarker?: string): Promise<HoverStyles> {
  const doc = snapshot.documents[0];
  const s = snapshot.strings;
  // Selector exports only need the selection's links.
  const inside = new Uint8Array(doc.nodes.parentIndex.length);
  let rootIndex = -1;
  if (rootMarker) {
    doc.nodes.attributes.forEach((flat, i) => {
      for (let a = 0; a < flat.length; a += 2) if (s[flat[a]] === rootMarker && rootIndex < 0) rootIndex = i;
    });
  }
  doc.nodes.parentIndex.forEach((p, i) => {
    inside[i] = rootIndex < 0 || i === rootIndex || (p >= 0 && inside[p] === 1) ? 1 : 0;
  });
  const backendIds: number[] = [];
  const borderAt = CAPTURED_PROPERTIES.indexOf('border-top-style');
  const bgAt = CAPTURED_PROPERTIES.indexOf('background-color');
  const firstLayout = new Map<number, number>();
  doc.layout.nodeIndex.forEach((ni, li) => {
    if (!firstLayout.has(ni)) firstLayout.set(ni, li);
  });
  doc.nodes.nodeName.forEach((n, i) => {
    const name = s[n];
    if ((name !== 'A' && name !== 'BUTTON') || !inside[i]) return;
    const li = firstLayout.get(i);
    if (li === undefined) return;
    const styles = doc.layout.styles[li];
    const bg = s[styles[bgAt]] ?? '';
    const border = s[styles[borderAt]] ?? 'none';
    // Painted ones (buttons) only: each target costs time on every export, and text links'
    // hover colour is the least visible part of a page.
    if (name === 'BUTTON' || !/rgba\(0, 0, 0, 0\)|transparent/.test(bg) || border !== 'none') backendIds.push(doc.nodes.backendNodeId[i]);
  });
  const result: HoverStyles = new Map();
  if (!backendIds.length || backendIds.length > MAX_HOVER_TARGETS) return result;
  const { cdp } = loaded;
  // Sent without waiting on each other: one session runs its commands in order, so only the
  // answers that feed the next batch cost a round trip each.
  // A transition would make the forced state report its start value; all widths are captured
  // already, so switching transitions off costs nothing.
  const styleOff = cdp
    .send('Runtime.evaluate', {
      expression: `(() => { const s = document.createElement('style'); s.textContent = '*,*::before,*::after{transition:none!important;animation:none!important}'; document.head.appendChild(s); })()`,
    })
    .catch(() => {});
  prepareHover(loaded);
  const agents = loaded.hoverAgents!;
  const pushed = cdp.send('DOM.pushNodesByBackendIdsToFrontend', { backendNodeIds: backendIds });
  const [{ nodeIds }] = await Promise.all([pushed, agents, styleOff]);
  const targets = nodeIds.filter((id) => id > 0);
  if (!targets.length) return result;
  const forced = targets.map((nodeId) => cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: ['hover'] }));
  const [hovered] = (await Promise.all([cdp.send('DOMSnapshot.captureSnapshot', { computedStyles: [...HOVER_PROPERTIES] }), ...forced])) as unknown as [RawDomSnapshot];
  const hdoc = hovered.documents[0];
  const wanted = new Set(backendIds);
  const layoutOf = new Map<number, number>();
  hdoc.layout.nodeIndex.forEach((ni, li) => {
    if (!layoutOf.has(ni)) layoutOf.set(ni, li);
  });
  hdoc.nodes.backendNodeId.forEach((bid, i) => {
    if (!wanted.has(bid)) return;
    const li = layoutOf.get(i);
    if (li === undefined) return;
    const values = hdoc.layout.styles[li];
    const style = {} as Record<(typeof HOVER_PROPERTIES)[number], string>;
    HOVER_PROPERTIES.forEach((p, k) => (style[p] = hovered.strings[values[k]] ?? ''));
    result.set(bid, style);
  });
  return result;
}
