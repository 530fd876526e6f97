import { createContext, useContext, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { api, setApiBase, type RuntimeConfig } from '../api/client.ts';

const ConfigContext = createContext<RuntimeConfig | null>(null);

/** Loads GET /v1/config once, before anything else renders: links and ids come from the server. */
export function ConfigProvider({ children }: { children: ReactNode }) {
  const query = useQuery({
    queryKey: ['config'],
    queryFn: async () => {
      const config = await api.getConfig();
      setApiBase(apiBaseFor(config.apiBaseUrl));
      return config;
    },
    staleTime: Infinity,
    retry: 2,
  });

  if (query.data) return <ConfigContext.Provider value={query.data}>{children}</ConfigContext.Provider>;
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      {query.isError ? (
        <Box sx={{ textAlign: 'center' }} role="alert">
          <Typography component="h1" variant="h2" gutterBottom>
            PageLift cannot reach its server
          </Typography>
          <Button variant="contained" onClick={() => query.refetch()}>
            Try again
          </Button>
        </Box>
      ) : (
        <CircularProgress aria-label="Loading PageLift" />
      )}
    </Box>
  );
}

/**
 * The API is normally on the page's own origin; a configured base on another origin is used
 * as is. An API base that only differs by host alias (localhost vs 127.0.0.1) is replaced by
 * the page's origin so the browser does not need CORS for the same server.
 */
export function apiBaseFor(configured: string | undefined, origin = typeof location === 'undefined' ? '' : location.origin): string {
  if (!configured) return origin;
  try {
    const url = new URL(configured, origin || undefined);
    const here = origin ? new URL(origin) : null;
    const loopback = (h: string) => h === 'localhost' || h === '127.0.0.1' || h === '[::1]';
    if (here && url.port === here.port && loopback(url.hostname) && loopback(here.hostname)) {
      return `${here.origin}${url.pathname.replace(/\/+$/, '')}`;
    }
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return origin;
  }
}

export function useConfig(): RuntimeConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig outside ConfigProvider');
  return config;
}
