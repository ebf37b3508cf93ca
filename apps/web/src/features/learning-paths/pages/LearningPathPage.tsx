// "My path": the learner's order through one course with locks, reasons, progress, completion and gains.
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { translateMessage } from '../../../i18n';
import { queryErrorKey } from '../../../shared/http';
import { paths } from '../../../shared/paths';
import { useCourse } from '../../courses';
import { RecommendedCourses } from '../../recommendations';
import { useCompleteCourse } from '../api/completeCourse';
import { useCourseGains } from '../api/getCourseGains';
import { useEnrolledCourses } from '../api/getEnrolledCourses';
import { useLearningPath } from '../api/getLearningPath';
import { CompleteCourse, PostTestOffer } from '../components/CompleteCourse';
import { CourseGainsPanel } from '../components/CourseGainsPanel';
import { Loading } from '../components/Loading';
import { PathSteps } from '../components/PathSteps';
import { PathSummary } from '../components/PathSummary';

function Completed({ courseId }: { courseId: number }) {
  // The same query as the gains panel's: one request for both.
  const gains = useCourseGains(courseId);
  return (
    <Stack spacing={3}>
      {gains.data && <PostTestOffer courseId={courseId} gains={gains.data} />}
      <CourseGainsPanel courseId={courseId} />
      <RecommendedCourses courseId={courseId} />
    </Stack>
  );
}

export function LearningPathPage() {
  const { t } = useTranslation();
  const courseId = Number(useParams().courseId);
  const valid = Number.isInteger(courseId) && courseId > 0;
  const path = useLearningPath(valid ? courseId : 0);
  const course = useCourse(valid ? courseId : 0);
  const completed = useEnrolledCourses({ page: 1, perPage: 100, status: 'completed' });
  const completion = useCompleteCourse();
  const isCompleted = completion.isSuccess || (completed.data?.data.some((c) => c.id === courseId) ?? false);

  if (!valid) return <Alert severity="error">{t('learningPaths.unknownCourse')}</Alert>;
  return (
    <Box>
      {/* The banner names the page ("My path"); the page's own heading names the course. */}
      {course.data && (
        <Typography
          variant="h2"
          sx={{ fontSize: { xs: '1.5rem', md: '1.8rem' }, mb: 3 }}
          data-testid="path-course-title"
        >
          {course.data.title}
        </Typography>
      )}
      {path.isPending && <Loading label={t('learningPaths.loading')} />}
      {path.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" component={RouterLink} to={paths.student.myProgram}>
              {t('learningPaths.backToProgram')}
            </Button>
          }
        >
          {translateMessage(queryErrorKey(path.error))}
        </Alert>
      )}
      {path.data && (
        <Stack spacing={3}>
          <PathSummary path={path.data} />
          {isCompleted ? (
            <Completed courseId={courseId} />
          ) : (
            <CompleteCourse
              courseId={courseId}
              masteredAll={path.data.nextStep === null}
              mutation={completion}
            />
          )}
          <Box component="section" aria-labelledby="path-steps-heading">
            <Typography variant="h3" id="path-steps-heading" sx={{ fontSize: '1.3rem', mb: 1.5 }}>
              {t('learningPaths.stepsTitle')}
            </Typography>
            <PathSteps path={path.data} />
          </Box>
        </Stack>
      )}
    </Box>
  );
}
