import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '@pagelift/contract';
import { api, ApiError } from '../api/client.ts';
import { useAppDispatch } from '../state/AppStateProvider.tsx';
import { projectsStorage, tokenStorage } from '../state/storage.ts';

interface Session {
  token: string | null;
  /** Stores the token and the user, then loads the licence in the background. */
  signIn(token: string, user: User): void;
  /** Spec section 4: remove the token, clear the user (the caller navigates to /). */
  signOut(): void;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null>(() => tokenStorage.get());
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();

  // GET /v1/auth/ loads the user and the licence for the stored token.
  const current = useQuery({
    queryKey: ['currentUser', token],
    queryFn: api.currentUser,
    enabled: token !== null,
    retry: false,
    staleTime: 30_000,
  });

  useEffect(() => {
    if (!current.data) return;
    dispatch({ type: 'CURRENT_USER', user: current.data.user });
    dispatch({ type: 'GET_LICENSE', license: current.data.license ?? null });
  }, [current.data, dispatch]);

  const signOut = useCallback(() => {
    tokenStorage.clear();
    projectsStorage.clear();
    setToken(null);
    dispatch({ type: 'CURRENT_USER', user: null });
    queryClient.clear();
  }, [dispatch, queryClient]);

  useEffect(() => {
    if (!current.error) return;
    // Loading failures are only logged (error catalogue); a rejected token ends the session.
    console.warn('Could not load the current user', current.error);
    if (current.error instanceof ApiError && current.error.status === 401) signOut();
  }, [current.error, signOut]);

  const signIn = useCallback(
    (newToken: string, user: User) => {
      tokenStorage.set(newToken);
      setToken(newToken);
      dispatch({ type: 'CURRENT_USER', user });
    },
    [dispatch],
  );

  const value = useMemo(() => ({ token, signIn, signOut }), [token, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
