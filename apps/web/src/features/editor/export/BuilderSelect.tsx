import { ListItemText, MenuItem, TextField } from '@mui/material';
import type { Builder } from '@pagelift/contract';
import { useConfig } from '../../../app/ConfigProvider.tsx';
import { builderName, builderOptions } from './builderOptions.ts';

/** Page Builder: every builder of the spec; the ones the engine cannot serialize yet are shown as coming soon. */
export function BuilderSelect({ value, freeLicense, onChange }: { value: Builder; freeLicense: boolean; onChange: (builder: Builder) => void }) {
  const options = builderOptions(freeLicense, useConfig().builders);
  return (
    <TextField
      select
      label="Page Builder"
      value={value}
      onChange={(e) => onChange(e.target.value as Builder)}
      slotProps={{ select: { renderValue: (v) => builderName(v as Builder), MenuProps: { slotProps: { paper: { 'data-testid': 'builder-menu' } as object } } } }}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id} disabled={!option.available} data-builder={option.id}>
          <ListItemText
            primary={option.name}
            secondary={option.note || undefined}
            slotProps={{ secondary: { sx: { color: option.note.startsWith('Paid') ? 'secondary.main' : 'text.secondary', fontWeight: option.note.startsWith('Paid') ? 600 : 400 } } }}
          />
        </MenuItem>
      ))}
    </TextField>
  );
}
