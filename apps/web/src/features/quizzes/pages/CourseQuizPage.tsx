// The course quiz (pretest before completion, post-test after) at /courses/{courseId}/quiz and
// /dashboard/student/courses/{courseId}/quiz.
import { Button, Container, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { paths } from '../../../shared/paths';
import { CourseQuizLoader } from '../components/CourseQuizLoader';

export function CourseQuizPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const courseId = Number(useParams().courseId);
  const inDashboard = pathname.startsWith(paths.student.root);
  const body = (
    <CourseQuizLoader
      courseId={courseId}
      afterResult={() => (
        <Stack direction="row">
          <Button component={RouterLink} to={paths.student.course(courseId)} variant="outlined">
            {t('quizzes.next.viewer')}
          </Button>
        </Stack>
      )}
    />
  );
  return inDashboard ? body : <Container sx={{ py: { xs: 3, md: 5 } }}>{body}</Container>;
}
