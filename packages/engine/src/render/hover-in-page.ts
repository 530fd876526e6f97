import type { LoadedSnapshot, RawDomSnapshot } from './capture.ts';

/**
 * `:hover` looks read inside the page, without the CSS agent: every `:hover` rule that can reach
 * a target gets a copy where an attribute stands for `:hover` (same specificity), the targets and
 * their ancestors get that attribute (a real pointer hovers the ancestors too), and
 * getComputedStyle reads them back. One script, sent behind the last width's snapshot on the same
 * CDP session, instead of CSS.enable (which makes Chromium serialise every stylesheet) plus a
 * second DOM snapshot.
 *
 * The copies go into a small stylesheet of their own (HOVER_COPIER), read once with it last in
 * the cascade and once with it first: where both readings agree, no rule of equal specificity
 * around the original place can have changed them, so they are the looks. Only where they differ
 * (or a rule's place cannot be copied) are the rules rewritten in place, in the page's own
 * sheets: Blink then copies and re-indexes the whole sheet, 100-200 ms of the renderer on a
 * Tailwind build (session 14).
 *
 * What it cannot see, the caller hands to the CDP path (captureHoverStyles): rules in shadow
 * trees and sheets whose rules are unreadable (then there are no selectors to start from).
 */

/**
 * Where `:hover` occurs in a selector (outside strings and escapes), and whether it sits inside a
 * negation (`:not(…)`, at any depth), where making it true can make the selector match less; and
 * the selector with those occurrences replaced.
 */
export const HOVER_SCANNER = `function hoverPositions(sel) {
  const at = [];
  const open = [];
  let quote = '';
  for (let i = 0; i < sel.length; i++) {
    const c = sel[i];
    if (quote) { if (c === '\\\\') i++; else if (c === quote) quote = ''; continue; }
    if (c === '"' || c === "'") quote = c;
    else if (c === '\\\\') i++;
    else if (c === '(') open.push(/:not$/i.test(sel.slice(Math.max(0, i - 4), i)));
    else if (c === '[') open.push(false);
    else if (c === ')' || c === ']') open.pop();
    else if (c === ':' && sel.slice(i, i + 6).toLowerCase() === ':hover' && !/[-\\w]/.test(sel[i + 6] || '')) at.push({ i, negated: open.includes(true) });
  }
  return at;
}
// The selector with each :hover found by hoverPositions replaced by what \`by\` gives for it.
function replaceHover(sel, at, by) {
  let out = sel;
  for (const a of [...at].reverse()) out = out.slice(0, a.i) + by(a) + out.slice(a.i + 6);
  return out;
}`;

/** Shadow trees keep their own stylesheets, which neither selector scan sees. */
export function hasShadowTrees(snapshot: RawDomSnapshot): boolean {
  return snapshot.documents.some((d) => (d.nodes.shadowRootType?.index.length ?? 0) > 0);
}

export const HOVER_MARK = 'data-pagelift-hover';
/**
 * Stops transitions and animations: a transition would make a hovered value read as its start
 * value. The CSS agent's path adds it (hover-cdp.ts); the in-page script settles them per element
 * (HOVER_READER).
 */
export const STILL_CSS = '*,*::before,*::after{transition:none!important;animation:none!important}';

/** In-page: whether a sheet's or import's media list (empty: all media) matches this screen. */
export const MEDIA_IN_FORCE = 'const inForce = (media) => !media.length || matchMedia(media.mediaText).matches;';

/**
 * Every `:hover` style rule of the page's sheets in force at the current width, and where it
 * sits: null when one cannot be read or judged (a nested rule, an unreadable or adopted sheet that
 * throws), which hands the page to the CSS agent (hover-cdp.ts). An `@media` block (or a sheet or
 * import) whose media do not match is skipped whole: a Tailwind build keeps most of its ~40,000
 * rules in the min-width blocks of its breakpoints, and reading every selector costs tens of ms.
 */
