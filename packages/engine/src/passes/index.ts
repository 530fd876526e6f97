import type { IRDocument } from '../ir/types.ts';
import { extractClassesPass } from './extract-classes.ts';
import { splitLooksPass } from './split-looks.ts';
import type { Pass, PassContext } from './types.ts';

export type { Pass, PassContext } from './types.ts';

/**
 * The passes, in the order they run. Each reads settings and capabilities (never a builder id).
 * Slots for the passes being written alongside (add the import and one entry):
 * - `reduceDomPass` (passes/reduce-dom.ts): before split-looks, when `settings.reduceDomSize` is set;
 * - `extractClassesPass` (passes/extract-classes.ts): last, when `capabilities.classes`.
 */
export const PASSES: readonly Pass[] = [
  // reduceDomPass,
  splitLooksPass,
  extractClassesPass,
];

/** Runs every pass that applies to this export, in order. */
export function runPasses(doc: IRDocument, ctx: PassContext, passes: readonly Pass[] = PASSES): IRDocument {
  return passes.reduce((d, pass) => (pass.when(ctx) ? pass.run(d, ctx) : d), doc);
}
