import type { License, Project, User } from '@pagelift/contract';

/** The spec's app state (section 3): user, project list, projectsRemaining (-1 = unlimited), licence. */
export interface AppState {
  user: User | null;
  projects: Project[];
  projectsRemaining: number | null;
  license: License | null;
}

export type AppAction =
  | { type: 'CURRENT_USER'; user: User | null }
  | { type: 'UPDATE_USER'; user: User }
  | { type: 'GET_ALL_PROJECTS'; projects: Project[] }
  | { type: 'GET_ONE_PROJECT'; projects: Project[] }
  | { type: 'CREATE_ONE_PROJECT'; project: Project }
  | { type: 'UPDATE_ONE_PROJECT'; project: Partial<Project> & { _id: string } }
  | { type: 'DELETE_ONE_PROJECT'; id: string }
  | { type: 'GET_PROJECTS_REMAINING'; projectsRemaining: number }
  | { type: 'GET_LICENSE'; license: License | null };

export const initialAppState: AppState = { user: null, projects: [], projectsRemaining: null, license: null };

/** Deleted projects are never shown (spec section 3), so they never enter the list. */
const visible = (projects: Project[]) => projects.filter((p) => !p.deleted);

export function appReducer(state: AppState, action: AppAction): AppState {
  switch (action.type) {
    case 'CURRENT_USER':
      return action.user ? { ...state, user: action.user } : { ...initialAppState };
    case 'UPDATE_USER':
      return { ...state, user: action.user };
    case 'GET_ALL_PROJECTS':
    case 'GET_ONE_PROJECT':
      return { ...state, projects: visible(action.projects) };
    case 'CREATE_ONE_PROJECT':
      return { ...state, projects: [...state.projects, action.project] };
    case 'UPDATE_ONE_PROJECT':
      return {
        ...state,
        projects: state.projects.map((p) => (p._id === action.project._id ? { ...p, ...action.project } : p)),
      };
    case 'DELETE_ONE_PROJECT':
      return { ...state, projects: state.projects.filter((p) => p._id !== action.id) };
    case 'GET_PROJECTS_REMAINING':
      return { ...state, projectsRemaining: action.projectsRemaining };
    case 'GET_LICENSE':
      return { ...state, license: action.license };
    default:
      return state;
  }
}

/** Creating a project uses one site unless the plan is unlimited (-1). */
export function remainingAfterCreate(remaining: number | null): number | null {
  if (remaining === null || remaining === -1) return remaining;
  return Math.max(0, remaining - 1);
}
