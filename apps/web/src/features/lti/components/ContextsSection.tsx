// The LMS page's courses Parcours was launched from: each one's platform, last roster sync, and a sync.
import { Sync } from '@mui/icons-material';
import { Alert, Button, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { formatDateTime } from '../../../shared/format/dates';
import { errorMessageKey } from '../../../shared/http';
import { ResponsiveTable } from '../../../shared/ui/list';
import { useContexts, useSyncRoster } from '../api/contexts';
import { Section, useNotices } from './Section';

export function ContextsSection() {
  const { t } = useTranslation();
  const { done, fail } = useNotices();
  const contexts = useContexts();
  const sync = useSyncRoster();
  return (
    <Section id="lti-contexts-heading" title={t('lti.contexts.heading')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('lti.contexts.text')}
      </Typography>
      {contexts.isError ? (
        <Alert severity="error">{translateMessage(errorMessageKey(contexts.error))}</Alert>
      ) : contexts.isPending ? (
        <Skeleton variant="rounded" height={80} />
      ) : contexts.data.length === 0 ? (
        <Typography color="text.secondary">{t('lti.contexts.empty')}</Typography>
      ) : (
        <ResponsiveTable
          caption={t('lti.contexts.heading')}
          rows={contexts.data}
          rowKey={(c) => c.id}
          dense
          columns={[
            {
              key: 'title',
              label: t('lti.contexts.columns.title'),
              phone: 'title',
              rowHeader: true,
              render: (c) => c.title,
            },
            { key: 'platform', label: t('lti.contexts.columns.platform'), render: (c) => c.platformName },
            {
              key: 'synced',
              label: t('lti.contexts.columns.synced'),
              render: (c) => (c.syncedAt ? formatDateTime(c.syncedAt) : t('lti.contexts.never')),
            },
            {
              key: 'actions',
              label: t('lti.contexts.columns.actions'),
              numeric: true,
              render: (c) => (
                <Button
                  size="small"
                  startIcon={<Sync />}
                  disabled={!c.hasRoster}
                  loading={sync.isPending && sync.variables === c.id}
                  onClick={() =>
                    sync.mutate(c.id, { onSuccess: (answer) => done(answer.message), onError: fail })
                  }
                >
                  {t('lti.contexts.sync')}
                </Button>
              ),
            },
          ]}
        />
      )}
    </Section>
  );
}
