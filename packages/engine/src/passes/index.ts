import type { IRDocument } from '../ir/types.ts';
import { collectFontsPass } from './collect-fonts.ts';
import { resolveAssetsPass } from './resolve-assets.ts';
import { reduceDomPass } from './reduce-dom.ts';
import { extractClassesPass } from './extract-classes.ts';
import { splitLooksPass } from './split-looks.ts';
import type { Pass, PassContext } from './types.ts';

export type { Pass, PassContext } from './types.ts';

/** The passes, in the order they run. Each reads settings and capabilities (never a builder id). */
export const PASSES: readonly Pass[] = [
  // Merge Elements runs inside the IR build (ir/merge-elements.ts): it needs the build's drafts.
  reduceDomPass,
  splitLooksPass,
  resolveAssetsPass,
  collectFontsPass,
  // Last: classes are named from the final looks.
  extractClassesPass,
];

/** Runs every pass that applies to this export, in order. */
export function runPasses(doc: IRDocument, ctx: PassContext, passes: readonly Pass[] = PASSES): IRDocument {
  return passes.reduce((d, pass) => (pass.when(ctx) ? pass.run(d, ctx) : d), doc);
}
