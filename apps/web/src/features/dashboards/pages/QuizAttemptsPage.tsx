// /dashboard/admin/quiz-attempts: per learner and course, the submitted attempts, how many of them expired (never a
// pretest or a post-test, docs/design/adaptive.md §2) and their mean score.
import { Box, Stack } from '@mui/material';
import type { QuizAttemptSort } from '@parcours/shared';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/ui/QueryState';
import { ScoreChip } from '../../../shared/ui/ScoreChip';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { type QuizAttempt, useQuizAttempts } from '../api/getQuizAttempts';
import { type Column, ServerTable } from '../components/ServerTable';
import { TableToolbar } from '../components/TableToolbar';
import { useTableQuery } from '../lib/useTableQuery';

export function QuizAttemptsPage() {
  const { t } = useTranslation();
  const table = useTableQuery<QuizAttemptSort>('user_id');
  const result = useQuizAttempts(table.query);

  const columns: Column<QuizAttempt, QuizAttemptSort>[] = [
    { key: 'userId', label: t('dashboards.table.userId'), sort: 'user_id', render: (r) => r.userId },
    {
      key: 'learner',
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
    <Stack spacing={3}>
      <SectionCard
        id="quiz-attempts"
        title={t('dashboards.attempts.title')}
        subtitle={t('dashboards.attempts.subtitle')}
      >
        <TableToolbar
          idPrefix="attempts"
          search={table.search}
          onSearch={table.setSearch}
          courseId={table.query.courseId}
          onCourse={table.setCourse}
        />
        {result.isError ? (
          <LoadError error={result.error} onRetry={() => result.refetch()} />
        ) : (
          <ServerTable
            caption={t('dashboards.attempts.title')}
            columns={columns}
            rows={result.data?.data ?? []}
            rowKey={(r) => r.id}
            sort={table.query.sort}
            order={table.query.order}
            onSort={table.toggleSort}
            page={table.query.page}
            perPage={table.query.perPage}
            total={result.data?.meta.total ?? 0}
            onPage={table.setPage}
            loading={result.isFetching}
            empty={result.isPending ? t('dashboards.loading') : t('dashboards.table.empty')}
          />
        )}
      </SectionCard>
    </Stack>
  );
}
