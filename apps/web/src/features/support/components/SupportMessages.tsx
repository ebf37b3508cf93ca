// The admins' view of support messages: waiting or all, newest first, each marked handled once dealt with.
import { CheckCircle } from '@mui/icons-material';
import {
  Box,
  Button,
  Chip,
  List,
  ListItem,
  Pagination,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { pagination } from '@parcours/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/dates';
import { LoadError, Loading } from '../../../shared/ui/QueryState';
import { SectionCard } from '../../../shared/ui/SectionCard';
import { useSupportMessages } from '../api/getSupportMessages';
import { useMarkSupportHandled } from '../api/markSupportHandled';
import { SupportThread } from './SupportThread';

export function SupportMessages() {
  const { t } = useTranslation();
  const [page, setPage] = useState<number>(pagination.firstPage);
  const [handled, setHandled] = useState<boolean | null>(false);
  const messages = useSupportMessages({ page, handled });
  const mark = useMarkSupportHandled();
  const meta = messages.data?.meta;
  const pages = meta ? Math.max(1, Math.ceil(meta.total / meta.perPage)) : 1;

  return (
    <SectionCard
      id="support-messages"
      title={t('support.admin.title')}
      subtitle={meta ? t('support.admin.waiting', { count: meta.unhandledTotal }) : undefined}
      action={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={handled === null ? 'all' : handled ? 'handled' : 'waiting'}
          onChange={(_, v: string | null) => {
            if (!v) return;
            setHandled(v === 'all' ? null : v === 'handled');
            setPage(pagination.firstPage);
          }}
          aria-label={t('support.admin.filter')}
        >
          <ToggleButton value="waiting">{t('support.admin.filters.waiting')}</ToggleButton>
          <ToggleButton value="handled">{t('support.admin.filters.handled')}</ToggleButton>
          <ToggleButton value="all">{t('support.admin.filters.all')}</ToggleButton>
        </ToggleButtonGroup>
      }
    >
      {messages.isPending ? (
        <Loading />
      ) : messages.isError ? (
        <LoadError error={messages.error} onRetry={() => messages.refetch()} />
      ) : messages.data.data.length === 0 ? (
        <Typography color="text.secondary">{t('support.admin.empty')}</Typography>
      ) : (
        <List disablePadding>
          {messages.data.data.map((m) => (
            <ListItem
              key={m.id}
              divider
              disableGutters
              sx={{ display: 'block', py: 1.5 }}
              data-testid="support-message"
            >
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <Typography component="h3" sx={{ fontWeight: 700, flex: 1, minWidth: 160 }}>
                  {m.subject}
                </Typography>
                {m.handledAt ? (
                  <Chip
                    size="small"
                    icon={<CheckCircle />}
                    label={t('support.admin.handledOn', { date: formatDateTime(m.handledAt) })}
                  />
                ) : (
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => mark.mutate(m.id)}
                    disabled={mark.isPending}
                  >
                    {t('support.admin.markHandled')}
                  </Button>
                )}
              </Box>
              <Typography variant="body2" color="text.secondary">
                {m.user
                  ? t('support.admin.from', {
                      name: `${m.user.firstName} ${m.user.lastName}`,
                      email: m.user.email,
                      date: formatDateTime(m.createdAt),
                    })
                  : t('support.admin.fromDeleted', { date: formatDateTime(m.createdAt) })}
              </Typography>
              <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>{m.message}</Typography>
              <SupportThread messageId={m.id} replies={m.replies} who="admin" />
            </ListItem>
          ))}
        </List>
      )}
      {pages > 1 && (
        <Pagination
          sx={{ mt: 2 }}
          count={pages}
          page={page}
          onChange={(_, p) => setPage(p)}
          getItemAriaLabel={(type, p) => t(`support.admin.pageLabel.${type}`, { page: p })}
        />
      )}
    </SectionCard>
  );
}
