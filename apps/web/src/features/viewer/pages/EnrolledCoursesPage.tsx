// The learner's enrolled courses (/dashboard/student/courses), each opening the course viewer.
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CircularProgress,
  Grid,
  LinearProgress,
  Pagination,
  Typography,
} from '@mui/material';
import { pagination } from '@parcours/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatPercent } from '../../../shared/format/numbers';
import { enrolledCoursesQuery, errorMessageKey } from '../../../shared/http';
import { paths } from '../../../shared/paths';
import { EmptyState } from '../../../shared/ui';

const perPage = pagination.rowsPerPage;

export function EnrolledCoursesPage() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState<number>(pagination.firstPage);
  const courses = useQuery(enrolledCoursesQuery({ page, perPage }));
  if (courses.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('viewer.loading')} />
      </Box>
    );
  }
  if (courses.isError) return <Alert severity="error">{t(errorMessageKey(courses.error))}</Alert>;
  const rows = courses.data.data;
  const total = courses.data.meta?.total ?? rows.length;
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (rows.length === 0) {
    return (
      <EmptyState
        headingLevel="h2"
        title={t('viewer.enrolled.emptyTitle')}
        text={t('viewer.enrolled.emptyText')}
      />
    );
  }
  return (
    <Box>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('viewer.enrolled.title')}
      </Typography>
      <Grid container spacing={2}>
        {rows.map((course) => (
          <Grid key={course.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card
              variant="outlined"
              sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 3 }}
            >
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                  {course.title}
                </Typography>
                <Typography variant="body2" color="text.secondary" id={`enrolled-progress-${course.id}`}>
                  {t('viewer.enrolled.progress', {
                    percent: formatPercent(Math.round(course.enrolment.progress), i18n.language),
                  })}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={Math.min(100, Math.max(0, course.enrolment.progress))}
                  aria-labelledby={`enrolled-progress-${course.id}`}
                  sx={{ mt: 1, height: 6, borderRadius: 3 }}
                />
              </CardContent>
              <CardActions>
                <Button
                  component={RouterLink}
                  to={paths.student.course(course.id)}
                  aria-label={t('viewer.enrolled.openNamed', { title: course.title })}
                >
                  {t('viewer.enrolled.open')}
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
      {pages > 1 && (
        <Pagination
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          count={pages}
          page={page}
          onChange={(_, p) => setPage(p)}
        />
      )}
    </Box>
  );
}