export const HOVER_RULE_COLLECTOR = `function collectHoverRules() {
  let ok = true;
  const rules = [];
  // Index loops and rule.type: a Tailwind build has ~40,000 rules, and every CSSOM call counts.
  const visit = (list, owner, nested) => {
    for (let i = 0; i < list.length && ok; i++) {
      const rule = list[i];
      const type = rule.type;
      if (type === 1) {
        const selector = rule.selectorText;
        if (/:hover/i.test(selector)) {
          if (nested) ok = false;
          else rules.push({ owner, index: i, selector, at: [], relaxed: [] });
        }
        if (rule.cssRules && rule.cssRules.length) visit(rule.cssRules, rule, true);
      } else if (type === 3) {
        if (!inForce(rule.media)) continue;
        try { if (rule.styleSheet) visit(rule.styleSheet.cssRules, rule.styleSheet, nested); } catch { ok = false; }
      } else if (type === 4 && !matchMedia(rule.media.mediaText).matches) {
        // Not in force at the width the looks are read at: its rules cannot change them.
      } else if (type !== 5 && rule.cssRules) {
        visit(rule.cssRules, rule, nested);
      }
    }
  };
  // A sheet or import for other media (print) or switched off cannot change them either.
  ${MEDIA_IN_FORCE}
  for (const sheet of Array.from(document.styleSheets)) {
    if (sheet.disabled || !inForce(sheet.media)) continue;
    try { visit(sheet.cssRules, sheet, false); } catch { ok = false; }
  }
  for (const sheet of Array.from(document.adoptedStyleSheets || [])) {
    try { visit(sheet.cssRules, sheet, false); } catch { ok = false; }
  }
  return ok ? rules : null;
}`;

/**
 * Relaxed forms of the given rules (in place), null when one cannot be judged. Only the rules that
 * may reach a target are relaxed: a Tailwind build has thousands of :hover rules, a page's buttons
 * use a handful.
 */
export const HOVER_RELAXER = `function relaxHover(rules) {
  // Each :hover selector with :hover made always-true (and, where it sits inside :not(), also
  // always-false): a superset of what hovering any set of elements can make it match. null when
  // that cannot be said (several :hover inside negations, an invalid selector).
  const out = [];
  // Parsed against an empty fragment: validity is all that is asked.
  const probe = document.createDocumentFragment();
  for (const rule of rules) {
    const sel = rule.selector;
    const at = (rule.at = hoverPositions(sel));
    if (!at.length) continue;
    // Inside :is()/:where()/:has() a true :hover only widens the match; inside :not() both ways count.
    if (at.filter((a) => a.negated).length > 1) return null;
    const swap = (falseNegated) => replaceHover(sel, at, (a) => (a.negated && falseNegated ? ':not(*)' : ':is(*)'));
    rule.relaxed = at.some((a) => a.negated) ? [swap(false), swap(true)] : [swap(false)];
    out.push(...rule.relaxed);
  }
  // One parse for all: a list with any invalid member throws.
  if (out.length) { try { probe.querySelector(out.join(', ')); } catch { return null; } }
  return rules;
}`;

/**
 * The cheap path: the `:hover` rules that reach a target, copied with `[mark]` for `:hover` into
 * one new stylesheet; `{ looks, copied }`, the hovered values of `properties` per target (in
 * order) and how many rules were copied, or null when the copies cannot stand for the originals
 * (then the caller rewrites them in place):
 * - a rule inside `:not(:hover)` (the original keeps matching beside its copy), or inside an
 *   at-rule other than a matching `@media` (`@supports`, `@layer`, `@container`, `@scope`: the
 *   copy would leave it), or the page adopts sheets (they follow every sheet of the document);
 * - the readings with the copies last and first in the cascade differ: a rule of equal
 *   specificity decides, and only the original place says which.
 * Each reading settles transitions and animations (HOVER_READER).
 */
export const HOVER_COPIER = `function copyHover(reaching, targets, mark, properties) {
  if ((document.adoptedStyleSheets || []).length) return null;
  if (reaching.some((r) => r.at.some((a) => a.negated) || !copyablePlace(r.owner))) return null;
  // A copy that does not parse is left out, as the rewrite in place leaves its rule: an attribute
  // after a pseudo-element (::file-selector-button:hover), a namespace prefix (no @namespace here).
  const check = new CSSStyleSheet();
  for (const r of reaching) {
    const rule = r.owner.cssRules[r.index];
    if (!rule || rule.selectorText !== r.selector) return null;
    try { check.insertRule(replaceHover(r.selector, r.at, () => '[' + mark + ']') + '{' + rule.style.cssText + '}', check.cssRules.length); } catch {}
  }
  const style = document.createElement('style');
  style.setAttribute('data-pagelift-copies', '');
  style.textContent = Array.from(check.cssRules, (rule) => rule.cssText).join('\\n');
  const html = document.documentElement;
  html.appendChild(style);
  if (!style.sheet || style.sheet.cssRules.length !== check.cssRules.length) { style.remove(); return null; }
  markHovered(targets, mark);
  const last = readLooks(targets, mark, properties);
  (document.head || html).prepend(style);
  const first = readLooks(targets, mark, properties);
  if (last.some((values, i) => values.some((v, j) => v !== first[i][j]))) { style.remove(); return null; }
  return { looks: last, copied: check.cssRules.length };

  // Sheets (an @import with no layer or condition of its own) and matching @media blocks only;
  // the walk has already left out the blocks and sheets whose media do not match.
  function copyablePlace(owner) {
    for (let o = owner; o; ) {
      if (o instanceof CSSMediaRule) o = o.parentRule || o.parentStyleSheet;
      else if (o instanceof CSSRule) return false;
      else if (o.ownerRule) {
        if (o.ownerRule.layerName != null || o.ownerRule.supportsText) return false;
        o = o.ownerRule.parentRule || o.ownerRule.parentStyleSheet;
      } else return true;
    }
    return true;
  }
}`;

