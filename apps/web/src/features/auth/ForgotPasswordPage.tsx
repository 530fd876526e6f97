import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Box, Button, Link, Step, StepLabel, Stepper, TextField } from '@mui/material';
import { FormActions } from '../../components/FormActions.tsx';
import { MESSAGES } from '@pagelift/contract';
import { api, type RecoveryResult } from '../../api/client.ts';
import { useToast, TOAST_MS } from '../../app/ToastProvider.tsx';
import { AuthCard } from '../../components/AuthCard.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { useCountdown } from '../../lib/countdown.ts';
import { paths } from '../../app/routes.ts';
import { hasErrors, REQUIRED, validateNewPassword, type FieldErrors } from './validation.ts';
import {
  REDIRECT_COUNTDOWN_SECONDS,
  RESEND_COUNTDOWN_SECONDS,
  redirectLabel,
  resendLabel,
  shouldLeaveRecovery,
  STEP_TITLES,
  type RecoveryStep,
} from './recoverySteps.ts';
import { clearRecovery, loadRecovery, saveRecovery } from './recoveryStorage.ts';

const STEPS: RecoveryStep[] = ['email', 'code', 'password'];

/** /forgot-password/: email -> code -> new password, in one form (spec sections 2 and 4). */
export function ForgotPasswordPage() {
  // After a reload, back to the step the user was on with the code already mailed (recoveryStorage.ts).
  const [restored] = useState(() => loadRecovery());
  const [step, setStep] = useState<RecoveryStep>(restored?.step ?? 'email');
  const [email, setEmail] = useState(restored?.email ?? '');
  const [code, setCode] = useState('');
  const [id, setId] = useState<string | null>(restored?.id ?? null);
  const [sentAt, setSentAt] = useState<number | null>(restored?.sentAt ?? null);
  const [passwords, setPasswords] = useState({ password: '', confirm_password: '' });
  const [errors, setErrors] = useState<FieldErrors<'email' | 'code' | 'password' | 'confirm_password'>>({});
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(false);
  const resendTimer = useCountdown();
  const redirectTimer = useCountdown();
  const [resendStarted, setResendStarted] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();

  useEffect(() => {
    if (!restored) return;
    const left = RESEND_COUNTDOWN_SECONDS - Math.floor((Date.now() - restored.sentAt) / 1000);
    if (left > 0) {
      resendTimer.start(left);
      setResendStarted(true);
    }
    // Once, on mount: the countdown picks up where it was before the reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (changed || step === 'email' || !id || sentAt === null) clearRecovery();
    else saveRecovery({ step, email, id, sentAt });
  }, [step, email, id, sentAt, changed]);

  const notify = (message: string, ok: boolean) => toast(message, { severity: ok ? 'success' : 'error', duration: TOAST_MS.forgotPassword });

  useEffect(() => {
    if (shouldLeaveRecovery({ step, changed, resendLeft: resendTimer.seconds, resendStarted, redirectLeft: redirectTimer.seconds })) navigate(paths.home);
  }, [step, changed, resendTimer.seconds, resendStarted, redirectTimer.seconds, navigate]);

  /** One call, one snackbar: the server's error in red when unsuccessful. */
  const call = async (run: () => Promise<RecoveryResult>): Promise<RecoveryResult | null> => {
    setBusy(true);
    try {
      const answer = await run();
      if (!answer.success) notify(answer.error ?? 'Something went wrong.', false);
      return answer.success ? answer : null;
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), false);
      return null;
    } finally {
      setBusy(false);
    }
  };

  const requestCode = async () => {
    const answer = await call(() => api.getCode(email.trim()));
    if (!answer) return false;
    if (answer.id) setId(answer.id);
    setSentAt(Date.now());
    resendTimer.start(RESEND_COUNTDOWN_SECONDS);
    setResendStarted(true);
    notify(MESSAGES.codeSent, true);
    return true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (step === 'email') {
      if (!email.trim()) return setErrors({ email: REQUIRED });
      if (await requestCode()) setStep('code');
    } else if (step === 'code') {
      if (!code.trim()) return setErrors({ code: REQUIRED });
      const answer = await call(() => api.verifyCode(id ?? '', code.trim()));
      if (answer) setStep('password');
    } else if (!changed) {
      const found = validateNewPassword(passwords);
      setErrors(found);
      if (hasErrors(found)) return;
      const answer = await call(() => api.changePassword(id ?? '', passwords.password, passwords.confirm_password));
      if (!answer) return;
      notify(MESSAGES.passwordChanged, true);
      setChanged(true);
      redirectTimer.start(REDIRECT_COUNTDOWN_SECONDS);
    }
  };

  const activeIndex = STEPS.indexOf(step);
  return (
    <AuthCard title={STEP_TITLES[step]}>
      <Stepper activeStep={activeIndex} alternativeLabel sx={{ mb: 3 }} aria-label="Password recovery progress">
        {STEPS.map((s) => (
          <Step key={s}>
            <StepLabel>{STEP_TITLES[s]}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box component="form" onSubmit={submit} noValidate aria-label={STEP_TITLES[step]}>
        {step === 'email' && (
          <>
            <Box component="p" sx={{ mt: 0, color: 'text.secondary' }}>
              Enter the email address of your account and we will send you a code.
            </Box>
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setErrors({});
              }}
              error={Boolean(errors.email)}
              helperText={errors.email}
            />
            <Button fullWidth variant="contained" size="large" type="submit" disabled={busy} sx={{ mt: 3 }}>
              Get code
            </Button>
          </>
        )}
        {step === 'code' && (
          <>
            <Box component="p" sx={{ mt: 0, color: 'text.secondary' }}>
              Enter the code sent to {email}.
            </Box>
            <TextField
              label="Code"
              required
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => {
                setCode(e.target.value);
                setErrors({});
              }}
              error={Boolean(errors.code)}
              helperText={errors.code}
            />
            <FormActions>
              <Button fullWidth variant="outlined" size="large" onClick={requestCode} disabled={busy || resendTimer.running}>
                {resendLabel(resendTimer.seconds)}
              </Button>
              <Button fullWidth variant="contained" size="large" type="submit" disabled={busy}>
                Verify Code
              </Button>
            </FormActions>
          </>
        )}
        {step === 'password' && (
          <>
            <PasswordField
              label="New Password"
              autoComplete="new-password"
              required
              value={passwords.password}
              onChange={(e) => {
                setPasswords((p) => ({ ...p, password: e.target.value }));
                setErrors({});
              }}
              error={Boolean(errors.password)}
              helperText={errors.password}
            />
            <PasswordField
              label="Confirm Password"
              autoComplete="new-password"
              required
              value={passwords.confirm_password}
              onChange={(e) => {
                setPasswords((p) => ({ ...p, confirm_password: e.target.value }));
                setErrors({});
              }}
              error={Boolean(errors.confirm_password)}
              helperText={errors.confirm_password}
            />
            <Button fullWidth variant="contained" size="large" type="submit" disabled={busy || changed} sx={{ mt: 3 }}>
              {changed ? redirectLabel(redirectTimer.seconds) : 'Change Password'}
            </Button>
          </>
        )}
      </Box>
      <Box sx={{ textAlign: 'center', mt: 3 }}>
        <Link component={RouterLink} to={paths.home} underline="always" onClick={clearRecovery}>
          Back to home page
        </Link>
      </Box>
    </AuthCard>
  );
}
