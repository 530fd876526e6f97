import { builderProfile, LISTED_BUILDERS, type Builder } from '@pagelift/contract';

export interface BuilderOption {
  id: Builder;
  name: string;
  /** The secondary line: 'Paid' on the free licence for paid builders, else the requirement. */
  note: string;
  /** The server's engine has a serializer for it (GET /v1/config `builders`); others are listed but cannot be chosen. */
  available: boolean;
}

export const COMING_SOON = 'coming soon';

/** The Page Builder select's options (spec section 2, "Export panel"), from the builder profiles. */
export function builderOptions(freeLicense: boolean, available: readonly Builder[]): BuilderOption[] {
  return LISTED_BUILDERS.map((id) => {
    const profile = builderProfile(id);
    const ready = available.includes(id);
    let note = freeLicense && profile.paid ? 'Paid' : profile.requirement;
    if (!ready) note = note ? `${note} · ${COMING_SOON}` : COMING_SOON;
    return { id, name: profile.name, note, available: ready };
  });
}

export const builderName = (builder: Builder) => builderProfile(builder).name;

/**
 * Target of "Automatically upload images, icons and fonts to your server", per builder: the
 * plugin download where the PageLift WordPress plugin self-hosts pasted pages (it does it on
 * save), the builder's guide for the others.
 */
export function assetsUploadUrl(links: { documentsUrl: string; pluginUrl: string }, builder: Builder): string {
  const { panel } = builderProfile(builder);
  if (panel.assetsByPlugin) return links.pluginUrl;
  const base = links.documentsUrl.endsWith('/') ? links.documentsUrl : `${links.documentsUrl}/`;
  return `${base}upload-assets/${panel.assetsGuide}/`;
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
  if (key === builderProfile(builder).tabletPortraitKey && key === 'tablet') return 'Tablet portrait (up to, px)';
  return BREAKPOINT_LABELS[key] ?? key;
}

/** The sentence under the select naming the builders that are not ready yet ('' when all are). */
export function comingSoonLine(available: readonly Builder[]): string {
  const names = (ids: readonly Builder[]) => [...new Set(ids.map(builderName))];
  const soon = names(LISTED_BUILDERS.filter((b) => !available.includes(b)));
  if (!soon.length) return '';
  const ready = names(LISTED_BUILDERS.filter((b) => available.includes(b))).filter((n) => !soon.includes(n));
  const list = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : items[0]);
  return `${list(soon)} ${soon.length > 1 ? 'are' : 'is'} coming soon${ready.length ? `: today PageLift exports to ${list(ready)}` : ''}.`;
}
