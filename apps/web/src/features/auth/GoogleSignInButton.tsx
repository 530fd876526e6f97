import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Box, Button, FormHelperText, LinearProgress } from '@mui/material';
import GoogleIcon from '@mui/icons-material/Google';
import { useConfig } from '../../app/ConfigProvider.tsx';
import { useSession } from '../../app/SessionProvider.tsx';
import { api } from '../../api/client.ts';
import { useScript } from '../../lib/useScript.ts';
import { landingFor } from '../../app/routes.ts';
import { GOOGLE_SCOPES, registerByGoogleBody } from './googleProfile.ts';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: Record<string, unknown>): void;
      renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
      prompt(): void;
    };
  };
}
declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

/**
 * 'Continue with Google' through Google Identity Services' ID-token flow: the provider's
 * script renders its button, hands back a signed ID token (which always carries the openid,
 * profile and email scopes), and the server verifies that token.
 */
export function GoogleSignInButton() {
  const { googleClientId, googleScriptUrl } = useConfig();
  const status = useScript(googleClientId ? googleScriptUrl : null);
  const container = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const { signIn } = useSession();
  const navigate = useNavigate();
  const onCredential = useRef<(credential: string) => void>(() => undefined);

  onCredential.current = async (credential: string) => {
    setBusy(true);
    try {
      const { token, newUser } = await api.registerByGoogle(registerByGoogleBody(credential));
      signIn(token, newUser);
      navigate(landingFor(newUser));
    } catch (error) {
      // Error catalogue: social sign-in failures are only logged; the loading state is cleared.
      console.warn('Google sign-in failed', error);
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    const google = window.google;
    if (status !== 'ready' || !google || !googleClientId || !container.current) return;
    google.accounts.id.initialize({
      client_id: googleClientId,
      scope: GOOGLE_SCOPES.join(' '),
      callback: (response: { credential?: string }) => {
        if (response.credential) onCredential.current(response.credential);
      },
    });
    const width = Math.min(400, Math.max(200, Math.floor(container.current.getBoundingClientRect().width)));
    container.current.replaceChildren();
    google.accounts.id.renderButton(container.current, { type: 'standard', theme: 'outline', size: 'large', text: 'continue_with', shape: 'rectangular', logo_alignment: 'center', width });
  }, [status, googleClientId]);

  if (!googleClientId || status === 'error') {
    return (
      <Box>
        <Button fullWidth variant="outlined" size="large" startIcon={<GoogleIcon />} disabled aria-describedby="google-disabled-reason">
          Continue with Google
        </Button>
        <FormHelperText id="google-disabled-reason" sx={{ textAlign: 'center' }}>
          {googleClientId ? 'Google sign-in could not be loaded. Use your email and password.' : 'Google sign-in is not configured on this server. Use your email and password.'}
        </FormHelperText>
      </Box>
    );
  }
  return (
    <Box aria-busy={busy || status === 'loading'}>
      <Box ref={container} data-testid="google-button" sx={{ minHeight: 44, display: 'flex', justifyContent: 'center' }} />
      {(busy || status === 'loading') && <LinearProgress aria-label="Signing in with Google" sx={{ mt: 1 }} />}
    </Box>
  );
}
