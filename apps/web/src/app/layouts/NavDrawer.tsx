// The side drawer (240px) that replaces the top bar's links on small screens.
import { Close } from '@mui/icons-material';
import { Box, Button, Divider, Drawer, IconButton, Stack } from '@mui/material';
import { drawerWidth } from '@parcours/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../shared/paths';
import { selectSession, useAppSelector } from '../../shared/store';
import { AppNavLink, Logo } from '../../shared/ui';
import type { MainNavItem } from './navItems';

export function NavDrawer({
  open,
  onClose,
  items,
}: {
  open: boolean;
  onClose: () => void;
  items: MainNavItem[];
}) {
  const { t } = useTranslation();
  const { isAuthenticated } = useAppSelector(selectSession);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: drawerWidth }, 'aria-label': t('nav.main') } as object }}
      data-testid="nav-drawer"
    >
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ p: 2 }}>
        <Logo />
        <IconButton onClick={onClose} aria-label={t('nav.closeMenu')}>
          <Close />
        </IconButton>
      </Stack>
      <Divider />
      <Box
        component="nav"
        aria-label={t('nav.main')}
        sx={{ display: 'flex', flexDirection: 'column', p: 2, gap: 1 }}
      >
        {items.map((item) => (
          <AppNavLink key={item.to} {...item} onClick={onClose}>
            {item.label}
          </AppNavLink>
        ))}
      </Box>
      {!isAuthenticated && (
        <>
          <Divider />
          <Stack spacing={1.5} sx={{ p: 2 }}>
            <Button component={RouterLink} to={paths.auth.login} variant="contained" onClick={onClose}>
              {t('nav.login')}
            </Button>
            <Button component={RouterLink} to={paths.auth.signup} variant="outlined" onClick={onClose}>
              {t('nav.signup')}
            </Button>
          </Stack>
        </>
      )}
    </Drawer>
  );
}
