// /dashboard/admin/newsletter: every subscription with its state and dates, filtered by state and searched on the
// server, page by page; the confirmed addresses download as CSV. Cards on a phone, a table from the tablet up.
import { Download } from '@mui/icons-material';
import {
  Box,
  Button,
  Chip,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type NewsletterStatus, newsletterStatuses, pagination } from '@parcours/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/dates';
import { pageCount, usePagedSearch } from '../../../shared/hooks/usePagedSearch';
import { ListPagination } from '../../../shared/ui/ListPagination';
import { LoadError, Loading } from '../../../shared/ui/QueryState';
import { SearchField } from '../../../shared/ui/SearchField';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { type Subscriber, useNewsletterExport, useNewsletterSubscribers } from '../api/newsletter';

const statusColour = { pending: 'warning', confirmed: 'success', unsubscribed: 'default' } as const;

function StatusChip({ status }: { status: NewsletterStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={statusColour[status]}
      label={t(`newsletter.status.${status}`)}
    />
  );
}

function SubscriberDates({ s }: { s: Subscriber }) {
  const { t } = useTranslation();
  const date = (v: string | null) => (v ? formatDate(v) : '—');
  return (
    <>
      <span>{t('newsletter.admin.subscribedOn', { date: date(s.createdAt) })}</span>
      {s.confirmedAt && (
        <span>{` · ${t('newsletter.admin.confirmedOn', { date: date(s.confirmedAt) })}`}</span>
      )}
      {s.unsubscribedAt && (
        <span>{` · ${t('newsletter.admin.unsubscribedOn', { date: date(s.unsubscribedAt) })}`}</span>
      )}
    </>
  );
}

export function AdminNewsletterPage() {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [status, setStatus] = useState<NewsletterStatus | null>(null);
  const { page, setPage, search, setSearch, debounced, firstPage } = usePagedSearch();
  const list = useNewsletterSubscribers({ page, perPage: pagination.rowsPerPage, search: debounced, status });
  const exporter = useNewsletterExport();
  const meta = list.data?.meta;
  const email = (s: Subscriber) => s.email ?? t('newsletter.admin.erased');

  return (
    <SectionCard
      id="newsletter-subscribers"
      title={t('newsletter.admin.title')}
      subtitle={
        meta
          ? t('newsletter.admin.counts', {
              pending: meta.counts.pending,
              confirmed: meta.counts.confirmed,
              unsubscribed: meta.counts.unsubscribed,
            })
          : undefined
      }
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <SearchField
          id="newsletter-search"
          label={t('newsletter.admin.search')}
          value={search}
          onChange={setSearch}
          sx={{ flex: '1 1 220px' }}
        />
        <TextField
          select
          id="newsletter-status"
          label={t('newsletter.admin.status')}
          value={status ?? ''}
          onChange={(e) => {
            setStatus(e.target.value === '' ? null : (e.target.value as NewsletterStatus));
            firstPage();
          }}
          sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('newsletter.admin.allStatuses')}</MenuItem>
          {newsletterStatuses.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`newsletter.status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          startIcon={<Download />}
          loading={exporter.isPending}
          onClick={() => exporter.mutate()}
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          {t('newsletter.admin.export')}
        </Button>
      </Box>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <Typography color="text.secondary">{t('newsletter.admin.empty')}</Typography>
      ) : phone ? (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.data.data.map((s) => (
            <Paper
              component="li"
              key={s.id}
              variant="outlined"
              sx={{ p: 1.5, borderRadius: 2 }}
              data-testid="subscriber"
            >
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{email(s)}</Typography>
                <StatusChip status={s.status} />
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {s.language.toUpperCase()} · <SubscriberDates s={s} />
              </Typography>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table size="small" aria-labelledby="newsletter-subscribers-title">
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t('newsletter.admin.email')}</TableCell>
              <TableCell scope="col">{t('newsletter.admin.status')}</TableCell>
              <TableCell scope="col">{t('newsletter.admin.language')}</TableCell>
              <TableCell scope="col">{t('newsletter.admin.dates')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.data.data.map((s) => (
              <TableRow key={s.id} data-testid="subscriber">
                <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                  {email(s)}
                </TableCell>
                <TableCell>
                  <StatusChip status={s.status} />
                </TableCell>
                <TableCell>{s.language.toUpperCase()}</TableCell>
                <TableCell>
                  <SubscriberDates s={s} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ListPagination pages={pageCount(meta)} page={page} onPage={setPage} />
    </SectionCard>
  );
}
