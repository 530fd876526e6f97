import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Alert, Box, Button, Link, TextField } from '@mui/material';
import { FieldPair, FormActions } from '../../components/FormActions.tsx';
import { MESSAGES } from '@pagelift/contract';
import { api } from '../../api/client.ts';
import { useSession } from '../../app/SessionProvider.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { landingFor, paths } from '../../app/routes.ts';
import { hasErrors, validateSignIn, validateSignUp, type FieldErrors, type SignUpValues } from './validation.ts';

type Mode = 'signIn' | 'signUp';
const EMPTY: SignUpValues = { first_name: '', last_name: '', username: '', email: '', password: '', confirm_password: '' };

/** Sign-in (default) and sign-up in one form, toggled by Sign Up and Cancel (spec section 4). */
export function AuthForm() {
  const [mode, setMode] = useState<Mode>('signIn');
  const [values, setValues] = useState<SignUpValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof SignUpValues>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { signIn } = useSession();
  const navigate = useNavigate();

  const field = (name: keyof SignUpValues) => ({
    name,
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      // Editing any field clears that field's error and the mismatch error.
      setErrors((old) => {
        const next = { ...old };
        delete next[name];
        if (next.confirm_password === MESSAGES.passwordMismatch) delete next.confirm_password;
        return next;
      });
    },
  });

  const switchTo = (next: Mode) => {
    setMode(next);
    setErrors({});
    setBanner(null);
    // Switching to sign-up clears email, password and confirm_password.
    if (next === 'signUp') setValues((v) => ({ ...v, email: '', password: '', confirm_password: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = mode === 'signIn' ? validateSignIn(values) : validateSignUp(values);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    setBanner(null);
    try {
      const { token, user } = mode === 'signIn' ? await api.login({ email: values.email, password: values.password }) : await api.register(values);
      signIn(token, user);
      navigate(landingFor(user));
    } catch (error) {
      setBanner(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={mode === 'signIn' ? 'Sign in' : 'Create account'}>
      {banner && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {banner}
        </Alert>
      )}
      {mode === 'signUp' && (
        <>
          <FieldPair>
            <TextField label="First Name" autoComplete="given-name" required {...field('first_name')} />
            <TextField label="Last Name" autoComplete="family-name" required {...field('last_name')} />
          </FieldPair>
          <TextField label="Username" autoComplete="username" required {...field('username')} />
        </>
      )}
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <PasswordField label="Password" autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'} required {...field('password')} />
      {mode === 'signUp' && <PasswordField label="Confirm Password" autoComplete="new-password" required {...field('confirm_password')} />}
      {mode === 'signIn' && (
        <Box sx={{ textAlign: 'right', mt: 0.5 }}>
          <Link component={RouterLink} to={paths.forgotPassword} underline="always">
            Forgot Password?
          </Link>
        </Box>
      )}
      <FormActions>
        {mode === 'signIn' ? (
          <>
            <Button fullWidth variant="outlined" size="large" onClick={() => switchTo('signUp')}>
              Sign Up
            </Button>
            <Button fullWidth variant="contained" size="large" type="submit" disabled={busy}>
              Sign In
            </Button>
          </>
        ) : (
          <>
            <Button fullWidth variant="outlined" size="large" onClick={() => switchTo('signIn')}>
              Cancel
            </Button>
            <Button fullWidth variant="contained" size="large" type="submit" disabled={busy}>
              Create Account
            </Button>
          </>
        )}
      </FormActions>
    </Box>
  );
}
