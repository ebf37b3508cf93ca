// /dashboard/admin/quiz-timers ("user metrics"): per learner and course, pre/post-test, gain, NLG and the
// shortest passed time; with a course chosen, the course-level NLG and Hake's class gain.
import { Alert, Box, Typography } from '@mui/material';
import type { QuizTimerSort } from '@parcours/shared';
import { useTranslation } from 'react-i18next';
import { formatGain, formatRatio, formatSeconds } from '../../../shared/format/numbers';
import type { ListColumn } from '../../../shared/ui/list';
import { ScoreChip } from '../../../shared/ui/ScoreChip';
import { type QuizTimer, useQuizTimers } from '../api/getQuizTimers';
import { LearnerCell, ResearchTablePage } from '../components/ResearchTablePage';
import { useTableQuery } from '../lib/useTableQuery';

export function QuizTimersPage() {
  const { t, i18n } = useTranslation();
  const table = useTableQuery<QuizTimerSort>('user_id');
  const result = useQuizTimers(table.query);
  const meta = result.data?.meta;
  const lang = i18n.language;

  const columns: ListColumn<QuizTimer, QuizTimerSort>[] = [
    { key: 'userId', label: t('dashboards.table.userId'), sort: 'user_id', render: (r) => r.userId },
    {
      key: 'learner',
      phone: 'title',
      label: t('dashboards.table.learner'),
      render: (r) => <LearnerCell name={r.learnerName} email={r.email} />,
    },
    {
      key: 'course',
      label: t('dashboards.table.courseTitle'),
      sort: 'course_title',
      // The course's rule for which post-test counts, under its title: the figures of the row follow it.
      render: (r) => (
        <>
          {r.courseTitle}
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {t(`postTestRule.${r.postTestRule}`)}
          </Typography>
        </>
      ),
    },
    {
      key: 'pre',
      label: t('dashboards.timers.pre'),
      sort: 'pre_test_percentage',
      numeric: true,
      render: (r) => <ScoreChip percentage={r.preTestPercentage} />,
    },
    {
      key: 'post',
      label: t('dashboards.timers.post'),
      sort: 'post_test_percentage',
      numeric: true,
      render: (r) => <ScoreChip percentage={r.postTestPercentage} />,
    },
    {
      key: 'gain',
      label: t('dashboards.timers.gain'),
      sort: 'gain',
      numeric: true,
      render: (r) => (
        <>
          {formatGain(r.gain, lang)}
          {/* Written out, not only marked: the pretest and post-test were on different quiz versions. */}
          {r.versionsDiffer && (
            <Box
              component="span"
              data-testid="versions-differ"
              sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8em', whiteSpace: 'normal' }}
            >
              {t('dashboards.timers.versionsDiffer')}
            </Box>
          )}
        </>
      ),
    },
    {
      key: 'nlg',
      label: t('dashboards.timers.nlg'),
      sort: 'nlg',
      numeric: true,
      render: (r) => formatRatio(r.nlg, lang),
    },
    {
      key: 'minTime',
      label: t('dashboards.timers.minTime'),
      sort: 'min_time',
      numeric: true,
      render: (r) => formatSeconds(r.minTime),
    },
  ];

  return (
    <ResearchTablePage
      id="quiz-timers"
      idPrefix="timers"
      title={t('dashboards.timers.title')}
      subtitle={t('dashboards.timers.subtitle')}
      table={table}
      result={result}
      columns={columns}
      above={
        table.query.courseId !== null &&
        meta?.courseId !== undefined && (
          <Alert severity="info" icon={false} sx={{ mb: 2 }} data-testid="course-gains">
            <Typography component="p" sx={{ fontWeight: 600 }}>
              {t('dashboards.timers.courseNlg', {
                value: formatRatio(meta.courseNlg, lang),
                count: meta.nlgLearners ?? 0,
              })}
            </Typography>
            <Typography component="p" sx={{ fontWeight: 600 }}>
              {t('dashboards.timers.hakeGain', {
                value: formatRatio(meta.hakeGain, lang),
                count: meta.learners ?? 0,
              })}
            </Typography>
            <Typography component="p" variant="body2">
              {t('dashboards.timers.gainsNote')}
            </Typography>
          </Alert>
        )
      }
    />
  );
}
