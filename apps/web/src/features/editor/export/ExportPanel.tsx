import type { Dispatch, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { ExportType } from '@pagelift/contract';
import { useConfig } from '../../../app/ConfigProvider.tsx';
import { paths } from '../../../app/routes.ts';
import { AdvancedSettings } from './AdvancedSettings.tsx';
import { comingSoonLine } from './builderOptions.ts';
import { BuilderSelect } from './BuilderSelect.tsx';
import { BuilderSettings } from './BuilderSettings.tsx';
import { ExportNotes } from './ExportNotes.tsx';
import type { ExportPanelAction, ExportPanelState } from './exportPanelState.ts';

/** Height of the scrolling settings area (spec section 2): the free plan's footer is taller. */
export const panelHeight = (freeLicense: boolean) => (freeLicense ? 'calc(100vh - 290px)' : 'calc(100vh - 197px)');

interface Props {
  projectId: string;
  pageName: string;
  state: ExportPanelState;
  dispatch: Dispatch<ExportPanelAction>;
  freeLicense: boolean;
  /** What the frame says about the typed selector (count of matches), shown under the field. */
  selectorHint: string | undefined;
  footer: ReactNode;
}

/** The side panel: back to the project, export type, selector, builder and its settings, notes, footer. */
export function ExportPanel({ projectId, pageName, state, dispatch, freeLicense, selectorHint, footer }: Props) {
  const comingSoon = comingSoonLine(useConfig().builders);
  return (
    <Box component="aside" aria-label="Export" sx={{ display: 'flex', flexDirection: 'column', bgcolor: 'background.paper', borderLeft: { md: 1 }, borderTop: { xs: 1, md: 0 }, borderColor: 'divider', height: { md: '100vh' } }}>
      <Box sx={{ px: 2, pt: 1.5, pb: 1, borderBottom: 1, borderColor: 'divider', flexShrink: 0 }}>
        <Button component={RouterLink} to={paths.project(projectId)} startIcon={<ArrowBackIcon />} size="small">
          Project
        </Button>
        <Typography component="h1" variant="h3" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          Export {pageName ? `“${pageName}”` : 'page'}
        </Typography>
      </Box>
      {/* The spec's height; it only gives way when the footer grows (error, three buttons). */}
      <Box data-testid="export-panel-body" sx={{ height: { md: panelHeight(freeLicense) }, flexShrink: 1, minHeight: 0, overflowY: { md: 'auto' }, px: 2, py: 1 }}>
        <TextField select label="Export Type" value={state.exportType} onChange={(e) => dispatch({ type: 'setExportType', exportType: e.target.value as ExportType })}>
          <MenuItem value="selector">Selector</MenuItem>
          <MenuItem value="entirePage">Entire Page</MenuItem>
        </TextField>
        {state.exportType === 'selector' && (
          <TextField
            label="click on the element"
            placeholder="CSS Selector, e.g. #hero"
            value={state.cssSelector}
            onChange={(e) => dispatch({ type: 'setSelector', selector: e.target.value })}
            helperText={selectorHint ?? 'CSS Selector: click an element in the page, or type one.'}
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', 'data-testid': 'css-selector' } }}
          />
        )}
        <BuilderSelect value={state.builder} freeLicense={freeLicense} onChange={(builder) => dispatch({ type: 'setBuilder', builder })} />
        {comingSoon && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {comingSoon}
          </Typography>
        )}
        <BuilderSettings state={state} dispatch={dispatch} />
        <AdvancedSettings state={state} dispatch={dispatch} />
        <ExportNotes />
      </Box>
      {footer}
    </Box>
  );
}
