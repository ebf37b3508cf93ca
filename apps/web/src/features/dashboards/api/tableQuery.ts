// The query of the server-paginated admin tables: page, search, sort with order, and a course filter.
export interface TableQuery<S extends string> {
  page: number;
  perPage: number;
  search: string;
  sort: S;
  order: 'asc' | 'desc';
  courseId: number | null;
}

export function tableParams<S extends string>(query: TableQuery<S>) {
  return {
    page: query.page,
    perPage: query.perPage,
    search: query.search.trim() || undefined,
    sort: query.sort,
    order: query.order,
    courseId: query.courseId ?? undefined,
  };
}
