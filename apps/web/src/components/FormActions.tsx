import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/**
 * Two buttons side by side from 600 px; stacked below that, the primary (last) one on top,
 * so long labels such as 'Resend Code (180s)' never wrap on a phone.
 */
export function FormActions({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        mt: 3,
        display: 'flex',
        flexDirection: { xs: 'column-reverse', sm: 'row' },
        gap: 2,
        '& > *': { flex: 1, whiteSpace: 'nowrap' },
      }}
    >
      {children}
    </Box>
  );
}

/** Two fields side by side from 600 px, stacked on phones. */
export function FieldPair({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>{children}</Box>;
}
