// A plain table of figures: the text alternative of a chart, or a small list. The list kit's table, its first
// column naming each row (cards on a phone); a table wider than its card scrolls in a focusable region.
import type { ReactNode } from 'react';
import { ResponsiveTable } from './list';

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
  return (
    <ResponsiveTable
      caption={caption}
      rows={rows}
      rowKey={rowKey}
      dense
      columns={columns.map((c, i) =>
        i === 0
          ? { ...c, rowHeader: true, phone: 'title' as const }
          : { ...c, cellSx: { overflowWrap: 'break-word' } },
      )}
    />
  );
}
