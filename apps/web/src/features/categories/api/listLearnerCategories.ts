// GET /api/user/categories and /api/user/subcategories/{id}: the categories a learner can choose from.
import type { LearnerCategoryQuery } from '@parcours/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, http } from '../../../shared/http';
import { type CategoryItem, categoriesKey, type Page } from './listCategories';

export type LearnerCategoryParams = Partial<Camelize<LearnerCategoryQuery>>;

async function listLearnerCategories(params: LearnerCategoryParams): Promise<Page<CategoryItem>> {
  return (await http.get<Page<CategoryItem>>('/user/categories', { params })).data;
}

async function listLearnerSubcategories(
  categoryId: number,
  params: LearnerCategoryParams,
): Promise<Page<CategoryItem>> {
  return (await http.get<Page<CategoryItem>>(`/user/subcategories/${categoryId}`, { params })).data;
}

function learnerCategoriesQueryOptions(params: LearnerCategoryParams) {
  return queryOptions({
    queryKey: [...categoriesKey, 'learner', params],
    queryFn: () => listLearnerCategories(params),
    placeholderData: keepPreviousData,
  });
}

function learnerSubcategoriesQueryOptions(categoryId: number, params: LearnerCategoryParams) {
  return queryOptions({
    queryKey: [...categoriesKey, 'learner', categoryId, params],
    queryFn: () => listLearnerSubcategories(categoryId, params),
    placeholderData: keepPreviousData,
  });
}

export function useLearnerCategories(params: LearnerCategoryParams) {
  return useQuery(learnerCategoriesQueryOptions(params));
}

export function useLearnerSubcategories(categoryId: number, params: LearnerCategoryParams) {
  return useQuery(learnerSubcategoriesQueryOptions(categoryId, params));
}
