// Layout of public pages: top bar, title banner (except on home), the page, footer.
import { Box } from '@mui/material';
import { topBarHeight } from '@parcours/shared';
import type { ReactNode } from 'react';
import { Outlet, useMatches } from 'react-router';
import { mainContentId } from '../../shared/ui';
import { Footer } from './Footer';
import { type RouteHandle, TitleBanner } from './TitleBanner';
import { TopBar } from './TopBar';

export type { RouteHandle };

export function useShowsBanner(): boolean {
  const matches = useMatches();
  return !matches.some((m) => (m.handle as RouteHandle | undefined)?.banner === false);
}

export function PageFrame({ children, banner }: { children: ReactNode; banner: boolean }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <TopBar />
      <Box sx={{ height: topBarHeight, flexShrink: 0 }} />
      {banner && <TitleBanner />}
      <Box component="main" id={mainContentId} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      <Footer />
    </Box>
  );
}

export function MainLayout() {
  const banner = useShowsBanner();
  return (
    <PageFrame banner={banner}>
      <Outlet />
    </PageFrame>
  );
}
