import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Avatar, Box, Button, FormHelperText, Stack, TextField, Typography } from '@mui/material';
import PhotoIcon from '@mui/icons-material/PhotoCameraOutlined';
import { MESSAGES, type User } from '@pagelift/contract';
import { api } from '../../api/client.ts';
import { useAppDispatch } from '../../state/AppStateProvider.tsx';
import { useToast, TOAST_MS } from '../../app/ToastProvider.tsx';
import { avatarFor } from '../../lib/avatar.ts';
import { FieldPair } from '../../components/FormActions.tsx';
import { hasErrors, validateAvatar, validateProfile, type FieldErrors } from '../auth/validation.ts';

/** General: avatar, names, the read-only email; buttons stay disabled until something changed. */
export function ProfileForm({ user }: { user: User }) {
  const [names, setNames] = useState({ first_name: user.first_name, last_name: user.last_name });
  const [avatarFile, setAvatarFile] = useState<File | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors<'first_name' | 'last_name'>>({});
  const [busy, setBusy] = useState(false);
  const dispatch = useAppDispatch();
  const toast = useToast();

  const preview = useMemo(() => (avatarFile ? URL.createObjectURL(avatarFile) : null), [avatarFile]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const dirty = names.first_name !== user.first_name || names.last_name !== user.last_name || avatarFile !== null;

  const reset = () => {
    setNames({ first_name: user.first_name, last_name: user.last_name });
    setAvatarFile(null);
    setAvatarError(null);
    setErrors({});
  };

  const pickAvatar = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = validateAvatar(file);
    setAvatarError(problem);
    if (!problem) setAvatarFile(file);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(names);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const updated = await api.updateProfile({ ...user, ...names }, avatarFile);
      dispatch({ type: 'UPDATE_USER', user: updated });
      setAvatarFile(null);
      toast(MESSAGES.profileUpdated, { severity: 'success', duration: TOAST_MS.profile });
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error), { severity: 'error', duration: TOAST_MS.profile });
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    setNames({ first_name: user.first_name, last_name: user.last_name });
  }, [user.first_name, user.last_name]);

  const change = (name: 'first_name' | 'last_name') => (e: React.ChangeEvent<HTMLInputElement>) => {
    setNames((n) => ({ ...n, [name]: e.target.value }));
    setErrors((old) => ({ ...old, [name]: undefined }));
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby="profile-heading">
      <Typography id="profile-heading" component="h2" variant="h2" gutterBottom>
        General
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', my: 2 }}>
        <Avatar src={preview ?? avatarFor(user)} alt="Your avatar" sx={{ width: 80, height: 80 }} data-testid="profile-avatar">
          {user.first_name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Box>
          <Button component="label" variant="outlined" startIcon={<PhotoIcon />}>
            Change avatar
            <input type="file" accept="image/*" hidden onChange={pickAvatar} data-testid="avatar-input" />
          </Button>
          <FormHelperText error={Boolean(avatarError)} role={avatarError ? 'alert' : undefined}>
            {avatarError ?? 'An image smaller than 4 MB.'}
          </FormHelperText>
        </Box>
      </Stack>
      <FieldPair>
        <TextField label="First Name" required autoComplete="given-name" value={names.first_name} onChange={change('first_name')} error={Boolean(errors.first_name)} helperText={errors.first_name} />
        <TextField label="Last Name" required autoComplete="family-name" value={names.last_name} onChange={change('last_name')} error={Boolean(errors.last_name)} helperText={errors.last_name} />
      </FieldPair>
      <TextField label="Email" value={user.email} disabled />
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={!dirty || busy}>
          Update Profile
        </Button>
        <Button onClick={reset} disabled={!dirty || busy}>
          Cancel
        </Button>
      </Stack>
    </Box>
  );
}
