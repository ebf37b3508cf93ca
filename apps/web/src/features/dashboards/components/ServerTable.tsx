// A table whose rows, order and pages come from the server: sortable column headers and page controls.
import {
  Box,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollArea } from '../../../shared/ui/ScrollArea';
import { visuallyHidden } from '../../../shared/ui/visuallyHidden';

export interface Column<R, S extends string> {
  key: string;
  label: string;
  /** The server's sort name, when the column can be sorted. */
  sort?: S;
  numeric?: boolean;
  render: (row: R) => ReactNode;
}

export interface ServerTableProps<R, S extends string> {
  caption: string;
  columns: Column<R, S>[];
  rows: R[];
  rowKey: (row: R) => string | number;
  sort: S;
  order: 'asc' | 'desc';
  onSort: (sort: S) => void;
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  loading?: boolean;
  empty: string;
}

export function ServerTable<R, S extends string>(props: ServerTableProps<R, S>) {
  const { t } = useTranslation();
  const { columns, rows, sort, order } = props;
  return (
    <Box>
      <Box sx={{ height: 4 }}>{props.loading && <LinearProgress aria-label={t('dashboards.loading')} />}</Box>
      <ScrollArea label={props.caption}>
        <Table size="small" aria-busy={props.loading ? true : undefined}>
          <caption style={visuallyHidden as CSSProperties}>{props.caption}</caption>
          <TableHead>
            <TableRow>
              {columns.map((c) => {
                const active = c.sort !== undefined && c.sort === sort;
                return (
                  <TableCell
                    key={c.key}
                    scope="col"
                    align={c.numeric ? 'right' : 'left'}
                    sortDirection={active ? order : false}
                    sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
                  >
                    {c.sort ? (
                      <TableSortLabel
                        active={active}
                        direction={active ? order : 'asc'}
                        onClick={() => c.sort && props.onSort(c.sort)}
                      >
                        {c.label}
                        {active && (
                          <Box component="span" sx={visuallyHidden}>
                            {order === 'desc'
                              ? t('dashboards.table.sortedDesc')
                              : t('dashboards.table.sortedAsc')}
                          </Box>
                        )}
                      </TableSortLabel>
                    ) : (
                      c.label
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length}>
                  <Typography color="text.secondary" sx={{ py: 2 }}>
                    {props.empty}
                  </Typography>
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => (
                <TableRow key={props.rowKey(row)} hover>
                  {columns.map((c) => (
                    <TableCell key={c.key} align={c.numeric ? 'right' : 'left'}>
                      {c.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </ScrollArea>
      <TablePagination
        component="div"
        count={props.total}
        page={Math.max(0, props.page - 1)}
        rowsPerPage={props.perPage}
        rowsPerPageOptions={[props.perPage]}
        onPageChange={(_, page) => props.onPage(page + 1)}
        labelDisplayedRows={({ from, to, count }) => t('dashboards.table.displayed', { from, to, count })}
        getItemAriaLabel={(type) => t(`dashboards.table.${type}Page`)}
      />
    </Box>
  );
}
