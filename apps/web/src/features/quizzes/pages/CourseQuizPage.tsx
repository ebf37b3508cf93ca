// The course quiz (pretest before completion, post-test after) at /courses/{courseId}/quiz and
// /dashboard/student/courses/{courseId}/quiz. After the post-test the learner sees their learning gains and, while
// they have not answered it, the survey offer (docs/design/product.md §4 "Survey offer").
import { Button, Container, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { paths } from '../../../shared/paths';
import { SurveyOffer } from '../../feedback';
import { CourseGainsPanel } from '../../learning-paths';
import type { SubmitResult } from '../api/submitQuiz';
import { CourseQuizLoader } from '../components/CourseQuizLoader';

function NextSteps({ courseId, result }: { courseId: number; result: SubmitResult }) {
  const { t } = useTranslation();
  const postTest = result.kind === 'posttest';
  return (
    <Stack spacing={2}>
      {postTest && <CourseGainsPanel courseId={courseId} />}
      {postTest && <SurveyOffer place="postTest" />}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {postTest && (
          <Button component={RouterLink} to={paths.student.coursePath(courseId)} variant="contained">
            {t('quizzes.next.path')}
          </Button>
        )}
        <Button component={RouterLink} to={paths.student.course(courseId)} variant="outlined">
          {t('quizzes.next.viewer')}
        </Button>
      </Stack>
    </Stack>
  );
}

export function CourseQuizPage() {
  const { pathname } = useLocation();
  const courseId = Number(useParams().courseId);
  const inDashboard = pathname.startsWith(paths.student.root);
  const body = (
    <CourseQuizLoader
      courseId={courseId}
      afterResult={(result) => <NextSteps courseId={courseId} result={result} />}
    />
  );
  return inDashboard ? body : <Container sx={{ py: { xs: 3, md: 5 } }}>{body}</Container>;
}
