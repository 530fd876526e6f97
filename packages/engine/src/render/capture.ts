import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { hasShadowTrees, HOVER_SCANNER, MAX_HOVER_TARGETS } from './hover-in-page.ts';

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
 * Serves the snapshot at `baseUrl` (so its relative URLs resolve there) and waits for load and
 * web fonts, bounded by `timeoutMs`: a page whose images never arrive still exports.
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
  await page
    .evaluate('Promise.race([document.fonts.ready, new Promise((r) => setTimeout(r, 3000))]).then(() => true)')
    .catch(() => {});
  const cdp = await context.newCDPSession(page);
  return { page, cdp };
}

export type SelectorCheck = 'ok' | 'malformed' | 'no-match';

/** Marks the selected element with an attribute the extractor finds in the DOM snapshot. */
/** Size and nesting depth of the export root (the whole document, or the marked selection). */
export async function measureTree(page: Page, marker?: string): Promise<{ elements: number; depth: number }> {
  const root = marker ? `document.querySelector('[${marker}]')` : 'document.documentElement';
  const script = `(() => {
    const root = ${root} || document.documentElement;
    const elements = root.getElementsByTagName('*').length;
    let depth = 0;
    if (elements <= 200000) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
      let n;
      while ((n = walker.nextNode())) {
        let d = 0;
        if (!n.firstElementChild) { for (let p = n; p && p !== root; p = p.parentElement) d++; }
        if (d > depth) depth = d;
        if (depth > 2000) break;
      }
    }
    return { elements, depth };
  })()`;
  return (await page.evaluate(script)) as { elements: number; depth: number };
}

