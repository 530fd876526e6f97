import { Link as RouterLink } from 'react-router';
import { Box, Button, Card, CardActions, CardContent, CardMedia, IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import type { Page } from '@pagelift/contract';
import { apiUrl } from '../../api/client.ts';
import { InlineNameField } from '../../components/InlineNameField.tsx';
import { paths } from '../../app/routes.ts';

/** A cloned page: thumbnail, View Page, inline name, Delete. */
export function PageTile({ page, onRename, onDelete }: { page: Page; onRename: (name: string) => void; onDelete: () => void }) {
  return (
    <Card data-testid="page-tile" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {page.thumbnailUrl ? (
        <CardMedia component="img" image={apiUrl(page.thumbnailUrl)} alt={`Thumbnail of ${page.name}`} sx={{ height: 180, objectFit: 'cover', objectPosition: 'top', bgcolor: 'grey.100' }} />
      ) : (
        <Box sx={{ height: 180, bgcolor: 'grey.100', display: 'grid', placeItems: 'center', color: 'text.secondary' }} aria-label="No thumbnail" role="img">
          <ImageIcon fontSize="large" />
        </Box>
      )}
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <InlineNameField value={page.name} onSave={onRename} label={`Page name: ${page.name}`} />
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 1.5 }}>
        <Button component={RouterLink} to={paths.page(page.projectId, page._id)} variant="contained" size="small">
          View Page
        </Button>
        <Tooltip title="Delete">
          <IconButton aria-label={`Delete page ${page.name}`} onClick={onDelete}>
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      </CardActions>
    </Card>
  );
}
