import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, CircularProgress, Grid, Link, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { Page } from '@pagelift/contract';
import { api } from '../../api/client.ts';
import { useConfig } from '../../app/ConfigProvider.tsx';
import { useToast, TOAST_MS } from '../../app/ToastProvider.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { paths } from '../../app/routes.ts';
import { PageTile } from './PageTile.tsx';
import { EmptyProjectGuide } from './EmptyProjectGuide.tsx';

/** /projects/:projectId/: the project's pages, or the guide when it has none. */
export function ProjectPage() {
  const { projectId = '' } = useParams();
  const { extensionUrl } = useConfig();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [toDelete, setToDelete] = useState<Page | null>(null);
  const project = useQuery({ queryKey: ['project', projectId], queryFn: () => api.getProject(projectId) });
  const pages = useQuery({ queryKey: ['pages', projectId], queryFn: () => api.listPages(projectId) });

  // Error catalogue: page list, edit and delete failures show the server text top-centre for 3 s.
  const showError = (error: unknown) =>
    toast(error instanceof Error ? error.message : String(error), { severity: 'error', duration: TOAST_MS.pages, anchor: { vertical: 'top', horizontal: 'center' } });

  useEffect(() => {
    if (pages.error) showError(pages.error);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pages.error]);

  const setPages = (update: (list: Page[]) => Page[]) =>
    queryClient.setQueryData<{ pages: Page[] }>(['pages', projectId], (old) => (old ? { ...old, pages: update(old.pages) } : old));

  const rename = async (page: Page, name: string) => {
    setPages((list) => list.map((p) => (p._id === page._id ? { ...p, name } : p)));
    try {
      await api.updatePage({ _id: page._id, name });
    } catch (error) {
      showError(error);
    }
  };

  const remove = async () => {
    if (!toDelete) return;
    const page = toDelete;
    setToDelete(null);
    try {
      await api.deletePage(page._id);
      setPages((list) => list.filter((p) => p._id !== page._id));
    } catch (error) {
      showError(error);
    }
  };

  const list = pages.data?.pages ?? [];
  return (
    <Box>
      <Button component={RouterLink} to={paths.projects} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        All Projects
      </Button>
      <Typography component="h1" variant="h1" sx={{ wordBreak: 'break-word' }}>
        {project.data?.project.name ?? 'Project'}
      </Typography>
      {project.data?.project.url && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Domain: {project.data.project.url}
        </Typography>
      )}
      <Alert severity="info" sx={{ my: 3 }}>
        Add pages to this project with the{' '}
        <Link href={extensionUrl} target="_blank" rel="noopener" underline="always">
          PageLift browser extension
        </Link>
        : open the page, click the extension icon, choose this project and click Add Page.
      </Alert>
      {pages.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <CircularProgress aria-label="Loading pages" />
        </Box>
      ) : list.length === 0 ? (
        pages.isSuccess && <EmptyProjectGuide />
      ) : (
        <Grid container spacing={3}>
          {list.map((page) => (
            <Grid key={page._id} size={{ xs: 12, sm: 6, md: 4, xl: 3 }}>
              <PageTile page={page} onRename={(name) => rename(page, name)} onDelete={() => setToDelete(page)} />
            </Grid>
          ))}
        </Grid>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Confirm delete page"
        text="Are you sure you want to delete this page?"
        onCancel={() => setToDelete(null)}
        onConfirm={remove}
      />
    </Box>
  );
}
