import type { Project } from '@pagelift/contract';

// The spec keeps the bearer token and the project list (when a user exists) in local storage.
const TOKEN_KEY = 'token';
const PROJECTS_KEY = 'projects';

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const tokenStorage = {
  get: (): string | null => store()?.getItem(TOKEN_KEY) ?? null,
  set: (token: string) => store()?.setItem(TOKEN_KEY, token),
  clear: () => store()?.removeItem(TOKEN_KEY),
};

export const projectsStorage = {
  get(): Project[] {
    try {
      const raw = store()?.getItem(PROJECTS_KEY);
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      return Array.isArray(parsed) ? (parsed as Project[]) : [];
    } catch {
      return [];
    }
  },
  set: (projects: Project[]) => store()?.setItem(PROJECTS_KEY, JSON.stringify(projects)),
  clear: () => store()?.removeItem(PROJECTS_KEY),
};
