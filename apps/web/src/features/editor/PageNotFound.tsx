import { Link as RouterLink } from 'react-router';
import { Box, Button, Typography } from '@mui/material';

/**
 * The editor's page (or its project) does not exist for this user: deleted, or a wrong link.
 * Instead of "Loading experience..." forever, say so and lead back.
 */
export function PageNotFound({ projectId, projectExists }: { projectId: string; projectExists: boolean }) {
  return (
    <Box role="alert" data-testid="editor-not-found" sx={{ height: '100%', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center', bgcolor: 'background.default' }}>
      <Box sx={{ maxWidth: 420 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
          Page not found
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {projectExists
            ? 'This page was deleted, or the link is wrong. Nothing can be exported from it.'
            : 'This project was deleted, or the link is wrong. Nothing can be exported from it.'}
        </Typography>
        <Button component={RouterLink} to={projectExists ? `/projects/${projectId}` : '/projects'} variant="contained">
          {projectExists ? 'Back to the project' : 'Back to projects'}
        </Button>
      </Box>
    </Box>
  );
}
