// A shorthand whose value uses var() is kept by the CSSOM only as "pending substitution"
// longhands. When a later declaration of the same rule overrides one of those longhands
// (`background: linear-gradient(var(--a), var(--b)); background-clip: text`), the shorthand can
// no longer be written back, and Chromium writes every pending longhand with an empty value
// (`background-image: ;`): the rule's text loses the declaration. The CSSOM holds the original
// text nowhere, so such a rule's declarations are taken from the sheet's source text, found
// by its selector and accepted only when that text parses to the very same declarations
// (a rule a script changed keeps its CSSOM text).

/** True when the rule's declarations cannot be written back from the CSSOM. */
export function hasLostDeclarations(rule: CSSStyleRule): boolean {
  // Cheap test first: a lost longhand serializes as `name: ;`.
  if (!/:\s*;/.test(rule.style.cssText)) return false;
  const style = rule.style;
  return Array.from(style).some((name) => !name.startsWith('--') && style.getPropertyValue(name) === '');
}

interface SourceBlock {
  prelude: string;
  body: string;
}

/** Style blocks of a sheet's text, at every depth, as prelude and body (without nested blocks). */
export function sourceBlocks(css: string): SourceBlock[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, ' ');
  const blocks: SourceBlock[] = [];
  const opens: { prelude: string; start: number; nested: boolean }[] = [];
  let preludeStart = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '\\') i++;
    else if (c === '{') {
      if (opens.length) opens[opens.length - 1].nested = true;
      opens.push({ prelude: text.slice(preludeStart, i).trim(), start: i + 1, nested: false });
      preludeStart = i + 1;
    } else if (c === '}') {
      const open = opens.pop();
      if (open && !open.nested && !open.prelude.startsWith('@')) blocks.push({ prelude: open.prelude, body: text.slice(open.start, i).trim() });
      preludeStart = i + 1;
    } else if (c === ';') preludeStart = i + 1;
  }
  return blocks;
}

/** Parses CSS in a sheet of its own, outside the page's cascade. */
function parsedRule(css: string): CSSStyleRule | null {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    const rule = sheet.cssRules[0];
    return rule && 'selectorText' in rule ? (rule as CSSStyleRule) : null;
  } catch {
    return null;
  }
}

const blocksBySource = new Map<string, SourceBlock[]>();

function lostNames(style: CSSStyleDeclaration): string {
  return Array.from(style)
    .filter((name) => !name.startsWith('--') && style.getPropertyValue(name) === '')
    .join(',');
}

/** The declarations the CSSOM can write: appended, they restore what a script changed. */
function keptDeclarations(style: CSSStyleDeclaration): string {
  return Array.from(style)
    .filter((name) => name.startsWith('--') || style.getPropertyValue(name) !== '')
    .map((name) => `${name}: ${style.getPropertyValue(name)}${style.getPropertyPriority(name) ? ' !important' : ''};`)
    .join(' ');
}

/**
 * The rule's declarations with the lost ones as its source text wrote them, or null when no
 * block of `source` has the rule's selector and the same lost longhands. A block that parses
 * to the very same declarations is taken as it is; otherwise (a script changed the rule) the
 * first block losing the same longhands is taken, followed by the declarations the CSSOM
 * still has, which win over the source's.
 */
export function sourceDeclarations(source: string, rule: CSSStyleRule): string | null {
  let blocks = blocksBySource.get(source);
  if (!blocks) {
    blocks = sourceBlocks(source);
    blocksBySource.set(source, blocks);
  }
  const lossyText = rule.style.cssText;
  const lost = lostNames(rule.style);
  let similar: string | null = null;
  for (const block of blocks) {
    // Only a substitution function (var(), env(), attr()) makes a declaration pending.
    if (!/\b(?:var|env|attr)\(/i.test(block.body) || block.body.includes('{')) continue;
    const parsed = parsedRule(`${block.prelude}{${block.body}}`);
    if (!parsed || parsed.selectorText !== rule.selectorText) continue;
    if (parsed.style.cssText === lossyText) return block.body;
    if (similar === null && lostNames(parsed.style) === lost) similar = `${block.body}${block.body.endsWith(';') ? '' : ';'} ${keptDeclarations(rule.style)}`;
  }
  return similar;
}
