import { inPageHoverScript, MEDIA_IN_FORCE } from './hover-in-page.ts';

/**
 * The one script sent behind the last snapshot (render-snapshot.ts) reads two things off the
 * stylesheets: the @font-face rules (page-facts.ts's sheetFactsExpression) and the `:hover` rules
 * in force (hover-in-page.ts's collectHoverRules). Each walk touches every rule through the CSSOM,
 * ~40,000 in a Tailwind build, and this script is Chromium work the floor does not do: here both
 * are read in one walk, with each walk's own rules for what it visits and what stops it.
 *
 * Faces: `document.styleSheets` only; every group rule is entered (an @font-face inside a
 * non-matching @media still loads), style rules are not; an unreadable sheet or import is counted;
 * a sheet whose text is known to hold no @font-face is left after its imports.
 * Hover: the adopted sheets too; @media blocks, sheets and imports not in force are skipped; style
 * rules' nested rules are entered (a nested `:hover` rule makes it give up); the first unreadable
 * sheet stops it (null).
 */
export const SHEET_WALK = `function walkSheets(withoutFaces) {
  const faces = [];
  // A sheet known to hold no @font-face is walked for faces only as far as its @import rules.
  const facesIn = (sheet) => (withoutFaces.has(sheet.href) ? 'imports' : true);
  let unreadableSheets = 0;
  let hoverOk = true;
  const hoverRules = [];
  const absolute = (u, base) => { try { return new URL(u, base).href; } catch { return u; } };
  // forFaces / forHover: which of the two walks is still in this list (forFaces 'imports': its imports only).
  const visit = (list, baseHref, owner, nested, forFaces, forHover) => {
    for (let i = 0; i < list.length; i++) {
      if (forHover && !hoverOk) forHover = false;
      if (!forFaces && !forHover) return;
      const rule = list[i];
      const type = rule.type;
      // Imports come first (after @layer statements, type 0 without rules of their own).
      if (forFaces === 'imports' && type !== 3 && !(type === 0 && !rule.cssRules)) {
        forFaces = false;
        if (!forHover) return;
      }
      if (type === 1) {
        if (!forHover) continue;
        const selector = rule.selectorText;
        if (/:hover/i.test(selector)) {
          if (nested) hoverOk = false;
          else hoverRules.push({ owner, index: i, selector, at: [], relaxed: [] });
        }
        if (rule.cssRules && rule.cssRules.length) visit(rule.cssRules, baseHref, rule, true, false, true);
      } else if (type === 5) {
        if (!forFaces) continue;
        const family = rule.style.getPropertyValue('font-family').replace(/^["']|["']$/g, '').trim();
        const cssText = rule.cssText.replace(/url\\((["']?)([^"')]+)\\1\\)/g, (_m, _q, u) => 'url("' + absolute(u, baseHref) + '")');
        faces.push({ family, cssText });
      } else if (type === 3) {
        try {
          const sheet = rule.styleSheet;
          if (sheet) visit(sheet.cssRules, sheet.href || baseHref, sheet, nested, forFaces && facesIn(sheet), forHover && inForce(rule.media));
        } catch {
          if (forFaces) unreadableSheets++;
          if (forHover) hoverOk = false;
        }
      } else if (rule.cssRules) {
        // An @media block not in force at the width the looks are read at cannot change them.
        const hoverHere = forHover && !(type === 4 && !matchMedia(rule.media.mediaText).matches);
        if (forFaces || hoverHere) visit(rule.cssRules, baseHref, rule, nested, forFaces, hoverHere);
      }
    }
  };
  // A sheet or import for other media (print) or switched off cannot change the looks either.
  ${MEDIA_IN_FORCE}
  for (const sheet of Array.from(document.styleSheets)) {
    try { visit(sheet.cssRules, sheet.href || document.baseURI, sheet, false, facesIn(sheet), hoverOk && !sheet.disabled && inForce(sheet.media)); } catch { unreadableSheets++; hoverOk = false; }
  }
  for (const sheet of Array.from(document.adoptedStyleSheets || [])) {
    if (!hoverOk) break;
    try { visit(sheet.cssRules, document.baseURI, sheet, false, false, true); } catch { hoverOk = false; }
  }
  return { sheets: { faces, unreadableSheets }, hoverRules: hoverOk ? hoverRules : null };
}`;

/**
 * `{ sheets, hover }`: the stylesheet facts, then the in-page `:hover` looks (null when they
 * cannot be read in the page; the CSS agent is asked then). A failing sheet walk fails the whole.
 * `sheetsWithoutFaces`: URLs of sheets whose text holds no @font-face (the resource relay's).
 */
export function afterSnapshotsExpression(properties: readonly string[], rootMarker: string | undefined, sheetsWithoutFaces: Iterable<string> = []): string {
  return `(() => {
  const walked = walkSheets(new Set(${JSON.stringify([...sheetsWithoutFaces])}));
  let hover = null;
  try { hover = ${inPageHoverScript(properties, rootMarker, 'walked.hoverRules')}; } catch {}
  return { sheets: walked.sheets, hover };
  ${SHEET_WALK}
})()`;
}
