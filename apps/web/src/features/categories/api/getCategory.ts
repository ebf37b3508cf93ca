// GET /api/categories/{id}: one category with its sub categories.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, http } from '../../../shared/http';
import { type CategoryItem, categoriesKey } from './listCategories';

function getCategory(id: number): Promise<CategoryItem> {
  return getData(http.get<{ data: CategoryItem }>(`/categories/${id}`));
}

function categoryQueryOptions(id: number) {
  return queryOptions({ queryKey: [...categoriesKey, 'one', id], queryFn: () => getCategory(id) });
}

export function useCategory(id: number, enabled = true) {
  return useQuery({ ...categoryQueryOptions(id), enabled: enabled && id > 0 });
}
