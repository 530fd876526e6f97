import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppState } from '../state/AppStateProvider.tsx';
import { useSession } from './SessionProvider.tsx';
import { guardRedirect } from './routes.ts';

/** Guarded routes: no token -> '/', pending -> /verify/, active on /verify/ -> /projects/. */
export function RequireUser() {
  const { token } = useSession();
  const { user } = useAppState();
  const { pathname } = useLocation();
  const target = guardRedirect(pathname, token, user);
  if (target) return <Navigate to={target} replace />;
  // Spec: without a user loaded, the guarded routes render nothing.
  if (!user) return null;
  return <Outlet />;
}
