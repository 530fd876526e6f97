import type { User } from '@pagelift/contract';

export const paths = {
  home: '/',
  forgotPassword: '/forgot-password/',
  verify: '/verify/',
  projects: '/projects/',
  project: (projectId: string) => `/projects/${encodeURIComponent(projectId)}/`,
  page: (projectId: string, pageId: string) => `/projects/${encodeURIComponent(projectId)}/${encodeURIComponent(pageId)}`,
  profile: '/profile/',
} as const;

/** Where a signed-in user belongs: the projects when active, else the activation screen. */
export function landingFor(user: Pick<User, 'status'>): string {
  return user.status === 'active' ? paths.projects : paths.verify;
}

/** The guard rules of spec section 2; `null` means stay. */
export function guardRedirect(pathname: string, token: string | null, user: Pick<User, 'status'> | null): string | null {
  if (!token) return paths.home;
  if (!user) return null;
  const onVerify = /^\/verify\/?$/.test(pathname);
  if (user.status !== 'active' && !onVerify) return paths.verify;
  if (user.status === 'active' && onVerify) return paths.projects;
  return null;
}
