// A plain table of figures: the text alternative of a chart, or a small list.
import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../../shared/ui/visuallyHidden';

export interface DataColumn<R> {
  key: string;
  label: string;
  numeric?: boolean;
  render: (row: R) => ReactNode;
}

export function DataTable<R>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: DataColumn<R>[];
  rows: R[];
  rowKey: (row: R) => string | number;
}) {
  // Small tables wrap rather than scroll, so the hidden copy beside a chart never holds a scroll area.
  return (
    <Table size="small" sx={{ '& td, & th': { px: 1, overflowWrap: 'break-word' } }}>
      <Box component="caption" sx={visuallyHidden}>
        {caption}
      </Box>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.key} align={c.numeric ? 'right' : 'left'} scope="col">
              {c.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((c, i) => (
              <TableCell
                key={c.key}
                align={c.numeric ? 'right' : 'left'}
                component={i === 0 ? 'th' : 'td'}
                scope={i === 0 ? 'row' : undefined}
              >
                {c.render(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
