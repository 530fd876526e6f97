import { Outlet, useParams } from 'react-router';
import { Box, Container } from '@mui/material';
import { Header } from './Header.tsx';
import { ChatLink } from './ChatLink.tsx';

/** Header, content area for the child routes (wider "project" variant under a projectId), chat link. */
export function DashboardLayout() {
  const { projectId } = useParams();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header />
      <Container component="main" maxWidth={projectId ? 'xl' : 'lg'} sx={{ flexGrow: 1, py: { xs: 3, sm: 5 }, pb: 12 }} data-layout={projectId ? 'project' : 'default'}>
        <Outlet />
      </Container>
      <ChatLink />
    </Box>
  );
}
