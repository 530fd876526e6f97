import { useConfig } from '../../app/ConfigProvider.tsx';
import { useAppState } from '../../state/AppStateProvider.tsx';
import { buildUpgradeUrl } from '../../lib/upgradeUrl.ts';

/** The provider's pricing page, carrying the user's email and names. */
export function useUpgradeUrl(): string {
  const { upgradeUrl } = useConfig();
  const { user } = useAppState();
  return buildUpgradeUrl(upgradeUrl, user);
}
