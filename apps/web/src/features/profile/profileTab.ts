export type ProfileTab = 'general' | 'license';

/** The sidebar tab comes from the URL hash: #license, otherwise General. */
export function tabFromHash(hash: string): ProfileTab {
  return hash.replace(/^#/, '') === 'license' ? 'license' : 'general';
}
