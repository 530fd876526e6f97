import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import type { Project } from '@pagelift/contract';
import { api, ApiError } from '../../api/client.ts';
import { useUpgradeUrl } from '../layout/useUpgradeUrl.ts';
import { hasErrors, validateProject, type FieldErrors } from '../auth/validation.ts';

/** 'Create a new project': name and source domain; a 409 swaps Create Project for 'Upgrade License'. */
export function CreateProjectDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (project: Project, remaining?: number) => void }) {
  const [values, setValues] = useState({ name: '', url: '' });
  const [errors, setErrors] = useState<FieldErrors<'name' | 'url'>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [limitReached, setLimitReached] = useState(false);
  const [busy, setBusy] = useState(false);
  const upgradeUrl = useUpgradeUrl();

  const reset = () => {
    setValues({ name: '', url: '' });
    setErrors({});
    setServerError(null);
    setLimitReached(false);
  };
  const close = () => {
    onClose();
    reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProject(values);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    setServerError(null);
    try {
      const answer = await api.createProject({ name: values.name.trim(), url: values.url.trim() });
      onCreated(answer.project, answer.projectsRemaining);
      reset();
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
      if (error instanceof ApiError && error.status === 409) setLimitReached(true);
    } finally {
      setBusy(false);
    }
  };

  const change = (name: 'name' | 'url') => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [name]: e.target.value }));
    setErrors((old) => ({ ...old, [name]: undefined }));
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="create-project-title">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="create-project-title">Create a new project</DialogTitle>
        <DialogContent>
          {serverError && (
            <Alert severity="error" sx={{ mb: 1 }} role="alert">
              {serverError}
            </Alert>
          )}
          <TextField label="Project Name" required autoFocus value={values.name} onChange={change('name')} error={Boolean(errors.name)} helperText={errors.name} />
          <TextField
            label="Source Domain"
            required
            placeholder="example.com"
            value={values.url}
            onChange={change('url')}
            error={Boolean(errors.url)}
            helperText={errors.url ?? 'For example: example.com'}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            All pages in this project must use this domain
          </Typography>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>Cancel</Button>
          {limitReached ? (
            <Button variant="contained" color="secondary" href={upgradeUrl} target="_blank" rel="noopener">
              Upgrade License
            </Button>
          ) : (
            <Button variant="contained" type="submit" disabled={busy}>
              Create Project
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
