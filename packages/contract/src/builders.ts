import { z } from 'zod';

/** The export targets of the spec (section 3, "Export settings"). */
export const BUILDERS = ['elementorFree', 'elementor', 'gutenberg', 'webflow', 'bricks', 'breakdance'] as const;
export const Builder = z.enum(BUILDERS);
export type Builder = z.infer<typeof Builder>;

/** Builders that the free licence refuses with 409 (labelled "Paid" in the export panel). */
export const PAID_BUILDERS: readonly Builder[] = ['elementor', 'bricks', 'breakdance'];

/**
 * Default breakpoints per builder family, from the spec's "Default breakpoints" table.
 * Each value is a viewport width in px; `desktop` is the smallest desktop width, the others
 * are max-widths. Gutenberg uses its own row (the spec gives both readings; we take the
 * explicit Gutenberg row).
 */
export const DEFAULT_BREAKPOINTS = {
  elementor: { desktop: 1025, tablet: 1024, mobile: 767 },
  webflow: { desktop: 992, tablet: 991, mobileLandscape: 767, mobile: 478 },
  bricks: { desktop: 992, tablet: 991, mobileLandscape: 767, mobile: 478 },
  breakdance: { desktop: 1120, tabletLandscape: 1119, tablet: 1023, phoneLandscape: 767, mobile: 479 },
  gutenberg: { desktop: 1120, tablet: 780, mobile: 360 },
} as const satisfies Record<string, Record<string, number>>;

export type Breakpoints = Record<string, number>;

export function defaultBreakpointsFor(builder: Builder): Breakpoints {
  if (builder === 'elementorFree' || builder === 'elementor') return { ...DEFAULT_BREAKPOINTS.elementor };
  return { ...DEFAULT_BREAKPOINTS[builder] };
}