export async function markSelection(page: Page, selector: string, marker: string): Promise<SelectorCheck> {
  const script = `((selector, marker) => {
    let el;
    try { el = document.querySelector(selector); } catch { return 'malformed'; }
    if (!el) return 'no-match';
    el.setAttribute(marker, '');
    return 'ok';
  })(${JSON.stringify(selector)}, ${JSON.stringify(marker)})`;
  return (await page.evaluate(script)) as SelectorCheck;
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

export interface FontFaceSource {
  family: string;
  cssText: string;
}

/**
 * Reads every @font-face rule the page can see. Cross-origin sheets refuse `cssRules`; their
 * faces are reported missing rather than fetched, to keep the export to one page load.
 */
/**
 * In-page script, kept as a string: bundlers (tsx, vitest) rewrite functions with helpers such
 * as `__name` that do not exist inside the page.
 */
const FONT_FACE_SCRIPT = `(() => {
  const faces = [];
  let unreadableSheets = 0;
  // Selectors of style rules that mention :hover; null once one cannot be judged (nested rule,
  // unreadable sheet), which makes the hover step force every candidate.
  let hoverSelectors = [];
  const absolute = (u, base) => { try { return new URL(u, base).href; } catch { return u; } };
  const visit = (rules, baseHref, nested) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSFontFaceRule) {
        const family = rule.style.getPropertyValue('font-family').replace(/^["']|["']$/g, '').trim();
        const cssText = rule.cssText.replace(/url\\((["']?)([^"')]+)\\1\\)/g, (_m, _q, u) => 'url("' + absolute(u, baseHref) + '")');
        faces.push({ family, cssText });
      } else if (rule instanceof CSSImportRule) {
        try { if (rule.styleSheet) visit(rule.styleSheet.cssRules, rule.styleSheet.href || baseHref, nested); } catch { unreadableSheets++; hoverSelectors = null; }
      } else {
        const isStyle = rule instanceof CSSStyleRule;
        if (isStyle && hoverSelectors && /:hover/i.test(rule.selectorText)) {
          if (nested) hoverSelectors = null;
          else hoverSelectors.push(rule.selectorText);
        }
        if (rule.cssRules) visit(rule.cssRules, baseHref, nested || isStyle);
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) {
    try { visit(sheet.cssRules, sheet.href || document.baseURI, false); } catch { unreadableSheets++; hoverSelectors = null; }
  }
  const fontFaceCount = faces.length;
  for (const sheet of Array.from(document.adoptedStyleSheets || [])) {
    try { visit(sheet.cssRules, document.baseURI, false); } catch { hoverSelectors = null; }
  }
  faces.length = fontFaceCount;
  return { faces, unreadableSheets, hoverSelectors: hoverSelectors && relaxHover(hoverSelectors) };

  // Each :hover selector with :hover made always-true (and, where it sits inside a functional
  // pseudo-class such as :not(), also always-false): a superset of what forcing :hover on any set
  // of elements can make it match. null when that cannot be said (several nested :hover, invalid).
  function relaxHover(selectors) {
    const out = [];
    // Parsed against an empty fragment: validity is all that is asked.
    const probe = document.createDocumentFragment();
    for (const sel of selectors) {
      const at = hoverPositions(sel);
      if (!at.length) continue;
      if (at.filter((a) => a.inner).length > 1) return null;
      const swap = (falseInner) => {
        let r = sel;
        for (const a of [...at].reverse()) r = r.slice(0, a.i) + (a.inner && falseInner ? ':not(*)' : ':is(*)') + r.slice(a.i + 6);
        return r;
      };
      const variants = at.some((a) => a.inner) ? [swap(false), swap(true)] : [swap(false)];
      for (const v of variants) {
        try { probe.querySelector(v); } catch { return null; }
        out.push(v);
      }
    }
    return out;
  }
  ${HOVER_SCANNER}
})()`;

/**
 * Reads every @font-face rule the page can see, with url()s made absolute (the rule lands in
 * another site's stylesheet). Cross-origin sheets refuse `cssRules`; they are counted, not
 * fetched, to keep the export to one page load.
 */
export async function collectFontFaces(page: Page): Promise<PageStyleInfo> {
  return page.evaluate(FONT_FACE_SCRIPT) as Promise<PageStyleInfo>;
}

export interface PageStyleInfo {
  faces: FontFaceSource[];
  unreadableSheets: number;
  /**
   * The page's `:hover` selectors with `:hover` relaxed to always-match (see captureHoverStyles);
   * null when some rule could not be read or judged.
   */
  hoverSelectors: string[] | null;
}

/** Properties a `:hover` rule of a link or button usually changes; Elementor has hover controls for these. */
export const HOVER_PROPERTIES = ['color', 'background-color', 'border-top-color', 'text-decoration-line'] as const;
export type HoverStyles = Map<number, Record<(typeof HOVER_PROPERTIES)[number], string>>;


/**
 * `:hover` styles of links and buttons, keyed by backend node id: forces the pseudo state
 * (CSS.forcePseudoState) on those a `:hover` rule can reach and reads them back with one more DOM
 * snapshot at the current width. The page is discarded afterwards, so the state is not released.
 *
 * `hoverSelectors` (from collectFontFaces) narrows the forcing: a candidate can only look
 * different on hover when it, or an ancestor whose inherited values it takes, matches a `:hover`
 * selector with `:hover` taken as true (and as false where it sits inside `:not()` and the like).
 * No such selector at all: nothing is forced and nothing read (no entry is what an unchanged hover
 * look amounts to). null (an unreadable sheet, a shadow tree): every candidate is forced.
 */
export async function captureHoverStyles(loaded: LoadedSnapshot, snapshot: RawDomSnapshot, rootMarker?: string, hoverSelectors: string[] | null = null): Promise<HoverStyles> {
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
  // Shadow trees keep their own stylesheets, which the selector scan does not see.
  const shadow = hasShadowTrees(snapshot);
  doc.nodes.parentIndex.forEach((p, i) => {
    inside[i] = rootIndex < 0 || i === rootIndex || (p >= 0 && inside[p] === 1) ? 1 : 0;
  });
  const selectors = shadow ? null : hoverSelectors;
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
  if (selectors && !selectors.length) return result;
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
  let reachable: Set<number> | undefined;
  if (selectors) {
    const any = `:is(${selectors.join(', ')})`;
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: await agents, selector: `:is(${any}, ${any} *):is(a, button)` });
    reachable = new Set(nodeIds);
  }
  const [{ nodeIds }] = await Promise.all([pushed, agents, styleOff]);
  const targets = nodeIds.filter((id) => id > 0 && (!reachable || reachable.has(id)));
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
