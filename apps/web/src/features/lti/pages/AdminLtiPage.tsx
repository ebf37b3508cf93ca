// /dashboard/admin/lti: Parcours as an LTI 1.3 tool (docs/integrations.md, "LTI 1.3"). The addresses to type
// into the LMS, the registered platforms (register, edit, delete), a one-time dynamic registration link, the
// signing key rotation, and the LMS courses Parcours was launched from with their roster sync.
import { Add, DeleteOutline, Edit, Key, Link as LinkIcon, Sync } from '@mui/icons-material';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { formatDateTime } from '../../../shared/format/dates';
import { errorMessageKey } from '../../../shared/http';
import { notify, useAppDispatch } from '../../../shared/store';
import { ChipList, ResponsiveTable } from '../../../shared/ui/list';
import { useContexts, useSyncRoster } from '../api/contexts';
import { type Platform, useDeletePlatform, usePlatforms } from '../api/platforms';
import { useRegistrationLink, useRotateKeys, useToolConfig } from '../api/tool';
import { CopyField } from '../components/CopyField';
import { PlatformFormDialog } from '../components/PlatformFormDialog';
import { RefusalsSection } from '../components/RefusalsSection';

/** Columns a phone leaves out (the edit dialog shows them). */
function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id={id} variant="h3" sx={{ fontSize: '1.2rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function AdminLtiPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const tool = useToolConfig();
  const platforms = usePlatforms();
  const contexts = useContexts();
  const remove = useDeletePlatform();
  const link = useRegistrationLink();
  const rotate = useRotateKeys();
  const sync = useSyncRoster();
  const [editing, setEditing] = useState<Platform | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Platform | null>(null);
  const fail = (error: unknown) => dispatch(notify({ message: errorMessageKey(error), type: 'error' }));

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (answer) => {
        dispatch(notify({ message: answer.message }));
        setDeleting(null);
      },
      onError: fail,
    });
  };

  return (
    <Stack component="section" aria-labelledby="admin-lti-heading" spacing={3}>
      <Box>
        <Typography id="admin-lti-heading" variant="h2" sx={{ fontSize: '1.6rem' }}>
          {t('lti.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: '70ch' }}>
          {t('lti.intro')}
        </Typography>
      </Box>

      <Section id="lti-tool-heading" title={t('lti.tool.heading')}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('lti.tool.text')}
        </Typography>
        {tool.isError ? (
          <Alert severity="error">{translateMessage(errorMessageKey(tool.error))}</Alert>
        ) : !tool.data ? (
          <Skeleton variant="rounded" height={200} />
        ) : (
          <Stack spacing={2}>
            <CopyField id="lti-login-url" label={t('lti.tool.loginUrl')} value={tool.data.loginUrl} />
            <CopyField id="lti-launch-url" label={t('lti.tool.launchUrl')} value={tool.data.launchUrl} />
            <CopyField
              id="lti-deep-link-url"
              label={t('lti.tool.deepLinkUrl')}
              value={tool.data.deepLinkUrl}
            />
            <CopyField id="lti-jwks-url" label={t('lti.tool.jwksUrl')} value={tool.data.jwksUrl} />
          </Stack>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
          <Button
            variant="outlined"
            startIcon={<LinkIcon />}
            loading={link.isPending}
            onClick={() => link.mutate(undefined, { onError: fail })}
          >
            {t('lti.tool.registrationLink')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<Key />}
            loading={rotate.isPending}
            onClick={() =>
              rotate.mutate(undefined, {
                onSuccess: (answer) => dispatch(notify({ message: answer.message })),
                onError: fail,
              })
            }
          >
            {t('lti.tool.rotate')}
          </Button>
        </Stack>
        {link.data && (
          <Box sx={{ mt: 2 }}>
            <CopyField
              id="lti-registration-url"
              label={t('lti.tool.registrationUrl')}
              value={link.data.url}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('lti.tool.registrationHint')}
            </Typography>
          </Box>
        )}
      </Section>

      <Section id="lti-platforms-heading" title={t('lti.platforms.heading')}>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')} sx={{ mb: 2 }}>
          {t('lti.platforms.add')}
        </Button>
        {platforms.isError ? (
          <Alert severity="error" role="alert">
            {translateMessage(errorMessageKey(platforms.error))}
          </Alert>
        ) : platforms.isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : platforms.data.length === 0 ? (
          <Box data-testid="lti-platforms-empty">
            <Typography sx={{ fontWeight: 600 }}>{t('lti.platforms.empty.title')}</Typography>
            <Typography color="text.secondary">{t('lti.platforms.empty.text')}</Typography>
          </Box>
        ) : (
          <ResponsiveTable
            caption={t('lti.platforms.heading')}
            rows={platforms.data}
            rowKey={(p) => p.id}
            rowProps={(p) => ({ 'data-testid': `lti-platform-${p.id}` })}
            dense
            columns={[
              {
                key: 'name',
                label: t('lti.platforms.columns.name'),
                phone: 'title',
                rowHeader: true,
                render: (p) => p.name,
              },
              {
                key: 'issuer',
                label: t('lti.platforms.columns.issuer'),
                cellSx: { wordBreak: 'break-all' },
                render: (p) => p.issuer,
              },
              {
                key: 'clientId',
                label: t('lti.platforms.columns.clientId'),
                cellSx: { wordBreak: 'break-all' },
                render: (p) => p.clientId,
              },
              {
                key: 'deployments',
                label: t('lti.platforms.columns.deployments'),
                render: (p) => <ChipList items={p.deploymentIds.map((d) => ({ key: d, label: d }))} />,
              },
              {
                key: 'actions',
                label: t('lti.platforms.columns.actions'),
                numeric: true,
                phone: 'end',
                cellSx: { whiteSpace: 'nowrap' },
                render: (p) => (
                  <>
                    <IconButton
                      aria-label={t('lti.platforms.editOf', { name: p.name })}
                      onClick={() => setEditing(p)}
                    >
                      <Edit />
                    </IconButton>
                    <IconButton
                      aria-label={t('lti.platforms.deleteOf', { name: p.name })}
                      onClick={() => setDeleting(p)}
                    >
                      <DeleteOutline />
                    </IconButton>
                  </>
                ),
              },
            ]}
          />
        )}
      </Section>

      <RefusalsSection />

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
                      sync.mutate(c.id, {
                        onSuccess: (answer) => dispatch(notify({ message: answer.message })),
                        onError: fail,
                      })
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

      {editing !== null && (
        <PlatformFormDialog
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            dispatch(notify({ message }));
            setEditing(null);
          }}
        />
      )}
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        aria-labelledby="delete-platform-title"
      >
        <DialogTitle id="delete-platform-title">
          {t('lti.platforms.delete.title', { name: deleting?.name ?? '' })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{t('lti.platforms.delete.text')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>{t('lti.form.cancel')}</Button>
          <Button color="error" variant="contained" onClick={confirmDelete} loading={remove.isPending}>
            {t('lti.platforms.delete.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
