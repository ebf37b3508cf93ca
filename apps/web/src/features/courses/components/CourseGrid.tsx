// Courses as a grid of cards with server pages, and the loading, error and empty states.
import { Alert, Grid, Pagination, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { errorMessageKey } from '../../../shared/http';
import { EmptyState } from '../../../shared/ui';
import { type Page, pageCount } from '../../categories';
import type { CourseItem } from '../api/listCourses';

export interface CourseGridProps {
  query: {
    data?: Page<CourseItem>;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    isFetching?: boolean;
  };
  page: number;
  onPage: (page: number) => void;
  renderCard: (course: CourseItem) => ReactNode;
  emptyTitle: string;
  emptyText: string;
}

export function CourseGrid({ query, page, onPage, renderCard, emptyTitle, emptyText }: CourseGridProps) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <Alert severity="error" role="alert">
        {translateMessage(errorMessageKey(query.error))}
      </Alert>
    );
  }
  if (query.isPending) {
    return (
      <Grid container spacing={3} aria-busy="true" aria-label={t('courses.loading')}>
        {[0, 1, 2].map((i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
            <Skeleton variant="rounded" height={360} />
          </Grid>
        ))}
      </Grid>
    );
  }
  const courses = query.data?.data ?? [];
  if (courses.length === 0) return <EmptyState headingLevel="h2" title={emptyTitle} text={emptyText} />;
  const pages = pageCount(query.data?.meta);
  return (
    <>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('courses.found', { count: query.data?.meta.total ?? courses.length })}
      </Typography>
      <Grid
        container
        spacing={3}
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, opacity: query.isFetching ? 0.7 : 1 }}
      >
        {courses.map((course) => (
          <Grid key={course.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            {renderCard(course)}
          </Grid>
        ))}
      </Grid>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_, value) => onPage(value)}
          color="primary"
          sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}
          getItemAriaLabel={(type, item) =>
            type === 'page' ? t('categories.pageN', { page: item }) : t(`categories.pager.${type}`)
          }
        />
      )}
    </>
  );
}
