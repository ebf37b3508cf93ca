// State of a server table: page, sort and order, course filter, and a search sent 500 ms after the last key.
import { pagination } from '@parcours/shared';
import { useMemo, useState } from 'react';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import type { ListSorting } from '../../../shared/ui/list';
import type { TableQuery } from '../api/tableQuery';

export function useTableQuery<S extends string>(defaultSort: S, defaultOrder: 'asc' | 'desc' = 'asc') {
  const [page, setPage] = useState<number>(pagination.firstPage);
  const [search, setSearchText] = useState('');
  const [sort, setSortKey] = useState<S>(defaultSort);
  const [order, setOrder] = useState<'asc' | 'desc'>(defaultOrder);
  const [courseId, setCourse] = useState<number | null>(null);
  const debounced = useDebouncedValue(search);
  // A new search starts on the first page: computed from the debounced text so no request sees a stale page.
  const [searchedFor, setSearchedFor] = useState(debounced);
  if (searchedFor !== debounced) {
    setSearchedFor(debounced);
    setPage(pagination.firstPage);
  }

  const query: TableQuery<S> = useMemo(
    () => ({ page, perPage: pagination.rowsPerPage, search: debounced, sort, order, courseId }),
    [page, debounced, sort, order, courseId],
  );

  /** Clicking the sorted column flips the order; another column sorts ascending. */
  const toggleSort = (next: S) => {
    if (next === sort) setOrder(order === 'asc' ? 'desc' : 'asc');
    else {
      setSortKey(next);
      setOrder('asc');
    }
    setPage(pagination.firstPage);
  };

  return {
    query,
    search,
    setSearch: setSearchText,
    setPage,
    setCourse: (id: number | null) => {
      setCourse(id);
      setPage(pagination.firstPage);
    },
    toggleSort,
    /** What the list kit's table and page controls take. */
    sorting: {
      sort,
      order,
      onSort: toggleSort,
      onSortOrder: (next: S, nextOrder: 'asc' | 'desc') => {
        setSortKey(next);
        setOrder(nextOrder);
        setPage(pagination.firstPage);
      },
    } satisfies ListSorting<S>,
    pages: { page, perPage: pagination.rowsPerPage, onPage: setPage },
  };
}
