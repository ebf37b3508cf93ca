// GET /api/courses: the catalogue (public, or as the signed-in viewer sees it) with sorts, filters and pages.
import type { CourseSort } from '@parcours/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CourseItem, http, queryKeys } from '../../../shared/http';
import type { Page } from '../../categories';

export type { CourseItem };

export interface CourseListParams {
  page?: number;
  perPage?: number;
  search?: string;
  sort?: CourseSort;
  categoryId?: number;
  subcategoryId?: number;
  priceMin?: number;
  priceMax?: number;
  /** YYYY-MM-DD */
  startFrom?: string;
  /** YYYY-MM-DD (the whole day is included) */
  startTo?: string;
}

async function listCourses(params: CourseListParams): Promise<Page<CourseItem>> {
  return (await http.get<Page<CourseItem>>('/courses', { params })).data;
}

export const coursesKey = queryKeys.courses;

function coursesQueryOptions(params: CourseListParams) {
  return queryOptions({
    queryKey: [...coursesKey, 'catalogue', params],
    queryFn: () => listCourses(params),
    placeholderData: keepPreviousData,
  });
}

export function useCourses(params: CourseListParams) {
  return useQuery(coursesQueryOptions(params));
}
