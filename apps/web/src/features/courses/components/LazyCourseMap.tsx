// The course map loaded on demand (Leaflet is large) and fenced: if it cannot start, the coordinates
// shown beside it are enough and the page stays whole.
import { Box, Skeleton, Typography } from '@mui/material';
import { Component, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../config';
import type { CourseMapProps } from './CourseMap';

const CourseMap = lazy(() => import('./CourseMap'));

class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function LazyCourseMap(props: Omit<CourseMapProps, 'tileUrl'> & { label: string }) {
  const { t } = useTranslation();
  const config = useConfig();
  const { label, ...rest } = props;
  const height = rest.height ?? 260;
  const fallback = (
    <Box
      sx={{ height, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', borderRadius: 2, p: 2 }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('courses.map.unavailable')}
      </Typography>
    </Box>
  );
  return (
    <Box role="group" aria-label={label} data-testid="course-map">
      <MapBoundary fallback={fallback}>
        <Suspense fallback={<Skeleton variant="rounded" height={height} />}>
          <CourseMap {...rest} tileUrl={config.data?.mapTileUrl ?? null} />
        </Suspense>
      </MapBoundary>
    </Box>
  );
}
