import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Box, Button, TextField } from '@mui/material';
import { FormActions } from '../../components/FormActions.tsx';
import { MESSAGES } from '@pagelift/contract';
import { api, ApiError } from '../../api/client.ts';
import { useAppDispatch, useAppState } from '../../state/AppStateProvider.tsx';
import { useToast, TOAST_MS } from '../../app/ToastProvider.tsx';
import { AuthCard } from '../../components/AuthCard.tsx';
import { paths } from '../../app/routes.ts';
import { useSession } from '../../app/SessionProvider.tsx';
import { REQUIRED } from './validation.ts';
import { useCountdown } from '../../lib/countdown.ts';
import { resendLabel } from './recoverySteps.ts';

/** /verify/: enter the emailed code to activate the account, or have it sent again. */
export function VerifyPage() {
  const { user } = useAppState();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'activate' | 'resend' | null>(null);
  const resendTimer = useCountdown();
  const userId = user?._id;
  const { start: startResendTimer } = resendTimer;

  /** The server's resend cool-down (180 s from the last mail) shown on the button, not learnt from a refusal. */
  const syncResendWait = async () => {
    try {
      const { retryAfter } = await api.resendWait();
      if (retryAfter > 0) startResendTimer(retryAfter);
    } catch (e) {
      console.warn('Could not read the resend wait', e);
    }
  };

  useEffect(() => {
    if (!userId) return;
    let current = true;
    api
      .resendWait()
      .then(({ retryAfter }) => current && retryAfter > 0 && startResendTimer(retryAfter))
      .catch((e: unknown) => console.warn('Could not read the resend wait', e));
    return () => {
      current = false;
    };
  }, [userId, startResendTimer]);

  if (!user) return null;

  const activate = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(REQUIRED);
    setBusy('activate');
    setError(null);
    try {
      const answer = await api.activate({ id: user._id, code: code.trim() });
      if (answer.status === 'error') {
        setError(answer.msg ?? 'Invalid code.');
        return;
      }
      const active = answer.user ?? { ...user, status: 'active' as const };
      if (answer.token) signIn(answer.token, active);
      else dispatch({ type: 'CURRENT_USER', user: active });
      navigate(paths.projects);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    setBusy('resend');
    try {
      await api.resend({ id: user._id });
      toast(MESSAGES.codeSent, { severity: 'success', duration: TOAST_MS.verify });
      await syncResendWait();
    } catch (e) {
      // Still cooling down (another tab sent one): the button counts down instead of an error.
      if (e instanceof ApiError && e.status === 429 && e.retryAfter) return startResendTimer(e.retryAfter);
      toast(e instanceof Error ? e.message : String(e), { severity: 'error', duration: TOAST_MS.verify });
    } finally {
      setBusy(null);
    }
  };

  return (
    <AuthCard title="Active Your Account" subtitle={<>Hi {user.first_name} {user.last_name},</>}>
      <Box component="form" onSubmit={activate} noValidate aria-label="Activate account">
        <Box component="p" sx={{ mt: 0, color: 'text.secondary', textAlign: 'center' }}>
          Please enter the code sent to your email to activate your account.
        </Box>
        <TextField
          label="Enter code"
          value={code}
          required
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          onChange={(e) => {
            setCode(e.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error}
        />
        <FormActions>
          <Button fullWidth variant="outlined" size="large" onClick={resend} disabled={busy !== null || resendTimer.running}>
            {resendLabel(resendTimer.seconds)}
          </Button>
          <Button fullWidth variant="contained" size="large" type="submit" disabled={busy !== null}>
            Active Account
          </Button>
        </FormActions>
      </Box>
    </AuthCard>
  );
}
