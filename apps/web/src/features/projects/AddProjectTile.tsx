import { Card, CardActionArea, Typography, Box } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { remainingLabel } from './remainingLabel.ts';

/** The first tile: opens the create modal and shows how many sites are left. */
export function AddProjectTile({ remaining, onClick }: { remaining: number | null; onClick: () => void }) {
  return (
    <Card sx={{ height: '100%', borderStyle: 'dashed', borderWidth: 2, borderColor: 'primary.light', bgcolor: 'transparent' }}>
      <CardActionArea onClick={onClick} sx={{ height: '100%', minHeight: 220, display: 'flex', flexDirection: 'column', gap: 1, p: 3 }}>
        <Box sx={{ width: 56, height: 56, borderRadius: '50%', bgcolor: 'primary.main', color: 'primary.contrastText', display: 'grid', placeItems: 'center' }}>
          <AddIcon fontSize="large" />
        </Box>
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
          Add new project
        </Typography>
        <Typography component="span" color="text.secondary" data-testid="projects-remaining">
          {remainingLabel(remaining)}
        </Typography>
      </CardActionArea>
    </Card>
  );
}
