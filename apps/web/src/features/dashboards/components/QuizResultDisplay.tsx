// The quiz result display of docs/design/product.md §3 for a finished course: the post-test's outcome, pre and post
// percentages, gain, NLG, time spent and the learner's survey scores.
import { Box, Button, Chip, Grid, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  formatGain,
  formatNumber,
  formatRatio,
  formatScore,
  formatSeconds,
} from '../../../shared/format/numbers';
import { gainsQuery } from '../../../shared/http';
import { paths } from '../../../shared/paths';
import { LoadError, Loading } from '../../../shared/ui/QueryState';
import { ScoreChip } from '../../../shared/ui/ScoreChip';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { useProfile } from '../../auth';
import type { DashboardCourse } from '../api/getUserDashboard';

function Item({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Grid size={{ xs: 6, sm: 4 }}>
      <Paper variant="outlined" sx={{ p: 1.5, borderRadius: 2, height: '100%' }} data-testid={testId}>
        <Typography component="p" variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Box sx={{ fontWeight: 700, fontSize: '1.15rem', mt: 0.5 }}>{children}</Box>
      </Paper>
    </Grid>
  );
}

export function QuizResultDisplay({
  course,
  certificate,
}: {
  course: DashboardCourse;
  /** The certificate action, offered only once the post-test the course counts is passed. */
  certificate?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const gains = useQuery(gainsQuery(course.id));
  const profile = useProfile();
  // The outcome and marks are the counted post-test's (the course's rule), never merely the latest attempt's.
  const passed = gains.data?.postTestPassed ?? null;
  return (
    <SectionCard
      id="quiz-result"
      title={t('dashboards.result.title', { title: course.title })}
      subtitle={
        gains.data
          ? `${t('dashboards.result.subtitle')} ${t(`postTestRule.${gains.data.postTestRule}`)}.`
          : t('dashboards.result.subtitle')
      }
      action={passed === true ? certificate : undefined}
    >
      {gains.isPending ? (
        <Loading />
      ) : gains.isError ? (
        <LoadError error={gains.error} onRetry={() => gains.refetch()} />
      ) : (
        <Grid container spacing={1.5}>
          {passed !== null && (
            <>
              <Item label={t('dashboards.result.outcome')} testId="result-outcome">
                <Chip
                  size="small"
                  color={passed ? 'success' : 'error'}
                  variant="outlined"
                  label={t(`dashboards.student.attempt.${passed ? 'passed' : 'failed'}`)}
                />
              </Item>
              <Item label={t('dashboards.result.correct')} testId="result-marks">
                {t('dashboards.student.quizzes.marks', {
                  score: formatScore(gains.data.postTestScore, lang),
                  total: formatScore(gains.data.postTestTotal, lang),
                })}
              </Item>
            </>
          )}
          <Item label={t('dashboards.result.pre')} testId="result-pre">
            <ScoreChip percentage={gains.data.preTestPercentage} />
          </Item>
          <Item label={t('dashboards.result.post')} testId="result-post">
            <ScoreChip percentage={gains.data.postTestPercentage} />
          </Item>
          <Item label={t('dashboards.result.gain')} testId="result-gain">
            {formatGain(gains.data.gain, lang)}
          </Item>
          <Item label={t('dashboards.result.nlg')} testId="result-nlg">
            {formatRatio(gains.data.nlg, lang)}
          </Item>
          <Item label={t('dashboards.result.timeSpent')} testId="result-time">
            {formatSeconds(gains.data.timeSpent)}
          </Item>
          <Item label={t('dashboards.result.nps')}>{formatNumber(profile.data?.nps, lang)}</Item>
          <Item label={t('dashboards.result.usability')}>
            {profile.data?.usabilityScore == null
              ? formatNumber(null)
              : `${formatNumber(profile.data.usabilityScore, lang)} / 100`}
          </Item>
          <Item label={t('dashboards.result.engagement')}>
            {profile.data?.engagementScore == null
              ? formatNumber(null)
              : `${formatNumber(profile.data.engagementScore, lang)} / 5`}
          </Item>
          {profile.data && profile.data.nps === null && (
            <Grid size={12}>
              <Button component={RouterLink} to={paths.student.feedback} variant="outlined" size="small">
                {t('dashboards.result.giveFeedback')}
              </Button>
            </Grid>
          )}
        </Grid>
      )}
    </SectionCard>
  );
}
