import type { LoadedSnapshot, RawDomSnapshot } from './capture.ts';

/**
 * `:hover` looks read inside the page, without the CSS agent: every `:hover` rule is replaced by
 * a copy where an attribute stands for `:hover` (same specificity, same place in the cascade), the targets and their ancestors get that attribute (a real pointer hovers the
 * ancestors too), and getComputedStyle reads them back. One script, sent behind the last width's
 * snapshot on the same CDP session, so it costs one style recalculation instead of CSS.enable
 * (which makes Chromium serialise every stylesheet) plus a second DOM snapshot.
 *
 * What it cannot see, the caller hands to the CDP path (captureHoverStyles): rules in shadow
 * trees and sheets whose rules are unreadable (then there are no selectors to start from).
 */

/** Where `:hover` occurs in a selector (outside strings and escapes), and whether inside parentheses. */
export const HOVER_SCANNER = `function hoverPositions(sel) {
  const at = [];
  let depth = 0, quote = '';
  for (let i = 0; i < sel.length; i++) {
    const c = sel[i];
    if (quote) { if (c === '\\\\') i++; else if (c === quote) quote = ''; continue; }
    if (c === '"' || c === "'") quote = c;
    else if (c === '\\\\') i++;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ':' && sel.slice(i, i + 6).toLowerCase() === ':hover' && !/[-\\w]/.test(sel[i + 6] || '')) at.push({ i, inner: depth > 0 });
  }
  return at;
}`;

/** Shadow trees keep their own stylesheets, which neither selector scan sees. */
export function hasShadowTrees(snapshot: RawDomSnapshot): boolean {
  return snapshot.documents.some((d) => (d.nodes.shadowRootType?.index.length ?? 0) > 0);
}

export const HOVER_MARK = 'data-pagelift-hover';

/** More hover targets than this are not worth the time (a link farm, a table of links). */
export const MAX_HOVER_TARGETS = 400;

/**
 * Result per HTML `a`/`button` of the document, in document order: the hovered values of
 * HOVER_PROPERTIES, or null for one that is not a target (outside the selection, unpainted, out of
 * reach of every `:hover` rule). `tooMany` when there were more targets than MAX_HOVER_TARGETS.
 */
export interface InPageHover {
  values: Array<string[] | null>;
  tooMany: boolean;
}

export function inPageHoverScript(properties: readonly string[], hoverSelectors: string[], rootMarker?: string): string {
  return `((properties, relaxed, rootMarker, mark, maxTargets) => {
  ${HOVER_SCANNER}
  const root = rootMarker ? document.querySelector('[' + rootMarker + ']') : null;
  const links = Array.from(document.querySelectorAll('a, button')).filter((e) => e.namespaceURI === 'http://www.w3.org/1999/xhtml');
  const any = ':is(' + relaxed.join(', ') + ')';
  const reach = ':is(' + any + ', ' + any + ' *)';
  // Styles are clean here (the snapshot just ran): read who is a target before anything changes.
  const targets = [];
  const isTarget = links.map((el) => {
    if (root && root !== el && !root.contains(el)) return false;
    const cs = getComputedStyle(el);
    // Painted ones (buttons) only: text links' hover colour is the least visible part of a page.
    const painted = el.localName === 'button' || !/rgba\\(0, 0, 0, 0\\)|transparent/.test(cs.backgroundColor) || cs.borderTopStyle !== 'none';
    let reached = false;
    try { reached = painted && el.matches(reach); } catch { reached = painted; }
    if (reached) targets.push(el);
    return reached;
  });
  if (targets.length > maxTargets) return { values: [], tooMany: true };
  if (!targets.length) return { values: links.map(() => null), tooMany: false };
  const copy = (list, owner) => {
    for (let i = list.length - 1; i >= 0; i--) {
      const rule = list[i];
      if (rule instanceof CSSStyleRule) {
        const at = hoverPositions(rule.selectorText);
        if (!at.length) continue;
        let sel = rule.selectorText;
        for (const a of [...at].reverse()) sel = sel.slice(0, a.i) + '[' + mark + ']' + sel.slice(a.i + 6);
        // In place of the original: no real pointer hovers anything here, and a \`:not(:hover)\`
        // has to stop matching once the element counts as hovered.
        try { owner.insertRule(sel + '{' + rule.style.cssText + '}', i + 1); owner.deleteRule(i); } catch {}
      } else if (rule instanceof CSSImportRule) {
        try { if (rule.styleSheet) copy(rule.styleSheet.cssRules, rule.styleSheet); } catch {}
      } else if (rule.cssRules && typeof rule.insertRule === 'function') {
        copy(rule.cssRules, rule);
      }
    }
  };
  for (const sheet of [...Array.from(document.styleSheets), ...(document.adoptedStyleSheets || [])]) {
    try { copy(sheet.cssRules, sheet); } catch {}
  }
  // A transition would report its start value.
  const still = document.createElement('style');
  still.textContent = '*,*::before,*::after{transition:none!important;animation:none!important}';
  document.head.appendChild(still);
  for (const el of targets) for (let n = el; n && !n.hasAttribute(mark); n = n.parentElement) n.setAttribute(mark, '');
  return {
    values: links.map((el, i) => {
      if (!isTarget[i]) return null;
      const cs = getComputedStyle(el);
      return properties.map((p) => cs.getPropertyValue(p));
    }),
    tooMany: false,
  };
})(${JSON.stringify(properties)}, ${JSON.stringify(hoverSelectors)}, ${JSON.stringify(rootMarker ?? null)}, ${JSON.stringify(HOVER_MARK)}, ${MAX_HOVER_TARGETS})`;
}

/**
 * Sends the in-page hover script on the page's CDP session without waiting: sent right behind a
 * snapshot command, it runs once that snapshot is taken.
 */
export function sendInPageHover(loaded: LoadedSnapshot, properties: readonly string[], hoverSelectors: string[], rootMarker?: string): Promise<InPageHover | null> {
  const answer = loaded.cdp
    .send('Runtime.evaluate', { expression: inPageHoverScript(properties, hoverSelectors, rootMarker), returnByValue: true })
    .then((r) => (r.exceptionDetails ? null : (r.result.value as InPageHover)));
  return answer.catch(() => null);
}

/**
 * Pairs the in-page answer with the snapshot's HTML `A`/`BUTTON` nodes (both in document order)
 * and keys it by backend node id. null when the two lists do not line up (a node kind the
 * snapshot walks and querySelectorAll does not), or the page has shadow trees (their `:hover`
 * rules were not rewritten): the caller then asks the CDP path.
 */
export function hoverByBackendId(answer: InPageHover, snapshot: RawDomSnapshot, properties: readonly string[]): Map<number, Record<string, string>> | null {
  if (hasShadowTrees(snapshot)) return null;
  const result = new Map<number, Record<string, string>>();
  if (answer.tooMany) return result;
  const doc = snapshot.documents[0];
  const s = snapshot.strings;
  const ids: number[] = [];
  for (let i = 0; i < doc.nodes.nodeName.length; i++) {
    const name = s[doc.nodes.nodeName[i]];
    if (name === 'A' || name === 'BUTTON') ids.push(doc.nodes.backendNodeId[i]);
  }
  if (ids.length !== answer.values.length) return null;
  answer.values.forEach((values, k) => {
    if (!values) return;
    const style: Record<string, string> = {};
    properties.forEach((p, j) => (style[p] = values[j]));
    result.set(ids[k], style);
  });
  return result;
}
