// The gradebook grid: one row per learner (name and e-mail in a sticky first column), the enrolment's status,
// progress and mastered objects, then one cell per test column; the server sorts by name, progress or enrolment
// date. Below the `sm` breakpoint (600 px) each learner is a card of "label: value" lines, as every list of the app
// is on a phone, so nothing scrolls sideways.
import {
  Box,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/dates';
import { formatPercent } from '../../../shared/format/numbers';
import { visuallyHidden } from '../../../shared/ui/visuallyHidden';
import type { Gradebook, GradebookColumnItem, GradebookSort } from '../api/getGradebook';
import { GradebookCellChip } from './GradebookCellChip';

/** The first column stays in view while the grid scrolls sideways. */
const sticky: SxProps<Theme> = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderRightColor: 'divider',
  minWidth: { xs: 150, sm: 220 },
  maxWidth: { xs: 170, sm: 320 },
};

export function GradebookTable({
  caption,
  gradebook,
  sort,
  order,
  onSort,
  loading,
}: {
  caption: string;
  gradebook: Gradebook;
  sort: GradebookSort;
  order: 'asc' | 'desc';
  onSort: (sort: GradebookSort) => void;
  loading: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));

  const columnTitle = (column: GradebookColumnItem) =>
    column.kind === 'learning_object'
      ? (column.title ?? t('gradebook.columns.learningObject'))
      : t(`gradebook.columns.${column.kind}`);

  const sortable = (key: GradebookSort, label: string): ReactNode => {
    const active = sort === key;
    return (
      <TableSortLabel active={active} direction={active ? order : 'asc'} onClick={() => onSort(key)}>
        {label}
        {active && (
          <Box component="span" sx={visuallyHidden}>
            {order === 'desc' ? t('common.list.sortedDesc') : t('common.list.sortedAsc')}
          </Box>
        )}
      </TableSortLabel>
    );
  };

  const learnerName = (row: Gradebook['rows'][number]) =>
    t('gradebook.learnerName', { first: row.user.firstName, last: row.user.lastName });

  if (phone) {
    return (
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t('common.list.loading')} />}</Box>
        <Box
          component="ul"
          aria-label={caption}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {gradebook.rows.map((row) => (
            <Paper
              component="li"
              variant="outlined"
              key={row.user.id}
              data-testid="gradebook-row"
              sx={{ p: 1.5 }}
            >
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{learnerName(row)}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {row.user.email}
              </Typography>
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'minmax(0, 1fr) auto',
                  alignItems: 'center',
                  columnGap: 1,
                  rowGap: 0.75,
                  m: 0,
                  mt: 1,
                  '& dd': { m: 0, textAlign: 'right' },
                }}
              >
                {(
                  [
                    [
                      t('gradebook.columns.status'),
                      t(`gradebook.status.${row.status}`, { defaultValue: row.status }),
                    ],
                    [t('gradebook.columns.progress'), formatPercent(row.progress, lang)],
                    [t('gradebook.columns.mastered'), row.mastered],
                    [t('gradebook.columns.enrolledAt'), formatDate(row.enrolledAt, lang)],
                    ...gradebook.columns.map((column) => [
                      columnTitle(column),
                      <GradebookCellChip key={column.key} cell={row.cells[column.key]} />,
                    ]),
                  ] as [string, ReactNode][]
                ).map(([label, value], i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a card follow the fixed columns
                  <Box key={i} sx={{ display: 'contents' }}>
                    <Typography
                      component="dt"
                      variant="body2"
                      color="text.secondary"
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {label}
                    </Typography>
                    <Typography component="dd" variant="body2">
                      {value}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Paper>
          ))}
        </Box>
      </Box>
    );
  }

  const head: SxProps<Theme> = { fontWeight: 700, whiteSpace: 'nowrap', verticalAlign: 'bottom' };

  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t('common.list.loading')} />}</Box>
      <TableContainer
        // wider than its card, the grid scrolls inside this region, which the keyboard can reach
        tabIndex={0}
        role="region"
        aria-label={caption}
        data-testid="gradebook-scroller"
        sx={{
          maxWidth: '100%',
          overflowX: 'auto',
          // positioned, so that the visually hidden texts of the cells (absolute) scroll and clip with the grid
          // instead of widening the page
          position: 'relative',
          // the sticky column's background, so it reads as part of the table in both themes
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: 2 },
        }}
      >
        <Table size="small" aria-busy={loading ? true : undefined}>
          <Box component="caption" sx={visuallyHidden}>
            {caption}
          </Box>
          <TableHead>
            <TableRow>
              <TableCell
                scope="col"
                sortDirection={sort === 'name' ? order : false}
                sx={[head, sticky, { zIndex: 2 }] as SxProps<Theme>}
              >
                {sortable('name', t('gradebook.columns.learner'))}
              </TableCell>
              <TableCell scope="col" sx={head}>
                {t('gradebook.columns.status')}
              </TableCell>
              <TableCell
                scope="col"
                align="right"
                sortDirection={sort === 'progress' ? order : false}
                sx={head}
              >
                {sortable('progress', t('gradebook.columns.progress'))}
              </TableCell>
              <TableCell scope="col" align="right" sx={head}>
                {t('gradebook.columns.mastered')}
              </TableCell>
              <TableCell scope="col" sortDirection={sort === 'enrolled_at' ? order : false} sx={head}>
                {sortable('enrolled_at', t('gradebook.columns.enrolledAt'))}
              </TableCell>
              {gradebook.columns.map((column) => (
                <TableCell
                  key={column.key}
                  scope="col"
                  align="center"
                  data-column={column.key}
                  sx={{ ...head, whiteSpace: 'normal', minWidth: 110, maxWidth: 200 }}
                >
                  {columnTitle(column)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {gradebook.rows.map((row) => (
              <TableRow key={row.user.id} hover data-testid="gradebook-row">
                <TableCell component="th" scope="row" sx={sticky}>
                  <Box component="span" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {learnerName(row)}
                  </Box>
                  <Box
                    component="span"
                    sx={{ color: 'text.secondary', fontSize: '0.85em', overflowWrap: 'anywhere' }}
                  >
                    {row.user.email}
                  </Box>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {t(`gradebook.status.${row.status}`, { defaultValue: row.status })}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatPercent(row.progress, lang)}
                </TableCell>
                <TableCell align="right">{row.mastered}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.enrolledAt, lang)}</TableCell>
                {gradebook.columns.map((column) => (
                  <TableCell key={column.key} align="center" data-column={column.key}>
                    <GradebookCellChip cell={row.cells[column.key]} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