/**
 * The targets and their ancestors count as hovered (a real pointer hovers the ancestors too);
 * their hovered values of `properties`, read once every transition has finished and every
 * animation of a hovered element is cancelled (a transition would report its start value). No
 * page-wide rule (STILL_CSS) for that: it would restyle every element of the page.
 */
export const HOVER_READER = `function markHovered(targets, mark) {
  for (const el of targets) for (let n = el; n && !n.hasAttribute(mark); n = n.parentElement) n.setAttribute(mark, '');
}
function readLooks(targets, mark, properties) {
  for (const a of document.getAnimations()) {
    if (a instanceof CSSTransition) a.finish();
    else if (a instanceof CSSAnimation && a.effect && a.effect.target && a.effect.target.hasAttribute(mark)) a.cancel();
  }
  return targets.map((el) => { const cs = getComputedStyle(el); return properties.map((p) => cs.getPropertyValue(p)); });
}`;

/** More hover targets than this are not worth the time (a link farm, a table of links). */
export const MAX_HOVER_TARGETS = 400;

/**
 * Whether a selector's subject can match an element carrying only the given classes: false
 * when every complex selector of the list requires, in its last compound, a class none has. A
 * Tailwind build has thousands of `:hover` rules; this keeps the ones a page's buttons use.
 */
export const SUBJECT_FILTER = `function mayReach(sel, classes) {
  let depth = 0, quote = '', required = [], reach = false;
  const complexDone = () => { if (required.every((c) => classes.has(c))) reach = true; required = []; };
  for (let i = 0; i < sel.length; i++) {
    const c = sel[i];
    if (quote) { if (c === '\\\\') i++; else if (c === quote) quote = ''; continue; }
    if (c === '\\\\') { i++; continue; }
    if (c === '"' || c === "'") { quote = c; continue; }
    if (c === '(' || c === '[') { depth++; continue; }
    if (c === ')' || c === ']') { depth--; continue; }
    if (depth) continue;
    if (c === ',') { complexDone(); continue; }
    // A combinator: what came before is not the subject.
    if (c === ' ' || c === '>' || c === '+' || c === '~' || c === '\\n' || c === '\\t') { required = []; continue; }
    if (c !== '.') continue;
    let name = '', j = i + 1;
    while (j < sel.length) {
      const d = sel[j];
      if (d === '\\\\') {
        const hex = /^[0-9a-fA-F]{1,6}/.exec(sel.slice(j + 1, j + 7));
        if (hex) { name += String.fromCodePoint(parseInt(hex[0], 16)); j += 1 + hex[0].length; if (sel[j] === ' ') j++; }
        else { name += sel[j + 1] || ''; j += 2; }
      } else if (isNameChar(sel.charCodeAt(j))) { name += d; j++; }
      else break;
    }
    required.push(name);
    i = j - 1;
  }
  complexDone();
  return reach;
  // Letters, digits, - and _ and anything non-ASCII, without a regular expression per character.
  function isNameChar(code) {
    return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 45 || code === 95 || code >= 128;
  }
}`;

/**
 * Result per HTML `a`/`button` of the document, in document order: the hovered values of
 * HOVER_PROPERTIES, or null for one that is not a target (outside the selection, unpainted, out of
 * reach of every `:hover` rule). `tooMany` when there were more targets than MAX_HOVER_TARGETS.
 */
export interface InPageHover {
  values: Array<string[] | null>;
  tooMany: boolean;
  /** How many `:hover` rules were copied into a sheet of their own (the cheap path). */
  copied: number;
  /** How many `:hover` rules were rewritten in place, in the page's sheets (the fallback). */
  rewritten: number;
  /** How many `:hover` rules the page has (0: nothing to read, no CSS agent needed either). */
  rules: number;
}

