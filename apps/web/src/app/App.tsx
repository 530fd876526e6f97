import { BrowserRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { theme } from './theme.ts';
import { ConfigProvider } from './ConfigProvider.tsx';
import { ToastProvider } from './ToastProvider.tsx';
import { SessionProvider } from './SessionProvider.tsx';
import { RequireUser } from './RequireUser.tsx';
import { AppStateProvider } from '../state/AppStateProvider.tsx';
import { DashboardLayout } from '../features/layout/DashboardLayout.tsx';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { VerifyPage } from '../features/auth/VerifyPage.tsx';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage.tsx';
import { ProjectsPage } from '../features/projects/ProjectsPage.tsx';
import { ProjectPage } from '../features/pages/ProjectPage.tsx';
import { ProfilePage } from '../features/profile/ProfilePage.tsx';
import { EditorPage } from '../features/editor/EditorPage.tsx';
import { NotFoundPage } from '../features/not-found/NotFoundPage.tsx';

// The spec's HTTP client has no default time-out and failures are mostly only logged,
// so queries do not retry behind the user's back.
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <ConfigProvider>
          <AppStateProvider>
            <SessionProvider>
              <BrowserRouter>
                <ToastProvider>
                  <AppRoutes />
                </ToastProvider>
              </BrowserRouter>
            </SessionProvider>
          </AppStateProvider>
        </ConfigProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

function AppRoutes() {
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route index element={<LoginPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route element={<RequireUser />}>
          <Route path="verify" element={<VerifyPage />} />
          <Route path="projects" element={<ProjectsPage />} />
          <Route path="projects/:projectId" element={<ProjectPage />} />
          <Route path="profile" element={<ProfilePage />} />
        </Route>
      </Route>
      {/* The editor lives outside the standard layout. */}
      <Route element={<RequireUser />}>
        <Route path="projects/:projectId/:pageId/:timelineId?" element={<EditorPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
