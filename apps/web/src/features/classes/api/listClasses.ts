// GET /api/admin/classes: one page of classes (all for an admin, their own for an instructor).
import { type ClassItem, pagination } from '@parcours/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Camelize, http } from '../../../shared/http';
import { classesKeys } from './keys';

export type AdminClass = Camelize<ClassItem>;

export interface ClassListParams {
  page: number;
  search?: string;
}

interface ClassListPage {
  data: AdminClass[];
  meta: { currentPage: number; perPage: number; total: number };
}

async function listClasses(params: ClassListParams): Promise<ClassListPage> {
  const response = await http.get<ClassListPage>('/admin/classes', {
    params: { ...params, perPage: pagination.rowsPerPage },
  });
  return response.data;
}

function classListQueryOptions(params: ClassListParams) {
  return queryOptions({
    queryKey: [...classesKeys.lists(), params] as const,
    queryFn: () => listClasses(params),
    placeholderData: keepPreviousData,
  });
}

export function useClassList(params: ClassListParams) {
  return useQuery(classListQueryOptions(params));
}
