// Page and search of a server-paged list: the search, trimmed as the server trims it, is sent 500 ms after the last
// key, and a new search (or a new filter, through `firstPage`) starts again on the first page, computed so that no
// request sees a stale page. Every paged list with a search box (admin lists, reviews, feedback, newsletter) uses it.
import { pagination } from '@parcours/shared';
import { useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

export function usePagedSearch() {
  const [page, setPage] = useState<number>(pagination.firstPage);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const [searchedFor, setSearchedFor] = useState(debounced);
  if (searchedFor !== debounced) {
    setSearchedFor(debounced);
    setPage(pagination.firstPage);
  }
  return { page, setPage, search, setSearch, debounced, firstPage: () => setPage(pagination.firstPage) };
}

/** Pages of a list: the total over the page size, rounded up, at least one (docs/design/product.md §3). */
export function pageCount(meta: { total: number; perPage: number } | undefined): number {
  if (!meta || meta.perPage <= 0) return 1;
  return Math.max(1, Math.ceil(meta.total / meta.perPage));
}
