/**
 * What a builder can express natively. The IR and its passes read these flags for the
 * target builder, never a builder id: a builder that cannot change a colour per breakpoint
 * gets per-look copies (split-looks), one without custom CSS gets its unexpressed
 * declarations reported, a class-based one gets extracted classes.
 * (Re-exported by serializers/types.ts, the serializer contract; defined here so the IR and
 * the passes, which run before any serializer, can read it without importing upwards.)
 */
export interface BuilderCapabilities {
  /**
   * Which property groups may take a different value per breakpoint. `position`: absolute/fixed
   * placement (absent: it may; Elementor's \`position\` and \`_position\` controls are not responsive).
   */
  responsive: { color: boolean; typography: boolean; border: boolean; shadow: boolean; background: boolean; position?: boolean };
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
  /** A container can carry a link (absent: it can). Gutenberg's group cannot: its box links are dropped. */
  boxLinks?: boolean;
  /**
   * Inline SVG pictures travel as PNG files (absent: as SVG files). Elementor's paste imports each
   * picture into the media library, which refuses SVG on a default WordPress.
   */
  rasterPictures?: boolean;
}
