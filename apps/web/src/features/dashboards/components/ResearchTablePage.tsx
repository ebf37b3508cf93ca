// The frame of the research tables (quiz attempts, user metrics): a search, the course filter and the CSV export,
// then a table the server sorts and pages; each page gives its columns and what it shows above the table.
import { Box } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageMeta } from '../../../shared/http';
import { type ListColumn, ListPage, ResponsiveTable } from '../../../shared/ui/list';
import type { useTableQuery } from '../lib/useTableQuery';
import { ResearchFilters } from './ResearchFilters';

/** A row's learner: the name, and the email below it in smaller grey. */
export function LearnerCell({ name, email }: { name: string; email: string }) {
  return (
    <>
      <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {name}
      </Box>
      <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85em' }}>
        {email}
      </Box>
    </>
  );
}

export function ResearchTablePage<Row extends { id: number }, S extends string>({
  id,
  idPrefix,
  title,
  subtitle,
  table,
  result,
  columns,
  above,
}: {
  id: string;
  /** Prefixes the search and course filter ids. */
  idPrefix: string;
  title: string;
  subtitle: string;
  table: ReturnType<typeof useTableQuery<S>>;
  result: UseQueryResult<{ data: Row[]; meta: PageMeta }>;
  columns: ListColumn<Row, S>[];
  above?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ListPage
      id={id}
      title={title}
      subtitle={subtitle}
      search={{
        id: `${idPrefix}-search`,
        label: t('dashboards.table.search'),
        value: table.search,
        onChange: table.setSearch,
      }}
      filters={
        <ResearchFilters idPrefix={idPrefix} courseId={table.query.courseId} onCourse={table.setCourse} />
      }
      above={above}
      error={result.error}
      onRetry={() => result.refetch()}
      pages={{ ...table.pages, total: result.data?.meta.total ?? 0 }}
    >
      <ResponsiveTable
        caption={title}
        columns={columns}
        rows={result.data?.data ?? []}
        rowKey={(r) => r.id}
        sorting={table.sorting}
        loading={result.isFetching}
        empty={result.isPending ? t('dashboards.loading') : t('dashboards.table.empty')}
        dense
      />
    </ListPage>
  );
}
