// The one table of the app's lists: a table on wide screens, and below the `sm` breakpoint (600 px) one card per
// row, so no list scrolls sideways on a phone. Columns sort through the server when they name a sort key; on a
// phone the same sorts are offered by a select above the cards.
import {
  Box,
  LinearProgress,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../visuallyHidden';

export type SortOrder = 'asc' | 'desc';

export interface ListColumn<R, S extends string = string> {
  key: string;
  label: string;
  /** What the header cell shows instead of the label (a select-all box); the label stays its name. */
  header?: ReactNode;
  /** The label is read by screen readers only (an avatar or a checkbox column). */
  hideLabel?: boolean;
  /** The server's sort name, when the column can be sorted. */
  sort?: S;
  numeric?: boolean;
  render: (row: R) => ReactNode;
  /** Its cells name their row (`th scope="row"`). */
  rowHeader?: boolean;
  /** Styles of the column's cells on wide screens. */
  cellSx?: SxProps<Theme>;
  /**
   * Where the value goes in a phone card: `start` before the title (avatar, checkbox), `title` the card's first
   * line, `end` at the right of that line (actions), `hidden` left out; by default a "label: value" line.
   */
  phone?: 'start' | 'title' | 'end' | 'hidden';
}

export interface ListSorting<S extends string> {
  sort: S;
  order: SortOrder;
  /** Clicking a column: the page decides the new order (the same column flips it). */
  onSort: (sort: S) => void;
  /** The select on phones sets both at once. */
  onSortOrder?: (sort: S, order: SortOrder) => void;
}

export interface ResponsiveTableProps<R, S extends string> {
  /** The table's name (a hidden caption, and the cards' list label). */
  caption: string;
  columns: ListColumn<R, S>[];
  rows: R[];
  rowKey: (row: R) => string | number;
  sorting?: ListSorting<S>;
  /** Shown in place of rows when there are none. */
  empty?: ReactNode;
  /** A refetch is under way: a thin bar above the rows. */
  loading?: boolean;
  /** Extra attributes of each row or card (`data-testid`). */
  rowProps?: (row: R) => Record<string, string>;
  /** Smaller cells, for tables of figures. */
  dense?: boolean;
}

/** True below the `sm` breakpoint, where lists show cards. */
function usePhoneLayout() {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
}

export function ResponsiveTable<R, S extends string = string>(props: ResponsiveTableProps<R, S>) {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  return (
    <Box>
      {props.loading !== undefined && (
        <Box sx={{ height: 4 }}>
          {props.loading && <LinearProgress aria-label={t('common.list.loading')} />}
        </Box>
      )}
      {phone ? <Cards {...props} /> : <WideTable {...props} />}
    </Box>
  );
}

function WideTable<R, S extends string>({
  caption,
  columns,
  rows,
  rowKey,
  sorting,
  empty,
  loading,
  rowProps,
  dense,
}: ResponsiveTableProps<R, S>) {
  const { t } = useTranslation();
  return (
    <TableContainer
      // a table wider than its card scrolls, so its region can be reached with the keyboard
      tabIndex={0}
      role="region"
      aria-label={caption}
      sx={{ '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: 2 } }}
    >
      <Table size={dense ? 'small' : 'medium'} aria-busy={loading ? true : undefined}>
        <Box component="caption" sx={visuallyHidden}>
          {caption}
        </Box>
        <TableHead>
          <TableRow>
            {columns.map((c) => {
              const active = sorting !== undefined && c.sort !== undefined && c.sort === sorting.sort;
              const label = c.hideLabel ? (
                <Box component="span" sx={visuallyHidden}>
                  {c.label}
                </Box>
              ) : (
                c.label
              );
              return (
                <TableCell
                  key={c.key}
                  scope="col"
                  align={c.numeric ? 'right' : 'left'}
                  sortDirection={active ? sorting.order : false}
                  padding={c.header ? 'checkbox' : 'normal'}
                  sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
                >
                  {c.header ??
                    (c.sort && sorting ? (
                      <TableSortLabel
                        active={active}
                        direction={active ? sorting.order : 'asc'}
                        onClick={() => c.sort && sorting.onSort(c.sort)}
                      >
                        {label}
                        {active && (
                          <Box component="span" sx={visuallyHidden}>
                            {sorting.order === 'desc'
                              ? t('common.list.sortedDesc')
                              : t('common.list.sortedAsc')}
                          </Box>
                        )}
                      </TableSortLabel>
                    ) : (
                      label
                    ))}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length}>
                <Typography component="div" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                  {empty ?? t('common.list.empty')}
                </Typography>
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={rowKey(row)} hover {...rowProps?.(row)}>
                {columns.map((c) => (
                  <TableCell
                    key={c.key}
                    component={c.rowHeader ? 'th' : 'td'}
                    scope={c.rowHeader ? 'row' : undefined}
                    align={c.numeric ? 'right' : 'left'}
                    padding={c.header ? 'checkbox' : 'normal'}
                    sx={c.cellSx}
                  >
                    {c.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Cards<R, S extends string>({
  caption,
  columns,
  rows,
  rowKey,
  sorting,
  empty,
  rowProps,
}: ResponsiveTableProps<R, S>) {
  const { t } = useTranslation();
  const start = columns.filter((c) => c.phone === 'start');
  const title = columns.filter((c) => c.phone === 'title');
  const end = columns.filter((c) => c.phone === 'end');
  const lines = columns.filter((c) => c.phone === undefined);
  const sortable = columns.filter((c) => c.sort !== undefined);
  return (
    <Box>
      {sorting && sortable.length > 0 && (
        <TextField
          select
          size="small"
          fullWidth
          label={t('common.list.sortBy')}
          value={`${sorting.sort}:${sorting.order}`}
          onChange={(e) => {
            const [sort, order] = e.target.value.split(':') as [S, SortOrder];
            if (sorting.onSortOrder) sorting.onSortOrder(sort, order);
            else if (sort !== sorting.sort || order !== sorting.order) sorting.onSort(sort);
          }}
          sx={{ mb: 2 }}
        >
          {sortable.flatMap((c) =>
            (['asc', 'desc'] as const).map((order) => (
              <MenuItem key={`${c.sort}:${order}`} value={`${c.sort}:${order}`}>
                {t(order === 'asc' ? 'common.list.sortAsc' : 'common.list.sortDesc', { column: c.label })}
              </MenuItem>
            )),
          )}
        </TextField>
      )}
      {rows.length === 0 ? (
        <Typography component="div" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          {empty ?? t('common.list.empty')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={caption}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {rows.map((row) => (
            <Paper
              component="li"
              variant="outlined"
              key={rowKey(row)}
              sx={{ p: 1.5, borderRadius: 2 }}
              {...rowProps?.(row)}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                {start.map((c) => (
                  <Box key={c.key} sx={{ flex: '0 0 auto' }}>
                    {c.render(row)}
                  </Box>
                ))}
                <Box sx={{ flex: '1 1 auto', minWidth: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {title.map((c) => (
                    <Box key={c.key}>{c.render(row)}</Box>
                  ))}
                </Box>
                {end.map((c) => (
                  <Box
                    key={c.key}
                    sx={{ flex: '0 0 auto', display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end' }}
                  >
                    {c.render(row)}
                  </Box>
                ))}
              </Box>
              {lines.length > 0 && (
                <Box
                  component="dl"
                  sx={{
                    m: 0,
                    mt: 1,
                    display: 'grid',
                    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
                    columnGap: 1.5,
                    rowGap: 0.5,
                    fontSize: '0.875rem',
                  }}
                >
                  {lines.map((c) => (
                    <Box key={c.key} sx={{ display: 'contents' }}>
                      <Box component="dt" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                        {c.label}
                      </Box>
                      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                        {c.render(row)}
                      </Box>
                    </Box>
                  ))}
                </Box>
              )}
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}
