import { z } from 'zod';

/** The export targets of the spec (section 3, "Export settings"): the Page Builder select's ids. */
export const BUILDERS = ['elementorFree', 'elementor', 'gutenberg', 'webflow', 'bricks', 'breakdance'] as const;
export const Builder = z.enum(BUILDERS);
export type Builder = z.infer<typeof Builder>;

/** The spec's default builder (section 9, "Defaults"). */
export const DEFAULT_BUILDER: Builder = 'elementorFree';

/**
 * What the engine can export to: every builder, plus `ir`, a debug target that writes the
 * engine's IR document as JSON (`pagelift export --builder ir`). The API's ExportRequest takes
 * `Builder` only, so `ir` never reaches the web app or the server.
 */
export const ENGINE_TARGETS = [...BUILDERS, 'ir'] as const;
export const EngineTarget = z.enum(ENGINE_TARGETS);
export type EngineTarget = z.infer<typeof EngineTarget>;

export type Breakpoints = Record<string, number>;

/** How an export reaches the builder (spec section 4, "Export flow"; formats/*.md). */
export interface BuilderDelivery {
  /**
   * `text`: plain text with `navigator.clipboard.writeText`, copied automatically after the export.
   * `copyEvent`: `application/json` written from a `copy` event inside a user click (Webflow), so
   * the user presses the Copy to clipboard button.
   */
  clipboard: 'text' | 'copyEvent';
  /**
   * Serialised templates of this many characters or more are downloaded as a file instead of
   * copied (the spec's 1,000,000-character rule); null: always the clipboard.
   */
  fileFromChars: number | null;
  /** The downloaded file's extension (its name is a slug of the template title). */
  fileExtension: string;
  /**
   * The clipboard carries this string field of the template as is (Gutenberg's block markup,
   * which the block editor parses when pasted as text), not the template as JSON.
   */
  textField?: string;
  /** How to import the downloaded file, shown in the panel after a download. */
  importHint?: string;
  /**
   * The builder drops data: URLs from pasted data (Elementor: WordPress strips them, the paste
   * import cannot download them), so the server stores each data: image as a resource first.
   */
  storesDataUrls?: boolean;
}

/** One builder, as every app reads it: nothing else compares builder ids (issue 9). */
export interface BuilderProfile {
  id: EngineTarget;
  /** The name the Page Builder select shows. */
  name: string;
  /** Shown in the Page Builder select (the debug target `ir` is not). */
  listed: boolean;
  /** Refused on the free licence with 409, labelled 'Paid' there. */
  paid: boolean;
  /** The select's secondary line when not labelled Paid ('' for none). */
  requirement: string;
  /** The spec's default breakpoints: `desktop` is a min-width, the others max-widths (px). */
  breakpoints: Readonly<Breakpoints>;
  /** Editing this breakpoint also sets desktop to it + 1 (the spec's "tablet portrait"). */
  tabletPortraitKey: string;
  /** The export panel's builder-specific options. */
  panel: {
    /** 'Merge Elements' (Elementor) or 'Reduce DOM Size with AI' with a level (the others). */
    domOption: 'mergeElements' | 'reduceDomSize';
    /** 'Upload images to assets' and the 'Webflow API Token' field. */
    webflowUpload: boolean;
    /** The requirements notice with the plugin link: 'flexboxContainer' adds the mandatory Flexbox Container and the 'Paste from other site' hint (Elementor). */
    requirementsNotice: 'flexboxContainer' | 'plugin' | null;
    /** Slug of the 'images, icons and fonts on your server' guide (`upload-assets/<slug>/`). */
    assetsGuide: string;
    /** The PageLift WordPress plugin self-hosts this builder's pasted pages: the assets link downloads it. */
    assetsByPlugin: boolean;
    /** The 'WordPress before 7.0' switch: responsive CSS in one stylesheet block instead of per-block CSS (Gutenberg). */
    olderSitesStylesheet: boolean;
    /** In upgrade state the Export button looks disabled (spec section 4), except for these being false. */
    mutedInUpgrade: boolean;
  };
  delivery: BuilderDelivery;
}

/** Clipboard versus file threshold: characters of serialised template (spec section 9). */
export const CLIPBOARD_MAX_CHARS = 1_000_000;

const ELEMENTOR_BREAKPOINTS = { desktop: 1025, tablet: 1024, mobile: 767 } as const;
const WEBFLOW_BREAKPOINTS = { desktop: 992, tablet: 991, mobileLandscape: 767, mobile: 478 } as const;

const elementorPanel = {
  domOption: 'mergeElements',
  webflowUpload: false,
  requirementsNotice: 'flexboxContainer',
  assetsGuide: 'elementor',
  assetsByPlugin: true,
  olderSitesStylesheet: false,
  mutedInUpgrade: true,
} as const;
const textByLength: BuilderDelivery = { clipboard: 'text', fileFromChars: CLIPBOARD_MAX_CHARS, fileExtension: 'json' };
const elementorDelivery: BuilderDelivery = {
  ...textByLength,
  storesDataUrls: true,
  importHint:
    "It is an Elementor template, too big for the clipboard. In WordPress open Templates → Saved Templates → Import Templates, choose the file, then insert it from the editor's template library (My Templates).",
};
const textAlways: BuilderDelivery = { clipboard: 'text', fileFromChars: null, fileExtension: 'json' };

