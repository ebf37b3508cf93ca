// The LMS page's registered platforms: register one, and each one's name, issuer, client id, deployments, with
// edit and delete.
import { Add } from '@mui/icons-material';
import { Alert, Box, Button, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { errorMessageKey } from '../../../shared/http';
import {
  actionsColumn,
  ChipList,
  EditDeleteButtons,
  type ListColumn,
  ResponsiveTable,
} from '../../../shared/ui/list';
import { type Platform, usePlatforms } from '../api/platforms';
import { Section } from './Section';

function usePlatformColumns(
  onEdit: (platform: Platform) => void,
  onDelete: (platform: Platform) => void,
): ListColumn<Platform>[] {
  const { t } = useTranslation();
  return [
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
    actionsColumn(t('lti.platforms.columns.actions'), (p) => (
      <EditDeleteButtons
        editLabel={t('lti.platforms.editOf', { name: p.name })}
        deleteLabel={t('lti.platforms.deleteOf', { name: p.name })}
        edit={() => onEdit(p)}
        onDelete={() => onDelete(p)}
      />
    )),
  ];
}

export function PlatformsSection({
  onAdd,
  onEdit,
  onDelete,
}: {
  onAdd: () => void;
  onEdit: (platform: Platform) => void;
  onDelete: (platform: Platform) => void;
}) {
  const { t } = useTranslation();
  const platforms = usePlatforms();
  const columns = usePlatformColumns(onEdit, onDelete);
  return (
    <Section id="lti-platforms-heading" title={t('lti.platforms.heading')}>
      <Button variant="contained" startIcon={<Add />} onClick={onAdd} sx={{ mb: 2 }}>
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
          columns={columns}
        />
      )}
    </Section>
  );
}
