import { useNavigate, Link as RouterLink } from 'react-router';
import { Box, Button, Card, CardActions, CardContent, IconButton, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import LanguageIcon from '@mui/icons-material/Language';
import type { Project } from '@pagelift/contract';
import { InlineNameField } from '../../components/InlineNameField.tsx';
import { paths } from '../../app/routes.ts';

/**
 * A project: clicking the tile opens it; the name is edited in place; Delete asks first.
 * The name field and buttons are siblings of the open link, never nested inside it.
 */
export function ProjectTile({ project, onRename, onDelete }: { project: Project; onRename: (name: string) => void; onDelete: () => void }) {
  const navigate = useNavigate();
  const open = () => navigate(paths.project(project._id));
  return (
    <Card data-testid="project-tile" onClick={open} sx={{ height: '100%', display: 'flex', flexDirection: 'column', cursor: 'pointer', transition: 'box-shadow .2s', '&:hover': { boxShadow: 4 } }}>
      <Box sx={{ height: 96, background: 'linear-gradient(135deg, #4338CA 0%, #0F766E 100%)', color: '#fff', display: 'grid', placeItems: 'center' }} aria-hidden="true">
        <Typography sx={{ fontSize: 40, fontWeight: 800, opacity: 0.9 }}>{project.name.slice(0, 1).toUpperCase() || '?'}</Typography>
      </Box>
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <InlineNameField value={project.name} onSave={onRename} label={`Project name: ${project.name}`} />
        {project.url && (
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5, wordBreak: 'break-all' }}>
            <LanguageIcon sx={{ fontSize: 16 }} aria-hidden="true" />
            Domain: {project.url}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 1.5 }}>
        <Button component={RouterLink} to={paths.project(project._id)} size="small" onClick={(e: React.MouseEvent) => e.stopPropagation()}>
          Open project
        </Button>
        <Tooltip title="Delete">
          <IconButton
            aria-label={`Delete project ${project.name}`}
            onClick={(e) => {
              e.stopPropagation();
              onDelete();
            }}
          >
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      </CardActions>
    </Card>
  );
}
