import type { Builder, EngineTarget, ExportSettings } from '@pagelift/contract';
import type { BuilderCapabilities } from '../ir/capabilities.ts';
import type { IRDocument, IRNode } from '../ir/types.ts';

export type { BuilderCapabilities } from '../ir/capabilities.ts';

/** How many elements came out as the builder's own elements, containers and per-node fallbacks. */
export interface SerializeCounts {
  nativeWidgets: number;
  containers: number;
  fallbacks: number;
}

export type NoteAction = 'approximated' | 'dropped' | 'fallback';

export interface SerializeOptions {
  settings: ExportSettings;
  /** Breakpoint name → max width (px) for the devices this serializer serves, widest first; the first is the base. */
  breakpoints: Record<string, number>;
  /** @font-face CSS of the fonts the export uses ('' when there is none). */
  fontFaceCss: string;
  /** Origin that resource URLs in the IR are on (PageLift's resource origin). */
  baseUrl: string;
  /** Report one feature the builder could not carry over exactly. */
  onNote: (feature: string, node: IRNode, action?: NoteAction) => void;
}

export interface SerializeResult {
  /** What the user pastes (the clipboard payload, as data). */
  template: unknown;
  /** The @font-face CSS the panel offers to copy ('' when the fonts travel inside the template). */
  fontFace: string;
  counts: SerializeCounts;
}

/** The builder's importable file for exports too large for the clipboard. */
export interface DeliveryFile {
  name: string;
  mimeType: string;
  content: string;
}

/**
 * A builder serializer: one folder under `serializers/`, one line in `serializers/index.ts`.
 * It reads only the IR document (never the DOM) and declares what it can express.
 * `B` is only widened by the engine's debug target (`ir`); builders keep the default.
 */
export interface BuilderSerializer<B extends EngineTarget = Builder> {
  /** The builder ids it serves (Elementor Free and Pro share one serializer). */
  builders: readonly B[];
  /** Breakpoint names it renders, a subset of the builder's profile breakpoints. */
  devices: (builder: B) => readonly string[];
  capabilities: (builder: B) => BuilderCapabilities;
  serialize: (doc: IRDocument, options: SerializeOptions) => SerializeResult;
  /** The builder's own import file for `template` (Elementor template JSON, Bricks file, …). */
  toFile?: (result: SerializeResult, title: string) => DeliveryFile;
}
