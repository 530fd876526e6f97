import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Avatar, Box, Divider, IconButton, ListItemIcon, MenuItem, MenuList, Popover, Typography } from '@mui/material';
import PersonIcon from '@mui/icons-material/PersonOutline';
import MailIcon from '@mui/icons-material/MailOutline';
import LogoutIcon from '@mui/icons-material/Logout';
import type { User } from '@pagelift/contract';
import { useConfig } from '../../app/ConfigProvider.tsx';
import { useSession } from '../../app/SessionProvider.tsx';
import { avatarFor } from '../../lib/avatar.ts';
import { paths } from '../../app/routes.ts';

/**
 * Avatar menu (width 180): username and email above the menu proper (Account, Contact Us,
 * Logout), so the menu role only holds menu items.
 */
export function AvatarMenu({ user }: { user: User }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { contactUrl } = useConfig();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const open = anchor !== null;
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? 'avatar-menu-list' : undefined}
        sx={{ p: 0.5 }}
      >
        <Avatar src={avatarFor(user)} alt={`${user.first_name} ${user.last_name}`} sx={{ width: 36, height: 36 }}>
          {user.first_name.slice(0, 1).toUpperCase()}
        </Avatar>
      </IconButton>
      <Popover
        id="avatar-menu"
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 180, mt: 1 } } }}
      >
        <Box sx={{ px: 2, pt: 1.5, pb: 1 }} data-testid="avatar-menu-identity">
          <Typography sx={{ fontWeight: 600 }} noWrap title={user.username}>
            {user.username}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap title={user.email}>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuList id="avatar-menu-list" autoFocusItem={open} aria-label="Account">
          <MenuItem component={RouterLink} to={paths.profile} onClick={close}>
            <ListItemIcon><PersonIcon fontSize="small" /></ListItemIcon>
            Account
          </MenuItem>
          <MenuItem component="a" href={contactUrl} target="_blank" rel="noopener" onClick={close}>
            <ListItemIcon><MailIcon fontSize="small" /></ListItemIcon>
            Contact Us
          </MenuItem>
          <MenuItem
            onClick={() => {
              close();
              signOut();
              navigate(paths.home);
            }}
          >
            <ListItemIcon><LogoutIcon fontSize="small" /></ListItemIcon>
            Logout
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}
