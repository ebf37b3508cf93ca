// The refused LTI launches on the LMS page (docs/integrations.md, "When a launch is refused"): what the person in
// the LMS read, what to change, and the reference their page showed, newest first.
import { Alert, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { formatDateTime } from '../../../shared/format/dates';
import { errorMessageKey } from '../../../shared/http';
import { ResponsiveTable } from '../../../shared/ui/list';
import { useRefusals } from '../api/refusals';

export function RefusalsSection() {
  const { t } = useTranslation();
  const refusals = useRefusals();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="lti-refusals-heading"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Stack direction="row" justifyContent="space-between" alignItems="baseline" sx={{ mb: 2 }}>
        <Typography id="lti-refusals-heading" variant="h3" sx={{ fontSize: '1.2rem' }}>
          {t('lti.refusals.heading')}
        </Typography>
        <Button size="small" onClick={() => refusals.refetch()} loading={refusals.isFetching}>
          {t('lti.refusals.refresh')}
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('lti.refusals.text')}
      </Typography>
      {refusals.isError ? (
        <Alert severity="error">{translateMessage(errorMessageKey(refusals.error))}</Alert>
      ) : refusals.isPending ? (
        <Skeleton variant="rounded" height={80} />
      ) : refusals.data.length === 0 ? (
        <Typography color="text.secondary">{t('lti.refusals.empty')}</Typography>
      ) : (
        <ResponsiveTable
          caption={t('lti.refusals.heading')}
          rows={refusals.data}
          rowKey={(r) => r.reference}
          dense
          columns={[
            {
              key: 'at',
              label: t('lti.refusals.columns.at'),
              rowHeader: true,
              render: (r) => formatDateTime(r.at),
            },
            {
              key: 'platform',
              label: t('lti.refusals.columns.platform'),
              render: (r) => r.platform?.name ?? t('lti.refusals.unregistered'),
            },
            {
              key: 'message',
              label: t('lti.refusals.columns.message'),
              phone: 'title',
              render: (r) => r.message,
            },
            { key: 'fix', label: t('lti.refusals.columns.fix'), render: (r) => r.fix },
            {
              key: 'reference',
              label: t('lti.refusals.columns.reference'),
              render: (r) => (
                <Typography component="code" sx={{ fontSize: '0.8rem', wordBreak: 'break-all' }}>
                  {r.reference}
                </Typography>
              ),
            },
          ]}
        />
      )}
    </Paper>
  );
}
