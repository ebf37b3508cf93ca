// /dashboard/admin/quiz-attempts: per learner and course, the submitted attempts, how many of them expired (never a
// pretest or a post-test, docs/design/adaptive.md §2) and their mean score.
import { Box } from '@mui/material';
import type { QuizAttemptSort } from '@parcours/shared';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ListPage, ResponsiveTable } from '../../../shared/ui/list';
import { ScoreChip } from '../../../shared/ui/ScoreChip';
import { type QuizAttempt, useQuizAttempts } from '../api/getQuizAttempts';
import { ResearchFilters } from '../components/ResearchFilters';
import { useTableQuery } from '../lib/useTableQuery';

export function QuizAttemptsPage() {
  const { t } = useTranslation();
  const table = useTableQuery<QuizAttemptSort>('user_id');
  const result = useQuizAttempts(table.query);

  const columns: ListColumn<QuizAttempt, QuizAttemptSort>[] = [
    { key: 'userId', label: t('dashboards.table.userId'), sort: 'user_id', render: (r) => r.userId },
    {
      key: 'learner',
      phone: 'title',
      label: t('dashboards.table.learner'),
      sort: 'learner_name',
      render: (r) => (
        <>
          <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {r.learnerName}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85em' }}>
            {r.email}
          </Box>
        </>
      ),
    },
    {
      key: 'course',
      label: t('dashboards.table.courseTitle'),
      sort: 'course_title',
      render: (r) => r.courseTitle,
    },
    {
      key: 'attempts',
      label: t('dashboards.attempts.attempts'),
      sort: 'attempts',
      numeric: true,
      render: (r) => r.attempts,
    },
    {
      key: 'split',
      label: t('dashboards.attempts.split'),
      numeric: true,
      render: (r) =>
        t('dashboards.attempts.splitValue', {
          course: r.courseQuizAttempts,
          objects: r.learningObjectAttempts,
        }),
    },
    {
      key: 'expired',
      label: t('dashboards.attempts.expired'),
      numeric: true,
      render: (r) => r.expiredAttempts,
    },
    {
      key: 'average',
      label: t('dashboards.attempts.average'),
      sort: 'average_score',
      numeric: true,
      render: (r) => <ScoreChip percentage={r.averageScore} />,
    },
  ];

  return (
    <ListPage
      id="quiz-attempts"
      title={t('dashboards.attempts.title')}
      subtitle={t('dashboards.attempts.subtitle')}
      search={{
        id: 'attempts-search',
        label: t('dashboards.table.search'),
        value: table.search,
        onChange: table.setSearch,
      }}
      filters={
        <ResearchFilters idPrefix="attempts" courseId={table.query.courseId} onCourse={table.setCourse} />
      }
      error={result.error}
      onRetry={() => result.refetch()}
      pages={{ ...table.pages, total: result.data?.meta.total ?? 0 }}
    >
      <ResponsiveTable
        caption={t('dashboards.attempts.title')}
        columns={columns}
        rows={result.data?.data ?? []}
        rowKey={(r) => r.id}
        sorting={table.sorting}
        loading={result.isFetching}
        empty={result.isPending ? t('dashboards.loading') : t('dashboards.table.empty')}
        dense
      />
    </ListPage>
  );
}
