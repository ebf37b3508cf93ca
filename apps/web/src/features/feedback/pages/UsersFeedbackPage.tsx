// /dashboard/admin/users-feedback: how many surveys were answered, the responses page by page with their
// scores and comments, and for admins the learners' support messages. An instructor reads the responses of their
// classes' learners about their classes' courses (the server limits the list; support stays the admin's).
import { Box, Stack, Typography } from '@mui/material';
import { roles } from '@parcours/shared';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/dates';
import { formatNumber } from '../../../shared/format/numbers';
import { usePagedSearch } from '../../../shared/hooks/usePagedSearch';
import { selectUser, useAppSelector } from '../../../shared/store';
import { type ListColumn, ListPage, pagesOf, ResponsiveTable } from '../../../shared/ui/list';
import { SupportMessages } from '../../support';
import { useAdminFeedback, useAdminFeedbackCount } from '../api/getAdminFeedback';

export function UsersFeedbackPage() {
  const { t, i18n } = useTranslation();
  const user = useAppSelector(selectUser);
  const { page, setPage, search, setSearch, debounced } = usePagedSearch();
  const count = useAdminFeedbackCount();
  const list = useAdminFeedback({ page, search: debounced });
  const n = (v: number | null) => formatNumber(v, i18n.language);
  const meta = list.data?.meta;
  type Response = NonNullable<typeof list.data>['data'][number];
  const columns: ListColumn<Response>[] = [
    {
      key: 'learner',
      label: t('feedback.admin.learner'),
      phone: 'title',
      rowHeader: true,
      render: (r) => (
        <>
          <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {`${r.user.firstName} ${r.user.lastName}`}
          </Box>
          {r.course && (
            <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85em' }}>
              {r.course.title}
            </Box>
          )}
        </>
      ),
    },
    { key: 'date', label: t('feedback.admin.date'), render: (r) => formatDate(r.createdAt) },
    { key: 'nps', label: t('feedback.scores.nps'), numeric: true, render: (r) => n(r.nps) },
    {
      key: 'usability',
      label: t('feedback.scores.usability'),
      numeric: true,
      render: (r) => n(r.usabilityScore),
    },
    {
      key: 'engagement',
      label: t('feedback.scores.engagement'),
      numeric: true,
      render: (r) => n(r.engagementScore),
    },
    {
      key: 'comment',
      label: t('feedback.admin.comment'),
      cellSx: { maxWidth: 320 },
      render: (r) => {
        const comment = r.answers.find((a) => a.category === 'text')?.answer;
        return typeof comment === 'string' && comment ? comment : '—';
      },
    },
  ];

  return (
    <Stack spacing={3}>
      <ListPage
        id="feedback-responses"
        title={t('feedback.admin.title')}
        subtitle={count.data === undefined ? undefined : t('feedback.admin.count', { count: count.data })}
        search={{
          id: 'feedback-search',
          label: t('feedback.admin.search'),
          value: search,
          onChange: setSearch,
        }}
        error={list.error}
        onRetry={() => list.refetch()}
        pending={list.isPending}
        empty={
          list.data?.data.length === 0 && (
            <Typography color="text.secondary">{t('feedback.admin.empty')}</Typography>
          )
        }
        pages={pagesOf(meta, page, setPage)}
      >
        <ResponsiveTable
          caption={t('feedback.admin.title')}
          columns={columns}
          rows={list.data?.data ?? []}
          rowKey={(r) => r.id}
          rowProps={() => ({ 'data-testid': 'feedback-response' })}
          dense
        />
      </ListPage>
      {user?.role === roles.admin && <SupportMessages />}
    </Stack>
  );
}
