import type { Builder, ExportSettings } from '@pagelift/contract';
import type { IRDocument, IRNode } from '../ir/types.ts';

/**
 * What a builder can express natively. The IR and its passes read these flags for the
 * target builder, never a builder id: a builder that cannot change a colour per breakpoint
 * gets per-look copies (split-looks), one without custom CSS gets its unexpressed
 * declarations reported, a class-based one gets extracted classes.
 */
export interface BuilderCapabilities {
  /** Which property groups may take a different value per breakpoint. */
  responsive: { color: boolean; typography: boolean; border: boolean; shadow: boolean; background: boolean };
  /** Linear/radial gradients as a native background. */
  gradients: boolean;
  /** CSS per element (Elementor Pro custom CSS, Bricks `_cssCustom`, Breakdance custom CSS, Gutenberg `style.css`). */
  customCss: boolean;
  /** Shared, named style classes (Webflow classes, Bricks global classes). */
  classes: boolean;
  /** `:hover` looks for links and buttons. */
  hover: boolean;
  /** CSS grid containers. */
  grid: boolean;
}

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
 */
export interface BuilderSerializer {
  /** The builder ids it serves (Elementor Free and Pro share one serializer). */
  builders: readonly Builder[];
  /** Breakpoint names it renders, a subset of the builder's profile breakpoints. */
  devices: (builder: Builder) => readonly string[];
  capabilities: (builder: Builder) => BuilderCapabilities;
  serialize: (doc: IRDocument, options: SerializeOptions) => SerializeResult;
  /** The builder's own import file for `template` (Elementor template JSON, Bricks file, …). */
  toFile?: (result: SerializeResult, title: string) => DeliveryFile;
}