/**
 * The script; it answers null when some `:hover` rule cannot be read or judged (then the CSS agent
 * is asked). `rules`: an expression giving what collectHoverRules gives, when the caller has
 * already walked the sheets (after-snapshots.ts walks them once for this and the @font-face rules).
 */
export function inPageHoverScript(properties: readonly string[], rootMarker?: string, rules = 'collectHoverRules()'): string {
  return `((properties, rootMarker, mark, maxTargets) => {
  const rules = ${rules};
  if (!rules) return null;
  if (!rules.length) return { values: [], tooMany: false, copied: 0, rewritten: 0, rules: 0 };
  const root = rootMarker ? document.querySelector('[' + rootMarker + ']') : null;
  const links = Array.from(document.querySelectorAll('a, button')).filter((e) => e.namespaceURI === 'http://www.w3.org/1999/xhtml');
  const none = { values: links.map(() => null), tooMany: false, copied: 0, rewritten: 0, rules: rules.length };
  // Styles are clean here (the snapshot just ran): read who is a candidate before anything changes.
  // Painted ones (buttons) only: text links' hover colour is the least visible part of a page.
  const candidates = links.map((el) => {
    if (root && root !== el && !root.contains(el)) return false;
    const cs = getComputedStyle(el);
    return el.localName === 'button' || !/rgba\\(0, 0, 0, 0\\)|transparent/.test(cs.backgroundColor) || cs.borderTopStyle !== 'none';
  });
  // A :hover rule reaches a candidate through its subject: the candidate or an ancestor (inherited values).
  const classes = new Set();
  const seen = new Set();
  links.forEach((el, i) => {
    if (!candidates[i]) return;
    for (let n = el; n && !seen.has(n); n = n.parentElement) { seen.add(n); for (const c of n.classList) classes.add(c); }
  });
  if (!seen.size) return none;
  const reaching = relaxHover(rules.filter((r) => mayReach(r.selector, classes)));
  if (!reaching) return null;
  if (!reaching.length) return none;
  const any = ':is(' + reaching.flatMap((r) => r.relaxed).join(', ') + ')';
  const reach = ':is(' + any + ', ' + any + ' *)';
  const isTarget = links.map((el, i) => {
    if (!candidates[i]) return false;
    try { return el.matches(reach); } catch { return true; }
  });
  const targets = links.filter((_, i) => isTarget[i]);
  if (targets.length > maxTargets) return { values: [], tooMany: true, copied: 0, rewritten: 0, rules: rules.length };
  if (!targets.length) return none;
  // The answer from the targets' looks, in order.
  const answer = (read, copied, rewritten) => {
    const looks = new Map(targets.map((el, i) => [el, read[i]]));
    return { values: links.map((el) => looks.get(el) || null), tooMany: false, copied, rewritten, rules: rules.length };
  };
  const copies = copyHover(reaching, targets, mark, properties);
  if (copies) return answer(copies.looks, copies.copied, 0);
  // In place of the original, at the same index (insert behind, delete the original: no other
  // rule moves): no real pointer hovers anything here, and a :not(:hover) has to stop matching
  // once the element counts as hovered.
  let rewritten = 0;
  for (const r of reaching) {
    const list = r.owner.cssRules;
    const rule = list[r.index];
    if (!rule || rule.selectorText !== r.selector) continue;
    const sel = replaceHover(r.selector, r.at, () => '[' + mark + ']');
    try { r.owner.insertRule(sel + '{' + rule.style.cssText + '}', r.index + 1); r.owner.deleteRule(r.index); rewritten++; } catch {}
  }
  markHovered(targets, mark);
  return answer(readLooks(targets, mark, properties), 0, rewritten);
  ${HOVER_READER}
  ${HOVER_COPIER}
  ${HOVER_RULE_COLLECTOR}
  ${HOVER_RELAXER}
  ${HOVER_SCANNER}
  ${SUBJECT_FILTER}
})(${JSON.stringify(properties)}, ${JSON.stringify(rootMarker ?? null)}, ${JSON.stringify(HOVER_MARK)}, ${MAX_HOVER_TARGETS})`;
}

/**
 * Sends the in-page hover script on the page's CDP session without waiting: sent right behind a
 * snapshot command, it runs once that snapshot is taken.
 */
export function sendInPageHover(loaded: LoadedSnapshot, properties: readonly string[], rootMarker?: string): Promise<InPageHover | null> {
  const answer = loaded.cdp
    .send('Runtime.evaluate', { expression: inPageHoverScript(properties, rootMarker), returnByValue: true })
    .then((r) => (r.exceptionDetails ? null : ((r.result.value as InPageHover | null) ?? null)));
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