export const BUILDER_PROFILES: Readonly<Record<EngineTarget, BuilderProfile>> = {
  elementorFree: {
    id: 'elementorFree',
    name: 'Elementor',
    listed: true,
    paid: false,
    requirement: '3.10 or higher + Flex Container',
    breakpoints: ELEMENTOR_BREAKPOINTS,
    tabletPortraitKey: 'tablet',
    panel: elementorPanel,
    delivery: elementorDelivery,
  },
  elementor: {
    id: 'elementor',
    name: 'Elementor Pro',
    listed: true,
    paid: true,
    requirement: '3.10 or higher + Flex Container',
    breakpoints: ELEMENTOR_BREAKPOINTS,
    tabletPortraitKey: 'tablet',
    panel: elementorPanel,
    delivery: elementorDelivery,
  },
  gutenberg: {
    id: 'gutenberg',
    name: 'Gutenberg',
    listed: true,
    paid: false,
    requirement: '',
    // The spec gives two readings for Gutenberg; we take its explicit Gutenberg row.
    breakpoints: { desktop: 1120, tablet: 780, mobile: 360 },
    tabletPortraitKey: 'tablet',
    panel: {
      domOption: 'reduceDomSize',
      webflowUpload: false,
      requirementsNotice: 'plugin',
      assetsGuide: 'gutenberg',
      assetsByPlugin: true,
      olderSitesStylesheet: true,
      mutedInUpgrade: false,
    },
    delivery: { ...textAlways, textField: 'content' },
  },
  webflow: {
    id: 'webflow',
    name: 'Webflow',
    listed: true,
    paid: false,
    requirement: '',
    breakpoints: WEBFLOW_BREAKPOINTS,
    tabletPortraitKey: 'tablet',
    panel: {
      domOption: 'reduceDomSize',
      webflowUpload: true,
      requirementsNotice: null,
      assetsGuide: 'webflow',
      assetsByPlugin: false,
      olderSitesStylesheet: false,
      mutedInUpgrade: false,
    },
    delivery: { clipboard: 'copyEvent', fileFromChars: null, fileExtension: 'json' },
  },
  bricks: {
    id: 'bricks',
    name: 'Bricks',
    listed: true,
    paid: true,
    requirement: '',
    breakpoints: WEBFLOW_BREAKPOINTS,
    tabletPortraitKey: 'tablet',
    panel: {
      domOption: 'reduceDomSize',
      webflowUpload: false,
      requirementsNotice: null,
      assetsGuide: 'bricks',
      assetsByPlugin: false,
      olderSitesStylesheet: false,
      mutedInUpgrade: true,
    },
    delivery: textByLength,
  },
  breakdance: {
    id: 'breakdance',
    name: 'Breakdance',
    listed: true,
    paid: true,
    requirement: '',
    breakpoints: { desktop: 1120, tabletLandscape: 1119, tablet: 1023, phoneLandscape: 767, mobile: 479 },
    tabletPortraitKey: 'tabletLandscape',
    panel: {
      domOption: 'reduceDomSize',
      webflowUpload: false,
      requirementsNotice: null,
      assetsGuide: 'breakdance',
      assetsByPlugin: false,
      olderSitesStylesheet: false,
      mutedInUpgrade: true,
    },
    delivery: textAlways,
  },
  ir: {
    id: 'ir',
    name: 'IR document (debug)',
    listed: false,
    paid: false,
    requirement: '',
    breakpoints: ELEMENTOR_BREAKPOINTS,
    tabletPortraitKey: 'tablet',
    panel: {
      domOption: 'mergeElements',
      webflowUpload: false,
      requirementsNotice: null,
      assetsGuide: 'elementor',
      assetsByPlugin: false,
      olderSitesStylesheet: false,
      mutedInUpgrade: false,
    },
    delivery: textAlways,
  },
};

export function builderProfile(id: EngineTarget): BuilderProfile {
  return BUILDER_PROFILES[id];
}

/** The Page Builder select's builders, in the spec's order. */
export const LISTED_BUILDERS: readonly Builder[] = BUILDERS.filter((b) => BUILDER_PROFILES[b].listed);

/** Builders that the free licence refuses with 409 (labelled "Paid" in the export panel). */
export const PAID_BUILDERS: readonly Builder[] = BUILDERS.filter((b) => BUILDER_PROFILES[b].paid);

/** The spec's default breakpoints of a builder, as a fresh copy (spec section 3, "Default breakpoints"). */
export function defaultBreakpointsFor(builder: EngineTarget): Breakpoints {
  return { ...BUILDER_PROFILES[builder].breakpoints };
}
