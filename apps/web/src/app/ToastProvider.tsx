import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Alert, Snackbar, type AlertColor, type SnackbarOrigin } from '@mui/material';

/** Toast durations of spec section 9. */
export const TOAST_MS = { profile: 3000, pages: 3000, verify: 4000, forgotPassword: 6000 } as const;

export interface ToastOptions {
  severity?: AlertColor;
  duration: number;
  anchor?: SnackbarOrigin;
}
interface Toast extends ToastOptions {
  id: number;
  message: string;
}

const ToastContext = createContext<(message: string, options: ToastOptions) => void>(() => undefined);

/**
 * One toast at a time, belonging to the screen that raised it: it goes when the route changes,
 * so an error on one screen never greets the user on the next. Must sit inside the router.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const { pathname } = useLocation();
  useEffect(() => setToast(null), [pathname]);
  const show = useCallback((message: string, options: ToastOptions) => {
    setToast({ id: Date.now() + Math.random(), message, ...options });
  }, []);
  const close = (_event?: unknown, reason?: string) => {
    if (reason === 'clickaway') return;
    setToast(null);
  };
  return (
    <ToastContext.Provider value={show}>
      {children}
      <Snackbar
        key={toast?.id}
        open={toast !== null}
        autoHideDuration={toast?.duration}
        onClose={close}
        anchorOrigin={toast?.anchor ?? { vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert onClose={close} severity={toast?.severity ?? 'success'} variant="filled" sx={{ width: '100%' }} data-testid="toast">
          {toast?.message}
        </Alert>
      </Snackbar>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
