import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useAppDispatch, useAppState } from '../../state/AppStateProvider.tsx';

/** Loads GET /v1/projects into the app state (GET_ALL_PROJECTS, GET_PROJECTS_REMAINING). */
export function useProjects() {
  const dispatch = useAppDispatch();
  const state = useAppState();
  const query = useQuery({ queryKey: ['projects'], queryFn: api.listProjects });
  useEffect(() => {
    if (!query.data) return;
    dispatch({ type: 'GET_ALL_PROJECTS', projects: query.data.projects });
    dispatch({ type: 'GET_PROJECTS_REMAINING', projectsRemaining: query.data.projectsRemaining });
  }, [query.data, dispatch]);
  useEffect(() => {
    // Error catalogue: project list failures are only logged.
    if (query.error) console.warn('Could not load projects', query.error);
  }, [query.error]);
  return { projects: state.projects, projectsRemaining: state.projectsRemaining, loading: query.isPending };
}
