import { Box, Typography } from '@mui/material';

/** The PageLift mark: a page with an upward arrow, and the word mark. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box component="svg" viewBox="0 0 32 32" sx={{ width: 32, height: 32, flexShrink: 0 }} aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#4338CA" />
        <path d="M9 8h10l4 4v12a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" fill="#fff" />
        <path d="M15.5 21v-7m-3 3 3-3 3 3" stroke="#4338CA" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </Box>
      {!compact && (
        <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.25rem', color: 'text.primary', letterSpacing: '-0.02em' }}>
          PageLift
        </Typography>
      )}
    </Box>
  );
}
