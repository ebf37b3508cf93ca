// The learner's five latest quiz results, coloured by score band.
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/dates';
import { formatScore } from '../../../shared/format/numbers';
import { ResponsiveTable } from '../../../shared/ui/list';
import { ScoreChip } from '../../../shared/ui/ScoreChip';
import { SectionCard } from '../../../shared/ui/SectionCard';
import type { RecentQuizResult } from '../api/getUserDashboard';

export function RecentQuizResults({ results }: { results: RecentQuizResult[] }) {
  const { t, i18n } = useTranslation();
  const title = t('dashboards.student.quizzes.title');
  return (
    <SectionCard id="recent-quizzes" title={title}>
      {results.length === 0 ? (
        <Typography color="text.secondary">{t('dashboards.student.quizzes.empty')}</Typography>
      ) : (
        <ResponsiveTable
          caption={title}
          rows={results}
          rowKey={(r) => r.id}
          rowProps={() => ({ 'data-testid': 'recent-quiz' })}
          dense
          columns={[
            {
              key: 'quiz',
              label: t('dashboards.student.quizzes.quiz'),
              phone: 'title',
              rowHeader: true,
              render: (r) => (
                <>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                    {r.quiz.course.title}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {r.quiz.learningObject?.title ?? t(`dashboards.student.kinds.${r.kind}`)}
                  </Typography>
                </>
              ),
            },
            {
              key: 'date',
              label: t('dashboards.student.quizzes.date'),
              render: (r) => formatDateTime(r.createdAt),
            },
            {
              key: 'score',
              label: t('dashboards.student.quizzes.score'),
              numeric: true,
              render: (r) => (
                <>
                  <ScoreChip percentage={r.percentage} />
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    {t('dashboards.student.quizzes.marks', {
                      score: formatScore(r.score, i18n.language),
                      total: formatScore(r.totalScorePossible, i18n.language),
                    })}
                  </Typography>
                </>
              ),
            },
            {
              key: 'status',
              label: t('dashboards.student.quizzes.status'),
              render: (r) => t(`dashboards.student.attempt.${r.status}`),
            },
          ]}
        />
      )}
    </SectionCard>
  );
}
