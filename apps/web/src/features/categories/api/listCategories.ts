// GET /api/categories: top-level categories (or the sub categories of parent_id), paginated, searchable.
import type { Category, CategoryListQuery } from '@parcours/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, http } from '../../../shared/http';

export type CategoryItem = Camelize<Category>;
export interface Page<T> {
  data: T[];
  meta: { currentPage: number; perPage: number; total: number };
}
export type CategoryListParams = Partial<Camelize<CategoryListQuery>>;

async function listCategories(params: CategoryListParams): Promise<Page<CategoryItem>> {
  const response = await http.get<Page<CategoryItem>>('/categories', { params });
  return response.data;
}

export const categoriesKey = ['categories'] as const;

function categoriesQueryOptions(params: CategoryListParams) {
  return queryOptions({
    queryKey: [...categoriesKey, 'list', params],
    queryFn: () => listCategories(params),
    placeholderData: keepPreviousData,
  });
}

export function useCategories(params: CategoryListParams) {
  return useQuery(categoriesQueryOptions(params));
}
