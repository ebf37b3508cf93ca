// "My program" > completed courses: each with its completion date and learning gains.
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CircularProgress,
  Grid,
  Pagination,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { translateMessage } from '../../../i18n';
import { formatDate } from '../../../shared/format/dates';
import { queryErrorKey } from '../../../shared/http';
import { paths } from '../../../shared/paths';
import { EmptyState } from '../../../shared/ui';
import { type CompletedCourseItem, useCompletedCourses } from '../api/getCompletedCourses';
import { CourseCover } from '../components/CourseCover';
import { GainsFigures } from '../components/GainsCard';
import { ProgramTabs } from '../components/ProgramTabs';

function CompletedCard({ course }: { course: CompletedCourseItem }) {
  const { t } = useTranslation();
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 3 }}
      data-testid="completed-course"
    >
      <CourseCover media={course.media} />
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
          {course.title}
        </Typography>
        {course.enrolment.completedAt && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('learningPaths.program.completedOn', { date: formatDate(course.enrolment.completedAt) })}
          </Typography>
        )}
        <GainsFigures gains={course.gains} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          component={RouterLink}
          to={paths.student.coursePath(course.id)}
          aria-label={t('learningPaths.program.openPathOf', { title: course.title })}
        >
          {t('learningPaths.program.openPath')}
        </Button>
        {course.gains.postTestPercentage === null && (
          <Button
            component={RouterLink}
            to={paths.courseQuiz(course.id)}
            aria-label={t('learningPaths.program.postTestOf', { title: course.title })}
          >
            {t('learningPaths.complete.postTest')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

export function CompletedCoursesPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const courses = useCompletedCourses(page);
  const pages = courses.data ? Math.ceil(courses.data.meta.total / courses.data.meta.perPage) : 0;
  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.8rem' }, mb: 2 }}>
        {t('learningPaths.program.title')}
      </Typography>
      <ProgramTabs value="completed" />
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('learningPaths.gains.nlgExplained')}
      </Typography>
      {courses.isPending && (
        <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <CircularProgress size={28} aria-hidden="true" />
          <Typography>{t('learningPaths.loading')}</Typography>
        </Box>
      )}
      {courses.isError && <Alert severity="error">{translateMessage(queryErrorKey(courses.error))}</Alert>}
      {courses.data && courses.data.data.length === 0 && (
        <EmptyState
          headingLevel="h2"
          title={t('learningPaths.program.noCompletedTitle')}
          text={t('learningPaths.program.noCompletedText')}
        />
      )}
      {courses.data && courses.data.data.length > 0 && (
        <Grid container spacing={2}>
          {courses.data.data.map((course) => (
            <Grid key={course.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <CompletedCard course={course} />
            </Grid>
          ))}
        </Grid>
      )}
      {pages > 1 && (
        <Pagination
          sx={{ mt: 3 }}
          count={pages}
          page={page}
          onChange={(_, p) => setPage(p)}
          aria-label={t('learningPaths.program.pages')}
        />
      )}
    </Box>
  );
}
