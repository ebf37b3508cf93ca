// /dashboard/admin: counts, charts of enrolments, learning styles, gains and surveys, and the latest reviews.
import { Box, Button, Grid, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../shared/paths';
import { LoadError, Loading } from '../../../shared/ui/QueryState';
import { useAdminDashboard } from '../api/getAdminDashboard';
import { useStyleDistribution } from '../api/getStyleDistribution';
import { CountCards } from '../components/CountCards';
import { NlgChart } from '../components/NlgChart';
import { RecentReviews } from '../components/RecentReviews';
import { StyleDistributionChart } from '../components/StyleDistributionChart';
import { SubscribersChart } from '../components/SubscribersChart';
import { SurveyMetrics } from '../components/SurveyMetrics';

export function AdminDashboardPage() {
  const { t } = useTranslation();
  const dashboard = useAdminDashboard();
  const styles = useStyleDistribution();
  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Typography variant="h2" sx={{ fontSize: '1.6rem', flex: 1, minWidth: 200 }}>
          {t('dashboards.admin.title')}
        </Typography>
        <Button component={RouterLink} to={paths.admin.quizTimers} variant="outlined">
          {t('dashboards.timers.title')}
        </Button>
        <Button component={RouterLink} to={paths.admin.quizAttempts} variant="outlined">
          {t('dashboards.attempts.title')}
        </Button>
        <Button component={RouterLink} to={paths.admin.usersFeedback} variant="outlined">
          {t('dashboards.admin.feedbackLink')}
        </Button>
      </Box>
      {dashboard.isPending ? (
        <Loading />
      ) : dashboard.isError ? (
        <LoadError error={dashboard.error} onRetry={() => dashboard.refetch()} />
      ) : (
        <>
          <CountCards data={dashboard.data} />
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, lg: 6 }}>
              <SubscribersChart rows={dashboard.data.subscribersPerCourseCategory} />
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              {styles.isPending ? (
                <Loading />
              ) : styles.isError ? (
                <LoadError error={styles.error} onRetry={() => styles.refetch()} />
              ) : (
                <StyleDistributionChart data={styles.data} />
              )}
            </Grid>
            <Grid size={12}>
              <NlgChart rows={dashboard.data.nlgPerCourse} />
            </Grid>
            <Grid size={{ xs: 12, lg: 7 }}>
              <SurveyMetrics metrics={dashboard.data.metrics} />
            </Grid>
            <Grid size={{ xs: 12, lg: 5 }}>
              <RecentReviews reviews={dashboard.data.reviews} />
            </Grid>
          </Grid>
        </>
      )}
    </Stack>
  );
}
