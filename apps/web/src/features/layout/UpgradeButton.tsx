import { Button } from '@mui/material';
import UpgradeIcon from '@mui/icons-material/RocketLaunch';
import { shouldShowUpgrade } from '@pagelift/contract';
import { useAppState } from '../../state/AppStateProvider.tsx';
import { useUpgradeUrl } from './useUpgradeUrl.ts';

/** Shown when sitesRemaining is 0 or the plan is not the top product (spec sections 2, 9). */
export function UpgradeButton({ size = 'medium' }: { size?: 'small' | 'medium' | 'large' }) {
  const { license } = useAppState();
  const href = useUpgradeUrl();
  if (!shouldShowUpgrade(license)) return null;
  return (
    <Button variant="contained" color="secondary" startIcon={<UpgradeIcon />} href={href} target="_blank" rel="noopener" size={size}>
      Upgrade
    </Button>
  );
}
