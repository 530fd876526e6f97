import { Link as RouterLink, useParams } from 'react-router';
import { Box, Button, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Logo } from '../../components/Logo.tsx';
import { paths } from '../../app/routes.ts';

/** The editor is a separate issue; this screen only holds its route outside the layout. */
export function EditorPlaceholder() {
  const { projectId = '' } = useParams();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box>
        <Logo />
        <Typography component="h1" variant="h1" sx={{ mt: 3 }}>
          Editor
        </Typography>
        <Typography color="text.secondary" sx={{ my: 2 }}>
          The editor is coming
        </Typography>
        <Button component={RouterLink} to={paths.project(projectId)} startIcon={<ArrowBackIcon />} variant="outlined">
          Back to the project
        </Button>
      </Box>
    </Box>
  );
}
