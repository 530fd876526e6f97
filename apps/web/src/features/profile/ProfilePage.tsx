import { Link as RouterLink, useLocation } from 'react-router';
import { Box, Card, CardContent, List, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import PersonIcon from '@mui/icons-material/PersonOutline';
import KeyIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { useAppState } from '../../state/AppStateProvider.tsx';
import { tabFromHash } from './profileTab.ts';
import { ProfileForm } from './ProfileForm.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { LicensePanel } from './LicensePanel.tsx';

/** /profile/: General (#general) and License (#license), chosen from the URL hash. */
export function ProfilePage() {
  const { user, license } = useAppState();
  const { hash } = useLocation();
  const tab = tabFromHash(hash);
  if (!user) return null;
  return (
    <Box>
      <Typography component="h1" variant="h1" sx={{ mb: 3 }}>
        Account
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '240px 1fr' }, alignItems: 'start' }}>
        <Card component="nav" aria-label="Account sections">
          <List component="div" sx={{ display: { xs: "flex", md: "block" }, "& > a": { flex: { xs: 1, md: "none" } } }} disablePadding>
            <ListItemButton component={RouterLink} to="#general" selected={tab === 'general'} aria-current={tab === 'general' ? 'page' : undefined}>
              <ListItemIcon sx={{ minWidth: 36 }}><PersonIcon /></ListItemIcon>
              <ListItemText primary="General" />
            </ListItemButton>
            <ListItemButton component={RouterLink} to="#license" selected={tab === 'license'} aria-current={tab === 'license' ? 'page' : undefined}>
              <ListItemIcon sx={{ minWidth: 36 }}><KeyIcon /></ListItemIcon>
              <ListItemText primary="License" />
            </ListItemButton>
          </List>
        </Card>
        <Card>
          <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
            {tab === 'general' ? (
              <>
                <ProfileForm user={user} />
                <PasswordForm user={user} />
              </>
            ) : (
              <LicensePanel license={license} />
            )}
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
