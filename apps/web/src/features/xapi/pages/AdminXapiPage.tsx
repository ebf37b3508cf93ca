// /dashboard/admin/xapi: the xAPI statements still waiting for the learning record store, oldest first (the order
// they are sent in), each with its tries and, when the LRS refused it, the LRS's own answer: what to fix.
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { pagination } from '@parcours/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/dates';
import { pageCount } from '../../../shared/hooks/usePagedSearch';
import { ListPagination } from '../../../shared/ui/ListPagination';
import { LoadError, Loading } from '../../../shared/ui/QueryState';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { useWaitingStatements, type WaitingStatement } from '../api/xapi';

function Statement({ s }: { s: WaitingStatement }) {
  const { t } = useTranslation();
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, borderRadius: 2 }} data-testid="xapi-statement">
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {t('xapi.admin.statement', { verb: s.verb, object: s.object })}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={s.lastStatus !== null ? 'error' : 'warning'}
          label={s.lastError ?? t('xapi.admin.notTried')}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {t('xapi.admin.details', {
          actor: s.actor ?? '—',
          queued: formatDateTime(s.createdAt),
          count: s.attempts,
          next: formatDateTime(s.nextAttemptAt),
        })}
      </Typography>
      {s.lastResponse && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
            {t('xapi.admin.answer', { status: s.lastStatus })}
          </Typography>
          <Box
            component="pre"
            sx={{
              m: 0,
              mt: 0.5,
              p: 1,
              maxHeight: 160,
              overflow: 'auto',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              fontSize: '0.8rem',
              bgcolor: 'action.hover',
              borderRadius: 1,
            }}
          >
            {s.lastResponse}
          </Box>
        </Box>
      )}
    </Paper>
  );
}

export function AdminXapiPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useWaitingStatements({ page, perPage: pagination.rowsPerPage });
  const meta = list.data?.meta;

  return (
    <SectionCard
      id="xapi-statements"
      title={t('xapi.admin.title')}
      subtitle={
        meta
          ? t('xapi.admin.counts', { waiting: meta.counts.waiting, refused: meta.counts.refused })
          : undefined
      }
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('xapi.admin.intro')}
      </Typography>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <Typography>{t('xapi.admin.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.data.data.map((s) => (
            <Statement key={s.id} s={s} />
          ))}
        </Stack>
      )}
      <ListPagination pages={pageCount(meta)} page={page} onPage={setPage} />
    </SectionCard>
  );
}
