import { createContext, useContext, useEffect, useReducer, type Dispatch, type ReactNode } from 'react';
import { appReducer, initialAppState, type AppAction, type AppState } from './appReducer.ts';
import { projectsStorage } from './storage.ts';

const StateContext = createContext<AppState>(initialAppState);
const DispatchContext = createContext<Dispatch<AppAction>>(() => undefined);

export function AppStateProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(appReducer, initialAppState, (s) => ({ ...s, projects: projectsStorage.get() }));

  // The spec keeps the project list in local storage while a user exists.
  useEffect(() => {
    if (state.user) projectsStorage.set(state.projects);
  }, [state.user, state.projects]);

  return (
    <StateContext.Provider value={state}>
      <DispatchContext.Provider value={dispatch}>{children}</DispatchContext.Provider>
    </StateContext.Provider>
  );
}

export const useAppState = () => useContext(StateContext);
export const useAppDispatch = () => useContext(DispatchContext);
