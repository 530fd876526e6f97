import { useState, type FormEvent } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { MESSAGES, type User } from '@pagelift/contract';
import { api } from '../../api/client.ts';
import { useSession } from '../../app/SessionProvider.tsx';
import { useToast, TOAST_MS } from '../../app/ToastProvider.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { hasErrors, validatePasswordChange, type FieldErrors } from '../auth/validation.ts';

const EMPTY = { current_password: '', new_password: '', confirm_password: '' };
type Field = keyof typeof EMPTY;

/** Password change; the current-password field is hidden for accounts whose code is 0 (no password yet). */
export function PasswordForm({ user }: { user: User }) {
  const needsCurrent = user.code !== 0;
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const { signIn } = useSession();
  const dirty = Object.values(values).some((v) => v !== '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswordChange(values, needsCurrent);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const answer = await api.updatePassword({ id: user._id, ...values });
      if (answer.status === 'error') {
        setErrors({ current_password: answer.msg ?? 'Could not change the password.' });
        return;
      }
      // Changing the password revokes older tokens; the server may hand a fresh one back.
      if (answer.token) signIn(answer.token, answer.user ?? { ...user, code: 1 });
      setValues(EMPTY);
      toast(MESSAGES.passwordUpdated, { severity: 'success', duration: TOAST_MS.profile });
    } catch (error) {
      setErrors({ current_password: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field) => ({
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      setErrors((old) => ({ ...old, [name]: undefined, ...(name !== 'current_password' && old.confirm_password === MESSAGES.passwordMismatch ? { confirm_password: undefined } : {}) }));
    },
  });

  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby="password-heading" sx={{ mt: 5 }}>
      <Typography id="password-heading" component="h2" variant="h2" gutterBottom>
        Password
      </Typography>
      {needsCurrent && <PasswordField label="Current Password" autoComplete="current-password" {...field('current_password')} />}
      <PasswordField label="New Password" autoComplete="new-password" {...field('new_password')} />
      <PasswordField label="Confirm Password" autoComplete="new-password" {...field('confirm_password')} />
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={!dirty || busy}>
          Change Password
        </Button>
        <Button
          onClick={() => {
            setValues(EMPTY);
            setErrors({});
          }}
          disabled={!dirty || busy}
        >
          Cancel
        </Button>
      </Stack>
    </Box>
  );
}
