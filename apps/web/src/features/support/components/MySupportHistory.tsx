// The learner's own support messages, newest first, each with the team's replies and a box to answer back. A
// message reads "answered" while the team has the last word.
import { Chip, List, ListItem, Pagination, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/dates';
import { LoadError, Loading } from '../../../shared/ui/QueryState';
import { useMySupport } from '../api/replies';
import { SupportThread } from './SupportThread';

export function MySupportHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useMySupport(page);
  if (history.isPending) return <Loading />;
  if (history.isError) return <LoadError error={history.error} onRetry={() => history.refetch()} />;
  const { data, meta } = history.data;
  const pages = Math.ceil(meta.total / meta.perPage);
  if (data.length === 0) return <Typography color="text.secondary">{t('support.history.empty')}</Typography>;
  return (
    <>
      <List disablePadding>
        {data.map((m) => (
          <ListItem
            key={m.id}
            divider
            disableGutters
            sx={{ display: 'block', py: 1.5 }}
            data-testid="my-support-message"
          >
            <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {m.subject}
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
            >
              {t('support.history.sent', { date: formatDateTime(m.createdAt) })}
              <Chip
                size="small"
                variant="outlined"
                label={t(
                  m.replies.at(-1)?.fromAdmin ? 'support.history.answered' : 'support.history.waiting',
                )}
              />
            </Typography>
            <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {m.message}
            </Typography>
            <SupportThread messageId={m.id} replies={m.replies} who="author" />
          </ListItem>
        ))}
      </List>
      {pages > 1 && (
        <Pagination
          sx={{ mt: 2 }}
          count={pages}
          page={page}
          onChange={(_, p) => setPage(p)}
          getItemAriaLabel={(type, p) => t(`support.admin.pageLabel.${type}`, { page: p })}
        />
      )}
    </>
  );
}
