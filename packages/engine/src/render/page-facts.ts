import type { LoadedSnapshot } from './capture.ts';
import { HOVER_RULES_KEY, HOVER_SCANNER } from './hover-in-page.ts';

/**
 * Set by the render step on inputs and textareas with a placeholder: the computed `::placeholder`
 * colour (`transparent` when hidden), which the DOM snapshot does not carry.
 */
export const PLACEHOLDER_COLOR_ATTRIBUTE = 'data-pagelift-placeholder-color';

/**
 * Set by the render step on loaded images: `<naturalWidth>x<naturalHeight>` (`0x0` when the file
 * did not load), which the DOM snapshot does not carry; it tells a stretched or broken picture.
 */
export const NATURAL_SIZE_ATTRIBUTE = 'data-pagelift-natural-size';

export interface FontFaceSource {
  family: string;
  cssText: string;
}

export type SelectorCheck = 'ok' | 'malformed' | 'no-match';

/** What one script reads off the loaded page before the first snapshot. */
export interface PageFacts {
  /** 'ok' for entire-page exports; for a selector, whether it parsed and matched (the match is marked). */
  selection: SelectorCheck;
  /** Elements and deepest nesting under the export root (0 when the selection failed). */
  elements: number;
  depth: number;
  /** Every @font-face rule the page can see, url()s made absolute (the rule lands in another site's stylesheet). */
  faces: FontFaceSource[];
  /** Cross-origin sheets refuse `cssRules`: counted, not fetched, to keep the export to one page load. */
  unreadableSheets: number;
  /**
   * How many `:hover` rules the page has (left in the page for the hover step, see
   * hover-in-page.ts); null when some rule could not be read or judged.
   */
  hoverRules: number | null;
}

/**
 * In-page script, kept as a string: bundlers (tsx, vitest) rewrite functions with helpers such
 * as `__name` that do not exist inside the page. Fonts first: the faces list and the layout the
 * snapshots see both need the web fonts in.
 */
function pageFactsScript(selector: string | null, marker: string): string {
  return `(async (selector, marker) => {
  await Promise.race([document.fonts.ready, new Promise((r) => setTimeout(r, 3000))]);
  let root = document.documentElement;
  if (selector !== null) {
    let el = null;
    try { el = document.querySelector(selector); } catch { return { selection: 'malformed' }; }
    if (!el) return { selection: 'no-match' };
    el.setAttribute(marker, '');
    root = el;
  }
  markPlaceholders(root);
  markNaturalSizes(root);
  return { selection: 'ok', ...measure(root), ...styleSheetFacts() };

  // The DOM snapshot has no ::placeholder styles: each field with a placeholder carries its
  // computed colour in an attribute (transparent when hidden, as behind Bootstrap's floating labels).
  function markPlaceholders(root) {
    for (const el of root.querySelectorAll('input[placeholder], textarea[placeholder]')) {
      const cs = getComputedStyle(el, '::placeholder');
      el.setAttribute(${JSON.stringify(PLACEHOLDER_COLOR_ATTRIBUTE)}, cs.opacity === '0' || cs.visibility === 'hidden' ? 'transparent' : cs.color);
    }
  }

  function markNaturalSizes(root) {
    for (const img of root.querySelectorAll('img')) {
      if (img.complete) img.setAttribute(${JSON.stringify(NATURAL_SIZE_ATTRIBUTE)}, img.naturalWidth + 'x' + img.naturalHeight);
    }
  }

  function measure(root) {
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
  }

  function styleSheetFacts() {

    const faces = [];
    let unreadableSheets = 0;
    // Selectors of style rules that mention :hover; null once one cannot be judged (nested rule,
    // unreadable sheet), which makes the hover step force every candidate through the CSS agent.
    let hoverSelectors = [];
    // Where each :hover rule sits, for the in-page hover step (render/hover-in-page.ts).
    const hoverRules = [];
    const absolute = (u, base) => { try { return new URL(u, base).href; } catch { return u; } };
    // Index loops and rule.type: a Tailwind build has ~40,000 rules, and every CSSOM call counts.
    const visit = (rules, owner, baseHref, nested) => {
      for (let i = 0; i < rules.length; i++) {
        const rule = rules[i];
        const type = rule.type;
        if (type === 1) {
          if (hoverSelectors) {
            const selector = rule.selectorText;
            if (/:hover/i.test(selector)) {
              if (nested) hoverSelectors = null;
              else { hoverSelectors.push(selector); hoverRules.push({ owner, index: i, selector, at: [], relaxed: [] }); }
            }
          }
          if (rule.cssRules && rule.cssRules.length) visit(rule.cssRules, rule, baseHref, true);
        } else if (type === 5) {
          const family = rule.style.getPropertyValue('font-family').replace(/^["']|["']$/g, '').trim();
          const cssText = rule.cssText.replace(/url\\((["']?)([^"')]+)\\1\\)/g, (_m, _q, u) => 'url("' + absolute(u, baseHref) + '")');
          faces.push({ family, cssText });
        } else if (type === 3) {
          try { if (rule.styleSheet) visit(rule.styleSheet.cssRules, rule.styleSheet, rule.styleSheet.href || baseHref, nested); } catch { unreadableSheets++; hoverSelectors = null; }
        } else if (rule.cssRules) {
          visit(rule.cssRules, rule, baseHref, nested);
        }
      }
    };
    for (const sheet of Array.from(document.styleSheets)) {
      try { visit(sheet.cssRules, sheet, sheet.href || document.baseURI, false); } catch { unreadableSheets++; hoverSelectors = null; }
    }
    const fontFaceCount = faces.length;
    for (const sheet of Array.from(document.adoptedStyleSheets || [])) {
      try { visit(sheet.cssRules, sheet, document.baseURI, false); } catch { hoverSelectors = null; }
    }
    faces.length = fontFaceCount;
    const relaxed = hoverSelectors && relaxHover(hoverRules);
    if (relaxed) window[Symbol.for(${JSON.stringify(HOVER_RULES_KEY)})] = hoverRules;
    // The list stays in the page: a Tailwind build has thousands, and only the hover step reads them.
    return { faces, unreadableSheets, hoverRules: relaxed ? hoverRules.length : null };

    // Each :hover selector with :hover made always-true (and, where it sits inside :not(), also
    // always-false): a superset of what hovering any set of elements can make it match. null when
    // that cannot be said (several :hover inside negations, an invalid selector).
    function relaxHover(rules) {
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
      // One parse for all (a Tailwind build has thousands): a list with any invalid member throws.
      if (out.length) { try { probe.querySelector(out.join(', ')); } catch { return null; } }
      return out;
    }
  }
  ${HOVER_SCANNER}
})(${JSON.stringify(selector)}, ${JSON.stringify(marker)})`;
}

const EMPTY: Omit<PageFacts, 'selection'> = { elements: 0, depth: 0, faces: [], unreadableSheets: 0, hoverRules: null };

/** One round trip after load: wait for fonts, mark the selection, measure it, read the stylesheets. */
export async function readPageFacts(loaded: LoadedSnapshot, selector: string | undefined, marker: string): Promise<PageFacts> {
  const { result, exceptionDetails } = await loaded.cdp.send('Runtime.evaluate', {
    expression: pageFactsScript(selector ?? null, marker),
    awaitPromise: true,
    returnByValue: true,
  });
  if (exceptionDetails) throw new Error(`Could not read the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  const facts = { ...EMPTY, ...(result.value as Partial<PageFacts>) } as PageFacts;
  facts.faces = facts.faces.map((face) => ({ family: face.family, cssText: loaded.unmirror(face.cssText) }));
  return facts;
}
