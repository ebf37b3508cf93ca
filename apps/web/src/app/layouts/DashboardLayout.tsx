// Layout of dashboard pages: top bar, sidebar by role (a drawer on small screens), the page.
import { Menu as MenuIcon } from '@mui/icons-material';
import { Box, Button, Container, Drawer, Paper } from '@mui/material';
import { drawerWidth, topBarHeight } from '@parcours/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { mainContentId } from '../../shared/ui';
import { DashboardSidebar } from './DashboardSidebar';
import { TitleBanner } from './TitleBanner';
import { TopBar } from './TopBar';

export function DashboardLayout() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <TopBar />
      <Box sx={{ height: topBarHeight, flexShrink: 0 }} />
      <TitleBanner maxWidth="xl" />
      <Container maxWidth="xl" sx={{ display: 'flex', gap: 3, py: 4, flex: 1, alignItems: 'flex-start' }}>
        <Paper
          variant="outlined"
          sx={{
            display: { xs: 'none', md: 'block' },
            width: drawerWidth,
            flexShrink: 0,
            py: 1.5,
            borderRadius: 3,
            position: 'sticky',
            top: topBarHeight + 16,
          }}
        >
          <DashboardSidebar />
        </Paper>
        <Drawer
          open={open}
          onClose={() => setOpen(false)}
          slotProps={{ paper: { sx: { width: drawerWidth, pt: 2 } } }}
        >
          <DashboardSidebar onNavigate={() => setOpen(false)} />
        </Drawer>
        <Box component="main" id={mainContentId} tabIndex={-1} sx={{ flex: 1, minWidth: 0, outline: 'none' }}>
          <Button
            variant="outlined"
            startIcon={<MenuIcon />}
            onClick={() => setOpen(true)}
            sx={{ display: { md: 'none' }, mb: 2 }}
          >
            {t('sidebar.label')}
          </Button>
          <Outlet />
        </Box>
      </Container>
    </Box>
  );
}
