import { Link as RouterLink } from 'react-router';
import { AppBar, Box, Button, IconButton, Toolbar, Tooltip } from '@mui/material';
import DocsIcon from '@mui/icons-material/MenuBook';
import { useConfig } from '../../app/ConfigProvider.tsx';
import { useAppState } from '../../state/AppStateProvider.tsx';
import { Logo } from '../../components/Logo.tsx';
import { landingFor, paths } from '../../app/routes.ts';
import { AvatarMenu } from './AvatarMenu.tsx';
import { ProductsMenu } from './ProductsMenu.tsx';
import { UpgradeButton } from './UpgradeButton.tsx';

/** Logo (to /projects/ when active, /verify/ otherwise), Upgrade, sister products (in a menu on small screens), Documents, avatar menu. */
export function Header() {
  const { user } = useAppState();
  const { sisterProducts, documentsUrl } = useConfig();
  const logoTarget = user ? landingFor(user) : paths.home;
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, minHeight: { xs: 60, sm: 68 } }}>
        <Box component={RouterLink} to={logoTarget} aria-label="PageLift home" sx={{ display: 'inline-flex', textDecoration: 'none', borderRadius: 1 }}>
          <Logo />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {user && <UpgradeButton size="small" />}
        <Box component="nav" aria-label="PageLift links" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {sisterProducts.map((product) => (
            <Button key={product.url} href={product.url} target="_blank" rel="noopener" color="inherit" sx={{ display: { xs: 'none', md: 'inline-flex' } }}>
              {product.name}
            </Button>
          ))}
          <ProductsMenu products={sisterProducts} />
          {documentsUrl && (
            <>
              <Button href={documentsUrl} target="_blank" rel="noopener" color="inherit" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
                Documents
              </Button>
              <Tooltip title="Documents">
                <IconButton href={documentsUrl} target="_blank" rel="noopener" aria-label="Documents" sx={{ display: { xs: 'inline-flex', sm: 'none' } }}>
                  <DocsIcon />
                </IconButton>
              </Tooltip>
            </>
          )}
        </Box>
        {user && <AvatarMenu user={user} />}
      </Toolbar>
    </AppBar>
  );
}
