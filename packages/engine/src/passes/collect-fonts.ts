import type { FontFaceSource } from '../render/page-facts.ts';
import type { Pass } from './types.ts';

/** Fonts every WordPress visitor's system or Elementor itself provides; no @font-face needed. */
const SYSTEM_FAMILIES = new Set(['arial', 'helvetica', 'tahoma', 'verdana', 'times new roman', 'trebuchet ms', 'georgia', 'courier new', 'sans-serif', 'serif', 'monospace', 'system-ui']);

/** The @font-face rules of the families the export uses, in the order the page declared them. */
export function fontFaceFor(families: string[], faces: FontFaceSource[]): { css: string; missing: string[] } {
  const wanted = new Set(families.map((f) => f.toLowerCase()));
  const used = faces.filter((f) => wanted.has(f.family.toLowerCase()));
  const seen = new Set<string>();
  const rules = used.map((f) => f.cssText).filter((t) => (seen.has(t) ? false : (seen.add(t), true)));
  const covered = new Set(used.map((f) => f.family.toLowerCase()));
  const missing = families.filter((f) => !covered.has(f.toLowerCase()) && !SYSTEM_FAMILIES.has(f.toLowerCase()));
  return { css: rules.join('\n'), missing };
}

/**
 * The pass: the @font-face CSS of the families the document uses goes on `doc.fontFaceCss`; a
 * family without a readable rule is noted (the target site must provide it).
 */
export const collectFontsPass: Pass = {
  name: 'collect-fonts',
  when: () => true,
  run: (doc, ctx) => {
    const used = fontFaceFor(doc.fontFamilies, ctx.faces ?? []);
    for (const family of used.missing) ctx.noteSource?.(`font "${family}" has no readable @font-face`, 'approximated', family, 'the target site must provide it');
    return { ...doc, fontFaceCss: used.css };
  },
};
