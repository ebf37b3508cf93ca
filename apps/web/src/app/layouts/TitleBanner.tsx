// The title banner: the page's title (its route's, else the first path segment's), under a home breadcrumb.
import { NavigateNext } from '@mui/icons-material';
import { Box, Breadcrumbs, Container, type ContainerProps, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useMatches } from 'react-router';
import { paths } from '../../shared/paths';

/** What a route tells the layout about its banner (set as the route's `handle`). */
export interface RouteHandle {
  banner?: boolean;
  /** The banner's title, a key under `banner.titles`, for a page its first path segment does not name. */
  title?: string;
}

function bannerSegment(pathname: string): string {
  return pathname.split('/').filter(Boolean)[0] ?? '';
}

export function TitleBanner({ maxWidth = 'lg' }: { maxWidth?: ContainerProps['maxWidth'] }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const matches = useMatches();
  const segment = bannerSegment(pathname);
  if (!segment) return null;
  // The deepest route that names its page wins.
  const named = matches.findLast((m) => (m.handle as RouteHandle | undefined)?.title);
  const key = `banner.titles.${(named?.handle as RouteHandle | undefined)?.title ?? segment}`;
  const title = i18n.exists(key) ? t(key) : decodeURIComponent(segment).replace(/[-_]/g, ' ');

  return (
    <Box
      sx={(theme) => ({
        py: { xs: 3, md: 4 },
        background:
          theme.palette.mode === 'dark'
            ? 'linear-gradient(120deg, #1b1410 0%, #0a0f23 70%)'
            : 'linear-gradient(120deg, #fff1e7 0%, #eaf3fb 100%)',
        borderBottom: 1,
        borderColor: 'divider',
      })}
    >
      <Container maxWidth={maxWidth}>
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, mb: 1 }}
          data-testid="banner-title"
        >
          {title}
        </Typography>
        <Breadcrumbs aria-label={t('banner.breadcrumb')} separator={<NavigateNext fontSize="small" />}>
          <Link component={RouterLink} to={paths.home}>
            {t('banner.home')}
          </Link>
          <Typography color="text.primary" aria-current="page">
            {title}
          </Typography>
        </Breadcrumbs>
      </Container>
    </Box>
  );
}
