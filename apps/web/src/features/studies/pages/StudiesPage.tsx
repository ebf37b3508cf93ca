// /studies: the studies an admin or a researcher can see, with their state, courses and allocated learners.
import { Add, Edit, Insights } from '@mui/icons-material';
import {
  Box,
  Button,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../shared/format/dates';
import { paths } from '../../../shared/paths';
import { EmptyState } from '../../../shared/ui';
import { LoadError, Loading } from '../../../shared/ui/QueryState';
import { ScrollArea } from '../../../shared/ui/ScrollArea';
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
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h2" sx={{ fontSize: '1.6rem' }}>
          {t('studies.list.heading')}
        </Typography>
        {studies.data && studies.data.length > 0 && add}
      </Stack>
      {studies.isPending ? (
        <Loading />
      ) : studies.isError ? (
        <LoadError error={studies.error} onRetry={() => void studies.refetch()} />
      ) : studies.data.length === 0 ? (
        <EmptyState
          headingLevel="h2"
          title={t('studies.list.empty.title')}
          text={t('studies.list.empty.text')}
          action={add}
        />
      ) : (
        <Paper variant="outlined" sx={{ borderRadius: 3 }}>
          <ScrollArea label={t('studies.list.heading')}>
            <Table size="small" data-testid="studies-table">
              <TableHead>
                <TableRow>
                  <TableCell scope="col">{t('studies.list.columns.title')}</TableCell>
                  <TableCell scope="col">{t('studies.list.columns.state')}</TableCell>
                  <TableCell scope="col">{t('studies.list.columns.courses')}</TableCell>
                  <TableCell scope="col">{t('studies.list.columns.window')}</TableCell>
                  <TableCell scope="col" align="right">
                    {t('studies.list.columns.allocated')}
                  </TableCell>
                  <TableCell scope="col" align="right">
                    {t('studies.list.columns.version')}
                  </TableCell>
                  <TableCell scope="col">{t('studies.list.columns.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {studies.data.map((study) => (
                  <TableRow key={study.id} data-testid={`study-row-${study.id}`}>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 600, minWidth: 160 }}>
                      <Link component={RouterLink} to={paths.studies.study(study.id)}>
                        {study.title}
                      </Link>
                    </TableCell>
                    <TableCell>
                      <StudyStateChip state={study.state} />
                    </TableCell>
                    <TableCell sx={{ minWidth: 140 }}>
                      {study.courses.map((c) => c.title).join(', ')}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatDate(study.opensAt)} – {formatDate(study.closesAt)}
                    </TableCell>
                    <TableCell align="right">{study.allocated}</TableCell>
                    <TableCell align="right">{study.version}</TableCell>
                    <TableCell>
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
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollArea>
        </Paper>
      )}
    </Stack>
  );
}
