// The signed-in person's menu: name, role, dashboard (disabled for a student with no course), log out.
import { Dashboard, Logout } from '@mui/icons-material';
import {
  Box,
  Divider,
  IconButton,
  ListItemIcon,
  MenuItem,
  MenuList,
  Popover,
  Typography,
} from '@mui/material';
import { theme as brand, roleLabels } from '@parcours/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/auth';
import { selectSession, useAppSelector } from '../../shared/store';
import { UserAvatar } from '../../shared/ui';
import { dashboardTarget } from '../guards/redirects';

export function AccountMenu() {
  const { t } = useTranslation();
  const session = useAppSelector(selectSession);
  const navigate = useNavigate();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const menuRadius = brand.menuRadius;
  const user = session.user;
  if (!user) return null;

  const name = `${user.firstName} ${user.lastName}`.trim();
  const dashboard = dashboardTarget(session);
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={t('nav.accountMenu', { name })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        data-testid="account-menu"
      >
        <UserAvatar link={session.media[0]?.url} name={name} />
      </IconButton>
      {/* A popover rather than Menu: the name and role sit above the menu, outside its list of items. */}
      <Popover
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            sx: { borderRadius: `${menuRadius}px`, minWidth: 220 },
            'data-testid': 'account-popover',
          } as object,
        }}
      >
        <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
          <Typography variant="body2" color="text.secondary" data-testid="role-label">
            {t(`roles.${roleLabels[user.role] ?? 'user'}`)}
          </Typography>
        </Box>
        <Divider />
        <MenuList id={menuId} autoFocusItem={Boolean(anchor)} aria-label={t('nav.accountMenu', { name })}>
          <MenuItem
            disabled={!dashboard}
            onClick={() => {
              close();
              if (dashboard) navigate(dashboard);
            }}
            title={dashboard ? undefined : t('nav.dashboardDisabled')}
          >
            <ListItemIcon>
              <Dashboard fontSize="small" />
            </ListItemIcon>
            {t('nav.dashboard')}
          </MenuItem>
          <MenuItem
            onClick={() => {
              close();
              logout.mutate();
            }}
          >
            <ListItemIcon>
              <Logout fontSize="small" />
            </ListItemIcon>
            {t('nav.logout')}
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}
