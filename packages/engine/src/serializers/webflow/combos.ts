import { declsText, parseDecls, type Decls } from './css.ts';
import type { WebflowElementNode, WebflowNode, WebflowStyle } from './payload.ts';

/** Most properties a combo class may add to its base: beyond that it is its own look, not a variant of one. */
export const MAX_COMBO_DIFF = 3;

type Flat = Map<string, string>;

function flatten(s: WebflowStyle): Flat {
  const flat: Flat = new Map();
  for (const [p, v] of Object.entries(parseDecls(s.styleLess))) flat.set(`main|${p}`, v);
  for (const [key, variant] of Object.entries(s.variants)) for (const [p, v] of Object.entries(parseDecls(variant.styleLess))) flat.set(`${key}|${p}`, v);
  return flat;
}

/**
 * Combo classes the way a Webflow designer makes them: where a look is a class already used by
 * several elements plus one to three more declarations (a card that is also highlighted, a
 * button that is also larger), the element gets the shared base class and a combo class
 * (`comb: "&"`, listed in the base's `children`) holding only the additions. Only additions of
 * properties the base never sets, at any breakpoint, qualify: a combo's `.base.combo` selector
 * outranks the base's media-query rules, so overriding a value the base changes per breakpoint
 * would break its cascade. Mutates `styles` and the nodes' `classes`.
 */
export function applyComboClasses(nodes: WebflowNode[], styles: WebflowStyle[]): void {
  const elements = nodes.filter((n): n is WebflowElementNode => !('text' in n));
  const uses = new Map<string, number>();
  for (const n of elements) if (n.classes.length === 1) uses.set(n.classes[0], (uses.get(n.classes[0]) ?? 0) + 1);
  const flats = new Map(styles.map((s) => [s._id, flatten(s)]));
  const propsOf = new Map(styles.map((s) => [s._id, new Set([...flats.get(s._id)!.keys()].map((k) => k.split('|')[1]))]));
  const bases = new Set<string>();
  const combos = new Map<string, string>();
  for (const b of styles) {
    if (bases.has(b._id)) continue;
    const fb = flats.get(b._id)!;
    let best: WebflowStyle | undefined;
    for (const a of styles) {
      if (a === b || combos.has(a._id) || (uses.get(a._id) ?? 0) < 2) continue;
      const fa = flats.get(a._id)!;
      if (fa.size >= fb.size || fb.size - fa.size > MAX_COMBO_DIFF) continue;
      let contained = true;
      for (const [k, v] of fa) if (fb.get(k) !== v) { contained = false; break; }
      if (!contained) continue;
      const baseProps = propsOf.get(a._id)!;
      if ([...fb.keys()].some((k) => !fa.has(k) && baseProps.has(k.split('|')[1]))) continue;
      if (!best || fa.size > flats.get(best._id)!.size) best = a;
    }
    if (!best) continue;
    const fa = flats.get(best._id)!;
    const diff: Record<string, Decls> = {};
    for (const [k, v] of fb) {
      if (fa.has(k)) continue;
      const [variant, prop] = k.split('|');
      (diff[variant] ??= {})[prop] = v;
    }
    b.comb = '&';
    b.styleLess = declsText(diff.main ?? {});
    b.variants = Object.fromEntries(Object.entries(diff).filter(([k]) => k !== 'main').map(([k, d]) => [k, { styleLess: declsText(d) }]));
    best.children.push(b._id);
    bases.add(best._id);
    combos.set(b._id, best._id);
  }
  for (const n of elements) {
    const base = n.classes.length === 1 ? combos.get(n.classes[0]) : undefined;
    if (base) n.classes = [base, n.classes[0]];
  }
}
