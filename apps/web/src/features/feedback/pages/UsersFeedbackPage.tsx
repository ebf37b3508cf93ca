// /dashboard/admin/users-feedback: how many surveys were answered, the responses page by page with their
// scores and comments, and for admins the learners' support messages. An instructor reads the responses of their
// classes' learners about their classes' courses (the server limits the list; support stays the admin's).
import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { roles } from '@parcours/shared';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/dates';
import { formatNumber } from '../../../shared/format/numbers';
import { pageCount, usePagedSearch } from '../../../shared/hooks/usePagedSearch';
import { selectUser, useAppSelector } from '../../../shared/store';
import { ListPagination } from '../../../shared/ui/ListPagination';
import { LoadError, Loading } from '../../../shared/ui/QueryState';
import { ScrollArea } from '../../../shared/ui/ScrollArea';
import { SearchField } from '../../../shared/ui/SearchField';
import { SectionCard } from '../../../shared/ui/SectionCard';
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

  return (
    <Stack spacing={3}>
      <SectionCard
        id="feedback-responses"
        title={t('feedback.admin.title')}
        subtitle={count.data === undefined ? undefined : t('feedback.admin.count', { count: count.data })}
      >
        <SearchField
          id="feedback-search"
          label={t('feedback.admin.search')}
          value={search}
          onChange={setSearch}
          sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
        />
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <LoadError error={list.error} onRetry={() => list.refetch()} />
        ) : list.data.data.length === 0 ? (
          <Typography color="text.secondary">{t('feedback.admin.empty')}</Typography>
        ) : (
          <ScrollArea label={t('feedback.admin.title')}>
            <Table size="small" aria-labelledby="feedback-responses-title">
              <TableHead>
                <TableRow>
                  <TableCell scope="col">{t('feedback.admin.learner')}</TableCell>
                  <TableCell scope="col">{t('feedback.admin.date')}</TableCell>
                  <TableCell scope="col" align="right">
                    {t('feedback.scores.nps')}
                  </TableCell>
                  <TableCell scope="col" align="right">
                    {t('feedback.scores.usability')}
                  </TableCell>
                  <TableCell scope="col" align="right">
                    {t('feedback.scores.engagement')}
                  </TableCell>
                  <TableCell scope="col">{t('feedback.admin.comment')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.data.data.map((r) => {
                  const comment = r.answers.find((a) => a.category === 'text')?.answer;
                  return (
                    <TableRow key={r.id} data-testid="feedback-response">
                      <TableCell component="th" scope="row">
                        <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                          {`${r.user.firstName} ${r.user.lastName}`}
                        </Box>
                        {r.course && (
                          <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85em' }}>
                            {r.course.title}
                          </Box>
                        )}
                      </TableCell>
                      <TableCell>{formatDate(r.createdAt)}</TableCell>
                      <TableCell align="right">{n(r.nps)}</TableCell>
                      <TableCell align="right">{n(r.usabilityScore)}</TableCell>
                      <TableCell align="right">{n(r.engagementScore)}</TableCell>
                      <TableCell sx={{ maxWidth: 320 }}>
                        {typeof comment === 'string' && comment ? comment : '—'}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </ScrollArea>
        )}
        <ListPagination pages={pageCount(meta)} page={page} onPage={setPage} />
      </SectionCard>
      {user?.role === roles.admin && <SupportMessages />}
    </Stack>
  );
}
