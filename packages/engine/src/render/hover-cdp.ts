import { CAPTURED_PROPERTIES, HOVER_PROPERTIES, type HoverStyles, type LoadedSnapshot, type RawDomSnapshot } from './capture.ts';
import { MAX_HOVER_TARGETS, STILL_CSS } from './hover-in-page.ts';

/**
 * Starts what forcing `:hover` needs: CSS.enable makes Chromium load the text of every
 * stylesheet (tens of ms). Sent right behind the last width's snapshot (see captureAtWidth), it
 * runs while that answer travels and is parsed, never before or during a capture.
 */
export function prepareHover(loaded: LoadedSnapshot): void {
  if (loaded.hoverAgents) return;
  // CSS.enable reloads stylesheets that failed, and those loads bypass the request routing
  // (isolation.ts): the network is shut for the page first. Nothing after the last width needs it.
  loaded.cdp.send('Network.enable').catch(() => {});
  loaded.cdp.send('Network.setBlockedURLs', { urls: ['*'] }).catch(() => {});
  const root = loaded.cdp.send('DOM.getDocument', { depth: 0 });
  const cssOn = loaded.cdp.send('CSS.enable');
  loaded.hoverAgents = Promise.all([root, cssOn]).then(([r]) => r.root.nodeId);
  loaded.hoverAgents.catch(() => {});
}

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
      expression: `(() => { const s = document.createElement('style'); s.textContent = ${JSON.stringify(STILL_CSS)}; document.head.appendChild(s); })()`,
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
