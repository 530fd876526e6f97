import type { ExportSettings } from '@pagelift/contract';
import type { BuilderCapabilities } from '../ir/capabilities.ts';
import type { IRDocument, IRNode } from '../ir/types.ts';

/** What a pass may read: the user's settings and what the target builder can express. */
export interface PassContext {
  settings: ExportSettings;
  capabilities: BuilderCapabilities;
  /** Report one source feature the export cannot carry over exactly. */
  note: (feature: string, action: 'approximated' | 'dropped', node: IRNode, detail?: string) => void;
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
