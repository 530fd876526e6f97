import { Box, Typography } from '@mui/material';
import { UNLIMITED, type License } from '@pagelift/contract';
import { UpgradeButton } from '../layout/UpgradeButton.tsx';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** License: name, sites remaining, expiration when present, and the Upgrade rule. */
export function LicensePanel({ license }: { license: License | null }) {
  return (
    <Box>
      <Typography component="h2" variant="h2" gutterBottom>
        License
      </Typography>
      {license ? (
        <Box component="dl" sx={{ m: 0 }}>
          <Row label="License Name" value={license.licenseName} />
          <Row label="Sites Remaining" value={license.sitesRemaining === UNLIMITED ? 'unlimited' : String(license.sitesRemaining)} />
          {license.expiration && <Row label="Expiration" value={new Date(license.expiration).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })} />}
        </Box>
      ) : (
        <Typography color="text.secondary">No licence information.</Typography>
      )}
      <Box sx={{ mt: 3 }}>
        <UpgradeButton />
      </Box>
    </Box>
  );
}
