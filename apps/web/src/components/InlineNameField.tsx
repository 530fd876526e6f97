import { useEffect, useState } from 'react';
import { InputBase } from '@mui/material';
import { RENAME_DEBOUNCE_MS, useDebouncedCallback } from '../lib/debounce.ts';

/**
 * A name that is edited in place and saved once typing pauses for 300 ms (spec section 4).
 * Blank names are not saved. Clicks do not reach the tile underneath.
 */
export function InlineNameField({ value, onSave, label }: { value: string; onSave: (name: string) => void; label: string }) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const save = useDebouncedCallback((name: string) => {
    if (name.trim() && name !== value) onSave(name.trim());
  }, RENAME_DEBOUNCE_MS);
  return (
    <InputBase
      value={draft}
      onChange={(e) => {
        setDraft(e.target.value);
        save(e.target.value);
      }}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === 'Enter') (e.target as HTMLInputElement).blur();
      }}
      inputProps={{ 'aria-label': label, maxLength: 200 }}
      fullWidth
      sx={{
        fontWeight: 600,
        fontSize: '1rem',
        borderRadius: 1,
        px: 1,
        mx: -1,
        '&:hover': { bgcolor: 'action.hover' },
        '&.Mui-focused': { bgcolor: 'action.hover', outline: '2px solid', outlineColor: 'primary.light' },
      }}
    />
  );
}
