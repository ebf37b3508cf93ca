// /dashboard/admin/quiz-attempts: per learner and course, the submitted attempts, how many of them expired (never a
// pretest or a post-test, docs/design/adaptive.md §2) and their mean score.
import type { QuizAttemptSort } from '@parcours/shared';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../shared/ui/list';
import { ScoreChip } from '../../../shared/ui/ScoreChip';
import { type QuizAttempt, useQuizAttempts } from '../api/getQuizAttempts';
import { LearnerCell, ResearchTablePage } from '../components/ResearchTablePage';
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
      render: (r) => <LearnerCell name={r.learnerName} email={r.email} />,
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
    <ResearchTablePage
      id="quiz-attempts"
      idPrefix="attempts"
      title={t('dashboards.attempts.title')}
      subtitle={t('dashboards.attempts.subtitle')}
      table={table}
      result={result}
      columns={columns}
    />
  );
}
