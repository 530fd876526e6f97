import type { ExportSettings } from '@pagelift/contract';
import type { BuilderCapabilities } from '../ir/capabilities.ts';
import type { IRDocument, IRNode } from '../ir/types.ts';
import type { FontFaceSource } from '../render/page-facts.ts';

/** What a pass may read: the user's settings and what the target builder can express. */
export interface PassContext {
  settings: ExportSettings;
  capabilities: BuilderCapabilities;
  /** Report one source feature the export cannot carry over exactly. */
  note: (feature: string, action: 'approximated' | 'dropped', node: IRNode, detail?: string) => void;
  /** The same for a feature that is not one node's (a font family): `example` names it. */
  noteSource?: (feature: string, action: 'approximated' | 'dropped', example: string, detail?: string) => void;
  /** The page's readable @font-face rules (collect-fonts). */
  faces?: FontFaceSource[];
}

/**
 * One step between the IR build and the serializer: a pure function of the IR document (it may
 * reuse the nodes it does not change), run when `when` says so for the settings and capabilities.
 */
export interface Pass {
  name: string;
  when: (ctx: PassContext) => boolean;
  run: (doc: IRDocument, ctx: PassContext) => IRDocument;
}
