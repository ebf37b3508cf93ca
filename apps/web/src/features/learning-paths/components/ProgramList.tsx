// The frame of both lists of "My program": the heading, the tabs, what the list shows first (an explanation or
// its search), then its course cards page by page, or the loading line, the error or the empty state.
import { Alert, Box, CircularProgress, Grid, Pagination, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { queryErrorKey } from '../../../shared/http';
import { ProgramTabs } from './ProgramTabs';

export function ProgramList<Course extends { id: number }>({
  tab,
  above,
  courses,
  page,
  onPage,
  empty,
  card,
}: {
  tab: 'current' | 'completed';
  above: ReactNode;
  courses: UseQueryResult<{ data: Course[]; meta: { total: number; perPage: number } }>;
  page: number;
  onPage: (page: number) => void;
  /** Shown when the page has no course. */
  empty: ReactNode;
  card: (course: Course) => ReactNode;
}) {
  const { t } = useTranslation();
  const pages = courses.data ? Math.ceil(courses.data.meta.total / courses.data.meta.perPage) : 0;
  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.8rem' }, mb: 2 }}>
        {t('learningPaths.program.title')}
      </Typography>
      <ProgramTabs value={tab} />
      {above}
      {courses.isPending && (
        <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <CircularProgress size={28} aria-hidden="true" />
          <Typography>{t('learningPaths.loading')}</Typography>
        </Box>
      )}
      {courses.isError && <Alert severity="error">{translateMessage(queryErrorKey(courses.error))}</Alert>}
      {courses.data && courses.data.data.length === 0 && empty}
      {courses.data && courses.data.data.length > 0 && (
        <Grid container spacing={2}>
          {courses.data.data.map((course) => (
            <Grid key={course.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              {card(course)}
            </Grid>
          ))}
        </Grid>
      )}
      {pages > 1 && (
        <Pagination
          sx={{ mt: 3 }}
          count={pages}
          page={page}
          onChange={(_, p) => onPage(p)}
          aria-label={t('learningPaths.program.pages')}
        />
      )}
    </Box>
  );
}
