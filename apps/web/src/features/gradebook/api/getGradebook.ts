// GET /api/admin/courses/{courseId}/gradebook: one page of a course's learners, each with a cell per test (the
// pretest, each learning object's quiz in outline order, the post-test).
import type { GradebookCell, GradebookColumn, GradebookPage, GradebookRow } from '@parcours/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, camelizeKeys, http, type PageMeta } from '../../../shared/http';

export type GradebookSort = 'name' | 'progress' | 'enrolled_at';
export type GradebookAttempt = 'best' | 'last';

export interface GradebookQuery {
  page: number;
  perPage: number;
  search: string;
  classId: number | null;
  attempt: GradebookAttempt;
  sort: GradebookSort;
  order: 'asc' | 'desc';
}

export type GradebookColumnItem = Camelize<GradebookColumn>;
export type GradebookCellItem = Camelize<GradebookCell>;
type GradebookRowItem = Omit<Camelize<GradebookRow>, 'cells'> & {
  /** By column key, as the API spells it (`lo-12`): the keys are never camelized. */
  cells: Record<string, GradebookCellItem | null>;
};

export interface Gradebook {
  course: { id: number; title: string };
  columns: GradebookColumnItem[];
  rows: GradebookRowItem[];
  meta: PageMeta;
}

/** The query of both the page and the CSV (which ignores the paging). */
export function gradebookParams(query: GradebookQuery) {
  return {
    search: query.search.trim() || undefined,
    classId: query.classId ?? undefined,
    attempt: query.attempt,
    sort: query.sort,
    order: query.order,
  };
}

/**
 * The answer is read without the client's key conversion: a cell's key is a column key (`lo-12`), which
 * camelizing would turn into `lo12`. Everything but those keys is camelized here.
 */
function toGradebook(wire: GradebookPage): Gradebook {
  return {
    course: wire.data.course,
    columns: camelizeKeys<GradebookColumnItem[]>(wire.data.columns),
    rows: wire.data.rows.map((row) => {
      const { cells, ...rest } = row;
      return {
        ...camelizeKeys<Omit<Camelize<GradebookRow>, 'cells'>>(rest),
        cells: Object.fromEntries(
          Object.entries(cells).map(([key, cell]) => [key, cell && camelizeKeys<GradebookCellItem>(cell)]),
        ),
      };
    }),
    meta: camelizeKeys<PageMeta>(wire.meta),
  };
}

async function getGradebook(courseId: number, query: GradebookQuery): Promise<Gradebook> {
  const response = await http.get<GradebookPage>(`/admin/courses/${courseId}/gradebook`, {
    params: { page: query.page, perPage: query.perPage, ...gradebookParams(query) },
    rawKeys: true,
  });
  return toGradebook(response.data);
}

export const gradebookKeys = {
  all: ['gradebook'] as const,
  page: (courseId: number, query: GradebookQuery) => ['gradebook', courseId, query] as const,
  classes: ['gradebook', 'classes'] as const,
};

function gradebookQueryOptions(courseId: number, query: GradebookQuery) {
  return queryOptions({
    queryKey: gradebookKeys.page(courseId, query),
    queryFn: () => getGradebook(courseId, query),
    enabled: Number.isInteger(courseId) && courseId > 0,
  });
}

export function useGradebook(courseId: number, query: GradebookQuery) {
  return useQuery({ ...gradebookQueryOptions(courseId, query), placeholderData: keepPreviousData });
}
