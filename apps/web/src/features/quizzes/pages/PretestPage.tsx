// The pretest of a course (/dashboard/courses/prestest/{courseId}, /second-step/courses/prestest/{courseId}), behind
// the study consent step when the course is in an open study (docs/design/adaptive.md §10); after it the learner
// goes on to the questionnaire when the session has no learning-style result, else to the course.
import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '../../../shared/paths';
import { selectUser, useAppSelector } from '../../../shared/store';
import { ConsentGate } from '../../studies';
import { CourseQuizLoader } from '../components/CourseQuizLoader';

export function pretestNextStep(courseId: number, hasResult: boolean): string {
  return hasResult ? paths.student.course(courseId) : paths.secondStep.questionnaireCourse(courseId);
}

export function PretestPage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const param = useParams().courseId;
  const courseId = param ? Number(param) : (user?.latestCourseId ?? null);
  if (!courseId) return <Alert severity="info">{t('quizzes.pretest.noCourse')}</Alert>;
  const hasResult = user?.result !== null && user?.result !== undefined;
  return (
    <ConsentGate courseId={courseId}>
      <CourseQuizLoader
        courseId={courseId}
        intro={t('quizzes.pretest.intro')}
        afterResult={() => (
          <Stack direction="row">
            <Button
              component={RouterLink}
              to={pretestNextStep(courseId, hasResult)}
              variant="contained"
              data-testid="pretest-next"
            >
              {hasResult ? t('quizzes.next.viewer') : t('quizzes.next.questionnaire')}
            </Button>
          </Stack>
        )}
      />
    </ConsentGate>
  );
}
