// Style rules whose selector matches nothing in the captured document can never apply in the
// snapshot: no script runs there to add the element or class later. Framework builds (a full
// Tailwind or Bootstrap) are mostly such rules, so dropping them shrinks the snapshot and
// every render of it. A rule is dropped only when its selector, stripped of the states a
// visitor can still toggle (:hover, :focus, ...) and of pseudo-elements, is valid and matches
// no element of its tree; anything unsure is kept.

/** States and pseudo-elements: stripped before matching, so `a:hover::after` is judged as `a`. */
const STRIPPED = /(?<!\\)::?(?:hover|focus-visible|focus-within|focus|active|visited|any-link|link|target-within|target|checked|indeterminate|placeholder-shown|autofill|valid|invalid|user-valid|user-invalid|in-range|out-of-range|open|closed|popover-open|modal|fullscreen|picture-in-picture|playing|paused|before|after|first-line|first-letter|marker|placeholder|selection|backdrop|file-selector-button|cue|spelling-error|grammar-error|target-text|search-text|details-content|scroll-marker|scroll-button|column|state|highlight|view-transition[\w-]*)(?![\w-])(?:\((?:[^()]|\([^()]*\))*\))?|(?<!\\)::?-(?:webkit|moz|ms)-[\w-]+(?:\((?:[^()]|\([^()]*\))*\))?/gi;

/** Selectors that reach across trees or depend on nesting: always kept. */
const KEEP = /:host|::slotted|::part|&/i;

export type SelectorProbe = (selectorText: string) => boolean;

const probes = new WeakMap<Document | ShadowRoot, SelectorProbe>();

/** `probe(selector)` is false only when the selector certainly matches nothing in `scope`. */
export function selectorProbe(scope: Document | ShadowRoot): SelectorProbe {
  let probe = probes.get(scope);
  if (probe) return probe;
  const cache = new Map<string, boolean>();
  probe = (selectorText: string) => {
    if (KEEP.test(selectorText)) return true;
    // A state inside :not()/:is()/:has() changes what the whole selector means: keep the rule.
    let insideFunction = false;
    const stripped = selectorText
      .replace(STRIPPED, (match, offset: number, whole: string) => {
        const before = whole.slice(0, offset);
        if ((before.match(/\(/g)?.length ?? 0) > (before.match(/\)/g)?.length ?? 0)) insideFunction = true;
        return '';
      })
      // A compound left empty (`.menu > :hover`, `::selection`) means "any element".
      .replace(/(^|[>+~,])(\s*)(?=$|[>+~,])/g, '$1$2*');
    if (insideFunction) return true;
    let result = cache.get(stripped);
    if (result === undefined) {
      try {
        result = scope.querySelector(stripped) !== null;
      } catch {
        result = true;
      }
      cache.set(stripped, result);
    }
    return result;
  };
  probes.set(scope, probe);
  return probe;
}
