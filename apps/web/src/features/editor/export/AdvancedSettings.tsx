import { useRef, useState, type Dispatch } from 'react';
import { Box, Button, Collapse, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { breakpointLabel } from './builderOptions.ts';
import type { CopyFontface, ExportPanelAction, ExportPanelState } from './exportPanelState.ts';

/** Collapsible: target domain, the builder's breakpoints, and what to do with @font-face. */
export function AdvancedSettings({ state, dispatch }: { state: ExportPanelState; dispatch: Dispatch<ExportPanelAction> }) {
  const [open, setOpen] = useState(false);
  const breakpointsRef = useRef<HTMLDivElement>(null);
  // The panel's settings area is short on the free plan (100vh - 290px) and the notices above take
  // most of it: once open, bring the breakpoint fields into view rather than leave them below the fold.
  const revealBreakpoints = () => breakpointsRef.current?.scrollIntoView({ block: 'nearest', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  return (
    <Box sx={{ mt: 1 }}>
      <Button
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls="advanced-settings"
        endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform .2s' }} />}
        sx={{ px: 0 }}
      >
        Advanced settings
      </Button>
      <Collapse in={open} id="advanced-settings" unmountOnExit onEntered={revealBreakpoints}>
        <TextField
          label="Target domain"
          value={state.targetDomain}
          placeholder="www.your-site.com"
          helperText="The site you paste into; images and links are written for it."
          onChange={(e) => dispatch({ type: 'setTargetDomain', targetDomain: e.target.value })}
        />
        <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
          Breakpoints
        </Typography>
        <Box ref={breakpointsRef} data-testid="breakpoint-fields" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 1.5, scrollMarginBottom: 8 }}>
          {Object.entries(state.breakpoints).map(([key, value]) => (
            <TextField
              key={key}
              type="number"
              label={breakpointLabel(state.builder, key)}
              value={value}
              slotProps={{ htmlInput: { min: 1, max: 10000, step: 1, 'data-breakpoint': key } }}
              onChange={(e) => dispatch({ type: 'setBreakpoint', key, value: e.target.value })}
            />
          ))}
        </Box>
        <FormControl sx={{ mt: 2 }}>
          <FormLabel id="fontface-mode">CSS @font-face</FormLabel>
          <RadioGroup aria-labelledby="fontface-mode" value={state.copyFontface} onChange={(e) => dispatch({ type: 'setCopyFontface', copyFontface: e.target.value as CopyFontface })}>
            <FormControlLabel value="export" control={<Radio />} label="Add it to the export data" />
            <FormControlLabel value="copy" control={<Radio />} label="Copy it to your site yourself" />
          </RadioGroup>
        </FormControl>
      </Collapse>
    </Box>
  );
}
