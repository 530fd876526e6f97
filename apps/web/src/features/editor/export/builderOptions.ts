import { PAID_BUILDERS, type Builder } from '@pagelift/contract';

export interface BuilderOption {
  id: Builder;
  name: string;
  /** The secondary line: 'Paid' on the free licence for paid builders, else the requirement. */
  note: string;
  /** Whether the engine serializes it; the others are listed as coming soon and cannot be chosen. */
  available: boolean;
}

/** Builders the engine can serialize today (packages/engine serializers). */
export const AVAILABLE_BUILDERS: readonly Builder[] = ['elementorFree', 'elementor', 'webflow'];

export const COMING_SOON = 'coming soon';

const NAMES: Record<Builder, string> = {
  elementorFree: 'Elementor',
  elementor: 'Elementor Pro',
  gutenberg: 'Gutenberg',
  webflow: 'Webflow',
  bricks: 'Bricks',
  breakdance: 'Breakdance',
};

const ORDER: readonly Builder[] = ['elementorFree', 'elementor', 'gutenberg', 'webflow', 'bricks', 'breakdance'];

export const isElementor = (builder: Builder) => builder === 'elementorFree' || builder === 'elementor';

/** The Page Builder select's options (spec section 2, "Export panel"). */
export function builderOptions(freeLicense: boolean): BuilderOption[] {
  return ORDER.map((id) => {
    const available = AVAILABLE_BUILDERS.includes(id);
    const paid = freeLicense && PAID_BUILDERS.includes(id);
    let note = '';
    if (paid) note = 'Paid';
    else if (isElementor(id)) note = '3.10 or higher + Flex Container';
    if (!available) note = note ? `${note} · ${COMING_SOON}` : COMING_SOON;
    return { id, name: NAMES[id], note, available };
  });
}

export const builderName = (builder: Builder) => NAMES[builder];

/** Requirements notice with the plugin link: Elementor and Gutenberg (spec). */
export const needsPlugin = (builder: Builder) => isElementor(builder) || builder === 'gutenberg';

/**
 * In upgrade state the Export button looks disabled, except for Webflow and Gutenberg (spec
 * section 4). It stays clickable: the free plan still exports, without responsive styles.
 */
export const looksDisabledInUpgrade = (builder: Builder) => builder !== 'webflow' && builder !== 'gutenberg';

/** The 'images, icons and fonts on your server' guide differs per builder. */
export function assetsGuideUrl(documentsUrl: string, builder: Builder): string {
  const base = documentsUrl.endsWith('/') ? documentsUrl : `${documentsUrl}/`;
  const slug = isElementor(builder) ? 'elementor' : builder;
  return `${base}upload-assets/${slug}/`;
}

/** Which breakpoint is "tablet portrait": desktop follows it (desktop = it + 1). */
export function tabletPortraitKey(builder: Builder): string {
  return builder === 'breakdance' ? 'tabletLandscape' : 'tablet';
}

const BREAKPOINT_LABELS: Record<string, string> = {
  desktop: 'Desktop (from, px)',
  tabletLandscape: 'Tablet landscape (up to, px)',
  tablet: 'Tablet (up to, px)',
  mobileLandscape: 'Mobile landscape (up to, px)',
  phoneLandscape: 'Phone landscape (up to, px)',
  mobile: 'Mobile (up to, px)',
};

export function breakpointLabel(builder: Builder, key: string): string {
  if (key === tabletPortraitKey(builder) && key === 'tablet') return 'Tablet portrait (up to, px)';
  return BREAKPOINT_LABELS[key] ?? key;
}
