import { Alert, Box, Button, CircularProgress, Link, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useUpgradeUrl } from '../../layout/useUpgradeUrl.ts';
import { builderProfile } from '@pagelift/contract';
import { ProductSlider } from './ProductSlider.tsx';
import type { ExportPanelState } from './exportPanelState.ts';

export const COPIED_LABEL_MS = 3000;

/** Under the muted Export button when it does export on this licence (Elementor on the free plan). */
export const FREE_EXPORT_NOTE = 'Export works on the Free plan, without responsive styles.';

interface Props {
  state: ExportPanelState;
  freeLicense: boolean;
  upgrade: boolean;
  copied: boolean;
  /** Nothing to export (the page is not there): Export is disabled. */
  unavailable?: boolean;
  onExport: () => void;
  onCopy: () => void;
  onCopyFontFace: () => void;
}

/** Error notice, the free-plan notice with Upgrade, Export / Copy to clipboard / Copy CSS @font-face, the product slider. */
export function ExportFooter({ state, freeLicense, upgrade, copied, unavailable = false, onExport, onCopy, onCopyFontFace }: Props) {
  const upgradeUrl = useUpgradeUrl();
  const loading = state.status === 'loading';
  // In upgrade state the button looks disabled (except Webflow and Gutenberg) but still exports:
  // the free plan exports without responsive styles, and a paid builder gets the server's 409 text.
  const profile = builderProfile(state.builder);
  const muted = upgrade && profile.panel.mutedInUpgrade;
  // The muted look alone reads as "disabled": say that it works where it does (a free builder on the free plan).
  const worksOnFree = muted && freeLicense && !profile.paid;
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', p: 2, bgcolor: 'background.paper', flexShrink: 0, mt: 'auto' }}>
      {state.error && (
        <Alert severity="error" role="alert" sx={{ mb: 1.5 }} data-testid="export-error">
          {state.error}
        </Alert>
      )}
      {state.downloaded && (
        <Alert severity="success" sx={{ mb: 1.5 }} data-testid="export-downloaded">
          Downloaded {state.downloaded.fileName}. {state.downloaded.hint}
        </Alert>
      )}
      {state.notice && (
        <Alert severity="warning" sx={{ mb: 1.5 }} data-testid="export-notice">
          {state.notice}
        </Alert>
      )}
      {(freeLicense || upgrade) && (
        <Alert
          severity="warning"
          sx={{ mb: 1.5, py: 0.25 }}
          data-testid="upgrade-notice"
          action={
            <Button component={Link} href={upgradeUrl} target="_blank" rel="noopener" color="inherit" size="small" sx={{ fontWeight: 700 }}>
              Upgrade
            </Button>
          }
        >
          {freeLicense ? 'The responsive is not available in the Free plan' : 'Upgrade your licence for this export.'}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          onClick={onExport}
          disabled={loading || unavailable}
          data-look={muted ? 'disabled' : 'enabled'}
          aria-describedby={worksOnFree ? 'export-free-note' : undefined}
          title={worksOnFree ? FREE_EXPORT_NOTE : undefined}
          startIcon={loading ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
          sx={[{ minWidth: 120, flexGrow: 1 }, muted && { bgcolor: 'grey.300', color: 'grey.900', '&:hover': { bgcolor: 'grey.400' } }]}
        >
          {loading ? 'Exporting...' : copied ? 'Copied' : 'Export'}
        </Button>
        {state.showCopyButton && (
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={onCopy}>
            Copy to clipboard
          </Button>
        )}
        {state.showFontFaceButton && (
          <Button variant="outlined" onClick={onCopyFontFace}>
            Copy CSS @font-face
          </Button>
        )}
      </Box>
      {worksOnFree && (
        <Typography id="export-free-note" variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
          {FREE_EXPORT_NOTE}
        </Typography>
      )}
      <ProductSlider />
    </Box>
  );
}
