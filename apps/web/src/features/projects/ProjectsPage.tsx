import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Box, CircularProgress, Grid, Typography } from '@mui/material';
import type { Project } from '@pagelift/contract';
import { api } from '../../api/client.ts';
import { useAppDispatch } from '../../state/AppStateProvider.tsx';
import { remainingAfterCreate } from '../../state/appReducer.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { paths } from '../../app/routes.ts';
import { useProjects } from './useProjects.ts';
import { AddProjectTile } from './AddProjectTile.tsx';
import { ProjectTile } from './ProjectTile.tsx';
import { CreateProjectDialog } from './CreateProjectDialog.tsx';

/** /projects/: the add tile, then one tile per project. */
export function ProjectsPage() {
  const { projects, projectsRemaining, loading } = useProjects();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<Project | null>(null);

  const created = (project: Project, remaining?: number) => {
    dispatch({ type: 'CREATE_ONE_PROJECT', project });
    dispatch({ type: 'GET_PROJECTS_REMAINING', projectsRemaining: remaining ?? remainingAfterCreate(projectsRemaining) ?? -1 });
    setCreating(false);
    void queryClient.invalidateQueries({ queryKey: ['projects'], refetchType: 'none' });
    navigate(paths.project(project._id));
  };

  const rename = async (project: Project, name: string) => {
    dispatch({ type: 'UPDATE_ONE_PROJECT', project: { _id: project._id, name } });
    try {
      await api.updateProject({ _id: project._id, name });
    } catch (error) {
      console.warn('Could not rename the project', error); // error catalogue: logged only
    }
  };

  const remove = async () => {
    if (!toDelete) return;
    const project = toDelete;
    setToDelete(null);
    try {
      await api.deleteProject(project._id);
      dispatch({ type: 'DELETE_ONE_PROJECT', id: project._id });
      void queryClient.invalidateQueries({ queryKey: ['projects'], refetchType: 'none' });
    } catch (error) {
      console.warn('Could not delete the project', error); // error catalogue: logged only
    }
  };

  return (
    <Box>
      <Typography component="h1" variant="h1" sx={{ mb: 3 }}>
        Projects
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
          <AddProjectTile remaining={projectsRemaining} onClick={() => setCreating(true)} />
        </Grid>
        {projects.map((project) => (
          <Grid key={project._id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <ProjectTile project={project} onRename={(name) => rename(project, name)} onDelete={() => setToDelete(project)} />
          </Grid>
        ))}
      </Grid>
      {loading && projects.length === 0 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <CircularProgress aria-label="Loading projects" />
        </Box>
      )}
      <CreateProjectDialog open={creating} onClose={() => setCreating(false)} onCreated={created} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Confirm to delete this project"
        text="If you delete this project, it will still be counted as a used site"
        onCancel={() => setToDelete(null)}
        onConfirm={remove}
      />
    </Box>
  );
}
