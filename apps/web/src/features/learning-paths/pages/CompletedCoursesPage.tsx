// "My program" > completed courses: each with its completion date and learning gains.
import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../shared/format/dates';
import { paths } from '../../../shared/paths';
import { EmptyState } from '../../../shared/ui';
import { type CompletedCourseItem, useCompletedCourses } from '../api/getCompletedCourses';
import { CourseCover } from '../components/CourseCover';
import { GainsFigures } from '../components/GainsCard';
import { ProgramList } from '../components/ProgramList';

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
  return (
    <ProgramList
      tab="completed"
      above={
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('learningPaths.gains.nlgExplained')}
        </Typography>
      }
      courses={courses}
      page={page}
      onPage={setPage}
      empty={
        <EmptyState
          headingLevel="h2"
          title={t('learningPaths.program.noCompletedTitle')}
          text={t('learningPaths.program.noCompletedText')}
        />
      }
      card={(course) => <CompletedCard course={course} />}
    />
  );
}
