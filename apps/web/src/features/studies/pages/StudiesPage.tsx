// /studies: the studies an admin or a researcher can see, with their state, courses and allocated learners.
import { Add, Edit, Insights } from '@mui/icons-material';
import { Box, Button, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../shared/format/dates';
import { paths } from '../../../shared/paths';
import { EmptyState } from '../../../shared/ui';
import { ListPage, ResponsiveTable } from '../../../shared/ui/list';
import { useStudies } from '../api/listStudies';
import { StudyStateChip } from '../components/StudyStateChip';

export function StudiesPage() {
  const { t } = useTranslation();
  const studies = useStudies();
  const add = (
    <Button component={RouterLink} to={paths.studies.add} variant="contained" startIcon={<Add />}>
      {t('studies.list.add')}
    </Button>
  );
  return (
    <ListPage
      id="studies"
      title={t('studies.list.heading')}
      actions={studies.data && studies.data.length > 0 && add}
      error={studies.error}
      onRetry={() => void studies.refetch()}
      pending={studies.isPending}
      empty={
        studies.data?.length === 0 && (
          <EmptyState
            headingLevel="h2"
            title={t('studies.list.empty.title')}
            text={t('studies.list.empty.text')}
            action={add}
          />
        )
      }
    >
      <ResponsiveTable
        caption={t('studies.list.heading')}
        rows={studies.data ?? []}
        rowKey={(study) => study.id}
        rowProps={(study) => ({ 'data-testid': `study-row-${study.id}` })}
        dense
        columns={[
          {
            key: 'title',
            label: t('studies.list.columns.title'),
            phone: 'title',
            rowHeader: true,
            cellSx: { fontWeight: 600, minWidth: 160 },
            render: (study) => (
              <Link component={RouterLink} to={paths.studies.study(study.id)}>
                {study.title}
              </Link>
            ),
          },
          {
            key: 'state',
            label: t('studies.list.columns.state'),
            render: (study) => <StudyStateChip state={study.state} />,
          },
          {
            key: 'courses',
            label: t('studies.list.columns.courses'),
            cellSx: { minWidth: 140 },
            render: (study) => study.courses.map((c) => c.title).join(', '),
          },
          {
            key: 'window',
            label: t('studies.list.columns.window'),
            cellSx: { whiteSpace: 'nowrap' },
            render: (study) => `${formatDate(study.opensAt)} – ${formatDate(study.closesAt)}`,
          },
          {
            key: 'allocated',
            label: t('studies.list.columns.allocated'),
            numeric: true,
            render: (study) => study.allocated,
          },
          {
            key: 'version',
            label: t('studies.list.columns.version'),
            numeric: true,
            render: (study) => study.version,
          },
          {
            key: 'actions',
            label: t('studies.list.columns.actions'),
            render: (study) => (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button
                  size="small"
                  component={RouterLink}
                  to={paths.studies.study(study.id)}
                  startIcon={<Insights />}
                  aria-label={t('studies.list.openFor', { title: study.title })}
                >
                  {t('studies.list.open')}
                </Button>
                <Button
                  size="small"
                  component={RouterLink}
                  to={paths.studies.edit(study.id)}
                  startIcon={<Edit />}
                  aria-label={t('studies.list.editFor', { title: study.title })}
                >
                  {t('studies.list.edit')}
                </Button>
              </Box>
            ),
          },
        ]}
      />
    </ListPage>
  );
}
