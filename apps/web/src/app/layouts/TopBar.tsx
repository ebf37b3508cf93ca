// The top bar (70px): logo, main links, language, theme, and sign-up/log-in or the account menu.
import { Menu as MenuIcon } from '@mui/icons-material';
import { AppBar, alpha, Box, Button, IconButton, Stack, Toolbar, useScrollTrigger } from '@mui/material';
import { topBarHeight } from '@parcours/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../shared/paths';
import { selectSession, useAppSelector } from '../../shared/store';
import { AppNavLink, Logo } from '../../shared/ui';
import { logoTarget } from '../guards/redirects';
import { AccountMenu } from './AccountMenu';
import { LanguageMenu } from './LanguageMenu';
import { NavDrawer } from './NavDrawer';
import { useMainNavItems } from './navItems';
import { ThemeToggle } from './ThemeToggle';

export function TopBar() {
  const { t } = useTranslation();
  const session = useAppSelector(selectSession);
  const items = useMainNavItems();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: 0 });

  return (
    <>
      <AppBar
        position="fixed"
        color="inherit"
        data-scrolled={scrolled ? 'true' : 'false'}
        sx={(theme) => ({
          height: topBarHeight,
          justifyContent: 'center',
          bgcolor: scrolled ? alpha(theme.palette.background.paper, 0.82) : theme.palette.background.paper,
          backdropFilter: scrolled ? 'blur(10px)' : 'none',
          borderBottom: `1px solid ${theme.palette.divider}`,
          transition: 'background-color 200ms ease',
        })}
      >
        <Toolbar sx={{ minHeight: `${topBarHeight}px !important`, gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            onClick={() => setDrawerOpen(true)}
            aria-label={t('nav.openMenu')}
            aria-expanded={drawerOpen}
            sx={{ display: { md: 'none' } }}
            data-testid="drawer-toggle"
          >
            <MenuIcon />
          </IconButton>
          <Box
            component={RouterLink}
            to={logoTarget(session)}
            aria-label={t('app.logoLabel')}
            sx={{ color: 'text.primary', textDecoration: 'none', display: 'flex', borderRadius: 1 }}
          >
            <Logo />
          </Box>
          <Box
            component="nav"
            aria-label={t('nav.main')}
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 2.5, mx: 'auto' }}
          >
            {items.map((item) => (
              <AppNavLink key={item.to} {...item}>
                {item.label}
              </AppNavLink>
            ))}
          </Box>
          <Stack direction="row" spacing={0.5} alignItems="center" sx={{ ml: { xs: 'auto', md: 0 } }}>
            <LanguageMenu />
            <ThemeToggle />
            {session.isAuthenticated ? (
              <AccountMenu />
            ) : (
              <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', md: 'flex' }, pl: 1 }}>
                <Button component={RouterLink} to={paths.auth.signup} variant="outlined">
                  {t('nav.signup')}
                </Button>
                <Button component={RouterLink} to={paths.auth.login} variant="contained">
                  {t('nav.login')}
                </Button>
              </Stack>
            )}
          </Stack>
        </Toolbar>
      </AppBar>
      <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} items={items} />
    </>
  );
}
