import type { LoadedSnapshot } from './capture.ts';

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
}

/** What the stylesheets say, read after the last snapshot (sheetFactsExpression). */
export interface SheetFacts {
  /** Every @font-face rule the page can see, url()s made absolute (the rule lands in another site's stylesheet). */
  faces: FontFaceSource[];
  /** Cross-origin sheets refuse `cssRules`: counted, not fetched, to keep the export to one page load. */
  unreadableSheets: number;
}

/**
 * In-page script, kept as a string: bundlers (tsx, vitest) rewrite functions with helpers such
 * as `__name` that do not exist inside the page. Fonts first: the layout the snapshots see needs
 * the web fonts in.
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
  return { selection: 'ok', ...measure(root) };

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

})(${JSON.stringify(selector)}, ${JSON.stringify(marker)})`;
}

const EMPTY: Omit<PageFacts, 'selection'> = { elements: 0, depth: 0 };

/** One round trip after load: wait for fonts, mark the selection, measure it. */
export async function readPageFacts(loaded: LoadedSnapshot, selector: string | undefined, marker: string): Promise<PageFacts> {
  const { result, exceptionDetails } = await loaded.cdp.send('Runtime.evaluate', {
    expression: pageFactsScript(selector ?? null, marker),
    awaitPromise: true,
    returnByValue: true,
  });
  if (exceptionDetails) throw new Error(`Could not read the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  return { ...EMPTY, ...(result.value as Partial<PageFacts>) } as PageFacts;
}

/**
 * The @font-face rules and unreadable sheets, as an expression (see render-snapshot.ts): read
 * after the snapshots, where walking every rule (~40,000 in a Tailwind build) overlaps the
 * conversion instead of holding up the first snapshot. Nothing in a snapshot depends on it.
 * Exports read them in the same walk as the `:hover` rules (after-snapshots.ts); this stand-alone
 * walk is what that one is tested against.
 */
export function sheetFactsExpression(): string {
  return `(() => {
  return styleSheetFacts();
  function styleSheetFacts() {
    const faces = [];
    let unreadableSheets = 0;
    const absolute = (u, base) => { try { return new URL(u, base).href; } catch { return u; } };
    // Index loops and rule.type: a Tailwind build has ~40,000 rules, and every CSSOM call counts.
    const visit = (rules, baseHref) => {
      for (let i = 0; i < rules.length; i++) {
        const rule = rules[i];
        const type = rule.type;
        if (type === 1) continue;
        if (type === 5) {
          const family = rule.style.getPropertyValue('font-family').replace(/^["']|["']$/g, '').trim();
          const cssText = rule.cssText.replace(/url\\((["']?)([^"')]+)\\1\\)/g, (_m, _q, u) => 'url("' + absolute(u, baseHref) + '")');
          faces.push({ family, cssText });
        } else if (type === 3) {
          try { if (rule.styleSheet) visit(rule.styleSheet.cssRules, rule.styleSheet.href || baseHref); } catch { unreadableSheets++; }
        } else if (rule.cssRules) {
          visit(rule.cssRules, baseHref);
        }
      }
    };
    for (const sheet of Array.from(document.styleSheets)) {
      try { visit(sheet.cssRules, sheet.href || document.baseURI); } catch { unreadableSheets++; }
    }
    return { faces, unreadableSheets };
  }
})()`;
}

/** Faces read in the page name mirror URLs: turned back into the real resource URLs. */
export function unmirrorSheetFacts(loaded: LoadedSnapshot, sheets: SheetFacts): SheetFacts {
  return { ...sheets, faces: sheets.faces.map((face) => ({ family: face.family, cssText: loaded.unmirror(face.cssText) })) };
}
