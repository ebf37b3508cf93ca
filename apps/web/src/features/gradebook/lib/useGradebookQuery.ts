// State of the gradebook's query: page, search (sent 500 ms after the last key), class, attempt shown, sort and
// order. Any change but the page goes back to the first page.
import { pagination } from '@parcours/shared';
import { useMemo, useState } from 'react';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import type { GradebookAttempt, GradebookQuery, GradebookSort } from '../api/getGradebook';

export function useGradebookQuery() {
  const [page, setPage] = useState<number>(pagination.firstPage);
  const [search, setSearch] = useState('');
  const [classId, setClassId] = useState<number | null>(null);
  const [attempt, setAttempt] = useState<GradebookAttempt>('best');
  const [sort, setSort] = useState<GradebookSort>('name');
  const [order, setOrder] = useState<'asc' | 'desc'>('asc');
  const debounced = useDebouncedValue(search);
  // A new search starts on the first page: set from the debounced text so no request sees a stale page.
  const [searchedFor, setSearchedFor] = useState(debounced);
  if (searchedFor !== debounced) {
    setSearchedFor(debounced);
    setPage(pagination.firstPage);
  }

  const query: GradebookQuery = useMemo(
    () => ({ page, perPage: pagination.rowsPerPage, search: debounced, classId, attempt, sort, order }),
    [page, debounced, classId, attempt, sort, order],
  );

  const firstPage = () => setPage(pagination.firstPage);

  return {
    query,
    search,
    setSearch,
    setPage,
    setClassId: (id: number | null) => {
      setClassId(id);
      firstPage();
    },
    setAttempt: (next: GradebookAttempt) => {
      setAttempt(next);
      firstPage();
    },
    /** Clicking the sorted column flips the order; another column sorts ascending. */
    toggleSort: (next: GradebookSort) => {
      if (next === sort) setOrder(order === 'asc' ? 'desc' : 'asc');
      else {
        setSort(next);
        setOrder('asc');
      }
      firstPage();
    },
  };
}
