// Stylesheets become text from their CSSOM, so rules inserted or changed by scripts
// (insertRule, CSS-in-JS, constructed/adopted sheets) are what gets captured, not the file
// as it was downloaded. `@import`ed sheets are inlined in place inside their conditions.
import { absolutizeCssUrls, chooseFontSource, freezeDefinedPseudoClass, wrapRules } from './css-text.ts';
import { addAsset, liftDataImage, type CaptureContext } from './context.ts';
import { hasLostDeclarations, sourceDeclarations } from './lost-declarations.ts';
import { selectorProbe } from './unused-rules.ts';

/** The tree a sheet's selectors match in; null turns unused-rule pruning off. */
export type SheetScope = Document | ShadowRoot | null;

/** Blocks whose children are ordinary rules that can be pruned one by one. */
const PRUNABLE_GROUPS = new Set(['CSSMediaRule', 'CSSSupportsRule', 'CSSLayerBlockRule', 'CSSContainerRule', 'CSSStartingStyleRule']);

/** Cross-realm safe (iframes have their own CSSRule constructors). */
function ruleKind(rule: CSSRule): string {
  return Object.prototype.toString.call(rule).slice(8, -1);
}

const FONT_SRC = /(\bsrc\s*:\s*)((?:[^;}"']|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')*)/i;

function fontFaceText(rule: CSSRule, base: string, ctx: CaptureContext, scope: SheetScope): string {
  const chosen = rule.cssText.replace(FONT_SRC, (_m, head: string, value: string) => head + chooseFontSource(value.trim()));
  const family = (rule as CSSFontFaceRule).style.getPropertyValue('font-family').trim().replace(/^["']|["']$/g, '').toLowerCase();
  if (!scope || !family) return absolutizeCssUrls(chosen, base, (url) => addAsset(ctx, url, 'font'));
  // Held back: kept (and its file collected) only if the finished document names the family.
  const assets: string[] = [];
  const text = absolutizeCssUrls(chosen, base, (url) => assets.push(url));
  const placeholder = `/*pagelift-font-face-${ctx.fontFaces.length}*/`;
  ctx.fontFaces.push({ placeholder, text, family, attributeDepth: ctx.attributeDepth, assets });
  return placeholder;
}

/** A rule that matches nothing now may match at a width where scripts set another class (width-states.ts). */
function keptForWidths(rule: CSSStyleRule, ctx: CaptureContext): boolean {
  return ctx.toggledSelector !== null && ctx.toggledSelector.test(rule.selectorText);
}

function ruleText(rule: CSSRule, base: string, ctx: CaptureContext, scope: SheetScope): string {
  const kind = ruleKind(rule);
  if (kind === 'CSSImportRule') return importText(rule as CSSImportRule, ctx, scope);
  if (kind === 'CSSFontFaceRule') return fontFaceText(rule, base, ctx, scope);
  const children = (rule as CSSGroupingRule).cssRules;
  if (kind === 'CSSStyleRule' && scope && !children?.length && !keptForWidths(rule as CSSStyleRule, ctx) && !selectorProbe(scope)((rule as CSSStyleRule).selectorText)) {
    ctx.prunedRules++;
    return '';
  }
  const prune = scope !== null && PRUNABLE_GROUPS.has(kind);
  if (children && kind !== 'CSSStyleRule' && (prune || /@font-face/i.test(rule.cssText))) {
    // Rebuild the block around processed children (pruned, font sources chosen).
    const text = rule.cssText;
    const prelude = text.slice(0, text.indexOf('{'));
    const inner = Array.from(children, (child) => ruleText(child, base, ctx, scope)).filter(Boolean).join('\n');
    // An empty @layer block still fixes the layer's place in the order.
    if (!inner && kind !== 'CSSLayerBlockRule') return '';
    return `${prelude}{\n${inner}\n}`;
  }
  if (kind === 'CSSStyleRule' && !children?.length && hasLostDeclarations(rule as CSSStyleRule)) return lostRuleText(rule as CSSStyleRule, base, ctx);
  return absolutizeCssUrls(rule.cssText, base, (url) => addAsset(ctx, url, 'background'), (data) => liftDataImage(ctx, data, 'css'));
}

/**
 * A rule whose var() shorthand the CSSOM cannot write back (see lost-declarations.ts): its
 * declarations come from the source text, at once for a `<style>` element, after the capture
 * (fetched) for a sheet with a URL.
 */
function lostRuleText(rule: CSSStyleRule, base: string, ctx: CaptureContext): string {
  const sheet = rule.parentStyleSheet;
  if (sheet?.href) {
    const placeholder = `/*pagelift-lost-declarations-${ctx.lostRules.length}*/`;
    ctx.lostRules.push({ placeholder, url: sheet.href, rule, attributeDepth: ctx.attributeDepth });
    return `${rule.selectorText} { ${placeholder} }`;
  }
  const owner = sheet?.ownerNode;
  const source = owner?.nodeName.toLowerCase() === 'style' ? owner.textContent : null;
  const body = (source && sourceDeclarations(source, rule)) ?? rule.style.cssText;
  const css = absolutizeCssUrls(body, base, (url) => addAsset(ctx, url, 'background'), (data) => liftDataImage(ctx, data, 'css'));
  return `${rule.selectorText} { ${css} }`;
}

function importText(rule: CSSImportRule, ctx: CaptureContext, scope: SheetScope): string {
  const imported = rule.styleSheet;
  const inner = imported ? sheetText(imported, ctx, scope) : null;
  if (inner === null) {
    return deferSheet(ctx, rule.href ? new URL(rule.href, rule.parentStyleSheet?.href ?? document.baseURI).href : '', rule.media.mediaText);
  }
  const r = rule as CSSImportRule & { layerName?: string | null; supportsText?: string | null };
  return wrapRules(inner, { layer: r.layerName ?? null, supports: r.supportsText ?? null, media: rule.media.mediaText });
}

/** A placeholder comment filled later from the sheet's text, fetched outside the CSSOM. */
function deferSheet(ctx: CaptureContext, url: string, media: string): string {
  const placeholder = `/*pagelift-deferred-sheet-${ctx.deferredSheets.length}*/`;
  ctx.deferredSheets.push({ url, placeholder, media, attributeDepth: ctx.attributeDepth });
  return placeholder;
}

/**
 * The text of a sheet with every `url()` absolute, or null when its rules cannot be read
 * (a cross-origin sheet served without CORS).
 */
export function sheetText(sheet: CSSStyleSheet, ctx: CaptureContext, scope: SheetScope): string | null {
  let rules: CSSRuleList;
  try {
    rules = sheet.cssRules;
  } catch {
    return null;
  }
  const base = sheet.href || (sheet.ownerNode as Node | null)?.baseURI || document.baseURI;
  return freezeDefinedPseudoClass(Array.from(rules, (rule) => ruleText(rule, base, ctx, scope)).filter(Boolean).join('\n'));
}

/**
 * The `<style>` text that replaces a `<link rel=stylesheet>` or `<style>`, or a deferred
 * placeholder when the CSSOM is closed to the page.
 */
export function ownedSheetText(sheet: CSSStyleSheet, ctx: CaptureContext, scope: SheetScope): string {
  ctx.stylesheetCount++;
  const text = sheetText(sheet, ctx, ctx.pruneUnusedRules ? scope : null);
  if (text !== null) return text;
  return deferSheet(ctx, sheet.href ?? '', '');
}

/** Constructed sheets adopted by a document or shadow root, in cascade order. */
export function adoptedSheetsText(root: Document | ShadowRoot, ctx: CaptureContext): string | null {
  const sheets = (root as Document).adoptedStyleSheets ?? [];
  if (!sheets.length) return null;
  return sheets.map((sheet) => {
    const text = ownedSheetText(sheet, ctx, root);
    const media = sheet.media.mediaText;
    return media ? `@media ${media} {\n${text}\n}` : text;
  }).join('\n');
}
