import { Navigate } from 'react-router';
import { Divider } from '@mui/material';
import { useAppState } from '../../state/AppStateProvider.tsx';
import { AuthCard } from '../../components/AuthCard.tsx';
import { landingFor } from '../../app/routes.ts';
import { GoogleSignInButton } from './GoogleSignInButton.tsx';
import { AuthForm } from './AuthForm.tsx';

/** '/': Welcome, Continue with Google, OR, then the sign-in or sign-up form. */
export function LoginPage() {
  const { user } = useAppState();
  if (user) return <Navigate to={landingFor(user)} replace />;
  return (
    <AuthCard title="Welcome" subtitle="Clone any web page into your page builder.">
      <GoogleSignInButton />
      <Divider sx={{ my: 3, color: 'text.secondary', fontSize: 14 }}>OR</Divider>
      <AuthForm />
    </AuthCard>
  );
}
