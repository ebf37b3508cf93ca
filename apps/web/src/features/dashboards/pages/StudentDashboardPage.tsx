// /dashboard/student: the learner's courses with progress and next step, latest quiz results, the result of a
// finished course, and the survey offer while it is open.
import { WorkspacePremium } from '@mui/icons-material';
import { Box, Button, Chip, Grid, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../shared/paths';
import { LoadError, Loading } from '../../../shared/ui/QueryState';
import { useIssueCertificate } from '../../certificates';
import { SurveyOffer } from '../../feedback';
import { RecommendedCourses } from '../../recommendations';
import { PlatformReview } from '../../reviews';
import { type DashboardCourse, useUserDashboard } from '../api/getUserDashboard';
import { EnrolledCourses } from '../components/EnrolledCourses';
import { QuizResultDisplay } from '../components/QuizResultDisplay';
import { RecentQuizResults } from '../components/RecentQuizResults';

function finished(course: DashboardCourse) {
  return course.status === 'completed' && course.postTestPercentage !== null;
}

export function StudentDashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dashboard = useUserDashboard();
  const issue = useIssueCertificate();
  const [chosen, setChosen] = useState<number | null>(null);

  if (dashboard.isPending) return <Loading />;
  if (dashboard.isError) return <LoadError error={dashboard.error} onRetry={() => dashboard.refetch()} />;

  const { enrolledCourses, recentQuizResults, counts } = dashboard.data;
  const resultCourse =
    enrolledCourses.find((c) => c.id === chosen && finished(c)) ?? enrolledCourses.find(finished) ?? null;

  const showResult = (courseId: number) => {
    setChosen(courseId);
    // Bring the result into view once it has rendered.
    requestAnimationFrame(() => document.getElementById('quiz-result')?.scrollIntoView({ block: 'start' }));
  };

  const countItems = [
    ['enrolledCourses', counts.enrolledCourses],
    ['completedCourses', counts.completedCourses],
    ['quizAttempts', counts.quizAttempts],
    ['passedQuizzes', counts.passedQuizzes],
    ['certificates', counts.certificates],
  ] as const;

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h2" sx={{ fontSize: '1.6rem', mb: 1.5 }}>
          {t('dashboards.student.title')}
        </Typography>
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
          {countItems.map(([key, value]) => (
            <li key={key}>
              <Chip variant="outlined" label={t(`dashboards.student.counts.${key}`, { count: value })} />
            </li>
          ))}
        </Box>
      </Box>
      <SurveyOffer place="dashboard" />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, xl: 6 }}>
          <EnrolledCourses
            courses={enrolledCourses}
            total={counts.enrolledCourses}
            onShowResult={showResult}
          />
        </Grid>
        <Grid size={{ xs: 12, xl: 6 }}>
          <RecentQuizResults results={recentQuizResults} />
        </Grid>
        {resultCourse && (
          <Grid size={12}>
            <QuizResultDisplay
              course={resultCourse}
              certificate={
                <Button
                  variant="contained"
                  startIcon={<WorkspacePremium />}
                  loading={issue.isPending}
                  onClick={() =>
                    issue.mutate(resultCourse.id, { onSuccess: () => navigate(paths.student.certificates) })
                  }
                >
                  {t('dashboards.result.certificate')}
                </Button>
              }
            />
          </Grid>
        )}
        <Grid size={{ xs: 12, lg: 6 }}>
          <PlatformReview />
        </Grid>
        <Grid size={12}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <Button component={RouterLink} to={paths.student.feedback} variant="outlined">
              {t('dashboards.student.links.feedback')}
            </Button>
            <Button component={RouterLink} to={paths.student.certificates} variant="outlined">
              {t('dashboards.student.links.certificates')}
            </Button>
            <Button component={RouterLink} to={paths.student.mySupport} variant="outlined">
              {t('dashboards.student.links.support')}
            </Button>
          </Box>
        </Grid>
      </Grid>
      {/* Enrolled courses come latest first: recommend from where the learner is now. */}
      {enrolledCourses[0] && <RecommendedCourses courseId={enrolledCourses[0].id} headingLevel="h2" />}
    </Stack>
  );
}
