import type { LoadedSnapshot } from './capture.ts';
import { HOVER_SCANNER } from './hover-in-page.ts';

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
   * The page's `:hover` selectors with `:hover` relaxed to always-match (see captureHoverStyles);
   * null when some rule could not be read or judged.
   */
  hoverSelectors: string[] | null;
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
  return { selection: 'ok', ...measure(root), ...styleSheetFacts() };

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
  }
  ${HOVER_SCANNER}
})(${JSON.stringify(selector)}, ${JSON.stringify(marker)})`;
}

const EMPTY: Omit<PageFacts, 'selection'> = { elements: 0, depth: 0, faces: [], unreadableSheets: 0, hoverSelectors: null };

/** One round trip after load: wait for fonts, mark the selection, measure it, read the stylesheets. */
export async function readPageFacts(loaded: LoadedSnapshot, selector: string | undefined, marker: string): Promise<PageFacts> {
  const { result, exceptionDetails } = await loaded.cdp.send('Runtime.evaluate', {
    expression: pageFactsScript(selector ?? null, marker),
    awaitPromise: true,
    returnByValue: true,
  });
  if (exceptionDetails) throw new Error(`Could not read the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  return { ...EMPTY, ...(result.value as Partial<PageFacts>) } as PageFacts;
}
