import { Link as RouterLink } from 'react-router';
import { Box, Button, Typography } from '@mui/material';
import { Logo } from '../../components/Logo.tsx';

/** Any unknown path. */
export function NotFoundPage() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box>
        <Logo />
        <Typography component="h1" variant="h1" sx={{ mt: 4, mb: 3, fontSize: { xs: '2rem', sm: '2.5rem' } }}>
          404 Not Found
        </Typography>
        <Button component={RouterLink} to="/" variant="contained" size="large">
          Home
        </Button>
      </Box>
    </Box>
  );
}
