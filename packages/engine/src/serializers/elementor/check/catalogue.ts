/**
 * Typed access to controls-catalogue.json: facts about Elementor 4.2.3 (Free) control names and value
 * shapes, dumped from `get_controls()` of a real Elementor running in a local WordPress
 * (see bench/README.md). The JSON holds no Elementor code, only key names, types, options and defaults.
 */
import raw from './controls-catalogue.json' with { type: 'json' };

/** Condition map as Elementor stores it: `{ "other_key": value | [values], "other_key!": … }`. */
export type ControlCondition = Record<string, unknown>;

export interface ControlSpec {
  /** Elementor control type: slider, dimensions, color, select, choose, switcher, popover_toggle, … */
  type: string;
  /** true: takes `_tablet`/`_mobile` suffixes; an array: only those devices. Absent: not responsive. */
  responsive?: true | string[];
  /** Allowed values of select / choose / visual_choice / select2 controls. */
  options?: string[];
  /** Legacy values the CSS generator still maps (selectors_dictionary), e.g. `left`/`right` for `align`. */
  aliases?: string[];
  /** size_units of slider / dimensions / gaps controls. */
  units?: string[];
  /** Value a switcher / popover toggle stores when on. */
  returnValue?: string;
  /** Non-empty default (desktop). */
  default?: unknown;
  tabletDefault?: unknown;
  mobileDefault?: unknown;
  /** Group control type this key belongs to (typography, background, border, box-shadow, …). */
  group?: string;
  /** Key of the group's toggle field (e.g. `typography_typography`) for group fields. */
  groupToggle?: string;
  /** On a toggle: the key prefix of the group instance it switches (e.g. `typography_`). */
  groupToggleOf?: string;
  /** Simple `condition` of the control (the complex `conditions` form is not catalogued). */
  condition?: ControlCondition;
  /** Repeater row fields. */
  fields?: Record<string, ControlSpec>;
}

interface RawCatalogue {
  elementor: string;
  wordpress: string;
  devices: string[];
  breakpoints: Record<string, { value: number; direction: string }>;
  features: Record<string, boolean>;
  registeredWidgets: string[];
  elements: Record<string, Record<string, ControlSpec>>;
  widgetCommon: Record<string, ControlSpec>;
  widgets: Record<string, { controls: Record<string, ControlSpec>; withoutCommon?: string[] }>;
}

const catalogue = raw as unknown as RawCatalogue;

export const ELEMENTOR_VERSION: string = catalogue.elementor;
/** Active non-desktop devices of a default Elementor install (`tablet`, `mobile`). */
export const ACTIVE_DEVICES: readonly string[] = catalogue.devices;
/** Devices Elementor knows but that are inactive by default (values for them produce no CSS). */
export const INACTIVE_DEVICES: readonly string[] = ['widescreen', 'laptop', 'tablet_extra', 'mobile_extra'];
/** Widget types registered by Elementor Free 4.2.3 (v3 widgets, WordPress widgets and v4 atomic `e-*`). */
export const REGISTERED_FREE_WIDGETS: ReadonlySet<string> = new Set(catalogue.registeredWidgets);
/** Widget types whose controls are catalogued (settings are checked key by key). */
export const CATALOGUED_WIDGETS: readonly string[] = Object.keys(catalogue.widgets);

const widgetCache = new Map<string, Record<string, ControlSpec>>();

/** Controls of an element type: `container`, or a widget type. Undefined if not catalogued. */
export function controlsFor(elType: string, widgetType?: string): Record<string, ControlSpec> | undefined {
  if (elType !== 'widget') return catalogue.elements[elType];
  if (!widgetType) return undefined;
  const cached = widgetCache.get(widgetType);
  if (cached) return cached;
  const entry = catalogue.widgets[widgetType];
  if (!entry) return undefined;
  const merged: Record<string, ControlSpec> = {};
  const without = new Set(entry.withoutCommon ?? []);
  for (const [k, v] of Object.entries(catalogue.widgetCommon)) if (!without.has(k)) merged[k] = v;
  Object.assign(merged, entry.controls);
  widgetCache.set(widgetType, merged);
  return merged;
}

/**
 * Pro-only facts (not introspectable from Free): from Elementor Pro's known keys and widget names, see
 * /work/shared/formats/elementor.md §4.1. Free keeps these keys but outputs nothing for them, and a Pro
 * widget breaks the paste on a Free site.
 */
export const PRO_ONLY_KEYS: ReadonlySet<string> = new Set([
  'custom_css',
  '_attributes',
  'sticky',
  'sticky_on',
  'sticky_offset',
  'sticky_effects_offset',
  'sticky_parent',
  'sticky_anchor_link_offset',
  'e_display_conditions',
]);
export const PRO_ONLY_KEY_PATTERNS: readonly RegExp[] = [/(^|_)motion_fx_/, /^sticky_/, /^_?motion_fx$/];
export const PRO_WIDGETS: ReadonlySet<string> = new Set([
  'form', 'nav-menu', 'posts', 'portfolio', 'loop-grid', 'loop-carousel', 'slides', 'animated-headline',
  'flip-box', 'call-to-action', 'price-table', 'price-list', 'countdown', 'testimonial-carousel',
  'media-carousel', 'gallery', 'share-buttons', 'blockquote', 'table-of-contents', 'lottie', 'hotspot',
  'code-highlight', 'video-playlist', 'mega-menu', 'paypal-button', 'stripe-button', 'login', 'search-form',
  'sitemap', 'reviews', 'progress-tracker', 'author-box', 'post-info', 'post-navigation', 'post-comments',
  'nested-carousel', 'off-canvas', 'search', 'e-form', 'e-collection-loop',
]);
export const PRO_WIDGET_PREFIXES: readonly string[] = ['theme-', 'woocommerce-', 'wc-', 'facebook-'];

export function isProOnlyKey(key: string): boolean {
  return PRO_ONLY_KEYS.has(key) || PRO_ONLY_KEY_PATTERNS.some((re) => re.test(key));
}

export function isProWidget(widgetType: string): boolean {
  return PRO_WIDGETS.has(widgetType) || PRO_WIDGET_PREFIXES.some((p) => widgetType.startsWith(p));
}
