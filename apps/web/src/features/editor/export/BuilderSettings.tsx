import type { Dispatch } from 'react';
import { Alert, Box, FormControlLabel, FormHelperText, Link, MenuItem, Switch, TextField } from '@mui/material';
import { useConfig } from '../../../app/ConfigProvider.tsx';
import { PasswordField } from '../../../components/PasswordField.tsx';
import { builderProfile } from '@pagelift/contract';
import { assetsUploadUrl } from './builderOptions.ts';
import type { ExportPanelAction, ExportPanelState, ReduceDomLevel } from './exportPanelState.ts';

/** What depends on the chosen builder: requirements, Merge Elements / Reduce DOM, assets guide, Webflow fields. */
export function BuilderSettings({ state, dispatch }: { state: ExportPanelState; dispatch: Dispatch<ExportPanelAction> }) {
  const { documentsUrl, pluginUrl, pluginVersion } = useConfig();
  const { panel } = builderProfile(state.builder);
  return (
    <Box>
      {panel.requirementsNotice && (
        <Alert severity="info" sx={{ my: 1.5 }} data-testid="requirements">
          {panel.requirementsNotice === 'flexboxContainer' ? (
            <>
              Requirements: Elementor 3.10 or higher with the <strong>Flexbox Container</strong> active (mandatory) and the{' '}
              <Link href={pluginUrl} target="_blank" rel="noopener" underline="always">
                PageLift plugin {pluginVersion}
              </Link>
              . In Elementor, right-click an empty area and choose 'Paste from other site'.
            </>
          ) : (
            <>
              Requirements: the{' '}
              <Link href={pluginUrl} target="_blank" rel="noopener" underline="always">
                PageLift plugin {pluginVersion}
              </Link>{' '}
              on your WordPress site.
            </>
          )}
        </Alert>
      )}
      {panel.domOption === 'mergeElements' ? (
        <Box>
          <FormControlLabel
            control={<Switch checked={state.mergeElements} onChange={(e) => dispatch({ type: 'setMergeElements', enabled: e.target.checked })} />}
            label="Merge Elements"
          />
          <FormHelperText sx={{ mt: -0.5, mb: 1 }}>Fewer, merged elements. Disable it if the pasted layout has issues.</FormHelperText>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <FormControlLabel
            control={<Switch checked={state.reduceDomSize} onChange={(e) => dispatch({ type: 'setReduceDomSize', enabled: e.target.checked })} />}
            label="Reduce DOM Size with AI"
          />
          {state.reduceDomSize && (
            <TextField select label="Level" value={state.reduceDomLevel} fullWidth={false} sx={{ minWidth: 200 }} onChange={(e) => dispatch({ type: 'setReduceDomLevel', level: e.target.value as ReduceDomLevel })}>
              <MenuItem value="standard">Standard (recommended)</MenuItem>
              <MenuItem value="advanced">Advanced</MenuItem>
            </TextField>
          )}
        </Box>
      )}
      <Link href={assetsUploadUrl({ documentsUrl, pluginUrl }, state.builder)} target="_blank" rel="noopener" underline="always" variant="body2" data-testid="assets-upload-link" sx={{ display: 'inline-block', my: 1 }}>
        Automatically upload images, icons and fonts to your server
      </Link>
      {panel.webflowUpload && (
        <Box>
          <FormControlLabel
            control={<Switch checked={state.webflowUploadAssets} onChange={(e) => dispatch({ type: 'setWebflowUploadAssets', enabled: e.target.checked })} />}
            label="Upload images to assets"
          />
          <PasswordField
            label="Webflow API Token"
            value={state.webflowToken}
            autoComplete="off"
            helperText={state.savedWebflowToken ? `Saved token ${state.savedWebflowToken} is used when this is empty.` : 'Saved to the project when you export.'}
            onChange={(e) => dispatch({ type: 'setWebflowToken', token: e.target.value })}
          />
        </Box>
      )}
    </Box>
  );
}
