import type { User } from '@pagelift/contract';

/**
 * The signed-in state lives in chrome.storage.local (not the popup's localStorage) so the
 * service worker, which does the upload, sees the same token as the popup.
 */
export interface Session {
  token: string;
  user: Pick<User, '_id' | 'email' | 'first_name' | 'last_name'> & Partial<User>;
  /** Which API issued the token: a token is meaningless to another server. */
  apiBase: string;
}

export async function loadSession(): Promise<Session | null> {
  const { session } = await chrome.storage.local.get('session');
  if (!session || typeof session !== 'object') return null;
  const s = session as Session;
  return typeof s.token === 'string' && s.token ? s : null;
}

export async function saveSession(session: Session): Promise<void> {
  await chrome.storage.local.set({ session });
}

export async function clearSession(): Promise<void> {
  await chrome.storage.local.remove('session');
}
